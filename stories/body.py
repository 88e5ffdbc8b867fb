"""An article's body as one text, and the plan that maps an edited body onto the stored paragraphs.

Pure: no Django. Paragraph rows stay the storage (quotes point at them); `plan_body` decides which
rows a new body keeps, rewrites, inserts and removes, and where each quote ends up, so that an
unchanged paragraph keeps its identity and its quotes however the paragraphs around it move, and an
edited one keeps its quotes while their words are still in it. `stories.services.body` applies it.
"""

import re
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from .text import normalise_quote_marks, occurs_verbatim

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
        return next((i for i, p in enumerate(self.paragraphs) if p.keeps == paragraph_id), None)


def _key(text: str) -> str:
    return normalise_quote_marks(text)


def _likeness(old: str, new: str) -> float:
    return SequenceMatcher(None, old.split(), new.split(), autojunk=False).ratio()


def _match_paragraphs(old: list[StoredParagraph], new: list[str]) -> dict[int, int]:
    """new index -> old index: unchanged runs in order, then moved paragraphs, then edits within a replaced run."""
    old_keys, new_keys = [_key(p.text) for p in old], [_key(t) for t in new]
    opcodes = SequenceMatcher(None, old_keys, new_keys, autojunk=False).get_opcodes()
    match: dict[int, int] = {}
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            match.update({j: i for i, j in zip(range(i1, i2), range(j1, j2), strict=True)})
    # Moved: the same words elsewhere. Earlier copies pair with earlier copies.
    free_old: dict[str, list[int]] = {}
    for i, key in enumerate(old_keys):
        if i not in match.values():
            free_old.setdefault(key, []).append(i)
    for j, key in enumerate(new_keys):
        if j not in match and free_old.get(key):
            match[j] = free_old[key].pop(0)
    # Edited, split or merged: within each replaced run, the most alike pairs, best first.
    taken = set(match.values())
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "replace":
            continue
        pairs = sorted(
            (
                (_likeness(old_keys[i], new_keys[j]), i, j)
                for i in range(i1, i2)
                for j in range(j1, j2)
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
    quote: AnchoredQuote, old_index: int, new: list[str], match: dict[int, int], unchanged: set[int]
) -> int | None:
    """The new paragraph a quote belongs in: its own paragraph's successor while the words are still
    there, else the nearest paragraph holding them, preferring one written or edited in this save."""
    own = next((j for j, i in match.items() if i == old_index), None)
    if own is not None and occurs_verbatim(quote.text, new[own]):
        return own
    holders = [j for j, text in enumerate(new) if occurs_verbatim(quote.text, text)]
    if not holders:
        return None
    # Where the old paragraph would sit now: right after the paragraph that continues the one before it.
    anchor = own
    if anchor is None:
        before = [j for j, i in match.items() if i < old_index]
        anchor = max(before) + 1 if before else 0
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
    match = _match_paragraphs(stored, new_texts)
    paragraphs = tuple(
        PlannedParagraph(text, stored[match[j]].id if j in match else None)
        for j, text in enumerate(new_texts)
    )
    kept_ids = {p.keeps for p in paragraphs}
    removed = tuple(p.id for p in stored if p.id not in kept_ids)
    rewritten = tuple(
        stored[i].id for j, i in sorted(match.items()) if _key(stored[i].text) != _key(new_texts[j])
    )
    index_of_id = {p.id: i for i, p in enumerate(stored)}
    unchanged = {j for j, i in match.items() if _key(stored[i].text) == _key(new_texts[j])}
    targets, orphans = {}, []
    for quote in quotes:
        if quote.id in removed_quotes or quote.paragraph_id not in index_of_id:
            continue
        home = _home_of(quote, index_of_id[quote.paragraph_id], new_texts, match, unchanged)
        if home is None:
            orphans.append(quote)
        else:
            targets[quote.id] = home
    return BodyPlan(paragraphs, removed, rewritten, targets, tuple(orphans))
