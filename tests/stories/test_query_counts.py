"""A page's query count does not grow with its content: the same figures at 3 and at 300 articles."""

import datetime
import math
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from people.models import Person
from stories.models import Article, Paragraph, Quote, Update
from stories.sitemaps import PagedSitemap
from stories.timeline.page import ENTRIES_PER_PAGE
from stories.views.corrections import CorrectionListView
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    StoryArcFactory,
    add_disputes,
    build_running_story,
    extend_running_story,
)

pytestmark = pytest.mark.django_db
# The arc page is among the most: arc, cast, roles, the index (with what its lines show), key quotes, updates
# its events restate, and its disputes' accounts. The article page reads its bylines with the article to stay
# within it, and the search page counts every kind in one query.
MAX_QUERIES = 7


def page_urls(arc):
    middle = Article.objects.get(slug="report-1")
    return {
        "home": reverse("stories:home"),
        "arc": arc.get_absolute_url(),
        "arc, one person": arc.get_absolute_url() + "?person=cast-1",
        "arc, articles": arc.get_absolute_url() + "?show=articles",
        "arc, events": arc.get_absolute_url() + "?show=events",
        "arc, updates": arc.get_absolute_url() + "?show=updates",
        "arc, disputes": arc.get_absolute_url() + "?show=disputes",
        "arc, quotes": arc.get_absolute_url() + "?show=quotes",
        "arc, quotes, last page": arc.get_absolute_url()
        + f"?show=quotes&page={math.ceil(Quote.objects.in_arc(arc).count() / ENTRIES_PER_PAGE)}",
        "arc, one person's quotes": arc.get_absolute_url() + "?show=quotes&person=cast-1",
        "article": middle.get_absolute_url(),
        "article versions": middle.get_versions_url(),
        "quote": Quote.objects.filter(article=middle).first().get_absolute_url(),
        "person": reverse("people:person", kwargs={"slug": "cast-1"}),
        "person, quoted about": reverse("people:person", kwargs={"slug": "cast-2"}),
        "dispute": reverse("stories:dispute", kwargs={"slug": "which-way-1"}),
        "arc index": reverse("stories:arcs"),
        "quote list": reverse("stories:quotes"),
        "quote list, by speaker": reverse("stories:quotes") + "?speaker=cast-1",
        "quote list, about by name": reverse("stories:quotes")
        + "?about=Cast+member+2&arc=long-running",
        "article list": reverse("stories:articles"),
        "article list, naming": reverse("stories:articles") + "?person=cast-2",
        "article list, quoting": reverse("stories:articles")
        + "?speaker=Cast+member&outlet=the-outlet",
        "search": reverse("search:search") + "?q=words",
        "corrections": reverse("stories:corrections"),
        "corrections, last page": reverse("stories:corrections")
        + f"?page={math.ceil(Update.objects.count() / CorrectionListView.paginate_by)}",
    }


def lengthen_article(slug, *, to):
    """Give one article `to` paragraphs, each carrying a quote, so the article page itself grows."""
    article = Article.objects.get(slug=slug)
    start = article.paragraphs.count() + 1
    paragraphs = Paragraph.objects.bulk_create(
        Paragraph(article=article, position=n, text=f"He said, “more words {n}.”")
        for n in range(start, to + 1)
    )
    Quote.objects.bulk_create(
        Quote(
            article=article,
            paragraph=p,
            position=p.position,
            text=f"more words {p.position}.",
            speaker=Person.objects.get(slug="cast-1"),
        )
        for p in paragraphs
    )


def query_counts(client, arc):
    counts = {}
    for name, url in page_urls(arc).items():
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url).status_code == 200, url
        counts[name] = len(queries)
    return counts


def more_arcs(count):
    """`count` more published arcs of one article each, so the front page has more arcs than it features."""
    for n in range(count):
        arc = StoryArcFactory(title=f"Side story {n}")
        ArcEntryFactory(
            arc=arc,
            position=1,
            article=ArticleFactory(
                published_on=datetime.date(2016, 1, 1) + datetime.timedelta(days=n)
            ),
        )


def test_query_counts_are_the_same_at_3_and_300_articles_and_within_the_bound(client):
    arc = build_running_story(3)
    add_disputes(
        arc, range(2)
    )  # two disputes of five accounts: on the arc, report-1 and cast-1's page
    Update.objects.update(
        kind=Update.Kind.CORRECTION
    )  # so the corrections list has one per article
    small = query_counts(client, arc)
    extend_running_story(arc, range(3, 300))
    add_disputes(arc, range(2, 60))  # 60 disputes, 300 accounts
    Update.objects.update(kind=Update.Kind.CORRECTION)
    lengthen_article(
        "report-1", to=300
    )  # 300 more quotes from cast-1: their page has several pages
    more_arcs(60)
    large = query_counts(client, arc)
    assert small == large, f"3 articles: {small}; 300 articles: {large}"
    assert max(large.values()) <= MAX_QUERIES, large


def test_every_page_of_a_300_entry_arc_stays_within_the_bound(client):
    arc = build_running_story(
        100
    )  # an event, a report and its update a day: 300 timeline entries, twelve pages
    url = arc.get_absolute_url()
    counts = {}
    for query in (
        "",
        "?page=2",
        "?page=12",
        "?person=cast-0",
        "?person=cast-0&page=2",
        "?cast=all",
    ):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url + query).status_code == 200, query
        counts[query] = len(queries)
    assert counts[""] == counts["?page=2"] == counts["?page=12"] == counts["?cast=all"], counts
    assert counts["?person=cast-0"] == counts["?person=cast-0&page=2"]
    assert max(counts.values()) <= MAX_QUERIES, counts


def sitemap_query_counts(client):
    """Queries of the sitemap index and of every page it lists."""
    counts = {}
    with CaptureQueriesContext(connection) as queries:
        index = client.get(reverse("sitemap")).content.decode()
    counts["index"] = len(queries)
    for page in re.findall(r"<loc>http://testserver([^<]+)</loc>", index):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(page).status_code == 200, page
        # The first and last page of each section, however many there are in between.
        counts[page if "?p=" not in page else page.split("?")[0] + "?p=last"] = len(queries)
    return counts


def test_sitemap_pages_take_the_same_queries_at_3_and_300_articles(client, monkeypatch):
    monkeypatch.setattr(
        PagedSitemap, "limit", 50
    )  # 300 articles and 900 quotes: several pages each
    arc = build_running_story(3)
    add_disputes(arc, range(2))
    small = sitemap_query_counts(client)
    extend_running_story(arc, range(3, 300))
    add_disputes(arc, range(2, 120))  # the disputes section has pages too
    large = sitemap_query_counts(client)
    assert "/sitemap-quotes.xml?p=last" in large
    assert {page: large[page] for page in small} == small, (
        f"3 articles: {small}; 300 articles: {large}"
    )
    assert large["/sitemap-quotes.xml?p=last"] == large["/sitemap-quotes.xml"]
    assert large["/sitemap-disputes.xml?p=last"] == large["/sitemap-disputes.xml"]
    assert max(large.values()) <= MAX_QUERIES, large
