"""A bare surname a quotation's cue gives (`Murphy said`) when the text never spells the name out in full:
the rules leave it a description; the learned attributor weighs it as a candidate of its own kind."""

from __future__ import annotations

import re

from importing.parsing.names import DESCRIPTOR_WORDS, is_sentence_word
from importing.parsing.reader import Evidence


def bare_surname(item: Evidence, text: str, start: int, end: int) -> str:
    """`“...,” Murphy said`: a single name the quotation's own cue gives, which the text never spells out
    in full and the rules therefore left a description. A candidate of its own kind: the model learns
    when a bare surname is the speaker."""
    source = item.source
    if item.subject_kind != "name" or source.speaker or source.organisation:
        return ""
    name = source.description
    if not (_BARE.fullmatch(name) and _may_be_surname(name)) or not re.search(
        rf"\b{re.escape(name)}\b", text[start:end]
    ):
        return ""
    return name


_BARE = re.compile(r"[A-Z][a-z][\w’'-]*")


def _may_be_surname(word: str) -> bool:
    """Not a people's name (`Americans said`) nor a word opening a sentence."""
    return word.lower() not in DESCRIPTOR_WORDS and not is_sentence_word(word)
