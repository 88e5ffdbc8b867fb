"""What the API shows: published content only, through the same rules as the site's pages, each queryset
loading in a fixed number of queries what its serializer reads (however many rows a page holds)."""

from django.db.models import Exists, OuterRef, Prefetch, Q

from people.models import Organisation, Role
from stories.models import ArcEntry, Article, Byline, Quote, StoryArc, Update
from stories.models.naming import people_with_page
from stories.models.publishing import published_condition
from stories.models.role_source import STATED_AS_OF


def _bylines() -> Prefetch:
    return Prefetch(
        "bylines", queryset=Byline.objects.select_related("person").order_by("position")
    )


def arcs():
    return StoryArc.objects.published()


def arc_timelines():
    """Published arcs with their entries: the published articles and every event, in the arc's order."""
    sources = Article.objects.published().select_related("outlet").order_by("published_on", "id")
    entries = (
        ArcEntry.objects.filter(Q(article__isnull=True) | published_condition("article__"))
        .select_related("article__outlet", "event")
        .prefetch_related(
            "event__persons",
            Prefetch("event__sources", queryset=sources, to_attr="published_sources"),
        )
        .order_by("position")
    )
    return arcs().prefetch_related(Prefetch("entries", queryset=entries, to_attr="visible_entries"))


def articles():
    return Article.objects.published().select_related("outlet").prefetch_related(_bylines())


def articles_with_versions():
    """With what readers read now (stories/versions.py reads the revisions in one more query)."""
    return articles().prefetch_related("paragraphs", "updates")


def whole_articles():
    quotes = Quote.objects.select_related("speaker").order_by("position")
    return articles().prefetch_related(
        "paragraphs",
        "updates",
        "embedded_posts",
        Prefetch("quotes", queryset=quotes),
    )


def quotes():
    return Quote.objects.published().select_related("speaker")


def whole_quotes():
    # The passage's other quotes too: a quote's span is placed among them, as on its article (same words twice).
    return (
        quotes()
        .select_related("article__outlet", "paragraph", "update", "embedded_post", "parent")
        .prefetch_related(
            "about",
            "paragraph__quotes",
            "update__quotes",
            "embedded_post__quotes",
        )
    )


def people():
    return people_with_page()


def people_with_roles():
    """With their roles in order, and whether a published article quotes them (their `quotes_url` is null if not)."""
    roles = Role.objects.select_related("organisation").chronological(STATED_AS_OF)
    return (
        people()
        .prefetch_related(Prefetch("roles", queryset=roles, to_attr="chronological_roles"))
        .annotate(is_quoted=Exists(Quote.objects.published().filter(speaker=OuterRef("pk"))))
    )


def organisations():
    """Those readers meet: the outlets of published articles, the organisations where people with a page held a
    role, and the organisations those belong to."""
    met = Organisation.objects.filter(
        Exists(Article.objects.published().filter(outlet=OuterRef("pk")))
        | Exists(Role.objects.filter(organisation=OuterRef("pk"), person__in=people()))
    )
    return Organisation.objects.filter(
        Q(pk__in=met.values("pk")) | Q(pk__in=met.values("parent_id"))
    ).select_related("parent")


def corrections():
    return Update.objects.published_corrections().select_related("article__outlet")
