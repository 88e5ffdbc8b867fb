"""Descriptions that speak for a body: a named person's campaign (`the Clinton campaign said`), and a body's
spokesperson (`a Qantas spokesperson said`, `a spokesman for the State Department said`)."""

from __future__ import annotations

import re

from importing.parsing.name_words import DESCRIPTOR_WORDS
from importing.parsing.genders import gender_of_first_name
from importing.parsing.registry import NameRegistry

_CAMPAIGN = re.compile(
    r"(?:[Tt]he\s+)?(?:[A-Z][\w’'-]*\s+)?([A-Z][\w’'-]*?)(?:['’]s?)?\s+"
    r"(?:presidential\s+|re-?election\s+|Senate\s+)?campaign\b(?![’'])"
)
# Words after the campaign that say when or how it spoke, not who in it did.
_CAMPAIGN_ADJUNCTS = frozenset("on in at late early this last that then also".split())


def campaign_speaking(description: str, registry: NameRegistry) -> tuple[str, str]:
    """`the Clinton campaign`, `Sanders’ campaign on Monday`: the campaign of someone the text names
    speaks as a body (`Clinton campaign`), described in the words that name it; not one of its people
    (`Clinton’s campaign manager`)."""
    found = _CAMPAIGN.match(description)
    if not found:
        return "", ""
    rest = description[found.end() :].split()
    if rest and not (rest[0] in _CAMPAIGN_ADJUNCTS or rest[0].endswith("ly")):
        return "", ""
    name = found.group(1)
    if not (registry.knows_part(name) or registry.is_known(name)):
        return "", ""
    return f"{name} campaign", found.group()


# `a Qantas spokesperson`, `one Pentagon spokesman`, `a Clinton campaign spokeswoman`, `a Dover statement`; `a
# spokesman for the State Department`, `a spokeswoman at Acme Corp`.
_SPOKESPERSON = re.compile(
    r"(?:[Aa]n?|[Oo]ne|[Tt]he)\s+(?P<before>(?:[A-Z][\w.&’'-]*\s+){1,5}?(?:campaign\s+)?)(?:press\s+)?"
    r"(?:spokes(?:man|woman|person)|representative|statement)"
    r"|(?:[Aa]n?|[Oo]ne|[Tt]he)\s+spokes(?:man|woman|person)\s+(?:for|at|with)\s+(?:the\s+)?"
    r"(?P<after>[A-Z][\w.&’'-]*(?:\s+(?:(?:of|for|and|&)\s+(?:the\s+)?)?[A-Z][\w.&’'-]*){0,6})"
)


def body_speaking(description: str, registry: NameRegistry) -> str:
    """The body a spokesperson the text describes speaks for (`a Twitter spokesman` -> `Twitter`), or "": not a
    person's (`a Trump spokesman`: someone who speaks for Trump is not Trump), nor a people's or a party's
    followers (`a Chinese spokesman`, `a Republican spokesman`)."""
    found = _SPOKESPERSON.fullmatch(description.strip().rstrip(",.")) or _DOCUMENT.fullmatch(
        description.strip().rstrip(",.")
    )
    if not found:
        return ""
    body = (found.groupdict().get("before") or found.group("after")).strip()
    if body.endswith(" campaign"):
        return campaign_speaking(body, registry)[0]
    words = body.split()
    if all(word.lower() in DESCRIPTOR_WORDS for word in words):
        return ""
    # `an Air Canada spokesperson` speaks for a body; `an Ana Pell spokeswoman` for a person.
    if registry.knows_part(body) or registry.is_known(body) or gender_of_first_name(body):
        return ""
    return body


def speaks_for(description: str, body: str) -> bool:
    """`a Qantas spokesperson`, `the Acme Trust’s spokesman`, `the FTC lawsuit`: the description is of the body's
    spokesperson, or of a paper it filed or issued."""
    return bool(
        re.search(
            rf"\b{re.escape(body)}(?:['’]s?)?\s+(?:press\s+)?(?:spokes(?:man|woman|person)|representative|statement|"
            r"lawsuit|filing|complaint)\b",
            description,
        )
    )


# `a statement from the Foreign Office`, `a notification by the Lok Sabha secretariat`: a body's own paper speaks
# for it.
_DOCUMENT = re.compile(
    r"(?:[Aa]n?|[Tt]he)\s+(?:\w+\s+)?(?:statement|notification|notice|release|circular|letter|report|order|filing|"
    r"memo|communiqu[eé]|ruling|judg(?:e)?ment|verdict|affidavit|petition|chargesheet)\s+(?:by|from|of|issued\s+by)\s+(?:the\s+)?"
    r"(?P<after>[A-Z][\w.&’'-]*(?:\s+(?:(?:of|for|and|&)\s+(?:the\s+)?)?[A-Z][\w.&’'-]*){0,6}"
    r"(?:\s+(?:secretariat|office|ministry|department))?)"
)
