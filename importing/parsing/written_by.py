"""Whose words a document holds: the one who wrote a post, a statement or a letter said what it says."""

from __future__ import annotations

import re

from importing.parsing.names import Mention, find_mentions


def writer(phrase: str) -> Mention | None:
    """`reads Tetrick’s post`, `Pell's statement said`, `a statement from Mr Hopkins said`: the mention of the one
    whose words they are, or None."""
    owned = _OWNED_WORDS.match(phrase) or _WORDS_FROM.match(phrase) or _WORDS_ON.match(phrase)
    if owned:
        mention = find_mentions(owned.group(1) + "’s")[-1:]
        if mention and mention[0].possessive:
            return mention[0]
    return None


_OWNED_WORDS = re.compile(
    r"(?:[Tt]he\s+)?((?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w-]*)['’]s\s+(?:(?:new|latest|own|recent|first|final|"
    r"official|Facebook|Twitter|Instagram|blog|[A-Z][a-z]+|search|arrest|court|written|annual)\s+){0,2}"
    r"(?:post|tweet|statement|letter|memo|blog|message|e-?mail|op-ed|column|essay|book|memoir|speech|note|"
    r"website|account|page|video|ad|warrant|report|filing|complaint|indictment|affidavit|ruling|order|"
    r"release|announcement)s?\s*$"
)
# `After the tweet, a statement from Mr Hopkins said: “`: a document from someone, by name.
_WORDS_FROM = re.compile(
    r"(?:[Aa]n?|[Tt]he)\s+(?:(?:new|brief|short|joint|written|later|separate)\s+)?(?:statement|letter|memo|"
    r"message|e-?mail|post|tweet|note|release)\s+(?:from|by)\s+((?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w-]*)\s*$"
)
# `A short 87-word statement on United’s official website read: “`: a document on someone's own site or account.
_WORDS_ON = re.compile(
    r"(?:[Aa]n?|[Tt]he)\s+(?:[\w-]+\s+){0,2}?(?:statement|letter|message|post|note|release)\s+(?:on|posted\s+on)\s+"
    r"(?:the\s+)?((?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w-]*)['’]s?\s+(?:official\s+)?(?:website|site|account|page|"
    r"channels?|X|Twitter|Facebook|Instagram)\s*$"
)
