"""Putting an article in story arcs from the article's own form."""

import datetime

import pytest
from django.urls import reverse

from stories.models import ArcEntry, Article, StoryArc
from stories.services.arcs import place_in_arc
from tests.admin_forms import change_form_data
from tests.factories import ArticleFactory, EventFactory, StoryArcFactory
from tests.seed_slugs import ARC, COME_HOME

pytestmark = pytest.mark.django_db


def new_article_data(client, **fields):
    data = change_form_data(client.get(reverse("admin:stories_article_add")))
    data.update(
        {
            "headline": "Backman joins an independent league club",
            "slug": "backman-independent",
            "published_on": "2019-05-01",
            "published_precision": "day",
            "status": "published",
            "body": "Backman has a new job.",
            **fields,
        }
    )
    return data


def test_adding_an_arc_on_the_article_form_places_it_by_date_and_shows_part_n_of_m(
    client, editor, seed
):
    arc = StoryArc.objects.get(slug=ARC)
    client.force_login(editor)
    response = client.post(
        reverse("admin:stories_article_add"), new_article_data(client, arcs=[str(arc.pk)])
    )
    assert response.status_code == 302, response.context["errors"] if response.context else response
    article = Article.objects.get(slug="backman-independent")
    entries = list(arc.entries.order_by("position").values_list("article__slug", "event__slug"))
    index = entries.index(("backman-independent", None))
    assert entries[index - 1][0] == COME_HOME  # October 2017
    assert entries[index + 1][1] == "backman-still-shut-out-by-alderson"  # 2021
    assert list(arc.entries.values_list("position", flat=True)) == list(range(1, 17))
    client.logout()
    page = client.get(article.get_absolute_url()).content.decode()
    assert "Part 3 of 4" in page


def test_the_article_form_lists_the_arcs_the_article_is_in(client, editor, seed):
    article = Article.objects.get(arc_entries__arc__slug=ARC, published_on__year=2021)
    client.force_login(editor)
    data = change_form_data(client.get(reverse("admin:stories_article_change", args=[article.pk])))
    assert data["arcs"] == [str(StoryArc.objects.get(slug=ARC).pk)]


def test_taking_an_arc_off_the_article_form_removes_only_its_entry(client, editor, seed):
    article = Article.objects.get(arc_entries__arc__slug=ARC, published_on__year=2021)
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[article.pk])
    data = change_form_data(client.get(url))
    del data["arcs"]
    assert client.post(url, data).status_code == 302
    assert not ArcEntry.objects.filter(article=article).exists()
    assert ArcEntry.objects.filter(arc__slug=ARC).count() == 14


def test_an_article_dated_before_every_entry_goes_first():
    arc = StoryArcFactory()
    later = ArcEntry.objects.create(
        arc=arc, position=1, event=EventFactory(happened_on=datetime.date(2020, 1, 1))
    )
    entry = place_in_arc(arc=arc, article=ArticleFactory(published_on=datetime.date(2019, 1, 1)))
    later.refresh_from_db()
    assert (entry.position, later.position) == (1, 2)


def test_an_article_dated_like_an_entry_goes_after_it():
    arc = StoryArcFactory()
    same_day = ArcEntry.objects.create(
        arc=arc, position=4, event=EventFactory(happened_on=datetime.date(2020, 1, 1))
    )
    entry = place_in_arc(arc=arc, article=ArticleFactory(published_on=datetime.date(2020, 1, 1)))
    same_day.refresh_from_db()
    assert (same_day.position, entry.position) == (1, 2)
