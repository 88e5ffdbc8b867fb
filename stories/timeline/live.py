"""Live coverage on an arc: the entries the newsroom marked as key events, and its pinned entry, each with
its place on the timeline. Read from the timeline's index (no query of their own): every entry there
already carries its marks (`IndexEntry.key_event`, `IndexEntry.pinned`)."""

from dataclasses import dataclass

from django.urls import reverse

from people.partial_dates import format_partial_date, iso_partial_date

from .index import IndexEntry, Kind
from .page import TimelinePage


@dataclass(frozen=True)
class Highlight:
    entry: IndexEntry
    title: str
    text: str  # an article's dek, an event's description
    place: str  # its line on the (unfiltered) timeline: "?page=2#event-7"
    url: str  # an article's own page; "" for an event

    @property
    def kind(self) -> str:
        return self.entry.kind

    @property
    def display_date(self) -> str:
        return format_partial_date(self.entry.date, self.entry.precision)

    @property
    def iso_date(self) -> str:
        return iso_partial_date(self.entry.date, self.entry.precision)


@dataclass(frozen=True)
class Highlights:
    key_events: list[Highlight]
    pinned: Highlight | None

    def __bool__(self) -> bool:
        return bool(self.key_events or self.pinned)


def highlights(timeline: TimelinePage) -> Highlights:
    per_page = timeline.paginator.per_page
    key_events, pinned = [], None
    for n, entry in enumerate(timeline.index):
        if not (entry.key_event or entry.pinned):
            continue
        shown = timeline.shown[entry.key]
        page = n // per_page + 1
        highlight = Highlight(
            entry,
            shown.headline,
            shown.text if entry.kind == Kind.EVENT else shown.dek,
            f"{f'?page={page}' if page > 1 else ''}#{entry.key}",
            reverse("stories:article", kwargs={"slug": shown.slug})
            if entry.kind == Kind.ARTICLE
            else "",
        )
        if entry.key_event:
            key_events.append(highlight)
        if entry.pinned:
            pinned = highlight
    return Highlights(key_events, pinned)
