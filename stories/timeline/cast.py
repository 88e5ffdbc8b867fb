"""Who is involved in an arc: everyone its visible documents involve, ranked by how often, with their roles.

Counted by the database from one union of (entry, person) pairs (`cast_sql.involvement_sql`); the arc
page's person filter keeps the entries it lists for the selected person.
"""

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Min

from people.models import Person, Role
from sitewide.prepared import Prepared

from ..models import ArcEntry, StoryArc
from ..models.publishing import READERS
from ..models.role_source import STATED_AS_OF
from .cast_sql import entry_keys, ranked_people
from .index import VisibleThrough, reported_in_arc, visible_in_arc

# The sidebar names the most involved; the person filter still takes anyone involved, and
# "Show everyone" lists the whole cast.
CAST_SHOWN = 20


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
    selected_entries: frozenset[str] | None = (
        None  # the keys of the timeline entries involving them
    )

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


def cast_of(
    arc: StoryArc,
    visible_through: VisibleThrough,
    *,
    shown: int | None = CAST_SHOWN,
    selected_slug: str = "",
) -> Cast:
    """The arc's `shown` most involved people (None: everyone) with the roles its documents give them,
    and how many there are in all.

    The database counts each person's entries (`cast_sql.ranked_people`) and ranks them (most entries,
    then name); `selected_slug` is fetched too, wherever they rank, with the keys of their entries
    for the person filter. Two queries: the ranking, and the roles of those it found with any.
    """
    arc_articles = cast_articles.given(arc.pk, visible_through=visible_through)
    reported = cast_reported.given(arc.pk, visible_through=visible_through)
    people = ranked_people(
        arc_articles, arc.pk, shown=shown, selected_slug=selected_slug, reported=reported
    )
    roles_of = defaultdict(list)
    # Only for those the ranking found a role for (the same visible articles of the arc state them): most arcs'
    # casts have none, and the query finding none took about a tenth of the cast's time (SQLite, demo data).
    with_roles = tuple(p.pk for p in people if p.has_roles)
    if with_roles:
        for role in cast_roles.given(arc.pk, with_roles, visible_through=visible_through):
            roles_of[role.person_id].append(role)
    members = [CastMember(p, roles_of[p.pk], p.appearances) for p in people if p.listed]
    selected = next((p for p in people if p.slug == selected_slug), None) if selected_slug else None
    return Cast(
        members=members,
        size=people[0].cast_size if people else 0,
        selected=selected,
        selected_entries=entry_keys(selected.entries) if selected else None,
    )


# The ranking's two subqueries, compiled once for readers (sitewide/prepared.py): building them took as long as
# running the ranking (profiled on the demo data's largest arc).
@Prepared
def cast_articles(arc_id: int, visible_through: VisibleThrough = READERS.visible_through):
    """The arc's visible articles, as `ranked_people` reads them."""
    return (
        ArcEntry.objects.filter(arc_id=arc_id, article__isnull=False)
        .filter(visible_through("article"))
        .values("article_id")
        .order_by()
    )


@Prepared
def cast_reported(arc_id: int, visible_through: VisibleThrough = READERS.visible_through):
    """The events an article of the arc reports as its news, with that article, as `ranked_people` reads them."""
    return (
        reported_in_arc(arc_id, visible_through)
        .values("event_id")
        .annotate(reporter=Min("article_id"))
        .order_by()
    )


@Prepared
def cast_roles(
    arc_id: int, person_ids: tuple, visible_through: VisibleThrough = READERS.visible_through
):
    """The roles the arc's visible documents give `person_ids`, in order (sitewide/prepared.py)."""
    return (
        Role.objects.filter(
            visible_in_arc("source__article__", arc_id, visible_through),
            person__in=person_ids,
        )
        .select_related("organisation", "source__article")
        .chronological(STATED_AS_OF)
    )
