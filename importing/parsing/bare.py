"""A bare surname a quotation's cue gives (`Murphy said`) when the text never spells the name out in full:
the rules leave it a description; the learned attributor weighs it as a candidate of its own kind."""

from __future__ import annotations

import re

from importing.parsing.mention_shape import written_mid_sentence
from importing.parsing.name_words import DESCRIPTOR_WORDS
from importing.parsing.name_words import is_sentence_word
from importing.parsing.reader import Evidence
from importing.parsing.verbs import find_verbs


def bare_surname(
    item: Evidence, text: str, start: int, end: int, mid_sentence: frozenset[str]
) -> str:
    """`“...,” Murphy said`: a single name the quotation's own cue (or the neighbour's it borrows) gives, which the text never spells out
    in full and the rules therefore left a description. A candidate of its own kind: the model learns
    when a bare surname is the speaker.

    Only a word the writer treats as a name: one the document writes where no sentence opens
    (`mid_sentence`: `said Murphy`), or the subject of the cue's verb (`Murphy said`). A word that only ever
    opens sentences (`Sure, he admits`, `Hours later,`, `Based on the statement`) was capitalised by its
    place, and the rules' reading of it as a subject is a mistake the model cannot learn from so few.
    """
    source = item.source
    if source.speaker or source.organisation:
        return ""
    borrowed = item.how in _BORROWED
    if item.subject_kind != "name" and not borrowed:
        return ""
    name = source.description
    if not (_BARE.fullmatch(name) and _may_be_surname(name)):
        return ""
    # A borrowed cue stands in a neighbouring sentence of the paragraph (`“...,” said Richards. “She ...”`).
    if borrowed:
        start, end = 0, len(text)
    found = re.search(rf"\b{re.escape(name)}\b", text[start:end])
    if found is None:
        return ""
    after = start + found.end()
    if not (
        written_mid_sentence(name, mid_sentence)
        or _speaks(text, after)
        or _WORDS.match(text, after)
    ):
        return ""
    # `said the Offalyman`, `the Dubliner said`, `said the Scot`: where the person is from, not a surname.
    at = start + found.start()
    from_somewhere = name.endswith(_WHERE_FROM) or name.lower() in _NATIVES
    if from_somewhere and _THE_BEFORE.search(text, max(0, at - 5), at):
        return ""
    return name


_THE_BEFORE = re.compile(r"\b[Tt]he\s+$")
# A word for someone from somewhere (`Frenchman`, `Kerrywoman`, `Dubliner`); `the Hill` names a body.
_WHERE_FROM = ("man", "woman", "er")
# Natives' words that are names as well (`Scot Peterson`), so no descriptors anywhere: after `the`, natives.
_NATIVES = frozenset("scot scots brit kiwi aussie dane finn pole".split())


# Rules that lend a quotation the cue of another in its paragraph: the bare surname that cue gives counts too.
_BORROWED = ("neighbour", "previous_sentence")


def _speaks(text: str, end: int) -> bool:
    """A speech verb straight after the name (`Murphy said`, `Murphy, 54, added`)."""
    verbs = find_verbs(text[end : end + 30])
    return bool(verbs) and not text[end : end + verbs[0].start()].strip(" ,0123456789")


# `in Forbes’ words, “`: whose words the quotation is (named_cues.according_to).
_WORDS = re.compile(r"['’]s?\s+(?:own\s+)?words\b")
_BARE = re.compile(r"[A-Z][a-z][\w’'-]*")


def _may_be_surname(word: str) -> bool:
    """Not a people's name (`Americans said`) nor a word opening a sentence."""
    return word.lower() not in DESCRIPTOR_WORDS and not is_sentence_word(word)
