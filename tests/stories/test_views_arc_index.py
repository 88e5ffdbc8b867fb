"""The front page features the most recently active arcs; the arc index lists them all, A to Z."""

import datetime

import pytest
from django.urls import reverse

from stories.models import Status
from stories.views import home
from tests.factories import ArcEntryFactory, ArticleFactory, StoryArcFactory
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db


def arc_with_article(title, day, **article):
    arc = StoryArcFactory(title=title)
    ArcEntryFactory(
        arc=arc,
        article=ArticleFactory(
            published_on=datetime.date(2024, 1, 1) + datetime.timedelta(days=day), **article
        ),
    )
    return arc


def featured_titles(client):
    return [arc.title for arc in client.get(reverse("stories:home")).context["arcs"]]


def test_the_home_page_features_the_twelve_most_recently_active_arcs_and_links_to_all(client, db):
    for day in range(15):
        arc_with_article(f"Story {day:02}", day)
    response = client.get(reverse("stories:home"))
    assert featured_titles(client) == [f"Story {day:02}" for day in range(14, 2, -1)]
    assert '<a href="/arcs/">All story arcs, A to Z</a>' in response.content.decode()


def test_an_arc_is_featured_by_its_latest_visible_article_only(client, db):
    quiet = arc_with_article("Quiet story", 1)
    ArcEntryFactory(
        arc=quiet,
        article=ArticleFactory(
            published_on=datetime.date(2024, 6, 1),
            status=Status.DRAFT,
            headline="Unpublished scoop",
        ),
    )
    arc_with_article("Busy story", 5)
    ArcEntryFactory(
        arc=StoryArcFactory(title="Draft story", status=Status.DRAFT),
        article=ArticleFactory(published_on=datetime.date(2024, 7, 1)),
    )
    StoryArcFactory(title="Events only")
    response = client.get(reverse("stories:home"))
    assert featured_titles(client) == ["Busy story", "Quiet story"]
    assert "Unpublished scoop" not in response.content.decode()
    # An arc with no visible article yet is not featured, but the index lists it.
    assert "Events only" in visible_text(client.get(reverse("stories:arcs")))


def test_the_arc_index_lists_every_visible_arc_a_to_z_fifty_a_page(client, db):
    for n in range(55):
        StoryArcFactory(title=f"Arc {n:02}", summary="What happened so far.")
    StoryArcFactory(title="Arc 00 draft", status=Status.DRAFT)
    first = client.get(reverse("stories:arcs"))
    text = visible_text(first)
    assert "55 stories" in text and "Page 1 of 2" in text
    assert [arc.title for arc in first.context["arcs"]][:2] == ["Arc 00", "Arc 01"]
    assert "Arc 00 draft" not in text
    second = client.get(reverse("stories:arcs"), {"page": 2})
    assert [arc.title for arc in second.context["arcs"]] == [f"Arc {n}" for n in range(50, 55)]
    assert client.get(reverse("stories:arcs"), {"page": 3}).status_code == 404


def test_the_front_page_looks_for_activity_among_the_newest_arc_articles_only(
    client, db, monkeypatch
):
    monkeypatch.setattr(home, "RECENT_ARC_ARTICLES", 3)
    dormant = arc_with_article("Dormant story", 0)
    busy = arc_with_article("Busy story", 10)
    for day in (11, 12):
        ArcEntryFactory(
            arc=busy,
            article=ArticleFactory(
                published_on=datetime.date(2024, 1, 1) + datetime.timedelta(days=day)
            ),
        )
    arc_with_article("Fresh story", 13)
    # The newest three arc articles belong to two arcs; the dormant one is left to the index.
    assert featured_titles(client) == ["Fresh story", "Busy story"]
    assert dormant.title in visible_text(client.get(reverse("stories:arcs")))
