"""Which articles name a person, and so who has a public person page.

`people` knows nothing of stories, so the rule that decides who is seen lives here, with the ways an
article names someone: `people_with_page()`.
"""

from django.db.models import Exists, OuterRef, QuerySet

from people.models import Person

from .account import Account
from .arc import Event, StoryArc
from .article import Article, Byline
from .publishing import published_condition
from .quote import Quote
from .role_source import RoleSource

# An article names a person when it quotes them, quotes someone about them, carries their byline,
# reports an event involving them or states one of their roles: (table, path to the article, path to the person).
NAMINGS = (
    (Quote, "article", "speaker"),
    (Quote.about.through, "quote__article", "person"),
    (Byline, "article", "person"),
    (Event.sources.through, "article", "event__persons"),
    (RoleSource, "article", "role__person"),
)

# The same ways as paths from an Article, for people_with_page(): a new way of naming goes into both.
ARTICLE_NAMINGS = (
    "quotes__speaker",
    "quotes__about",
    "bylines__person",
    "events_reported__persons",
    "stated_roles__role__person",
)


def people_with_page(people: QuerySet | None = None) -> QuerySet:
    """Those of `people` (everyone by default) who have a public person page; every public path that
    shows or links a person starts here.

    Someone has a page when a published article names them (quotes them, quotes someone about them,
    carries their byline, reports an event involving them or states one of their roles), a
    published arc's timeline has an event involving them, or they give an account in a dispute
    that readers can see. Anyone else, such as a speaker the importer created from a draft, must
    stay unseen: even their name would leak the story. One EXISTS per way, each a lookup on the
    person's index: a join across all of them with DISTINCT would multiply every person by their
    quotes.
    """
    people = Person.objects.all() if people is None else people
    articles = Article.objects.published()
    condition = Exists(StoryArc.objects.published().filter(entries__event__persons=OuterRef("pk")))
    condition |= Exists(Account.objects.published().filter(person=OuterRef("pk")))
    for path in ARTICLE_NAMINGS:
        condition |= Exists(articles.filter(**{path: OuterRef("pk")}))
    return people.filter(condition)


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
