"""An arc's timeline, cast and "new since your last visit", computed in SQL so a page costs the same at any length.

The timeline has three kinds of entries: the arc's articles, their updates and corrections, and its
events. The whole arc is read once as an *index* of small tuples (kind, id, date, order, timestamps),
enough to count, paginate and mark what is new; only the page being shown is then loaded as model
instances. Who is involved in which entry, and how often, is counted by the database from one union
of (entry, person) pairs (`involvement_sql`); the person filter keeps the entries it lists for them.

Every query here takes the caller's publication rule, `visible_through(relation)`
(`PublishedQuerysetMixin.visible_through`), so drafts stay out and staff previews see them.
"""

import datetime
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from django.core.paginator import Page, Paginator
from django.db import connections
from django.db.models import (
    Case, F, FloatField, Func, Q, When, Window,
)
from django.db.models.functions import Coalesce, RowNumber

from people.models import Person, Role
from people.partial_dates import DatePrecision, format_partial_date, iso_partial_date
from people.roles import role_held_on

from .models import ArcEntry, Article, Event, Quote, StoryArc, Update

KEY_QUOTES_PER_ARTICLE = 2
# About a dozen articles with their key quotes, and the updates and events between them: a sitting's
# reading on a phone. Each entry costs render time, so the page stays short; its links give each page's dates.
ENTRIES_PER_PAGE = 25
# The sidebar names the most involved; the person filter still takes anyone involved, and
# "Show everyone" lists the whole cast.
CAST_SHOWN = 20

VisibleThrough = Callable[[str], Q]


class Kind:
    ARTICLE, UPDATE, EVENT = "article", "update", "event"


def entry_key(kind: str, pk: int) -> str:
    """An entry's name on the page ("article-12"): its HTML id and its member in the set of new entries."""
    return f"{kind}-{pk}"


class IndexEntry(NamedTuple):
    """One timeline entry as the index knows it: enough to sort, count, paginate and mark it new.

    A tuple, not a model: the index holds every entry of the arc, a page renders `ENTRIES_PER_PAGE`.
    """

    kind: str
    pk: int
    date: datetime.date
    precision: str
    position: int  # the article's or event's place in the arc
    subposition: int  # an update's place among its article's updates; 0 for the rest
    stamp: float | None  # seconds since 1970; articles: when readers could first see them; updates: the article's last save

    @property
    def key(self) -> str:
        return entry_key(self.kind, self.pk)

    @property
    def display_date(self) -> str:
        return format_partial_date(self.date, self.precision)


def is_new_since(entry: IndexEntry, since: datetime.datetime) -> bool:
    """An article is new once published after the visit; an update once its article changed after the
    visit and it is dated that day or later (editing an old update's typo does not make it news)."""
    if entry.kind == Kind.ARTICLE:
        return entry.stamp > since.timestamp()
    if entry.kind == Kind.UPDATE:
        return entry.stamp > since.timestamp() and entry.date >= since.date()
    return False


def new_entry_ids(since: datetime.datetime | None, entries: Iterable[IndexEntry]) -> frozenset[str]:
    """The keys of the entries to mark "New" or "Updated" for a reader whose previous visit began at `since`.

    Pure: it depends only on that time and the entries' own dates and timestamps, so a page cache
    may key the arc page on its result.
    """
    if since is None:
        return frozenset()
    return frozenset(entry.key for entry in entries if is_new_since(entry, since))


# The index ----------------------------------------------------------------------------------------


class EpochSeconds(Func):
    """A timestamp as seconds since 1970, a float. The index reads one per entry, hundreds a page, and
    a number costs the database driver far less to load than a timezone-aware datetime."""

    output_field = FloatField()
    template = "EXTRACT(EPOCH FROM %(expressions)s)::double precision"

    def as_sqlite(self, compiler, connection, **extra_context):
        # SQLite keeps datetimes as UTC text; julianday() reads it, to the millisecond.
        return self.as_sql(compiler, connection, template="(julianday(%(expressions)s) - 2440587.5) * 86400.0", **extra_context)


def _arc_articles(prefix: str, arc: StoryArc, visible_through: VisibleThrough) -> Q:
    """Rows whose article (reached through `prefix`) is a visible article of `arc`."""
    return Q(**{f"{prefix}arc_entries__arc": arc}) & visible_through(prefix.removesuffix("__"))


