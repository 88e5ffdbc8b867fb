"""The arc's timeline filtered by kind is cached like any page: each `?show=` address is kept with the tags of what
it shows, so an edit to an article refreshes every filtered page showing it, and a new entry every one."""

import datetime

import pytest

from stories.models import ArcEntry, Article, Paragraph, Quote, Status, Update
from tests.factories import add_disputes, build_running_story

pytestmark = pytest.mark.django_db
KINDS = ("", "articles", "events", "updates", "quotes", "disputes")


@pytest.fixture(autouse=True)
def caches(settings):
    settings.PAGE_CACHE_SECONDS = 300
    settings.FRAGMENT_CACHE_SECONDS = 300


@pytest.fixture
def arc(db):
    arc = build_running_story(4)
    add_disputes(arc, range(1))  # its accounts cite report-1
    return arc


def get(client, url: str):
    client.cookies.clear()
    response = client.get(url)
    assert response.status_code == 200, url
    # A hit is the stored bytes; a render runs the template (with every part kept, it may need no query).
    response.was_hit = not response.templates
    return response


def urls(arc) -> dict[str, str]:
    return {kind: arc.get_absolute_url() + (f"?show={kind}" if kind else "") for kind in KINDS}


def test_each_filtered_timeline_is_cached_under_its_own_address_with_what_it_shows(client, arc):
    for kind, url in urls(arc).items():
        first = get(client, url)
        assert not first.was_hit and get(client, url).was_hit, kind
        assert f"arc-{arc.pk}" in first["Surrogate-Key"].split(), kind
    report = Article.objects.get(slug="report-1")
    quotes_page = get(client, urls(arc)["quotes"])
    assert {f"article-{report.pk}", f"quote-{report.quotes.first().pk}"} <= set(
        quotes_page["Surrogate-Key"].split()
    )


def test_an_edit_to_an_article_refreshes_every_filtered_timeline_showing_it(client, arc):
    pages = {kind: get(client, url) for kind, url in urls(arc).items()}
    showing = {kind for kind, page in pages.items() if "Report 1<" in page.content.decode()}
    # Its line, its update's line, its quotes' lines, and the accounts citing it.
    assert {"", "articles", "updates", "quotes", "disputes"} <= showing
    article = Article.objects.get(slug="report-1")
    article.headline = "Report one, reworded"
    article.save()
    for kind in showing:
        fresh = get(client, urls(arc)[kind])
        assert not fresh.was_hit, kind
        assert "Report one, reworded" in fresh.content.decode(), kind


def test_a_new_article_on_the_arc_refreshes_every_filtered_timeline(client, arc):
    for url in urls(arc).values():
        get(client, url)
    article = Article.objects.create(
        headline="Report 99",
        slug="report-99",
        status=Status.PUBLISHED,
        published_on=datetime.date(2017, 2, 1),
    )
    ArcEntry.objects.create(arc=arc, article=article, position=99)
    Update.objects.create(article=article, position=1, dated_on=article.published_on, text="Later.")
    paragraph = Paragraph.objects.create(
        article=article, position=1, text="“A new quote,” she said."
    )
    Quote.objects.create(
        article=article,
        paragraph=paragraph,
        position=1,
        text="A new quote,",
        speaker_description="A witness",
    )
    for kind, url in urls(arc).items():
        fresh = get(client, url)
        assert not fresh.was_hit, kind
        assert "Articles 5" in " ".join(fresh.content.decode().split()).replace(
            '<span class="timeline-kinds__count">', ""
        ), kind
    assert "Report 99" in get(client, urls(arc)["articles"]).content.decode()
    assert "A new quote," in get(client, urls(arc)["quotes"]).content.decode()
