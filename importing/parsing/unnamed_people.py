"""A person the text introduces without a name (`One woman who lives on Elm Street was angry`): the one the next
`she` means, until someone whose gender fits is written about, rather than the latest woman it named."""

from __future__ import annotations

import re

from importing.parsing.quotes import MASK
from importing.parsing.subjects import SubjectPhrase

_FEMALE = (
    "woman|girl|lady|mother|mum|mom|wife|daughter|sister|grandmother|granddaughter|widow|aunt|niece|"
    "girlfriend|fiancée|actress|waitress|businesswoman|spokeswoman|chairwoman|congresswoman|"
    "councilwoman|policewoman|schoolgirl|stepmother"
)
_MALE = (
    "man|boy|gentleman|father|dad|husband|son|brother|grandfather|grandson|widower|uncle|nephew|"
    "boyfriend|fiancé|businessman|spokesman|chairman|congressman|councilman|policeman|fireman|"
    "schoolboy|stepfather"
)
# A sentence opening on an indefinite or possessive description of one person (`A 45-year-old mother of
# three`, `His wife`), up to three words before its noun; not one the text goes on to name (`A woman,
# Jane Doe,`, `His wife Jane`, `a man named`), nor the noun as someone's (`One man's view`).
_INTRODUCED = re.compile(
    rf"(?:[Aa]n?|[Oo]ne|[Aa]nother|[Hh]is|[Hh]er|[Tt]heir|[A-Z][\w-]+['’]s?)\s+(?:[\w’'-]+\s+){{0,3}}?"
    rf"(?:(?P<f>{_FEMALE})|(?P<m>{_MALE}))\b"
    r"(?!['’])(?![,\s]+(?:named|called|identified)\b)(?!,?\s+[A-Z])"
)


def introduced_unnamed(sentence: str) -> tuple[str, str] | None:
    """The words describing the person a sentence opens on, and their gender (`m` or `f`), when the text
    introduces someone it does not name."""
    # `“...,” Sunak's spokesman said.`, `“...,” said a spokeswoman.`: one a quotation's own cue introduces.
    match = _INTRODUCED.match(_AFTER_A_QUOTATION.sub("", sentence.lstrip(), count=1))
    if match is None:
        return None
    return match.group(0), "f" if match.group("f") else "m"


_AFTER_A_QUOTATION = re.compile(rf"^{MASK}+[,.!?]?\s*(?:(?:said|says|added|adds)\s+)?")


def same_person(description: str, introduced: str) -> bool:
    """`the woman` after `One woman adopted from Iran`: a definite description by the introduced one's noun."""
    noun = re.escape(introduced.split()[-1])
    return bool(re.match(rf"[Tt]he\s+(?:[\w’'-]+\s+)?{noun}\b", description))


def introduced_before_colon(before: str) -> SubjectPhrase | None:
    """`A shopper in Mansfield: “`: one the text introduces without a name, alone before the colon."""
    found = _SOMEONE.fullmatch(before)
    return SubjectPhrase("nominal", found.group(1)) if found else None


_SOMEONE = re.compile(
    r"\s*((?:A|An|One|Another)\s+[a-z][\w-]*(?:\s+(?:in|from|at)\s+[A-Z][\w-]*)?)\s*:\s*"
)
