"""Mark stored quotes up inside the text they were recorded from, escaping everything else.

Paragraph text is plain text typed by editors: every character of it is escaped. The only markup
in the output is ours: a `<q>` per stored quote (nested where one quote reports another) whose
words link to the quote's own page.
"""

import re
from dataclasses import dataclass
from typing import Protocol

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from .text import DOUBLE_MARK_CHARS, SINGLE_MARK_CHARS, normalise_quote_marks

_PLAIN_MARK = {c: '"' for c in DOUBLE_MARK_CHARS} | {c: "'" for c in SINGLE_MARK_CHARS}
_MARKS = re.compile(f"[{DOUBLE_MARK_CHARS}{SINGLE_MARK_CHARS}]")
# What normalising does more to than map a mark to its plain mark: a doubled single mark (one double mark), and
# a run of spaces or one that is not " " (one " "). A lone " " stands for itself.
_RUNS = re.compile(r"''|\s{2,}|[^\S ]")


class Quotable(Protocol):
    pk: int
    text: str

    def get_absolute_url(self) -> str: ...


@dataclass
class _Span:
    start: int
    end: int
    quote: Quotable
    children: list["_Span"]


def _normalise_with_offsets(text: str) -> tuple[str, list[int], list[int]]:
    """The text normalised as `normalise_quote_marks` does, with each output character's source range.

    Between `_RUNS`, each character stands for itself (a mark for its plain mark): those stretches are mapped
    whole rather than character by character (a tenth of an article's cold render as a loop, profiled)."""
    plain = _MARKS.sub(lambda mark: _PLAIN_MARK[mark.group()], text)  # as long as the text
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    cursor = 0
    for run in _RUNS.finditer(text):
        at, after = run.span()
        chars.append(plain[cursor:at])
        starts.extend(range(cursor, at))
        ends.extend(range(cursor + 1, at + 1))
        chars.append('"' if run.group() == "''" else " ")  # a run of spaces is one space
        starts.append(at)
        ends.append(after)
        cursor = after
    chars.append(plain[cursor:])
    starts.extend(range(cursor, len(text)))
    ends.extend(range(cursor + 1, len(text) + 1))
    return "".join(chars), starts, ends


def _candidate_spans(
    normalised: tuple[str, list[int], list[int]], quote: Quotable
) -> list[tuple[int, int]]:
    """Every place the quote's words occur in the normalised text, as source offsets, first first."""
    haystack, starts, ends = normalised
    needle = normalise_quote_marks(quote.text)
    spans, at = [], haystack.find(needle) if needle else -1
    while at != -1:
        spans.append((starts[at], ends[at + len(needle) - 1]))
        at = haystack.find(needle, at + 1)
    return spans


def _fits(candidate: tuple[int, int], placed: list[_Span]) -> bool:
    """A span may sit inside or around another, never straddle it or repeat it exactly."""
    start, end = candidate
    for span in placed:
        if (start, end) == (span.start, span.end):
            return False
        disjoint = end <= span.start or start >= span.end
        nested = (span.start <= start and end <= span.end) or (
            start <= span.start and span.end <= end
        )
        if not (disjoint or nested):
            return False
    return True


def _place(text: str, quotes: list[Quotable]) -> list[_Span]:
    placed: list[_Span] = []
    if not quotes:
        return placed
    normalised = _normalise_with_offsets(text)
    # Longer quotes first, so a reported quote finds its place inside the quote that reports it.
    for quote in sorted(quotes, key=lambda q: -len(q.text)):
        for candidate in _candidate_spans(normalised, quote):
            if _fits(candidate, placed):
                placed.append(_Span(*candidate, quote, []))
                break
    return _as_tree(placed)


def _as_tree(spans: list[_Span]) -> list[_Span]:
    roots: list[_Span] = []
    stack: list[_Span] = []
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        while stack and span.start >= stack[-1].end:
            stack.pop()
        (stack[-1].children if stack else roots).append(span)
        stack.append(span)
    return roots


def _render(text: str, start: int, end: int, spans: list[_Span], link: str | None) -> str:
    """Escaped text between start and end, with child spans rendered as quotes; `link` wraps loose words."""
    out, cursor = [], start
    for span in spans:
        out.append(_words(text[cursor : span.start], link))
        url = escape(span.quote.get_absolute_url())
        inner = _render(text, span.start, span.end, span.children, url)
        out.append(f'<q class="quote" id="quote-{int(span.quote.pk)}" cite="{url}">{inner}</q>')
        cursor = span.end
    out.append(_words(text[cursor:end], link))
    return "".join(out)


def _words(segment: str, link: str | None) -> str:
    if not segment:
        return ""
    return (
        f'<a class="quote__link" href="{link}">{escape(segment)}</a>' if link else escape(segment)
    )


def quote_spans(text: str, quotes: list[Quotable]) -> list[tuple[Quotable, int, int]]:
    """Where each quote sits in the text, as (quote, start, end) character offsets, in reading order: the
    places `mark_up_quotes` marks (the content API gives them to apps). A quote it cannot place is left out."""
    found: list[tuple[Quotable, int, int]] = []
    pending = _place(text, list(quotes))
    while pending:
        span = pending.pop(0)
        found.append((span.quote, span.start, span.end))
        pending[:0] = span.children
    return found


def mark_up_quotes(text: str, quotes: list[Quotable]) -> SafeString:
    """The text, escaped, with each quote that occurs in it wrapped in a linked `<q>`.

    A quote that cannot be placed (its words no longer occur, or it would straddle another) is
    left out of the markup rather than guessed at; its page still exists.
    """
    return mark_safe(_render(text, 0, len(text), _place(text, list(quotes)), None))