def timeline_index(arc: StoryArc, visible_through: VisibleThrough) -> list[IndexEntry]:
    """Every visible entry of the arc in timeline order (by date; the arc's order breaks ties). One query.

    The arc's entries come with their article or event and, joined on, the article's updates: one row
    per update, or one for an article without any.
    """
    published = visible_through("article")
    rows = (
        ArcEntry.objects.filter(arc=arc)
        # An event has no publication state; an article entry shows when its article does.
        .filter((Q(article__isnull=True) | published) if published else Q())
        .annotate(
            stamp=EpochSeconds(Coalesce("article__publish_at", "article__created_at")),
            t_update=F("article__updates__id"),
            # Only an update needs its article's last save; every value read costs a parse.
            changed_at=Case(When(t_update__isnull=False, then=EpochSeconds("article__updated_at"))),
        )
        .order_by()
        .values_list(
            "position", "article_id", "article__published_on", "article__published_precision", "stamp",
            "t_update", "article__updates__dated_on", "article__updates__position", "changed_at",
            "event_id", "event__happened_on", "event__happened_precision",
        )
    )
    entries, seen = [], set()
    for (position, article, published_on, published_precision, stamp, update, dated_on, update_position, changed_at,
         event, happened_on, happened_precision) in rows:
        if event:
            entries.append(IndexEntry(Kind.EVENT, event, happened_on, happened_precision, position, 0, None))
            continue
        if article not in seen:
            seen.add(article)
            entries.append(IndexEntry(Kind.ARTICLE, article, published_on, published_precision, position, 0, stamp))
        if update:
            entries.append(
                IndexEntry(Kind.UPDATE, update, dated_on, DatePrecision.DAY.value, position, update_position, changed_at)
            )
    entries.sort(key=lambda entry: (entry.date, entry.position, entry.subposition))
    return entries


# Who is involved ----------------------------------------------------------------------------------

# Small numbers rather than names: the database compares every pair to drop repeats.
_PAIR_KINDS = {Kind.ARTICLE: 1, Kind.UPDATE: 2, Kind.EVENT: 3, "role": 4}
_KIND_OF_PAIR = {number: kind for kind, number in _PAIR_KINDS.items()}
# Joins the selected person's entries into one text ("1-12 2-30"): one value, whatever their number.
_JOIN_TEXT = {"postgresql": "string_agg({}, ' ')", "sqlite": "group_concat({}, ' ')"}
_INVOLVEMENT_SQL: dict[str, str] = {}


def involvement_sql(connection) -> str:
    """SQL for (t_kind, t_pk, t_person): everyone the arc's visible documents involve, without repeats.

    An article involves whoever says or is the subject of one of its quotes; an update, the same for
    the quotes it carries; an event, the people it names. People the arc's articles only give a role
    to are in the cast too, with no entry (a NULL id). The cast's counts and the person filter both read it.

    It reads the arc's visible articles from a CTE named `arc_articles` (built by `cast_of` with the
    caller's publication rule) and takes the arc's id as its one parameter. Written as SQL, not as a
    union of six querysets: building that union took the ORM longer than the database took to run it,
    and its joins took PostgreSQL longer to plan.
    """
    if connection.vendor not in _INVOLVEMENT_SQL:
        quote, about, named, entry, role = (
            connection.ops.quote_name(model._meta.db_table)
            for model in (Quote, Quote.about.through, Event.persons.through, ArcEntry, Role)
        )
        article, update, event = (_PAIR_KINDS[kind] for kind in (Kind.ARTICLE, Kind.UPDATE, Kind.EVENT))
        in_arc = "quote.article_id IN (SELECT article_id FROM arc_articles)"
        # UNION, not UNION ALL: a person quoted twice in one article counts once.
        _INVOLVEMENT_SQL[connection.vendor] = f"""
            SELECT {article} AS t_kind, quote.article_id AS t_pk, quote.speaker_id AS t_person
              FROM {quote} quote WHERE {in_arc} AND quote.speaker_id IS NOT NULL
            UNION SELECT {article}, quote.article_id, about.person_id
              FROM {about} about JOIN {quote} quote ON quote.id = about.quote_id WHERE {in_arc}
            UNION SELECT {update}, quote.update_id, quote.speaker_id
              FROM {quote} quote WHERE {in_arc} AND quote.update_id IS NOT NULL AND quote.speaker_id IS NOT NULL
            UNION SELECT {update}, quote.update_id, about.person_id
              FROM {about} about JOIN {quote} quote ON quote.id = about.quote_id WHERE {in_arc} AND quote.update_id IS NOT NULL
            UNION SELECT {event}, entry.event_id, named.person_id
              FROM {named} named JOIN {entry} entry ON entry.event_id = named.event_id WHERE entry.arc_id = %s
            UNION SELECT {_PAIR_KINDS["role"]}, NULL, role.person_id
              FROM {role} role WHERE role.source_id IN (SELECT article_id FROM arc_articles)"""
    return _INVOLVEMENT_SQL[connection.vendor]


