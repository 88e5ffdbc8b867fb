"""Who is involved in an arc: everyone its visible documents involve, ranked by how often, with their roles.

Counted by the database from one union of (entry, person) pairs (`involvement_sql`); the arc page's
person filter keeps the entries it lists for the selected person.
"""

from collections import defaultdict
from dataclasses import dataclass

from django.db import connections

from people.models import Person, Role

from ..models import ArcEntry, Event, Quote, StoryArc
from .index import Kind, VisibleThrough, entry_key, visible_in_arc

# The sidebar names the most involved; the person filter still takes anyone involved, and
# "Show everyone" lists the whole cast.
CAST_SHOWN = 20


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
            Role.objects.filter(visible_in_arc("source__", arc, visible_through), person__in=[p.pk for p in people])
            .select_related("organisation")
            .chronological()
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
