"""The lines of a timeline page as HTML, each a part of the page kept for its next render (`pagecache.fragments`).

A line is kept under its entry and whether it sits right under
its article, with the tags of everything it shows (its article and outlet, its key quotes and their speakers,
its update, its event and the update that restates it). An edit rebuilds the lines showing what it changed; the
page's other lines are reused. When any line must be built, the page's rows are read once for all of them.
"""

from collections.abc import Callable
from functools import cache
from typing import Any, NamedTuple

from django.template.loader import render_to_string

from pagecache.tags import collecting, page_name, shows

from ..models import StoryArc
from .index import IndexEntry, Kind

# `pagecache.fragments.fragments`, or what a preview uses instead: build every part.
Keep = Callable[[dict[str, Callable[[], Any]]], dict[str, Any]]


def build_all(builds: dict[str, Callable[[], Any]]) -> dict[str, Any]:
    return {key: build() for key, build in builds.items()}


class Line(NamedTuple):
    html: str
    restates: str | None = None  # the key of the update an event restates
    elsewhere: str = ""  # the line when that update is on another page


def timeline_lines(
    arc: StoryArc,
    entries: list[IndexEntry],
    *,
    keep: Keep,
    build_items: Callable[[], list],
    shown: dict,
) -> list[str]:
    """The HTML of each of `entries`' lines, in order. `build_items()` builds the page's TimelineItems."""
    under = under_article(entries, shown)
    keys = {
        entry.key: f"arc:{arc.pk}:line:{entry.key}:{int(under[entry.key])}" for entry in entries
    }

    @cache
    def items() -> dict[str, Any]:
        with collecting(
            page_name()
        ):  # each line tells its own tags (`shown_by`), whichever line asked first
            return {item.key: item for item in build_items()}

    lines = keep({keys[entry.key]: (lambda key=entry.key: line(items()[key])) for entry in entries})
    here = {entry.key for entry in entries}
    return [
        found.html if found.restates is None or found.restates in here else found.elsewhere
        for found in (lines[keys[entry.key]] for entry in entries)
    ]


def under_article(entries: list[IndexEntry], shown: dict) -> dict[str, bool]:
    """Whether each entry is an update right under its own article (or under another of its updates) on this page."""
    under, previous_article = {}, None
    for entry in entries:
        article = (
            entry.pk
            if entry.kind == Kind.ARTICLE
            else shown[entry.key].article_id
            if entry.kind == Kind.UPDATE
            else None
        )
        under[entry.key] = (
            entry.kind == Kind.UPDATE
            and previous_article is not None
            and previous_article == article
        )
        previous_article = article
    return under


def line(item) -> Line:
    shows(*shown_by(item))
    html = render_to_string("stories/timeline_line.html", {"item": item, "restated_here": True})
    if item.restates is None:
        return Line(html)
    elsewhere = render_to_string(
        "stories/timeline_line.html", {"item": item, "restated_here": False}
    )
    return Line(html, item.restates.key, elsewhere)


def shown_by(item) -> set[str]:
    """The tags of what a line shows."""
    tags = {item.key}
    if item.article is not None:
        tags.add(f"article-{item.article.pk}")
        if item.article.outlet_id is not None:
            tags.add(f"org-{item.article.outlet_id}")
    for quote in item.key_quotes:
        tags.add(f"quote-{quote.pk}")
        if quote.speaker_id is not None:
            tags.add(f"person-{quote.speaker_id}")
    if item.restates is not None:
        tags |= {item.restates.key, f"article-{item.restates.article_pk}"}
    return tags
