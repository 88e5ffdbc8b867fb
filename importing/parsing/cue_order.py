"""Which of two cues around a quotation speaks for it, where the one after it belongs to someone else."""

from __future__ import annotations

import re

from importing.parsing.attribution import subject_before_quote
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
