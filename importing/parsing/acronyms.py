"""Acronyms a story spells out (`the Electronic Privacy Information Center (EPIC)`): an organisation that speaks
by its acronym is named in full, with the acronym, as the story introduced it."""

from __future__ import annotations

import re
from collections.abc import Iterable

# An acronym in brackets after the words it stands for: `Southern African Catholic Bishops’ Conference (SACBC)`.
# Found by its brackets, then read back over a few words: linear, however long a word runs.
_ACRONYM = re.compile(r"\s\(([A-Z][A-Za-z&]{1,9})\)")
_WORDS_BEFORE = 120
_JOINING = {"of", "for", "and", "the", "on", "in", "&", "de", "du", "des", "la", "le"}


def spelled_out(texts: Iterable[str]) -> dict[str, str]:
    """Each acronym the texts spell out before it in brackets, with the words it stands for."""
    found: dict[str, str] = {}
    for text in texts:
        for match in _ACRONYM.finditer(text):
            acronym = match.group(1)
            before = text[max(0, match.start() - _WORDS_BEFORE) : match.start()].split()[-8:]
            words = _standing_for(before, acronym)
            if words and acronym not in found:
                found[acronym] = " ".join(words)
    return found


def _standing_for(words: list[str], acronym: str) -> list[str] | None:
    """The last words whose capitals spell the acronym (`the`, `of`, `and` between them spell nothing)."""
    letters = [ch for ch in acronym if ch.isupper()]
    for first in range(len(words) - 1, -1, -1):
        run = words[first:]
        if not run[0][:1].isupper() or run[0].lower() in _JOINING:
            continue  # `The`, `the` before the name is not part of it
        # `World Anti-Doping Agency (WADA)`: each capitalised part of a hyphened word gives a letter.
        capitals = [
            part[0]
            for w in run
            if w.lower() not in _JOINING
            for part in w.split("-")
            if part[:1].isupper()
        ]
        if capitals == letters and all(w[:1].isupper() for w in run if w.lower() not in _JOINING):
            return run
    return _code_of(words, letters)


def _code_of(words: list[str], letters: list[str]) -> list[str] | None:
    """`Kenya Airways (KQ)`: a code rather than initials, which only opens as the name does; the name is the
    whole run of capitalised words before the brackets."""
    first = len(words)
    while first > 0 and words[first - 1][:1].isupper() and words[first - 1].isalpha():
        first -= 1
    run = words[first:]
    if 2 <= len(run) <= 4 and run[0][0] == letters[0] and len(letters) <= len(run):
        return run
    return None


def in_full(name: str, acronyms: dict[str, str]) -> str:
    """`SACBC` -> `Southern African Catholic Bishops’ Conference (SACBC)`; any other name as it is."""
    words = acronyms.get(name)
    return f"{words} ({name})" if words else name