@dataclass
class CastMember:
    person: Person
    roles: list[Role]
    appearances: int


@dataclass
class Cast:
    members: list[CastMember]  # the most involved first, `CAST_SHOWN` of them
    size: int  # everyone involved
    selected: Person | None = None  # the person the timeline is filtered by, shown or not
    selected_entries: frozenset[str] | None = None  # the keys of the timeline entries involving them

    @property
    def others(self) -> int:
        return self.size - len(self.members)

    @property
    def choices(self) -> list[Person]:
        """Whom the filter form offers: the `CAST_SHOWN` most involved, and the selected person wherever
        they rank. Everyone else in the cast is one "N timeline entries" link away."""
        leaders = [member.person for member in self.members[:CAST_SHOWN]]
        if self.selected is not None and all(person.pk != self.selected.pk for person in leaders):
            leaders.append(self.selected)
        return leaders


def cast_of(arc: StoryArc, visible_through: VisibleThrough, *, shown: int | None = CAST_SHOWN, selected_slug: str = "") -> Cast:
    """The arc's `shown` most involved people (None: everyone) with the roles its documents give them,
    and how many there are in all.

    The database counts each person's entries from `involvement_sql` and ranks them (most entries,
    then name); `selected_slug` is fetched too, wherever they rank, with the keys of their entries
    for the person filter. Two queries: the ranking, the roles.
    """
    # The publication rule comes in here, through the ORM; the ORM cannot group a union's rows, so the
    # ranking around it is SQL. Only the top `shown` are sorted by name (a top-N sort).
    arc_articles = (
        ArcEntry.objects.filter(arc=arc, article__isnull=False).filter(visible_through("article")).order_by().values("article_id")
    )
    connection = connections[arc_articles.db]
    articles_sql, params = arc_articles.query.get_compiler(connection=connection).as_sql()
    person = connection.ops.quote_name(Person._meta.db_table)
    params = (*params, arc.pk)
    if selected_slug:
        # The keys of the selected person's entries, for the person filter. Only their row reads their
        # pairs: a CASE evaluates the branch it takes.
        pair_key = "CAST(pairs.t_kind AS TEXT) || '-' || CAST(pairs.t_pk AS TEXT)"
        entries, entries_params = f"""CASE WHEN person.slug = %s THEN (
            SELECT {_JOIN_TEXT[connection.vendor].format(pair_key)} FROM pairs
            WHERE pairs.t_person = person.id AND pairs.t_pk IS NOT NULL) END""", (selected_slug,)
    else:
        # Read once, PostgreSQL runs `pairs` inline; a second read would make it store the pairs first (2 ms).
        entries, entries_params = "NULL", ()
    counted = f"""arc_articles AS ({articles_sql}),
        pairs AS ({involvement_sql(connection)}),
        counted AS (
            SELECT pairs.t_person AS person_id, COUNT(pairs.t_pk) AS appearances, COUNT(*) OVER () AS cast_size
            FROM pairs GROUP BY pairs.t_person)"""
    order = "counted.appearances DESC, person.name, person.id"
    if shown is None:
        ranking = f"""WITH {counted}
            SELECT person.id, person.name, person.slug, counted.appearances, counted.cast_size, 1 AS listed, {entries} AS entries
            FROM counted JOIN {person} person ON person.id = counted.person_id ORDER BY {order}"""
        params = (*params, *entries_params)
    else:
        ranking = f"""WITH {counted}, top AS (
                SELECT counted.person_id FROM counted JOIN {person} person ON person.id = counted.person_id
                ORDER BY {order} LIMIT %s)
            SELECT person.id, person.name, person.slug, counted.appearances, counted.cast_size,
                   counted.person_id IN (SELECT person_id FROM top) AS listed, {entries} AS entries
            FROM counted JOIN {person} person ON person.id = counted.person_id
            WHERE counted.person_id IN (SELECT person_id FROM top) OR person.slug = %s
            ORDER BY {order}"""
        params = (*params, shown, *entries_params, selected_slug)
    people = list(Person.objects.raw(ranking, params))
    roles_of = defaultdict(list)
    if people:
        roles = (
            Role.objects.filter(_arc_articles("source__", arc, visible_through), person__in=[p.pk for p in people])
            .select_related("organisation")
            .order_by(Coalesce("started_on", "ended_on").asc(nulls_last=True), "title")
        )
        for role in roles:
            roles_of[role.person_id].append(role)
    members = [CastMember(p, roles_of[p.pk], p.appearances) for p in people if p.listed]
    selected = next((p for p in people if p.slug == selected_slug), None) if selected_slug else None
    return Cast(
        members=members, size=people[0].cast_size if people else 0, selected=selected,
        selected_entries=_entry_keys(selected.entries) if selected else None,
    )


