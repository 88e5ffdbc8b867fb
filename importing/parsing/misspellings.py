"""Surnames copy misspells once (`McLenney` for `Tyresha McClenney`): one slip from a name the text gives whole."""
from __future__ import annotations

# Short words are too often other words one letter away (`Harsh`, `Marsh`); a slip keeps a name's opening.
_SHORTEST = 6
_KEPT_OPENING = 2


def _neighbours(word: str) -> set[str]:
    """The word and each way of dropping one letter: two words share one exactly when a letter was dropped,
    added, changed or swapped between them."""
    return {word} | {word[:i] + word[i + 1 :] for i in range(len(word))}


class SlipIndex:
    """Full names by the one-letter neighbours of their surnames; each look-up costs the length of the word."""

    def __init__(self) -> None:
        self._names: dict[str, set[str]] = {}

    def add(self, surname: str, full: str) -> None:
        if len(surname) >= _SHORTEST - 1:
            for key in _neighbours(surname.lower()):
                self._names.setdefault(key, set()).add(full)

    def names_for(self, word: str) -> set[str]:
        """Full names whose surname is one slip from `word` (and opens as it does)."""
        lowered = word.lower()
        if len(lowered) < _SHORTEST or not word[:1].isupper():
            return set()
        found: set[str] = set()
        for key in _neighbours(lowered):
            found |= self._names.get(key, set())
        return {full for full in found if full.split()[-1].lower()[:_KEPT_OPENING] == lowered[:_KEPT_OPENING]}
