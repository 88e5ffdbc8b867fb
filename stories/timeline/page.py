"""One page of an arc's timeline: the entries of the page loaded with what the page shows of them."""

import datetime
from dataclasses import dataclass, field
from functools import cached_property

from django.core.paginator import Page, Paginator
from django.db.models import F

from pagecache.tags import depends_on, shows
from people.partial_dates import DatePrecision, format_partial_date, iso_partial_date
from sitewide.addresses import address
from sitewide.prepared import Prepared

from ..cache_tags import teaser_tag
from ..models import Event, StoryArc, Update
from ..models.publishing import READERS
from ..pagination import BoundedPaginator
from .index import (
    Index,
    IndexEntry,
    Kind,
    Shown,
    VisibleThrough,
    entry_key,
    timeline_index,
)
from .key_quotes import KeyQuote, key_quotes
from .lines import Line, timeline_lines

# About a dozen articles with their key quotes, and the updates and events between them: a sitting's
# reading on a phone. Each entry costs render time, so the page stays short; its links give each page's dates.
ENTRIES_PER_PAGE = 25


# One page -----------------------------------------------------------------------------------------


@dataclass
class TimelineItem:
    """One dated line of the timeline as the page shows it: an article, one of its updates, or an event.

    What it shows of its entry is what the index read (`shown`): no model row is built for a line (building the
    page's articles, outlets, updates and events as rows was a sixth of a cold arc render, profiled)."""

    kind: str
    key: str
    date: datetime.date
    precision: str
    shown: Shown  # an article's headline, dek, outlet; an update's too, with its article's; an event's title
    article_id: int | None = None  # of an article, or of an update's article
    key_quotes: list[KeyQuote] = field(default_factory=list)
    url: str = ""  # the article's address, for articles and updates
    under_article: bool = False  # an update shown right under its article on this page
    restates: "Restated | None" = None  # the update an event restates

    @property
    def display_date(self) -> str:
        return format_partial_date(self.date, self.precision)

    @property
    def iso_date(self) -> str:
        return iso_partial_date(self.date, self.precision)

    @property
    def update_label(self) -> str:
        """An update's kind as readers read it ("Correction"), as `Update.get_kind_display()` gives it."""
        return str(UPDATE_LABELS.get(self.shown.update_kind, self.shown.update_kind))


UPDATE_LABELS = dict(Update.Kind.choices)


@dataclass(frozen=True)
class Restated:
    """An article's update that an event restates: the event links to it instead of repeating it."""

    update_pk: int
    position: int
    article_pk: int
    article_headline: str
    url: str  # the update on its article's page

    @property
    def key(self) -> str:
        return entry_key(Kind.UPDATE, self.update_pk)


def page_items(
    visible_through: VisibleThrough,
    entries: list[IndexEntry],
    shown: dict[str, Shown],
) -> list[TimelineItem]:
    """The entries of one page with what the page shows of them: what the index read (`Shown`), then two
    queries, however long the page: each article's key quotes, and the updates its events restate."""
    quotes_of = key_quotes(visible_through, [e.pk for e in entries if e.kind == Kind.ARTICLE])
    restated = restated_updates(visible_through, [e.pk for e in entries if e.kind == Kind.EVENT])
    items = []
    for entry in entries:
        of = shown[entry.key]
        item = TimelineItem(entry.kind, entry.key, entry.date, entry.precision, of)
        if entry.kind == Kind.UPDATE:
            item.article_id = of.article_id
            # Right under its article, or under an update that is: not at the top of a page, nor among updates alone.
            previous = items[-1] if items else None
            item.under_article = (
                previous is not None
                and previous.article_id == item.article_id
                and (previous.kind == Kind.ARTICLE or previous.under_article)
            )
        elif entry.kind == Kind.ARTICLE:
            item.article_id = entry.pk
            item.key_quotes = quotes_of.get(entry.pk, [])
        else:
            item.restates = restated.get(entry.pk)
        if item.article_id is not None:
            item.url = address("stories:article", "slug", of.slug)  # Article.get_absolute_url
        items.append(item)
    return items


def restated_updates(visible_through: VisibleThrough, event_ids: list[int]) -> dict[int, Restated]:
    """The update each event restates, if any: one of a source article's updates dated the day the
    event happened (an event dated only to a month or year restates nothing). One query."""
    if not event_ids:
        return {}
    rows = restated_rows.given(tuple(event_ids), visible_through=visible_through)
    restated: dict[int, Restated] = {}
    for event_id, update_pk, position, article_pk, headline, slug in rows:
        url = f"{address('stories:article', 'slug', slug)}#update-{position}"
        restated.setdefault(event_id, Restated(update_pk, position, article_pk, headline, url))
    return restated


@Prepared
def restated_rows(event_ids: tuple, visible_through: VisibleThrough = READERS.visible_through):
    return (
        Event.sources.through.objects.filter(visible_through("article"))
        .filter(
            event_id__in=event_ids,
            event__happened_precision=DatePrecision.DAY,
            article__updates__dated_on=F("event__happened_on"),
        )
        .order_by("event_id", "article__published_on", "article__updates__position")
        .values_list(
            "event_id",
            "article__updates__id",
            "article__updates__position",
            "article_id",
            "article__headline",
            "article__slug",
        )
    )


# Pages --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PageLink:
    number: int | None  # None: the ellipsis between distant pages
    span: str = ""  # the dates the page covers


def date_span(entries: list[IndexEntry]) -> str:
    # An update sits under its article, whatever its own date: the page spans its articles' and events' dates.
    entries = [entry for entry in entries if entry.kind != Kind.UPDATE] or entries
    if not entries:
        return ""
    # In the arc's order an entry dragged out of date order is no end of the span: the dates run from the earliest.
    first = min(entries, key=lambda entry: entry.date).display_date
    last = max(entries, key=lambda entry: entry.date).display_date
    return first if first == last else f"{first} – {last}"


