"""An arc's timeline and cast, assembled in Python from a fixed number of queries."""

import datetime
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from people.models import Person, Role
from people.roles import role_held_on
from people.partial_dates import DatePrecision, format_partial_date, iso_partial_date

from .models import ArcEntry, Article, Event, Quote, Update

KEY_QUOTES_PER_ARTICLE = 2


@dataclass
class TimelineItem:
    """One dated line of the timeline: an article, one of its updates, or an event."""

    kind: str  # "article", "update" or "event"
    date: datetime.date
    precision: str
    order: tuple[int, int]
    article: Article | None = None
    update: Update | None = None
    event: Event | None = None
    key_quotes: list[Quote] = field(default_factory=list)
    person_ids: set[int] = field(default_factory=set)
    is_new: bool = False

    @property
    def display_date(self) -> str:
        return format_partial_date(self.date, self.precision)

    @property
    def iso_date(self) -> str:
        return iso_partial_date(self.date, self.precision)


@dataclass
class CastMember:
    person: Person
    roles: list[Role]
    appearances: int


@dataclass
class Timeline:
    items: list[TimelineItem]
    cast: list[CastMember]
    articles: list[Article]


def _article_items(entry: ArcEntry, updates: list[Update], quotes: list[Quote], since: datetime.datetime | None):
    article = entry.article
    person_ids = {q.speaker_id for q in quotes if q.speaker_id} | {p.pk for q in quotes for p in q.about.all()}
    key_quotes = [q for q in quotes if q.parent_id is None and not q.is_partial][:KEY_QUOTES_PER_ARTICLE]
    first_seen = article.publish_at or article.created_at
    yield TimelineItem(
        "article", article.published_on, article.published_precision, (entry.position, 0), article=article,
        key_quotes=key_quotes, person_ids=person_ids, is_new=bool(since and first_seen > since),
    )
    for update in updates:
        changed_since = bool(since and article.updated_at > since and update.dated_on >= since.date())
        yield TimelineItem(
            "update", update.dated_on, DatePrecision.DAY, (entry.position, update.position), article=article,
            update=update, person_ids={q.speaker_id for q in quotes if q.update_id == update.pk and q.speaker_id},
            is_new=changed_since,
        )


def build_timeline(entries: list[ArcEntry], *, updates, quotes, roles, since: datetime.datetime | None) -> Timeline:
    """Interleave articles, their updates and events by date; the arc's own order breaks ties.

    `entries` come with their article or event (and the event's persons) loaded; `updates`,
    `quotes` (with speaker and about) and `roles` are the visible rows for the entries' articles.
    """
    updates_of, quotes_of = defaultdict(list), defaultdict(list)
    for update in updates:
        updates_of[update.article_id].append(update)
    for quote in quotes:
        quotes_of[quote.article_id].append(quote)
    items: list[TimelineItem] = []
    for entry in entries:
        if entry.article_id:
            items.extend(_article_items(entry, updates_of[entry.article_id], quotes_of[entry.article_id], since))
        else:
            event = entry.event
            items.append(TimelineItem(
                "event", event.happened_on, event.happened_precision, (entry.position, 0), event=event,
                person_ids={p.pk for p in event.persons.all()},
            ))
    items.sort(key=lambda item: (item.date, item.order))
    articles = [entry.article for entry in entries if entry.article_id]
    return Timeline(items=items, cast=_cast(items, quotes, entries, roles), articles=articles)


def _cast(items: list[TimelineItem], quotes: list[Quote], entries: list[ArcEntry], roles: list[Role]) -> list[CastMember]:
    """Everyone the arc's documents name, most present first, with the roles those documents give them."""
    people: dict[int, Person] = {}
    for quote in quotes:
        if quote.speaker_id:
            people[quote.speaker_id] = quote.speaker
        people.update((p.pk, p) for p in quote.about.all())
    for entry in entries:
        if entry.event_id:
            people.update((p.pk, p) for p in entry.event.persons.all())
    roles_of = defaultdict(list)
    for role in roles:
        people.setdefault(role.person_id, role.person)
        roles_of[role.person_id].append(role)
    appearances = Counter(pk for item in items for pk in item.person_ids)
    cast = [CastMember(person, roles_of[pk], appearances[pk]) for pk, person in people.items()]
    cast.sort(key=lambda member: (-member.appearances, member.person.name))
    return cast


def role_when_said(quote: Quote, roles: list[Role]) -> Role | None:
    """The speaker's role when they said it. The quote's own article speaks for the time it reports."""
    day = quote.said_on or quote.article.published_on
    contemporary = quote.said_on is None or quote.said_on.year == quote.article.published_on.year
    return role_held_on(roles, day, stated_in=quote.article_id if contemporary else None)
