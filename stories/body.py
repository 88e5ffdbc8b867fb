"""An article's body as one text, and the plan that maps an edited body onto the stored paragraphs.

Pure: no Django. Paragraph rows stay the storage (quotes point at them); `plan_body` decides which
rows a new body keeps, rewrites, inserts and removes, and where each quote ends up, so that an
unchanged paragraph keeps its identity and its quotes however the paragraphs around it move, and an
edited one keeps its quotes while their words are still in it. `stories.services.body` applies it.
"""

import re
from bisect import bisect_left
from collections import Counter, deque
from dataclasses import dataclass, field
from functools import cached_property

from .text import normalise_quote_marks

_BLANK_LINE = re.compile(r"\n[ \t]*\n")
# Below this likeness (of words, 0-1) a replaced paragraph counts as a new one, not as an edit of the old.
EDIT_LIKENESS = 0.5


def split_body(body: str) -> list[str]:
    """Paragraphs of a body: separated by blank lines; a single line break inside one is a space."""
    text = body.replace("\r\n", "\n").replace("\r", "\n")
    blocks = (
        " ".join(line.strip() for line in block.split("\n") if line.strip())
        for block in _BLANK_LINE.split(text)
    )
    return [block for block in blocks if block]


def join_body(paragraphs: list[str]) -> str:
    return "\n\n".join(paragraphs)


def word_count(body: str) -> int:
    return len(body.split())


@dataclass(frozen=True)
class StoredParagraph:
    id: int
    text: str


@dataclass(frozen=True)
class AnchoredQuote:
    id: int
    paragraph_id: int
    text: str


@dataclass(frozen=True)
class PlannedParagraph:
    """One paragraph of the new body, in order; `keeps` is the stored row it continues, or None for a new row."""

    text: str
    keeps: int | None


@dataclass(frozen=True)
class BodyPlan:
    paragraphs: tuple[PlannedParagraph, ...]
    removed: tuple[int, ...]  # stored rows no paragraph continues
    rewritten: tuple[int, ...]  # stored rows kept with different words (typography aside)
    quote_targets: dict[int, int] = field(default_factory=dict)  # quote id -> index in `paragraphs`
    orphans: tuple[AnchoredQuote, ...] = ()  # quotes whose words are in no paragraph any more

    @property
    def words_changed(self) -> tuple[int, ...]:
        """Stored paragraphs whose words readers would no longer find: rewritten or removed."""
        return (*self.rewritten, *self.removed)

    def index_of(self, paragraph_id: int) -> int | None:
        return self._index_of_row.get(paragraph_id)

    @cached_property
    def _index_of_row(self) -> dict[int, int]:
        return {p.keeps: i for i, p in enumerate(self.paragraphs) if p.keeps is not None}


def _key(text: str) -> str:
    return normalise_quote_marks(text)


def _likeness(old: str, new: str) -> float:
    """Words two paragraphs share, as a share of both (0-1): a multiset count, linear in their length (an
    ordered word diff of one paragraph of 8,000 repeated words took 8 s)."""
    old_words, new_words = Counter(old.split()), Counter(new.split())
    total = sum(old_words.values()) + sum(new_words.values())
    return 2 * sum((old_words & new_words).values()) / total if total else 1.0


def _anchors(old_keys: list[str], new_keys: list[str]) -> dict[int, int]:
    """new index -> old index of paragraphs left as they were, in order: the common start and end, then
    paragraphs found once on each side whose order agrees (a longest increasing run, as patience diff
    does), each grown over equal neighbours. O(n log n), where a general sequence diff is quadratic."""
    match: dict[int, int] = {}
    start, end_old, end_new = 0, len(old_keys), len(new_keys)
    while start < min(end_old, end_new) and old_keys[start] == new_keys[start]:
        match[start] = start
        start += 1
    while end_old > start and end_new > start and old_keys[end_old - 1] == new_keys[end_new - 1]:
        end_old, end_new = end_old - 1, end_new - 1
        match[end_new] = end_old
    old_count = Counter(old_keys[start:end_old])
    new_count = Counter(new_keys[start:end_new])
    old_at = {k: i for i, k in enumerate(old_keys[start:end_old], start) if old_count[k] == 1}
    pairs = [
        (old_at[key], j)
        for j, key in enumerate(new_keys[start:end_new], start)
        if new_count[key] == 1 and key in old_at
    ]
    for i, j in _increasing(pairs):
        match[j] = i
    # Grow each anchor over equal neighbours not yet matched (repeated paragraphs beside a unique one).
    taken = set(match.values())
    for j, i in sorted(match.items()):
        for step in (1, -1):
            a, b = i + step, j + step
            while (
                0 <= a < len(old_keys)
                and 0 <= b < len(new_keys)
                and b not in match
                and a not in taken
                and old_keys[a] == new_keys[b]
            ):
                match[b] = a
                taken.add(a)
                a, b = a + step, b + step
    return match