@dataclass
class TimelinePage:
    """One page of an arc's timeline (in the arc's order), and what it says about the whole arc."""

    index: list[IndexEntry]  # every visible entry of the arc
    shown: dict[str, Shown]  # what a line shows of each entry, by key
    page: Page  # of the entries the person filter keeps
    lines: list[Line]  # the page's lines, kept by the template (stories.timeline.lines)
    _spans: dict[int, str] = field(default_factory=dict, repr=False)

    @property
    def paginator(self) -> Paginator:
        return self.page.paginator

    @cached_property
    def article_count(self) -> int:
        return sum(entry.kind == Kind.ARTICLE for entry in self.index)

    @property
    def entry_count(self) -> int:
        return len(self.index)

    @property
    def is_paged(self) -> bool:
        return self.paginator.num_pages > 1

    @cached_property
    def span(self) -> str:
        return date_span(self.page.object_list)

    def span_of(self, number: int) -> str:
        # Once per page: the page names the next page's span beside its links (the title and heading, this one's).
        if number not in self._spans:
            start = (number - 1) * self.paginator.per_page
            self._spans[number] = date_span(
                self.paginator.object_list[start : start + self.paginator.per_page]
            )
        return self._spans[number]

    @property
    def next_span(self) -> str:
        return self.span_of(self.page.next_page_number()) if self.page.has_next() else ""

    @cached_property
    def links(self) -> list[PageLink]:
        """The pages around this one and at both ends, each with the dates it covers."""
        return (
            [
                PageLink(None)
                if number == Paginator.ELLIPSIS
                else PageLink(number, self.span_of(number))
                for number in self.paginator.get_elided_page_range(
                    self.page.number, on_each_side=2, on_ends=1
                )
            ]
            if self.is_paged
            else []
        )

    @cached_property
    def marks(self) -> list[list]:
        """What the browser needs to mark and sum up what changed since a reader's last visit, among the
        entries the filter keeps: [key, what (kind, or an update's kind), page, first seen, last edited]
        each, the times as whole seconds since 1970 (static/js/arc-visits.js)."""
        per_page = self.paginator.per_page
        return [
            [
                entry.key,
                entry.label or entry.kind,
                n // per_page + 1,
                None if entry.stamp is None else int(entry.stamp),
                None if entry.changed is None else int(entry.changed),
            ]
            for n, entry in enumerate(self.paginator.object_list)
            if entry.stamp is not None
        ]

    @property
    def listed_articles(self) -> list[tuple[int, str, str]]:
        """The page's articles as (their place among all the arc's articles, headline, address), in the arc's
        order: read from the index, no row built (each is a line of the page, which tags it with the article)."""
        articles = sorted(
            (entry for entry in self.index if entry.kind == Kind.ARTICLE),
            key=lambda entry: entry.position,
        )
        ordinal = {entry.pk: n for n, entry in enumerate(articles, start=1)}
        return sorted(
            (
                ordinal[entry.pk],
                self.shown[entry.key].headline,
                address("stories:article", "slug", self.shown[entry.key].slug),
            )
            for entry in self.page.object_list
            if entry.kind == Kind.ARTICLE
        )


def timeline_page(
    index: Index,
    visible_through: VisibleThrough,
    *,
    number,
    involving: frozenset[str] | None,
    kind: str | None = None,
) -> TimelinePage:
    """Page `number` of an arc's timeline (its index: `shown_index`); of only the entries whose keys are in
    `involving` if given (a person filter: `Cast.selected_entries`), and only those of `kind` if given
    (`timeline.kinds`). Each line is one the template keeps (`{% fragment %}`); built, the lines take two
    queries: the page's key quotes and restated updates. Raises `InvalidPage` for a page that does not exist."""
    entries, shown = index
    kept = [
        entry
        for entry in entries
        if (involving is None or entry.key in involving) and (kind is None or entry.kind == kind)
    ]
    page = BoundedPaginator(kept, ENTRIES_PER_PAGE).page(number)
    lines = timeline_lines(
        page.object_list,
        build_items=lambda: page_items(visible_through, page.object_list, shown),
        shown=shown,
    )
    return TimelinePage(index=entries, shown=shown, page=page, lines=lines)


def shown_index(arc: StoryArc, visible_through: VisibleThrough) -> Index:
    """The arc's index, telling the page what it shows of every entry, and the index what it read.

    Of an entry off the page, a page shows its date, its place and when it was first seen (counts, page spans,
    the marks of what is new): for an article and an event, what only moving them changes, and moving them stales
    `arc-<id>` (stories/cache_tags.py); for an update also when it was last edited, which any edit changes.
    What the lines show (a headline, a dek, an outlet's name) is read here for every entry but shown by each
    line (`{% shows line.tags %}`): it stales the kept index, never the pages not showing that line, so an edit
    to an article's dek leaves the arc's other pages cached.
    """
    index = timeline_index(arc, visible_through)
    shows(f"arc-{arc.pk}", *(entry.key for entry in index.entries if entry.kind == Kind.UPDATE))
    # Of an article, the index reads its teaser (headline, slug, dek, outlet, date): a body edit keeps it.
    depends_on(
        *(
            teaser_tag(entry.pk) if entry.kind == Kind.ARTICLE else entry.key
            for entry in index.entries
        )
    )
    depends_on(*{f"org-{of.outlet_id}" for of in index.shown.values() if of.outlet_id is not None})
    return index
