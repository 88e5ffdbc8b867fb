"""Subjects standing right before a speech verb: `[in September] he said`, `with Ana Pell calling it a “`."""

from __future__ import annotations

import re

from importing.parsing.name_words import DESCRIPTOR_WORDS, POSTS
from importing.parsing.names import find_mentions
from importing.parsing.quotes import MASK
from importing.parsing.subjects import (
    PREPOSITIONS,
    PRONOUN_GENDER,
    SubjectPhrase,
    without_contraction,
)
from importing.parsing.verbs import AT_SOME_POINT, VerbHit


def gerund_subject(head: str, verb: VerbHit) -> SubjectPhrase | None:
    """`footage of Ana Pell saying, “`, `with Ana Pell calling it a “`: the name right before a speech verb in
    -ing is its subject, even after "of" or "with"."""
    if not verb.group().lower().endswith("ing"):
        return None
    # `with the rider himself stating that, “`: one the text describes.
    described = _WITH_DESCRIBED.search(head[-80:])
    if described:
        return SubjectPhrase("nominal", described.group(1))
    mentions = find_mentions(head)
    # `with Rep. Ana Pell (D-N.Y.) at one point saying “`: the caller blanked the aside; a time may stand between.
    between = AT_SOME_POINT.sub("", head[mentions[-1].end :]).split() if mentions else []
    # `with Lee demanding an apology and adding that “`: the second of two joined -ing verbs shares the first's
    # subject.
    joined = bool(mentions) and bool(_JOINED_GERUND.fullmatch(head, mentions[-1].end))
    if (
        not mentions
        or mentions[-1].possessive
        or not (joined or all(w.endswith("ly") or w in _REFLEXIVE for w in between))
    ):
        return None  # `with Trump reportedly yelling: “`, `with Froome himself stating`: an adverb may stand between
    # `with health secretary Sajid Javid publicly stating “`: a role may stand before the name.
    if not re.search(
        r"\b(?:of|with)\s+(?:[a-z]+\s+){0,2}(?:[A-Z][\w.’'-]*\s+)*$", head[: mentions[-1].start]
    ):
        return None
    last = mentions[-1]
    return SubjectPhrase("name", last.name, last.title_gender, last.titled)


_REFLEXIVE = ("himself", "herself", "themselves")
_JOINED_GERUND = re.compile(r"\s+(?:\w+ly\s+)?[a-z]+ing\b[^,;:“”\"]{0,60}?\s+and\s+(?:\w+ly\s+)?")
_WITH_DESCRIBED = re.compile(
    r"\bwith\s+((?:the|his|her|their)\s+(?:[a-z’'-]+\s+){0,2}?[a-z’'-]+)\s+(?:(?:himself|herself|themselves)\s+)?$"
)


def adjacent_subject(text: str) -> SubjectPhrase | None:
    """A pronoun or name standing right before the verb (`[in September] he said`)."""
    words = re.sub(r"\b\w+ly\s*$", "", text.rstrip()).split()
    last = without_contraction(words[-1].lower()) if words else ""
    if last in PRONOUN_GENDER or last in ("one", "another"):  # `Fans flooded the page, one saying`
        return SubjectPhrase("pronoun" if last in PRONOUN_GENDER else "nominal", last)
    tail = text[-160:]
    posted = _NAME_POST_BODY.search(tail) if tail.count(",") >= 2 else None
    if posted and posted.group(2).split()[-1].lower() in POSTS:
        # `Sandeep Bhattacharya, Assistant Director, Birla Planetarium said`: the person, then their post and
        # the body it is at, set off without `of`.
        named = find_mentions(posted.group(1))
        if len(named) == 1 and named[0].name == posted.group(1):
            return SubjectPhrase("name", named[0].name, named[0].title_gender, named[0].titled)
    mentions = find_mentions(text)
    # Right before the verb: not `, criticising MPs Dinesh and Bandula Gunawardena, said` (an aside ends).
    if not mentions or mentions[-1].possessive or text[mentions[-1].end :].strip():
        return None
    if len(mentions) > 1 and re.fullmatch(
        r"\s+and\s+", text[mentions[-2].end : mentions[-1].start]
    ):
        # `Reyes and Vance call them`: the first of a pair leads, where it may be a subject; else the second
        # opens a clause of its own (`has tried to buy Aer Lingus and O’Leary said`).
        return _name_before_verb(text[: mentions[-2].end], mentions[:-1]) or _name_before_verb(
            text, mentions
        )
    return _name_before_verb(text, mentions)


def _name_before_verb(text: str, mentions) -> SubjectPhrase | None:
    before = text[: mentions[-1].start].split()
    while (
        before
        and before[-1][:1].isupper()
        and (before[-1].lower() in DESCRIPTOR_WORDS or before[-1].isupper())
    ):
        # `of the British Retail Consortium`, `from the UK Health Security Agency`: a word of the name the mention
        # leaves out
        before.pop()
    # `Ed Marsh at the Herald agreed`: a name after a preposition is not the subject; after a conjunction
    # (`looked on as Pell told`) it opens a clause of its own and is. A quotation just before the name ends
    # the phrase before it: `better at “less advanced schools,” Trump said: “`.
    opens_clause = bool(before) and (before[-1].lower() in _CLAUSE_OPENERS or MASK in before[-1])
    if opens_clause or not any(word.lower() in PREPOSITIONS for word in before[-2:]):
        last = mentions[-1]
        return SubjectPhrase("name", last.name, last.title_gender, last.titled)
    return None


# Words before a name that open a clause of its own, whose subject the name is (`for what Newt Gingrich called`).
_NAME_POST_BODY = re.compile(
    r"(?:^|[,.;]\s+|\s)([A-Z][\w.’'-]*(?:\s+[A-Z][\w.’'-]*){1,3}),\s+((?:[A-Z][a-z]+\s+){0,3}[A-Z][a-z]+),\s+"
    r"(?:[A-Z][\w.&’'-]*\s+){0,4}[A-Z][\w.&’'-]*\s*$"
)
_CLAUSE_OPENERS = frozenset(
    "as when while because since until and but although though what".split()
)


def cue_before_participle(before: str, verbs: list[VerbHit]) -> SubjectPhrase | None:
    """`Russia had been “...,” he said, adding that Putin is “`: a participle straight after a cue shares its
    subject, the one right before that cue's verb, not the sentence's opener."""
    if len(verbs) < 2 or not verbs[-1].group().lower().endswith("ing"):
        return None
    said = verbs[-2]
    if before[said.end() : verbs[-1].start()].strip() != ",":
        return None
    return adjacent_subject(before[: said.start()])