def _entry_keys(joined: str | None) -> frozenset[str]:
    """The entry keys ("article-12") in a text of pairs ("1-12 2-30") joined by the ranking query."""
    keys = set()
    for pair in (joined or "").split():
        kind, _, pk = pair.partition("-")
        keys.add(entry_key(_KIND_OF_PAIR[int(kind)], int(pk)))
    return frozenset(keys)


# One page -----------------------------------------------------------------------------------------


@dataclass
class TimelineItem:
    """One dated line of the timeline as the page shows it: an article, one of its updates, or an event."""

    kind: str
    key: str
    date: datetime.date
    precision: str
    article: Article | None = None
    update: Update | None = None
    event: Event | None = None
    key_quotes: list[Quote] = field(default_factory=list)
    is_new: bool = False
    url: str = ""  # the article's address, for articles and updates

    @property
    def display_date(self) -> str:
        return format_partial_date(self.date, self.precision)

    @property
    def iso_date(self) -> str:
        return iso_partial_date(self.date, self.precision)


# What a timeline line shows of an article; the rest of its columns (body, image, notes) stay in the database.
ARTICLE_FIELDS = ("article__headline", "article__slug")


def page_items(arc: StoryArc, visible_through: VisibleThrough, entries: list[IndexEntry], new: frozenset[str]) -> list[TimelineItem]:
    """The entries of one page with what the page shows of them. At most three queries, however long
    the page: its articles and events, its updates (with their article), and each article's key quotes."""
    ids = {kind: [e.pk for e in entries if e.kind == kind] for kind in (Kind.ARTICLE, Kind.UPDATE, Kind.EVENT)}
    arc_entries = (
        ArcEntry.objects.filter(arc=arc)
        .filter(Q(article_id__in=ids[Kind.ARTICLE]) & visible_through("article") | Q(event_id__in=ids[Kind.EVENT]))
        .select_related("article__outlet", "event")
        .only(*ARTICLE_FIELDS, "article__dek", "article__outlet__name", "event__title", "event__description")
        .order_by()
    ) if ids[Kind.ARTICLE] or ids[Kind.EVENT] else []
    loaded = {}
    for entry in arc_entries:
        loaded[entry_key(Kind.ARTICLE, entry.article_id) if entry.article_id else entry_key(Kind.EVENT, entry.event_id)] = entry
    updates = {
        update.pk: update
        for update in Update.objects.filter(pk__in=ids[Kind.UPDATE]).filter(visible_through("article"))
        .select_related("article").only("article_id", "kind", "text", *ARTICLE_FIELDS).order_by()
    } if ids[Kind.UPDATE] else {}
    quotes_of = key_quotes(visible_through, ids[Kind.ARTICLE])
    items = []
    for entry in entries:
        item = TimelineItem(entry.kind, entry.key, entry.date, entry.precision, is_new=entry.key in new)
        if entry.kind == Kind.UPDATE and entry.pk in updates:
            item.update = updates[entry.pk]
            item.article = item.update.article
        elif entry.kind == Kind.ARTICLE and entry.key in loaded:
            item.article = loaded[entry.key].article
            item.key_quotes = quotes_of.get(entry.pk, [])
        elif entry.kind == Kind.EVENT and entry.key in loaded:
            item.event = loaded[entry.key].event
        else:
            continue  # unpublished or deleted since the index was read
        if item.article:
            item.url = item.article.get_absolute_url()
        items.append(item)
    return items


