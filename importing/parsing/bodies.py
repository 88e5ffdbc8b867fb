"""Bodies a story names in full, then by their noun alone (`The Smithsonian National Zoo has ...` then `the zoo
said`): the definite noun means that body when the story names only one body with it. Two councils leave
`the council` no one's: a wrong speaker is worse than a description."""

from __future__ import annotations

import re
from collections.abc import Iterable

from importing.parsing.acronyms import in_full
from importing.parsing.name_words import is_sentence_word

# Nouns that head a body's name and stand for it alone after `the`; not `group` (few bodies' names end in it),
# nor `party` or `campaign` (the reader names those by their people), nor `union` (`the union` is seldom the
# European Union). `the company` is a company's whose name says it is one (`Acme Corp`, below).
_NOUNS = (
    "Zoo Council Department Ministry Agency Commission Museum University Hospital Committee Bureau Authority "
    "Board Foundation Institute Association Trust Society Library Service Tribunal Inquiry Club Bank Court"
).split()
_NOUN = "|".join(_NOUNS)
_WORD = r"[A-Z][\w’'.&-]*"
# `Smithsonian’s National Zoo`, `Shropshire Council`: capitalised words, then the noun.
_ENDING_IN_NOUN = re.compile(rf"\b((?:{_WORD}\s+){{1,5}})({_NOUN})\b")
# `Department for Education`, `Ministry of Human Resources`: the noun, then what it is of or for.
_HEADED_BY_NOUN = re.compile(
    rf"\b({_NOUN})\s+(?:of|for)\s+(?:the\s+)?{_WORD}(?:\s+(?:and\s+|&\s+)?{_WORD}){{0,3}}"
)
# `the Commons defence committee`, `Westminster city council`: a chamber's or a place's, its noun in lower case.
_ENDING_IN_LOWER_NOUN = re.compile(
    r"\b((?:[A-Z][\w&.-]*\s+){1,3}(?:(?!(?:on|the|of|and|in|at|for|to|an?|with|by|from)\b)[a-z]+\s+){0,2})"
    r"(committee|commission|council|tribunal|inquiry)\b"
)
_THE_NOUN = re.compile(rf"[Tt]he\s+((?i:{_NOUN}|company))")
# `Acme Corp`, `Harbour Holdings Ltd`, `Quill Inc.`: a company's name, what `the company` means.
_COMPANY = re.compile(
    rf"\b((?:{_WORD}\s+){{1,4}})(Inc|Corp|Corporation|Ltd|Limited|plc|PLC|LLC|Co|Holdings)\b"
)


def named_bodies(texts: Iterable[str]) -> dict[str, str]:
    """Each noun (lower case) the texts name exactly one body with, and that body's name."""
    found: dict[str, set[str]] = {}
    for text in texts:
        for match in _ENDING_IN_NOUN.finditer(text):
            _add(found, match.group(2).lower(), match.group(1), match.group(2))
        for match in _ENDING_IN_LOWER_NOUN.finditer(text):
            _add(found, match.group(2), match.group(1), match.group(2))
        for match in _HEADED_BY_NOUN.finditer(text):
            found.setdefault(match.group(1).lower(), set()).add(match.group())
        for match in _COMPANY.finditer(text):
            _add(found, "company", match.group(1), match.group(2))
    return {noun: names.pop() for noun, names in found.items() if len(names) == 1}


def _add(found: dict[str, set[str]], noun: str, words: str, last: str) -> None:
    """A body's name, its capitalised words then its last one (`Shropshire Council`, `Acme Corp`), under its noun."""
    named = words.split()
    while named and is_sentence_word(re.sub(r"['’]s$", "", named[0])):
        named = named[1:]  # `The`, `But` opening the sentence are no part of the name
    if named:
        found.setdefault(noun, set()).add(" ".join([*named, last]))


def body_described(description: str, bodies: dict[str, str]) -> str | None:
    """The body a description (`the zoo`, `The council`) means, if the story named one only with its noun."""
    found = _THE_NOUN.fullmatch(description.strip())
    if found:
        return bodies.get(found.group(1).lower())
    # `the Commons defence committee has concluded`: the body named in full.
    named = re.sub(r"^[Tt]he\s+", "", description.strip())
    return named if named in bodies.values() else None


def organisation_as_named(organisation: str, description: str, acronyms: dict, bodies: dict) -> str:
    """The body that speaks as the importer names it, or '': an acronym the story spelt out in full (`SACBC` ->
    `Southern African Catholic Bishops’ Conference (SACBC)`), or the one body a `the zoo` means."""
    if organisation:
        return in_full(organisation, acronyms)
    return body_described(description, bodies) or ""
