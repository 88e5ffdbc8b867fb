"""The lines of a timeline page, each a part the arc's template keeps for its next render (`{% fragment %}`).

A line is kept under its entry and whether it sits right under
its article, with the tags of everything it shows (its article and outlet, its key quotes and their speakers,
its update, its event and the update that restates it). An edit rebuilds the lines showing what it changed; the
page's other lines are reused. When any line must be built, the page's rows are read once for all of them.
"""

import hashlib
from collections.abc import Callable
from functools import cache
from typing import Any

from pagecache.tags import collecting, page_name

from ..cache_tags import teaser_tag
from .index import IndexEntry, Kind


class Line:
    """One line of a timeline page, as its template keeps it (`{% fragment %}`): what it varies by is known
    from the index; its item (rows, key quotes) is built, for all the page's lines at once, only when a line
    is not kept."""

    def __init__(self, entry: IndexEntry, under: bool, page: str, here: set, items: Callable):
        self.entry, self.under, self._page, self._here, self._items = (
            entry,
            under,
            page,
            here,
            items,
        )

    @property
    def key(self) -> str:
        return self.entry.key

    @property
    def variant(self) -> str:
        """What its HTML depends on besides its tags: whether it sits right under its article; for an event,
        the entries on its page too (it links to the update it restates here, or else on the article)."""
        return f"{int(self.under)}:{self._page if self.entry.kind == Kind.EVENT else ''}"

    @property
    def item(self):
        return self._items()[self.entry.key]

    @property
    def tags(self) -> set[str]:
        return shown_by(self.item)

    @property
    def restated_here(self) -> bool:
        restates = self.item.restates
        return restates is not None and restates.key in self._here


def timeline_lines(
    entries: list[IndexEntry], *, build_items: Callable[[], list], shown: dict
) -> list[Line]:
    """The lines of `entries`, in order. `build_items()` builds the page's TimelineItems."""
    under = under_article(entries, shown)
    here = {entry.key for entry in entries}
    page = hashlib.sha256(" ".join(sorted(here)).encode()).hexdigest()[:16]

    @cache
    def items() -> dict[str, Any]:
        # Built once for every line that asks; each line tells its own tags (`shown_by`), whichever asked first.
        with collecting(page_name()):
            return {item.key: item for item in build_items()}

    return [Line(entry, under[entry.key], page, here, items) for entry in entries]


def under_article(entries: list[IndexEntry], shown: dict) -> dict[str, bool]:
    """Whether each entry is an update right under its own article (or under another of its updates that is) on
    this page: an update whose article is not above it (at the top of a page, among updates alone) names it."""
    under, previous_article = {}, None
    for entry in entries:
        if entry.kind == Kind.ARTICLE:
            previous_article = entry.pk
            under[entry.key] = False
            continue
        article = shown[entry.key].article_id if entry.kind == Kind.UPDATE else None
        under[entry.key] = previous_article is not None and previous_article == article
        previous_article = article if under[entry.key] else None
    return under


def shown_by(item) -> set[str]:
    """The tags of what a line shows: of its article only the teaser (`teaser_tag`), which a body edit keeps."""
    # An article's key ("article-12") is its whole tag: the line carries what its row loaded instead.
    tags = set() if item.kind == Kind.ARTICLE else {item.key}
    if item.article_id is not None:
        tags.add(teaser_tag(item.article_id))
        if item.shown.outlet_id is not None:  # an article's (an update's line names no outlet)
            tags.add(f"org-{item.shown.outlet_id}")
    for quote in item.key_quotes:
        tags.add(f"quote-{quote.pk}")
        if quote.speaker_id is not None:
            tags.add(f"person-{quote.speaker_id}")
    if item.restates is not None:
        tags |= {item.restates.key, teaser_tag(item.restates.article_pk)}
    return tags
