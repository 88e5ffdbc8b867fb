"""Quote-mark scanning: where quotations open and close inside one paragraph."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

# Stands in for quoted words (marks included) so cues are read from the writer's words only.
MASK = "\ue000"

_MASK_RUN = re.compile(f"\\s*{MASK}+\\s*")


def without_mask(text: str) -> str:
    """`text` with masked quotations cut out: the mask is the parser's, never part of what it reports."""
    return " ".join(_MASK_RUN.sub(" ", text).split()) if MASK in text else text


# Runs such as `"“` (a straight mark doubled with a curly one) count as one mark; so do two curly single marks
# typed for a double one (`“... sensed defeat,’’ said Raila.`).
_DOUBLE_MARK_RUN = re.compile(r"(?:''|``|‘‘|’’|[\"“”„«»])+")
_MARKUP = re.compile(r"</?[a-zA-Z][^<>]*>")
_OPENERS = set("“„«")
_CLOSERS = set("”»")
_OPEN_CONTEXT = set(" \t([{—–-/\u00a0:;")
_SINGLE_OPEN = {"‘", "'"}
_SINGLE_CLOSE = {"’", "'"}


@dataclass(frozen=True)
class QuoteSpan:
    """A quotation inside one paragraph; `start`/`end` bound its text, without marks."""

    start: int
    end: int
    mark_start: int
    mark_end: int
    closed: bool
    nested_in: int | None = None


def _role(paragraph: str, match: re.Match[str]) -> str:
    run = match.group()
    if any(ch in _OPENERS for ch in run) or run.startswith(("``", "‘‘")):
        return "open"
    if any(ch in _CLOSERS for ch in run) or run.startswith("’’"):
        return "close"
    before = paragraph[match.start() - 1] if match.start() else " "
    after = paragraph[match.end()] if match.end() < len(paragraph) else " "
    if before in _OPEN_CONTEXT and not after.isspace():
        return "open?"
    if after.isspace() or not after.isalnum():
        return "close?"
    return "either"


def scan_double_quotes(paragraph: str) -> list[QuoteSpan]:
    """Pair the double quote marks of a paragraph; an unpaired opener runs to its end."""
    spans: list[QuoteSpan] = []
    opened: re.Match[str] | None = None
    # Marks inside leftover markup (`<tweet author="...">`) are attribute quotes, not quotations.
    tags = _Tags(paragraph)
    curly_close = _NextMark(paragraph, "”")
    nested = _CurlyNesting(paragraph)
    last_straight = paragraph.rfind('"')
    inner_until = -1
    for match in _DOUBLE_MARK_RUN.finditer(paragraph):
        if tags.holds(match.start()) or match.end() <= inner_until:
            continue
        role = _role(paragraph, match)
        if opened is not None and role == "open" and _is_straight(opened.group()):
            # Curly marks inside a straight-quoted passage quote someone within it: skip to their close.
            inner_until = curly_close.after(match.end())
            if 0 < inner_until <= last_straight:
                continue
            inner_until = -1
        elif opened is not None and role == "open" and match.group() == "“":
            # `“... what he calls “chaos” than ...”`: a closed pair inside a curly quotation that closes after it.
            inner_until = nested.inner_close(match.end())
            if inner_until > 0:
                continue
        if opened is None:
            # A closer at the very start is a mis-typed opener (”Mr. ...).
            if role != "close" or match.start() == 0:
                opened = match
        elif role == "open":
            opened = match
        else:
            # A run `””` closes a nested pair and its quotation at once: the text keeps the nested closer.
            end = max(match.start(), min(inner_until, match.end()))
            spans.append(_span(paragraph, opened.end(), end, opened.start(), match.end(), True))
            opened = None
    if opened is not None and opened.end() < len(paragraph.rstrip()):
        end = len(paragraph.rstrip())
        spans.append(_span(paragraph, opened.end(), end, opened.start(), end, False))
    return [span for span in spans if span.end > span.start]


class _Tags:
    """Markup tags of a paragraph, asked about offsets in increasing order (one pass over them all)."""

    def __init__(self, paragraph: str) -> None:
        self.spans = [tag.span() for tag in _MARKUP.finditer(paragraph)] if "<" in paragraph else []
        self.number = 0

    def holds(self, offset: int) -> bool:
        while self.number < len(self.spans) and self.spans[self.number][1] <= offset:
            self.number += 1
        return self.number < len(self.spans) and self.spans[self.number][0] < offset


class _NextMark:
    """Offset just past the next `mark` at or after a position, for positions asked in increasing order."""

    def __init__(self, paragraph: str, mark: str) -> None:
        self.paragraph, self.mark, self.found = paragraph, mark, -2

    def after(self, start: int) -> int:
        if self.found == -1 or (self.found >= start):
            return self.found + 1 if self.found >= 0 else -1
        self.found = self.paragraph.find(self.mark, start)
        return self.found + 1 if self.found >= 0 else -1


class _CurlyNesting:
    """Whether a curly opener met inside an open curly quotation starts a pair nested in it: its closer comes
    before any other opener, and another closer follows (for openers asked about in increasing order)."""

    def __init__(self, paragraph: str) -> None:
        self.inner = _NextMark(paragraph, "”")
        self.outer = _NextMark(paragraph, "”")
        self.opener = _NextMark(paragraph, "“")

    def inner_close(self, start: int) -> int:
        """Offset just past the nested pair's closer, or -1 when the opener starts no nested pair."""
        inner = self.inner.after(start)
        if inner < 0:
            return -1
        opener = self.opener.after(start)
        outer = self.outer.after(inner)
        if (0 <= opener < inner) or outer < 0:
            return -1
        following = self.opener.after(inner)
        return inner if following < 0 or outer < following else -1


