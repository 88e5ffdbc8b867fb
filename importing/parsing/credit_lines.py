"""A quotation set alone in its paragraph, with its speaker on the line after it, as a pull quote, an epigraph or
a list of what each side said prints it:

    "I will certainly look into it."
    - Hillary Clinton.

The credit line names the speaker outright, as a byline its writer, so the quotations it credits take that
speaker whatever the paragraphs before were about (they had gone to the candidate quoted before).

A wire's list of reactions heads each speaker's quotations with a line in capitals instead:

    MANCHESTER UNITED CAPTAIN BRUNO FERNANDES

    "Thanks for everything boss! ...
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from importing.parsing.blocks import Block
from importing.parsing.genders import gender_of_first_name
from importing.parsing.names import find_mentions
from importing.parsing.person_names import is_person_name
from importing.parsing.quotes import MASK
from importing.parsing.records import ParsedQuote
from importing.parsing.registry import NameRegistry
from importing.parsing.runs_on import UNCUED
from importing.parsing.speakers import Source

if TYPE_CHECKING:
    from importing.parsing.reader import Evidence

CREDIT_LINE = "credit_line"
# A dash or two opening the line, then the name, perhaps after a title (`-President Obama, tweeting after ...`).
_DASH = re.compile(r"\s*(?:--?|–|—)\s*")
# What a quotation-only paragraph holds besides its quotations.
_NOTHING_ELSE = re.compile(rf"[\s{MASK}.,;:…]*")
# The rules that read a quotation without a cue of its own, and a quotation-only paragraph's neighbour: a guess the
# credit line outranks.
_UNCUED = UNCUED + ("neighbour",)


def credited_by_lines(
    quotes: list[ParsedQuote],
    evidence: list[Evidence | None],
    blocks: list[Block],
    registry: NameRegistry,
) -> None:
    """Give the quotations of each quotation-only paragraph that a credit line follows that line's speaker, in
    place. `quotes` and `evidence` run in parallel (None: a nested quotation)."""
    following = {(block.location, block.index): after for block, after in zip(blocks, blocks[1:])}
    # Each block is read once, not once per quotation: a paragraph of thousands of quotations stays linear.
    quotations_only = {id(block): bool(_NOTHING_ELSE.fullmatch(block.masked)) for block in blocks}
    for k, item in enumerate(evidence):
        if item is None or item.how not in _UNCUED or not quotations_only.get(id(item.block)):
            continue
        after = following.get((item.block.location, item.block.index))
        speaker = _credited(after, item.block, registry) if after is not None else None
        if speaker is not None:
            _name_by_line(quotes, evidence, k, speaker)


def _credited(line: Block, block: Block, registry: NameRegistry) -> str | None:
    """The person a credit line names, if `line` is one: the paragraph after `block`, holding no quotation,
    opening with a dash and a person's name."""
    if line.location != block.location or line.index != block.index + 1 or line.spans:
        return None
    dash = _DASH.match(line.text)
    if dash is None:
        return None
    rest = line.text[dash.end() :]
    mentions = find_mentions(rest)
    if not mentions or not _only_titles(rest[: mentions[0].start]):
        return None
    name = registry.resolve(mentions[0].name)
    return name if is_person_name(name) or registry.knows_part(name) else None


def _only_titles(words: str) -> bool:
    """Whether what stands before the name is at most a title (`President`, `Sen.`), not a sentence's words."""
    return all(word[:1].isupper() for word in words.split()) and len(words.split()) <= 2


def headed_by_lines(
    quotes: list[ParsedQuote],
    evidence: list[Evidence | None],
    blocks: list[Block],
    registry: NameRegistry,
) -> None:
    """Give the quotations of quotation-only paragraphs that follow a heading in capitals naming a person (with
    only such paragraphs between) that person, in place, as `credited_by_lines` does."""
    heading: dict[int, str | None] = {}
    current = None
    for block in blocks:  # once through, in order: linear however many paragraphs
        if _NOTHING_ELSE.fullmatch(block.masked) and block.spans:
            heading[id(block)] = current
        else:
            current = _headed(block, registry)
    for k, item in enumerate(evidence):
        speaker = heading.get(id(item.block)) if item is not None else None
        if speaker is not None and item.how in _UNCUED:
            _name_by_line(quotes, evidence, k, speaker)


def _name_by_line(
    quotes: list[ParsedQuote], evidence: list[Evidence | None], k: int, speaker: str
) -> None:
    """The k-th quotation named by a line of its own: the model has no say (no candidates are offered)."""
    evidence[k] = evidence[k]._replace(how=CREDIT_LINE, subject_kind="name", source=Source(speaker))
    quotes[k] = replace(quotes[k], speaker=speaker, speaker_description="", speaker_organisation="")


def _headed(line: Block, registry: NameRegistry) -> str | None:
    """The person a heading in capitals ends on (`FORMER UNITED PLAYER AND SKY SPORTS PUNDIT GARY NEVILLE`): the
    last words, three at most, whose first is a first name, else the last two."""
    words = line.text.split()
    if (
        line.spans
        or not 2 <= len(words) <= 14
        or line.text != line.text.upper()
        or not line.text[-1].isalpha()
    ):
        return None
    tail = [w.title() for w in words[-3:]]
    for size in range(len(tail), 1, -1):
        name = " ".join(tail[-size:])
        function_word = any(word.lower() in _FUNCTION_WORDS for word in tail[-size:])
        if (
            (size == 2 or gender_of_first_name(tail[-size]))
            and is_person_name(name)
            and not function_word
        ):
            return registry.resolve(name)
    return None


# `REACTION FROM THE STANDS`: a heading whose last words hold one of these names no one.
_FUNCTION_WORDS = frozenset("the a an of from and to in for at on by with".split())
