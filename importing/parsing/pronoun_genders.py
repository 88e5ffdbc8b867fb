"""A person's gender as the text itself gives it: the `he` or `she` that follows a sentence about them.

First-name lists and titles know `Hillary` and `Mr. Dunne`, not `Markeith Loyd` or `Taibu`. A sentence that
opens with one person and names no one else, then says `his` or `she`, is about that person; over a whole
document those pronouns vote, and only a clear vote counts, so that a neighbour's `she` in one sentence about
a man cannot make him a woman.
"""

from __future__ import annotations

import re
from collections import Counter

from importing.parsing import attribution as cues
from importing.parsing.blocks import Block
from importing.parsing.names import find_mentions
from importing.parsing.person_names import is_person_name
from importing.parsing.registry import NameRegistry

# Votes a gender needs, and how many times the other's.
_AT_LEAST = 2
_OVER_OTHER = 3
_MALE = re.compile(r"\b(?:he|him|his|himself)\b", re.IGNORECASE)
_FEMALE = re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE)
_OPENING = re.compile(r"\s*(?:He|She)\b")


def text_genders(blocks: list[Block], registry: NameRegistry) -> dict[str, str]:
    """The people whose gender the text's pronouns give clearly, by full name: "m" or "f"."""
    votes: dict[str, Counter] = {}
    for block in blocks:
        sentences = [block.masked[start:end] for start, end in block.bounds]
        for number, sentence in enumerate(sentences):
            following = sentences[number + 1] if number + 1 < len(sentences) else ""
            opening = _OPENING.match(following)
            # A sentence with no pronoun to vote with needs no subject (the costly part).
            if not (opening or _MALE.search(sentence) or _FEMALE.search(sentence)):
                continue
            name = _only_subject(sentence, registry)
            if not name:
                continue
            # What follows the name (the whole sentence if it is written only in part there).
            rest = sentence[max(0, sentence.find(name.split()[-1])) :]
            if opening:
                rest += " " + opening.group()
            tally = votes.setdefault(name, Counter())
            tally["m"] += len(_MALE.findall(rest))
            tally["f"] += len(_FEMALE.findall(rest))
    return {name: gender for name, tally in votes.items() if (gender := _clear(tally))}


def _only_subject(sentence: str, registry: NameRegistry) -> str:
    """The full name of the person who opens the sentence, when it names no other person."""
    subject = cues.opening_name(sentence)
    if subject is None:
        return ""
    full = registry.resolve(subject.text)
    people = {
        registry.resolve(mention.name)
        for mention in find_mentions(sentence)
        if is_person_name(registry.resolve(mention.name)) or mention.titled
    }
    return full if people <= {full} and is_person_name(full) else ""


def _clear(tally: Counter) -> str:
    for gender, other in (("m", "f"), ("f", "m")):
        if tally[gender] >= _AT_LEAST and tally[gender] >= _OVER_OTHER * tally[other]:
            return gender
    return ""
