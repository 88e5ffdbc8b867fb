"""A block being read: a paragraph, update or post with its quotations, sentences and masked text."""

from __future__ import annotations

import re
from dataclasses import dataclass

from importing.parsing import attribution as cues
from importing.parsing.quotes import MASK, QuoteSpan, scan_double_quotes, scan_single_quotes
from importing.parsing.sentences import sentence_bounds, sentence_of
from importing.parsing.voice import is_nickname, is_scare_quote, is_title


@dataclass
class Block:
    """A paragraph, update or post being read, with its quotations (mutable while reading)."""

    location: str
    index: int
    text: str
    spans: list[QuoteSpan]
    masked: str
    bounds: list[tuple[int, int]]


def read_block(location: str, index: int, text: str, single_marks: bool = False) -> Block:
    """A block with its quotations: in double marks, or in single marks where the document quotes so (see
    `quotes.uses_single_marks`)."""
    spans = scan_single_quotes(text) if single_marks else scan_double_quotes(text)
    bounds = sentence_bounds(text, spans, continues_sentence=cues.attribution_follows)
    nicknames = [s for s in spans if is_nickname(text, s)]
    nickname_starts = {s.mark_start for s in nicknames}
    spans = [
        s
        for s in spans
        if s.mark_start not in nickname_starts
        and not is_title(text, s)
        and not is_scare_quote(text, s, sentence_of(bounds, s.mark_start))
    ]
    pieces, last = [], 0
    for span in sorted(spans + nicknames, key=lambda span: span.mark_start):
        if span.mark_start in nickname_starts:
            # A nickname loses its marks, so that the name reads whole (`Marcia “Cia” Price`).
            opening, closing = span.start - span.mark_start, span.mark_end - span.end
            pieces += [
                text[last : span.mark_start],
                " " * opening,
                text[span.start : span.end],
                " " * closing,
            ]
        else:
            pieces += [text[last : span.mark_start], MASK * (span.mark_end - span.mark_start)]
        last = span.mark_end
    pieces.append(text[last:])
    masked = _without_question("".join(pieces))
    if not spans and _CROSSHEAD.fullmatch(text):
        # `Complicated Reasons`: a crosshead between paragraphs names no one.
        masked = " " * len(masked)
    return Block(location, index, text, spans, masked, bounds)


# A few capitalised words standing alone as a paragraph, with no sentence's full stop: a crosshead.
_CROSSHEAD = re.compile(
    r"\s*[A-Z][\w’'-]*(?:\s+(?:[A-Z][\w’'-]*|of|the|and|a|an|in|on|for|to|with|at|by|from)){0,5}\s*"
)


def _without_question(masked: str) -> str:
    """`(On how he thought Tyrod Taylor handled the game) “He’s in the concussion protocol ...”`: a press
    transcript's question or topic opening the answer is the reporter's; no one it names spoke, and no cue is
    in it.
    Blanked, at the same length (quotations in it stay masked)."""
    question = _QUESTION.match(masked)
    if not question:
        return masked
    blank = "".join(c if c == MASK else " " for c in question.group())
    return blank + masked[question.end() :]


_QUESTION = re.compile(
    # Right before the answer, or a line of its own above it: an aside in brackets (`(On Tuesday, Pell said
    # “...”.)`) is no question.
    rf"\s*\((?:On|About|Regarding|Asked|When asked|Q:)\s(?:[^()]{{0,300}}\)(?=\s*{MASK})|[^(){MASK}]{{0,300}}\)\s*$)"
    # `On facing Ray Dunne on Sunday: “...”`: a topic line before the answer (see named_cues.TOPIC_LINE).
    # Not a dated cue (`On Saturday Mr. Trump said on Twitter: “...”`), but a question's topic may hold a verb
    # (`On what Head Coach Jay Gruden said at halftime:`).
    rf"|\s*(?:On|About|Regarding|Asked about|When asked about)\s"
    rf"(?:(?=(?:what|how|why|whether|if|who|which|where|when)\s)|(?![^:]*\b(?:said|says|told|wrote|tweeted)\b))"
    rf"[^:,{MASK}]{{0,200}}:(?=\s*(?:{MASK}|$))"
)


def spans_by_sentence(block: Block) -> dict[int, list[int]]:
    """The numbers of a block's quotations, keyed by the start of the sentence each opens in."""
    grouped: dict[int, list[int]] = {}
    for number, span in enumerate(block.spans):
        start, end = sentence_of(block.bounds, span.mark_start)
        if start <= span.mark_start < end:
            grouped.setdefault(start, []).append(number)
    return grouped
