"""Descriptions that speak for a body: a named person's campaign (`the Clinton campaign said`)."""

from __future__ import annotations

import re

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
