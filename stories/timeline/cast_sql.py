"""The SQL behind an arc's cast: who its visible documents involve, counted and ranked by the database.

Plain SQL rather than the ORM, because the ORM cannot group a union's rows. Built as a union of six
querysets with the counting and ranking in Python, the cast of a 205-entry arc took twice as long or
more: 29 ms against 11 ms on SQLite and 29 ms against 15 ms on PostgreSQL (`make bench-cast`,
bench/cast.py, times both on the same data and checks that they agree).
"""

from django.db import connections
from django.db.models import F, QuerySet

from people.models import Person, Role

from ..models import ArcEntry, Event, Quote, RoleSource
from .index import Kind, entry_key

# Small numbers rather than names: the database compares every pair to drop repeats.
PAIR_KINDS = {Kind.ARTICLE: 1, Kind.UPDATE: 2, Kind.EVENT: 3, "role": 4}
KIND_OF_PAIR = {number: kind for kind, number in PAIR_KINDS.items()}
# Joins the selected person's entries into one text ("1-12 2-30"): one value, whatever their number.
_JOIN_TEXT = {"postgresql": "string_agg({}, ' ')", "sqlite": "group_concat({}, ' ')"}
_INVOLVEMENT_SQL: dict[str, str] = {}


def involvement_sql(connection) -> str:
    """SQL for (t_kind, t_pk, t_person): everyone the arc's visible documents involve, without repeats.

    An article involves whoever says or is the subject of one of its quotes; an update, the same for
    the quotes it carries; an event, the people it names (counted for the article that reports it as its
    news, when one does: that article is its entry on the timeline). People the arc's articles only give a role
    to are in the cast too, with no entry (a NULL id). The cast's counts and the person filter both read it.

    It reads the arc's visible articles from a CTE named `arc_articles` (built by `cast_of` with the
    caller's publication rule), the events they report as news from one named `reported` (event_id,
    reporter), and takes the arc's id as its one parameter. Written as SQL, not as a
    union of six querysets: building that union took the ORM longer than the database took to run it,
    and its joins took PostgreSQL longer to plan.
    """
    if connection.vendor not in _INVOLVEMENT_SQL:
        quote, about, named, entry, role, stated = (
            connection.ops.quote_name(model._meta.db_table)
            for model in (
                Quote,
                Quote.about.through,
                Event.persons.through,
                ArcEntry,
                Role,
                RoleSource,
            )
        )
        article, update, event = (
            PAIR_KINDS[kind] for kind in (Kind.ARTICLE, Kind.UPDATE, Kind.EVENT)
        )
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
            UNION SELECT CASE WHEN reported.reporter IS NULL THEN {event} ELSE {article} END,
                   COALESCE(reported.reporter, entry.event_id), named.person_id
              FROM {named} named JOIN {entry} entry ON entry.event_id = named.event_id
              LEFT JOIN reported ON reported.event_id = entry.event_id WHERE entry.arc_id = %s
            UNION SELECT {PAIR_KINDS["role"]}, NULL, role.person_id
              FROM {role} role JOIN {stated} stated ON stated.role_id = role.id
             WHERE stated.article_id IN (SELECT article_id FROM arc_articles)"""
    return _INVOLVEMENT_SQL[connection.vendor]


def ranked_people(
    arc_articles: QuerySet,
    arc_id: int,
    *,
    shown: int | None,
    selected_slug: str,
    reported: QuerySet | None = None,
) -> list[Person]:
    """The cast's people, most involved first: the top `shown` (None: everyone) and `selected_slug`
    wherever they rank. Each carries `appearances`, `has_roles` (a visible article of the arc gives them one),
    `cast_size` (everyone involved), `listed` (in the top `shown`) and `entries` (the selected person's pairs,
    joined as text; see `entry_keys`).

    `arc_articles` is a values("article_id") queryset of the arc's visible articles: the caller's
    publication rule comes in through it, through the ORM. `reported` is a values("event_id", "reporter")
    queryset of the events an article of the arc reports as its news (`stories.timeline.index.reported_in_arc`),
    None when none is. One query.
    """
    if reported is None:
        reported = Event.sources.through.objects.filter(event_id=None).values("event_id")
        reported = reported.annotate(reporter=F("article_id"))
    db = arc_articles.db
    # Compiled by alias, not by connection: a prepared queryset (stories.timeline.cast) then gives its SQL as is.
    reported_sql, reported_params = unordered(reported).query.get_compiler(using=db).as_sql()
    connection = connections[db]
    articles_sql, params = unordered(arc_articles).query.get_compiler(using=db).as_sql()
    person = connection.ops.quote_name(Person._meta.db_table)
    params = (*params, *reported_params, arc_id)
    if selected_slug:
        # The keys of the selected person's entries, for the person filter. Only their row reads their
        # pairs: a CASE evaluates the branch it takes.
        pair_key = "CAST(pairs.t_kind AS TEXT) || '-' || CAST(pairs.t_pk AS TEXT)"
        entries, entries_params = (
            f"""CASE WHEN person.slug = %s THEN (
            SELECT {_JOIN_TEXT[connection.vendor].format(pair_key)} FROM pairs
            WHERE pairs.t_person = person.id AND pairs.t_pk IS NOT NULL) END""",
            (selected_slug,),
        )
    else:
        # Read once, PostgreSQL runs `pairs` inline; a second read would make it store the pairs first (2 ms).
        entries, entries_params = "NULL", ()
    # Ranked by one window over the cast (tens of people, a few hundred at most): the top `shown` and the
    # selected person are then read from it once; a top-N of its own, and the cast read again beside it for
    # the selected person, took twice as long (0.40 against 0.19 ms on SQLite, the largest demo arc).
    ranked = f"""WITH arc_articles AS ({articles_sql}),
        reported AS ({reported_sql}),
        pairs AS ({involvement_sql(connection)}),
        counted AS (
            SELECT pairs.t_person AS person_id, COUNT(pairs.t_pk) AS appearances,
                   MAX(CASE WHEN pairs.t_kind = {PAIR_KINDS["role"]} THEN 1 ELSE 0 END) AS has_roles
            FROM pairs GROUP BY pairs.t_person),
        ranked AS (
            SELECT person.id, person.name, person.slug, counted.appearances, counted.has_roles,
                   COUNT(*) OVER () AS cast_size,
                   ROW_NUMBER() OVER (ORDER BY counted.appearances DESC, person.name, person.id) AS place
            FROM counted JOIN {person} person ON person.id = counted.person_id)"""
    if shown is None:
        ranking = f"""{ranked}
            SELECT person.id, person.name, person.slug, person.appearances, person.has_roles, person.cast_size,
                   1 AS listed,
                   {entries} AS entries
            FROM ranked person ORDER BY person.place"""
        params = (*params, *entries_params)
    else:
        ranking = f"""{ranked}
            SELECT person.id, person.name, person.slug, person.appearances, person.has_roles, person.cast_size,
                   person.place <= %s AS listed, {entries} AS entries
            FROM ranked person WHERE person.place <= %s OR person.slug = %s ORDER BY person.place"""
        params = (*params, shown, *entries_params, shown, selected_slug)
    return list(Person.objects.raw(ranking, params))


def unordered(queryset: QuerySet) -> QuerySet:
    """`queryset` without an ORDER BY (a CTE takes none); left as it is when it has none already."""
    return queryset.order_by() if queryset.ordered else queryset


def entry_keys(joined: str | None) -> frozenset[str]:
    """The entry keys ("article-12") in a text of pairs ("1-12 2-30") joined by the ranking query."""
    keys = set()
    for pair in (joined or "").split():
        kind, _, pk = pair.partition("-")
        keys.add(entry_key(KIND_OF_PAIR[int(kind)], int(pk)))
    return frozenset(keys)
