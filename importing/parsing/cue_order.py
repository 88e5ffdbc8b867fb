"""Which of two cues around a quotation speaks for it, where the one after it belongs to someone else."""

from __future__ import annotations

import re

from importing.parsing.attribution import subject_before_quote
from importing.parsing.names import find_mentions
from importing.parsing.quotes import MASK
from importing.parsing.subjects import SubjectPhrase

# `..., Reuters reported.`, `..., the Associated Press reported`: an outlet reporting the sentence.
_OUTLET_REPORTED = re.compile(
    r"[”\"]?\s*,?\s*(?:the\s+)?(?:[A-Z][\w.&’'-]*\s+){1,4}(?:reported|reports)\b"
)
_OPENS_CONTRAST = re.compile(r"\s*(?:While|Whereas|Although|Though)\s")
_CLAUSE_AFTER = re.compile(r"[”\"]?\s*,\s+(?:the\s+|[A-Z])")


def cue_before(before: str, after: str) -> SubjectPhrase | None:
    """The subject of a cue before the quotation in its sentence, where it outranks the one after it:
    `Canova “bristled” and said, “No comment,” The Miami Herald reported` (an outlet reporting what someone the
    sentence names said is not its speaker; a `he` there may be anyone's, and the outlet stays), and `While
    Kejriwal called the case “completely fake”, the BJP demanded` (the clause after the quotation, past the
    contrast that holds it, is another's)."""
    if _OUTLET_REPORTED.match(after):
        found = subject_before_quote(before)
        return found if found is not None and found.kind == "name" else None
    if _OPENS_CONTRAST.match(before) and _CLAUSE_AFTER.match(after):
        return subject_before_quote(before)
    return None


def cue_before_pronoun(before: str) -> SubjectPhrase | None:
    """`Putin “is not our friend,” Burr said, and he urged Trump not to “`: a `he` joined to the cue just before it
    is that cue's subject, not the name the sentence opened with."""
    joined = _JOINED_TO_A_CUE.search(before[-200:])
    named = find_mentions(joined.group(1)) if joined else ()
    if not named or named[-1].end != len(joined.group(1)) or named[-1].possessive:
        return None
    return SubjectPhrase("name", named[-1].name, named[-1].title_gender, named[-1].titled)


# After a comma, or after the quotation whose closing comma the mask holds.
_JOINED_TO_A_CUE = re.compile(
    rf"[,{MASK}]\s+((?:[A-Z][\w.’'-]*\s+){{0,3}}[A-Z][\w’'-]*)\s+(?:said|says|added|wrote|noted|argued),\s+"
    r"(?:and|but)\s+(?:he|she)\s+[^,;:]*$"
)
