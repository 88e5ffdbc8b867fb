"""An office's portfolio before its holder's name: `Minister for Finance Paschal Donohoe`, `Secretary of
Health and Human Services Sylvia Burwell`, where the words between the office and the holder are no one."""

from __future__ import annotations

import re

from importing.parsing.genders import gender_of_first_name
from importing.parsing.name_words import ORGANISATION_WORDS, POSTS, TITLES


# `Director of National Intelligence James Clapper`, `Secretary of State for Health and Social Care`: after
# an office's `of` or `for` comes its portfolio, and after its `and` the portfolio goes on.
_PORTFOLIO = re.compile(
    # `Ambassador to Bangladesh Peter Haas`: an envoy's country is a portfolio too.
    r"\b([A-Z][\w’'-]*)\s+(?:for|of|(?P<to>to))\s+(?:the\s+)?"
    # `Undersecretary of Defense for Policy John Rood`: a portfolio within a portfolio.
    r"(?:(?:[A-Z][\w’'-]*\s+){1,3}(?:for|of)\s+(?:the\s+)?)?"
    r"(?P<joined>(?:[A-Z][\w’'-]*,?\s+)+and\s+)?$"
)
PORTFOLIO_GOES_ON = re.compile(r",?\s+and\s+[A-Z]")
# `Health and Human Services Secretary Alex Azar`: a portfolio before its office, its first part a run alone.
_BEFORE_AN_OFFICE = re.compile(
    r"\s+(?:and|&)\s+(?:[A-Z][\w’'-]*\s+){1,4}(?:Secretary|Minister|Commissioner|Director|Administrator|"
    r"Spokes(?:man|woman|person)|Chair(?:man|woman)?)\s+[A-Z]"
)


def portfolio_before(text: str, start: int) -> str:
    """Whether the run at `start` is an office's portfolio: "direct" right after the office (`Minister for
    Finance Paschal Donohoe`), "joined" after its `and` (`Minister for Energy and Climate Change`),
    "body" after a body's `of` (`Bank of America`, whose run may end in the name of someone who works there),
    or "" (`Govs. Chris Christie of New Jersey and John Kasich`: a list of people)."""
    found = _PORTFOLIO.search(text, max(0, start - 80), start)
    if not found:
        return ""
    office = found.group(1).lower()
    if found.group("to") and office not in ("ambassador", "envoy", "commissioner"):
        return ""
    # `Inspector-General of Police Khalid Abu Bakar`: an office written with a hyphen.
    office = "general" if is_title(office) else office
    if found.group("joined"):
        bodies = office in ORGANISATION_WORDS or office == "state"
        return "joined" if office in TITLES or office in POSTS or bodies else ""
    if office in TITLES or office in POSTS:
        return "direct"
    # `manager of the National Aquarium of New Zealand Rob Yarrell`: a body's name, then its officer's.
    return "body" if office in ORGANISATION_WORDS else ""


def holder_after_portfolio(tokens: list[str]) -> list[str]:
    """The rest of a portfolio's run that names its holder (`Human Services Sylvia Burwell`): from a
    first name on, with a surname after it; nothing when no first name follows (`Social Care`)."""
    for start in range(len(tokens) - 1):
        if gender_of_first_name(tokens[start]):
            return tokens[start:]
    return []


def is_title(word: str) -> bool:
    """`Minister`, `Secretary-General`: a title, or one written with a hyphen."""
    parts = word.lower().rstrip(".").split("-")
    return word.lower() in TITLES or (len(parts) > 1 and all(part in TITLES for part in parts))


def opens_a_portfolio(text: str, end: int) -> bool:
    """Whether the run ending at `end` is the first part of a portfolio set before its office (`Health` of
    `Health and Human Services Secretary Alex Azar`)."""
    return bool(_BEFORE_AN_OFFICE.match(text, end))