def _increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of (old, new) pairs, taken in new order, whose old indexes increase."""
    tails, tail_pair, before = [], [], {}
    for pair in pairs:
        at = bisect_left(tails, pair[0])
        before[pair] = tail_pair[at - 1] if at else None
        if at == len(tails):
            tails.append(pair[0])
            tail_pair.append(pair)
        else:
            tails[at], tail_pair[at] = pair[0], pair
    run, pair = [], tail_pair[-1] if tail_pair else None
    while pair is not None:
        run.append(pair)
        pair = before[pair]
    return run[::-1]


def _replaced_runs(match: dict[int, int], old_len: int, new_len: int):
    """(i1, i2, j1, j2) of each stretch between matched paragraphs with rows on both sides."""
    previous_i, previous_j = -1, -1
    for j, i in [*sorted(match.items()), (new_len, old_len)]:
        if i <= previous_i:
            continue  # a match out of order (moved), not a boundary of a stretch
        if i - previous_i > 1 and j - previous_j > 1:
            yield previous_i + 1, i, previous_j + 1, j
        previous_i, previous_j = i, j


# Within a long replaced stretch each new paragraph is compared with the old ones near its own place only,
# so the comparisons grow with the stretch, not with its square.
ALL_PAIRS_UP_TO = 64
BAND = 4


def _candidates(i1: int, i2: int, j1: int, j2: int):
    if (i2 - i1) * (j2 - j1) <= ALL_PAIRS_UP_TO:
        return ((i, j) for i in range(i1, i2) for j in range(j1, j2))
    scale = (i2 - i1) / (j2 - j1)
    return (
        (i, j)
        for j in range(j1, j2)
        for i in range(
            max(i1, int(i1 + (j - j1) * scale) - BAND),
            min(i2, int(i1 + (j - j1) * scale) + BAND + 1),
        )
    )


def _match_paragraphs(old_keys: list[str], new_keys: list[str]) -> dict[int, int]:
    """new index -> old index: unchanged runs in order, then moved paragraphs, then edits within a replaced run."""
    match = _anchors(old_keys, new_keys)
    # Moved: the same words elsewhere. Earlier copies pair with earlier copies.
    taken = set(match.values())
    free_old: dict[str, deque[int]] = {}
    for i, key in enumerate(old_keys):
        if i not in taken:
            free_old.setdefault(key, deque()).append(i)
    runs = list(_replaced_runs(match, len(old_keys), len(new_keys)))
    for j, key in enumerate(new_keys):
        if j not in match and free_old.get(key):
            match[j] = free_old[key].popleft()
            taken.add(match[j])
    # Edited, split or merged: within each replaced run, the most alike pairs, best first.
    for i1, i2, j1, j2 in runs:
        pairs = sorted(
            (
                (_likeness(old_keys[i], new_keys[j]), i, j)
                for i, j in _candidates(i1, i2, j1, j2)
                if i not in taken and j not in match
            ),
            reverse=True,
        )
        for likeness, i, j in pairs:
            if likeness >= EDIT_LIKENESS and i not in taken and j not in match:
                match[j] = i
                taken.add(i)
    return match


def _home_of(
    quote: str,
    own: int | None,
    old_index: int,
    new_keys: list[str],
    matched_before: list[int],
    unchanged: set[int],
) -> int | None:
    """The new paragraph a quote belongs in: its own paragraph's successor while the words are still
    there, else the nearest paragraph holding them, preferring one written or edited in this save.
    `quote` and `new_keys` are normalised; `matched_before[i]` is the last new index continuing an old
    paragraph before old index i."""
    if own is not None and quote in new_keys[own]:
        return own
    # One scan of the body per quote whose words left their paragraph; the quotes a save carries are
    # bounded by the form (DATA_UPLOAD_MAX_NUMBER_FIELDS), so this stays linear in the body.
    holders = [j for j, text in enumerate(new_keys) if quote in text]
    if not holders:
        return None
    # Where the old paragraph would sit now: right after the paragraph that continues the one before it.
    anchor = own
    if anchor is None:
        anchor = matched_before[old_index] + 1
    return min(holders, key=lambda j: (j in unchanged, abs(j - anchor), j))


def plan_body(
    stored: list[StoredParagraph],
    new_texts: list[str],
    quotes: list[AnchoredQuote],
    *,
    removed_quotes: frozenset[int] = frozenset(),
) -> BodyPlan:
    """How `new_texts` replaces `stored` (both in reading order), keeping `quotes` anchored.

    `quotes` are the quotes in paragraphs, with their words as the same save leaves them;
    `removed_quotes` are those the save deletes: they never make the save an orphaning one.
    """
    old_keys, new_keys = [_key(p.text) for p in stored], [_key(t) for t in new_texts]
    match = _match_paragraphs(old_keys, new_keys)
    paragraphs = tuple(
        PlannedParagraph(text, stored[match[j]].id if j in match else None)
        for j, text in enumerate(new_texts)
    )
    kept_ids = {p.keeps for p in paragraphs}
    removed = tuple(p.id for p in stored if p.id not in kept_ids)
    rewritten = tuple(stored[i].id for j, i in sorted(match.items()) if old_keys[i] != new_keys[j])
    index_of_id = {p.id: i for i, p in enumerate(stored)}
    unchanged = {j for j, i in match.items() if old_keys[i] == new_keys[j]}
    own_of = {i: j for j, i in match.items()}
    # matched_before[i]: the last new index that continues an old paragraph before old index i (-1: none).
    matched_before, last = [], -1
    for i in range(len(stored)):
        matched_before.append(last)
        if i in own_of:
            last = max(last, own_of[i])
    targets, orphans = {}, []
    for quote in quotes:
        if quote.id in removed_quotes or quote.paragraph_id not in index_of_id:
            continue
        old_index = index_of_id[quote.paragraph_id]
        home = _home_of(
            _key(quote.text), own_of.get(old_index), old_index, new_keys, matched_before, unchanged
        )
        if home is None:
            orphans.append(quote)
        else:
            targets[quote.id] = home
    return BodyPlan(paragraphs, removed, rewritten, targets, tuple(orphans))


def carried_words(old_paragraph: str, quote: str, new_paragraph: str) -> str | None:
    """A quote's words as an edit of its paragraph rewrote them, or None when the edit took them out.

    The quote's span in the old paragraph is followed into the new one around the edited stretch (what
    lies between the paragraphs' common beginning and common end; linear in their length), so
    correcting a quote in the body corrects the quote too (one place to edit, one note). None when the
    quote is not verbatim in the old paragraph or what is left is too unlike it to be the same quote.
    """
    start = old_paragraph.find(quote)
    if start < 0 or not quote.strip():
        return None
    end = start + len(quote)
    shortest = min(len(old_paragraph), len(new_paragraph))
    prefix = 0
    while prefix < shortest and old_paragraph[prefix] == new_paragraph[prefix]:
        prefix += 1
    suffix = 0
    while suffix < shortest - prefix and old_paragraph[-1 - suffix] == new_paragraph[-1 - suffix]:
        suffix += 1
    old_tail, new_tail = len(old_paragraph) - suffix, len(new_paragraph) - suffix
    delta = len(new_paragraph) - len(old_paragraph)

    def moved(position: int, *, edge: int) -> int:
        if position <= prefix:
            return position
        if position >= old_tail:
            return position + delta
        return edge  # inside the edited stretch: the quote takes all of it

    new_start, new_end = moved(start, edge=prefix), moved(end, edge=new_tail)
    if new_end <= new_start:
        return None
    words = new_paragraph[new_start:new_end].strip()
    if not words or _likeness(quote, words) < EDIT_LIKENESS:
        return None
    return words
