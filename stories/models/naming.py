"""Which articles name a person: for the person page and the article list's person filter.

Who has a public page at all is `people.models.PersonQuerySet.with_page()`.
"""

from django.db.models import QuerySet

from people.models import Role

from .arc import Event
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


def ids_of_people_named_in(article) -> QuerySet:
    """Ids of the people an article (or id) names, in any of the NAMINGS ways."""
    parts = [
        model.objects.filter(**{article_path: article}).order_by().values_list(person, flat=True)
        for model, article_path, person in NAMINGS
    ]
    return parts[0].union(*parts[1:])


def named_in_published_articles(people: QuerySet) -> QuerySet:
    """Those of `people` whom at least one published article names.

    One IN per way of naming, each starting from `people` (usually a handful matched by name), so the
    database looks up just their rows.
    """
    candidates = people.order_by().values("pk")
    parts = [
        model.objects.filter(published_condition(f"{article}__"), **{f"{person}__in": candidates})
        .order_by()
        .values(person)
        for model, article, person in NAMINGS
    ]
    return people.filter(pk__in=parts[0].union(*parts[1:]))
