"""Which neighbour's source a quotation without a cue of its own borrows, within one paragraph: the nearest
with a source, unless a cue between them introduces its own quotation, and the one before it in a list."""

from __future__ import annotations

import re

from importing.parsing import attribution as cues
from importing.parsing.blocks import Block


def listed_after(block: Block, number: int) -> bool:
    """`went on about “a,” and “b” and “c,”`: a quotation joined to the one before by "and" or "or" is
    another item of the same speaker's list, whatever cue follows the list."""
    between = block.masked[block.spans[number - 1].mark_end : block.spans[number].mark_start]
    return bool(_LIST_JOIN.fullmatch(between))


_LIST_JOIN = re.compile(r"[\s,]*(?:and|or)\s*")


def unless_introduced(block: Block, results: list, later: list) -> list:
    """`... slamming those who would “outsource” leadership and attacking Trump, who has said he wants to be a
    “neutral” broker`: a later quotation's source is not an earlier one's when a cue stands between them;
    that cue introduces its own quotation. Each gap between quotations is read once (linear time)."""
    spans = block.spans
    cued = [
        bool(cues.find_verbs(block.masked[spans[n].mark_end : spans[n + 1].mark_start]))
        for n in range(len(spans) - 1)
    ]
    out, cue_since = list(later), False
    for number in range(len(spans) - 2, -1, -1):
        # Whether a cue stands between this quotation and the nearest later one with a source.
        cue_since = cued[number] or (cue_since and not results[number + 1])
        if cue_since:
            out[number] = None
    return out


def nearest_known(results: list) -> list:
    """For each position, the nearest earlier result that is set (None for none)."""
    nearest, last = [], None
    for result in results:
        nearest.append(last)
        last = result or last
    return nearest
