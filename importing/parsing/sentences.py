"""Sentence bounds in a paragraph, aware of quotations and abbreviations."""
from __future__ import annotations

import re
from typing import Callable

from importing.parsing.quotes import QuoteSpan

_ABBREVIATIONS = {
    "mr", "mrs", "ms", "dr", "sen", "rep", "gov", "gen", "lt", "col", "sgt", "st", "jr", "sr", "rev", "prof",
    "no", "vs", "v", "inc", "corp", "co", "ltd", "jan", "feb", "mar", "apr", "aug", "sept", "sep", "oct",
    "nov", "dec", "u.s", "u.n", "d.c", "a.m", "p.m", "e.g", "i.e", "etc", "mt", "ft", "calif", "fla", "ariz",
}


def sentence_bounds(
    paragraph: str, spans: list[QuoteSpan], *, continues_sentence: Callable[[str], object] = lambda rest: None
) -> list[tuple[int, int]]:
    """Sentence (start, end) offsets; a quote ending in a full stop does not end its sentence when
    `continues_sentence(rest)` says the words after it are its attribution (“Go.” Smith said.)."""
    quote_ends = {span.mark_end for span in spans}
    ends = sorted(
        end for end in set(_candidate_ends(paragraph, spans))
        if end not in quote_ends or not continues_sentence(paragraph[end:])
    )
    bounds: list[tuple[int, int]] = []
    start = 0
    for end in ends:
        rest = paragraph[end:]
        if re.match(r"\s+[A-Z“\"‘'\[(0-9]", rest) and not _is_abbreviation(paragraph, end, spans):
            bounds.append((start, end))
            start = end + len(rest) - len(rest.lstrip())
    if start < len(paragraph):
        bounds.append((start, len(paragraph)))
    return bounds


def _candidate_ends(paragraph: str, spans: list[QuoteSpan]):
    """Offsets just past sentence-ending punctuation that is not inside a quotation."""
    for match in re.finditer(r"[.!?]+[)\]]?", paragraph):
        if not any(span.start <= match.start() < span.end for span in spans):
            yield match.end()
    for span in spans:
        if span.closed and paragraph[span.start : span.end][-1:] in ".!?":
            yield span.mark_end


def _is_abbreviation(paragraph: str, end: int, spans: list[QuoteSpan]) -> bool:
    if any(span.mark_end == end for span in spans):
        return False
    word = re.search(r"([\w.]+)\.$", paragraph[max(0, end - 40) : end])
    if not word:
        return False
    token = word.group(1).lower()
    return token in _ABBREVIATIONS or (len(token) == 1 and token.isalpha())


def sentence_of(bounds: list[tuple[int, int]], offset: int) -> tuple[int, int]:
    for start, end in bounds:
        if start <= offset < end:
            return start, end
    return bounds[-1] if bounds else (0, 0)
