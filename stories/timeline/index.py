"""An arc's timeline index: every visible entry as a small tuple, enough to count, paginate and date what changed.

The timeline has three kinds of entries: the arc's articles, their updates and corrections (each
under its article), and its events. The whole arc is read once as an *index* of small tuples (kind, id, date, order, timestamps);
only the page being shown is then loaded as model instances (`stories.timeline.page`), and who is
involved is counted by the database (`stories.timeline.cast`).

Every query here takes the caller's publication rule, `visible_through(relation)`
(`PublishedQuerysetMixin.visible_through`), so drafts stay out and staff previews see them.
"""

import datetime
from collections.abc import Callable
from typing import NamedTuple

from django.db.models import Exists, F, OuterRef, Q
from django.db.models.functions import Coalesce

from people.partial_dates import DatePrecision, format_partial_date
from sitewide.prepared import Prepared

from ..models import ArcEntry, Event, StoryArc
from ..models.arc import reported_as_its_news
from ..models.publishing import READERS

VisibleThrough = Callable[[str], Q]


class Kind:
    ARTICLE, UPDATE, EVENT = "article", "update", "event"


def entry_key(kind: str, pk: int) -> str:
    """An entry's name on the page ("article-12"): its HTML id, and its name in the list the browser marks new entries from."""
    return f"{kind}-{pk}"


class IndexEntry(NamedTuple):
    """One timeline entry as the index knows it: enough to sort, count, paginate and mark what changed.

    A tuple, not a model: the index holds every entry of the arc, a page renders `ENTRIES_PER_PAGE`.
    """

    kind: str
    pk: int
    date: datetime.date  # as the newsroom dated it
    precision: str
    position: int  # the article's or event's place in the arc
    subposition: int  # an update's place among its article's updates; 0 for the rest
    stamp: float | None  # seconds since 1970 when readers could first see it (articles, updates)
    changed: float | None = None  # an update's last edit
    label: str = ""  # an update's kind: update, correction, editor's note
    key_event: bool = False  # an article or event the newsroom lists under "Key events"
    pinned: bool = False  # the arc's pinned entry, shown above the timeline

    @property
    def key(self) -> str:
        return entry_key(self.kind, self.pk)

    @property
    def display_date(self) -> str:
        return format_partial_date(self.date, self.precision)

    @property
    def sort_key(self) -> tuple:
        # The arc's order, as "Part N of M" and previous/next count it; an update right under its article.
        return (self.position, self.subposition)


# The index ----------------------------------------------------------------------------------------


def visible_in_arc(prefix: str, arc: StoryArc, visible_through: VisibleThrough) -> Q:
    """Rows whose article (reached through `prefix`) is a visible article of `arc`."""
    return Q(**{f"{prefix}arc_entries__arc": arc}) & visible_through(prefix.removesuffix("__"))


class Index(NamedTuple):
    """The arc's timeline: every visible entry, and what a page shows of each (`Shown`)."""

    entries: list[IndexEntry]
    shown: dict[str, "Shown"]


class Shown(NamedTuple):
    """What a timeline line shows of its entry, read with the index: for an article its headline, slug, dek and
    outlet; for an update also its kind, position and text (its article's are the headline and slug); for an event
    its title (as `headline`) and description (as `text`). The page builds its rows from these, with no query."""

    headline: str
    slug: str = ""
    dek: str = ""
    outlet_id: int | None = None
    outlet_name: str = ""
    article_id: int | None = None
    update_kind: str = ""
    update_position: int = 0
    text: str = ""


def reported_in_arc(arc: StoryArc | int, visible_through: VisibleThrough):
    """(event, article) rows where a visible article of `arc` reports one of the arc's events as its own news
    (`reported_as_its_news`): the article shows it, and the event is no line of its own."""
    return (
        Event.sources.through.objects.filter(visible_in_arc("article__", arc, visible_through))
        .filter(event__arc_entries__arc=arc)
        .filter(reported_as_its_news())
    )


@Prepared
def index_rows(arc_id: int, visible_through: VisibleThrough = READERS.visible_through):
    """The rows `timeline_index` reads: compiled once for readers (sitewide/prepared.py)."""
    published = visible_through("article")
    return (
        ArcEntry.objects.filter(arc_id=arc_id)
        # An event has no publication state; an article entry shows when its article does.
        .filter((Q(article__isnull=True) | published) if published else Q())
        .exclude(
            Exists(reported_in_arc(arc_id, visible_through).filter(event_id=OuterRef("event_id")))
        )
        .annotate(
            stamp=Coalesce("article__publish_at", "article__created_at"),
            t_update=F("article__updates__id"),
        )
        .order_by()
        .values_list(
            "position",
            "article_id",
            "article__published_on",
            "article__published_precision",
            "stamp",
            "t_update",
            "article__updates__dated_on",
            "article__updates__position",
            "article__updates__kind",
            "article__updates__created_at",
            "article__updates__updated_at",
            "event_id",
            "event__happened_on",
            "event__happened_precision",
            "article__headline",
            "article__slug",
            "article__dek",
            "article__outlet_id",
            "article__outlet__name",
            "article__updates__text",
            "event__title",
            "event__description",
            "key_event",
            "pinned",
        )
    )


def timeline_index(arc: StoryArc, visible_through: VisibleThrough) -> Index:
    """Every visible entry of the arc in the arc's order (editors drag it on the arc's form; an article
    placed from its own form goes by its date), updates under their article, with what a page shows of
    each. One query.

    The arc's entries come with their article (and its outlet) or event and, joined on, the article's updates:
    one row per update, or one for an article without any.
    """
    rows = index_rows.given(arc.pk, visible_through=visible_through)
    entries, shown = [], {}
    for (
        position,
        article,
        published_on,
        published_precision,
        stamp,
        update,
        dated_on,
        update_position,
        update_kind,
        update_created,
        update_changed,
        event,
        happened_on,
        happened_precision,
        headline,
        slug,
        dek,
        outlet_id,
        outlet_name,
        update_text,
        title,
        description,
        key_event,
        pinned,
    ) in rows:
        if event:
            entries.append(
                IndexEntry(
                    Kind.EVENT,
                    event,
                    happened_on,
                    happened_precision,
                    position,
                    0,
                    None,
                    key_event=key_event,
                    pinned=pinned,
                )
            )
            shown[entries[-1].key] = Shown(title, text=description)
            continue
        if entry_key(Kind.ARTICLE, article) not in shown:
            entries.append(
                IndexEntry(
                    Kind.ARTICLE,
                    article,
                    published_on,
                    published_precision,
                    position,
                    0,
                    stamp.timestamp(),
                    key_event=key_event,
                    pinned=pinned,
                )
            )
            shown[entries[-1].key] = Shown(headline, slug, dek, outlet_id, outlet_name)
        if update:
            # Under its article, dated as the newsroom dated it: a correction made today is no event of 2017.
            entries.append(
                IndexEntry(
                    Kind.UPDATE,
                    update,
                    dated_on,
                    DatePrecision.DAY.value,
                    position,
                    update_position,
                    update_created.timestamp(),
                    changed=update_changed.timestamp(),
                    label=update_kind,
                )
            )
            shown[entries[-1].key] = Shown(
                headline,
                slug,
                article_id=article,
                update_kind=update_kind,
                update_position=update_position,
                text=update_text,
            )
    entries.sort(key=lambda entry: entry.sort_key)
    return Index(entries, shown)
