"""Which articles name a person, and whose page has something on it: defined once for the person page, the
article list's person filter and the sitemap."""

from django.db.models import Exists, OuterRef, Q, QuerySet

from people.models import Role

from .arc import ArcEntry, Event
from .article import Byline
from .publishing import published_condition
from .quote import Quote

# An article names a person when it quotes them, quotes someone about them, carries their byline,
# reports an event involving them or states one of their roles: (table, path to the article, path to the person).
NAMINGS = (
    (Quote, "article", "speaker"),
    (Quote.about.through, "quote__article", "person"),
    (Byline, "article", "person"),
    (Event.sources.through, "article", "event__persons"),
    (Role, "source", "person"),
)


def ids_of_articles_naming(people) -> QuerySet:
    """Ids of the articles naming any of `people` (persons or ids), published or not.

    A UNION of one small query per way of naming, each served by its person index: an OR across five
    joins from the articles would read every article and multiply rows before DISTINCT.
    """
    parts = [
        model.objects.filter(**{f"{person}__in": people}).order_by().values(article)
        for model, article, person in NAMINGS
    ]
    return parts[0].union(*parts[1:])


def named_in_published_articles(people: QuerySet) -> QuerySet:
    """Those of `people` whom at least one published article names.

    One IN per way of naming, each starting from `people` (usually a handful matched by name), so the
    database looks up just their rows.
    """
    candidates = people.order_by().values("pk")
    parts = [
        model.objects.filter(published_condition(f"{article}__"), **{f"{person}__in": candidates}).order_by().values(person)
        for model, article, person in NAMINGS
    ]
    return people.filter(pk__in=parts[0].union(*parts[1:]))


def with_page(people: QuerySet) -> QuerySet:
    """Those of `people` whose person page has something on it: the sitemap's list of people.

    Someone is on the page's record when a published article names them, or a published arc's timeline
    has an event involving them. One EXISTS per way, each a lookup on the person's index: a join across
    all of them with DISTINCT would multiply every person by their quotes. The person page applies the
    same rule to the articles and arcs it loads anyway (tests/stories/test_drafts.py checks they agree).
    """
    ways = [
        model.objects.filter(published_condition(f"{article}__"), **{person: OuterRef("pk")})
        for model, article, person in NAMINGS
    ]
    ways.append(ArcEntry.objects.filter(published_condition("arc__"), event__persons=OuterRef("pk")))
    condition = Q()
    for way in ways:
        condition |= Exists(way)
    return people.filter(condition)
