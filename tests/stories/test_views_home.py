"""The front page: arcs with their latest activity, and the latest articles."""

import datetime

import pytest
from django.urls import reverse

from tests.factories import ArcEntryFactory, ArticleFactory, StoryArcFactory
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db


def test_the_home_page_lists_arcs_with_their_latest_article(client, seeded):
    text = visible_text(client.get(reverse("stories:home")))
    assert "The Wally Backman–Sandy Alderson feud" in text
    assert "Latest Wally Backman-Sandy Alderson feud is still going quite strong 2021" in text


def test_the_most_recently_active_arc_comes_first(client, seeded):
    fresh = StoryArcFactory(title="A fresher story")
    ArcEntryFactory(
        arc=fresh, article=ArticleFactory(published_on=datetime.date(2024, 5, 1)), position=1
    )
    text = visible_text(client.get(reverse("stories:home")))
    assert text.index("A fresher story") < text.index("The Wally Backman–Sandy Alderson feud")


def test_the_home_page_lists_the_latest_articles_newest_first(client, seeded):
    text = visible_text(client.get(reverse("stories:home")))
    latest = text[text.index("Latest articles") :]
    assert latest.index("feud is still going quite strong New York Post · 2021") < latest.index(
        "asked to come home"
    )


def test_every_page_has_landmarks_and_a_skip_link(client, seeded):
    html = client.get(reverse("stories:home")).content.decode()
    for landmark in (
        '<header class="masthead">',
        '<nav class="masthead__nav" aria-label="Sections">',
        '<main id="main"',
        "<footer",
    ):
        assert landmark in html
    assert '<a class="skip-link" href="#main">' in html


def test_a_missing_page_says_so_inside_the_site_layout(client, db):
    response = client.get("/articles/no-such-article/")
    assert response.status_code == 404
    assert "Page not found" in visible_text(response)
    assert '<nav class="masthead__nav"' in response.content.decode()