def _is_straight(run: str) -> bool:
    return not any(ch in _OPENERS or ch in _CLOSERS for ch in run)


def scan_inner_double_quotes(
    paragraph: str, parent: QuoteSpan, parent_index: int
) -> list[QuoteSpan]:
    """Curly-quoted passages inside a straight-quoted one (`"He asked: “Why?” and left"`)."""
    if not _is_straight(paragraph[parent.mark_start : parent.start].strip()):
        return []
    spans = []
    for match in re.finditer(r"“([^“”]+)”", paragraph[parent.start : parent.end]):
        start = parent.start + match.start(1)
        span = _span(
            paragraph,
            start,
            start + len(match.group(1)),
            start - 1,
            start + len(match.group(1)) + 1,
            True,
        )
        spans.append(
            QuoteSpan(span.start, span.end, span.mark_start, span.mark_end, True, parent_index)
        )
    return spans


def _span(
    paragraph: str, start: int, end: int, mark_start: int, mark_end: int, closed: bool
) -> QuoteSpan:
    while start < end and paragraph[start].isspace():
        start += 1
    while end > start and paragraph[end - 1].isspace():
        end -= 1
    # The writer's comma before the attribution ("A," she said) is not part of the quote.
    if closed and end > start and paragraph[end - 1] == ",":
        end -= 1
    return QuoteSpan(start, end, mark_start, mark_end, closed)


def is_apostrophe(text: str, index: int) -> bool:
    """Whether the single mark at `index` is an apostrophe (don’t, ’16, Jones’) rather than a quote mark."""
    before = text[index - 1] if index else " "
    after = text[index + 1] if index + 1 < len(text) else " "
    if before.isalnum() and after.isalnum():
        return True
    # Abbreviated years: ’16, '90s.
    return bool(re.match(r"\d\d(?:s\b|\b)", text[index + 1 : index + 4])) and not before.isalnum()


def scan_nested_quotes(paragraph: str, parent: QuoteSpan, parent_index: int) -> list[QuoteSpan]:
    """Single-mark quotations inside a double-quoted one; an unclosed one runs to the parent's end."""
    return [
        QuoteSpan(span.start, span.end, span.mark_start, span.mark_end, span.closed, parent_index)
        for span in _single_mark_spans(paragraph, parent.start, parent.end)
    ]


def scan_single_quotes(paragraph: str) -> list[QuoteSpan]:
    """Quotations in single marks, the house style of many British and Commonwealth papers (`‘It was a
    fraud,’ he said.`); an unclosed opener runs to the paragraph's end, as in a quotation that goes on in the
    next paragraph. Apostrophes (`didn’t`, `the Dunnes’ boat`) neither open nor close one."""
    return _single_mark_spans(paragraph, 0, len(paragraph.rstrip()))


def _single_mark_spans(paragraph: str, start: int, stop: int) -> list[QuoteSpan]:
    """The single-mark quotations between `start` and `stop`; an unclosed one runs to `stop`."""
    spans: list[QuoteSpan] = []
    position = start
    while position < stop:
        opener = _find_single_opener(paragraph, position, stop)
        if opener is None:
            break
        closer = _find_single_closer(paragraph, opener + 1, stop)
        end = closer if closer is not None else stop
        mark_end = (closer + 1) if closer is not None else end
        spans.append(_span(paragraph, opener + 1, end, opener, mark_end, closer is not None))
        position = end + 1
    return [span for span in spans if span.end > span.start]


def uses_single_marks(texts: list[str]) -> bool:
    """Whether a document quotes in single marks: it has two or more quotations in single marks and none in
    double marks. A document with any double-marked quotation keeps single marks for quotations inside
    quotations; one lone pair is more often a headline's (`FOR AFGHAN WOMEN ‘GLASS IS HALF FULL.’`) or a
    hypothetical's than a quotation style."""
    singles = 0
    for text in texts:
        spans = scan_single_quotes(text)
        starts = [span.mark_start for span in spans]
        if _DOUBLE_MARK_RUN.search(text) and any(
            not _inside(double, spans, starts) for double in scan_double_quotes(text)
        ):
            return False
        singles += len(spans)
    return singles > 1


def _inside(span: QuoteSpan, spans: list[QuoteSpan], starts: list[int]) -> bool:
    """Whether `span` lies within one of `spans` (ordered, not overlapping, opening at `starts`):
    `‘It was “a betrayal”.’`."""
    at = bisect.bisect_right(starts, span.mark_start) - 1
    return at >= 0 and spans[at].mark_end >= span.mark_end


def _find_single_opener(text: str, start: int, stop: int) -> int | None:
    for index in range(start, stop):
        if text[index] in _SINGLE_OPEN and not is_apostrophe(text, index):
            before = text[index - 1] if index else " "
            after = text[index + 1] if index + 1 < len(text) else " "
            if (before.isspace() or before in '(“"—–-') and after.isalnum():
                return index
    return None


def _find_single_closer(text: str, start: int, stop: int) -> int | None:
    for index in range(start, stop):
        if text[index] in _SINGLE_CLOSE and not is_apostrophe(text, index):
            before = text[index - 1]
            after = text[index + 1] if index + 1 < len(text) else " "
            if not before.isspace() and not after.isalnum() and (before in ".,!?" or before != "s"):
                return index
    return None