def key_quotes(visible_through: VisibleThrough, article_ids: list[int]) -> dict[int, list[Quote]]:
    """Each article's first `KEY_QUOTES_PER_ARTICLE` whole, top-level quotes, with their speakers. One query."""
    if not article_ids:
        return {}
    quotes = (
        Quote.objects.filter(visible_through("article"))
        .filter(article_id__in=article_ids, parent__isnull=True, is_partial=False)
        .annotate(rank=Window(RowNumber(), partition_by=F("article_id"), order_by=F("position").asc()))
        .filter(rank__lte=KEY_QUOTES_PER_ARTICLE)
        .select_related("speaker")
        .only("article_id", "position", "text", "speaker_description", "speaker__name", "speaker__slug")
        .order_by("article_id", "position")
    )
    grouped: dict[int, list[Quote]] = {}
    for quote in quotes:
        grouped.setdefault(quote.article_id, []).append(quote)
    return grouped


# Pages --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PageLink:
    number: int | None  # None: the ellipsis between distant pages
    span: str = ""  # the dates the page covers


def date_span(entries: list[IndexEntry]) -> str:
    if not entries:
        return ""
    first, last = entries[0].display_date, entries[-1].display_date
    return first if first == last else f"{first} – {last}"


@dataclass
class TimelinePage:
    """One page of an arc's timeline (oldest first), and what it says about the whole arc."""

    index: list[IndexEntry]  # every visible entry of the arc
    page: Page  # of the entries the person filter keeps
    items: list[TimelineItem]
    new: frozenset[str]

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

    @property
    def span(self) -> str:
        return date_span(self.page.object_list)

    def span_of(self, number: int) -> str:
        start = (number - 1) * self.paginator.per_page
        return date_span(self.paginator.object_list[start:start + self.paginator.per_page])

    @property
    def next_span(self) -> str:
        return self.span_of(self.page.next_page_number()) if self.page.has_next() else ""

    @cached_property
    def links(self) -> list[PageLink]:
        """The pages around this one and at both ends, each with the dates it covers."""
        return [
            PageLink(None) if number == Paginator.ELLIPSIS else PageLink(number, self.span_of(number))
            for number in self.paginator.get_elided_page_range(self.page.number, on_each_side=2, on_ends=1)
        ] if self.is_paged else []

    @cached_property
    def new_count(self) -> int:
        return sum(entry.key in self.new for entry in self.paginator.object_list)

    @cached_property
    def first_new(self) -> tuple[int, str] | None:
        """The page and key of the earliest new entry the filter keeps."""
        for n, entry in enumerate(self.paginator.object_list):
            if entry.key in self.new:
                return n // self.paginator.per_page + 1, entry.key
        return None

    @property
    def listed_articles(self) -> list[tuple[int, Article]]:
        """The page's articles with their place among all the arc's articles, in the arc's order."""
        articles = sorted((entry for entry in self.index if entry.kind == Kind.ARTICLE), key=lambda entry: entry.position)
        ordinal = {entry.pk: n for n, entry in enumerate(articles, start=1)}
        return sorted((ordinal[item.article.pk], item.article) for item in self.items if item.kind == Kind.ARTICLE)


def timeline_page(
    arc: StoryArc, visible_through: VisibleThrough, *, number, involving: frozenset[str] | None, since: datetime.datetime | None
) -> TimelinePage:
    """Page `number` of the arc's timeline; of only the entries whose keys are in `involving` if given
    (a person filter: `Cast.selected_entries`). Four queries: the index, then the page's rows.
    Raises `InvalidPage` for a page that does not exist."""
    index = timeline_index(arc, visible_through)
    kept = index if involving is None else [entry for entry in index if entry.key in involving]
    page = Paginator(kept, ENTRIES_PER_PAGE).page(number)
    new = new_entry_ids(since, index)
    return TimelinePage(index=index, page=page, items=page_items(arc, visible_through, page.object_list, new), new=new)


def role_when_said(quote: Quote, roles: list[Role]) -> Role | None:
    """The speaker's role when they said it. The quote's own article speaks for the time it reports."""
    day = quote.said_on or quote.article.published_on
    contemporary = quote.said_on is None or quote.said_on.year == quote.article.published_on.year
    return role_held_on(roles, day, stated_in=quote.article_id if contemporary else None)
