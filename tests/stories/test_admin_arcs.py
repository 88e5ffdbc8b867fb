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
    # After the last entry dated on or before it: the Oct. 30, 2017 refusal (after October 2017's call home).
    assert entries[index - 1][1] == "alderson-turns-down-backmans-request-to-return"
    assert entries[index - 2][0] == COME_HOME  # October 2017
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


def _add_entry_on_arc_form(client, arc, article):
    """A colleague adds the article to the arc on the arc's own form, as a browser would post it."""
    url = reverse("admin:stories_storyarc_change", args=[arc.pk])
    data = change_form_data(client.get(url))
    n = int(data["entries-TOTAL_FORMS"])
    data.update({"entries-TOTAL_FORMS": str(n + 1), f"entries-{n}-article": str(article.pk)})
    response = client.post(url, data)
    assert response.status_code == 302, response.context["errors"] if response.context else response


def test_a_stale_article_form_keeps_an_arc_entry_a_colleague_added_on_the_arcs_form(client, editor):
    article = ArticleFactory()
    kept, added = StoryArcFactory(title="Kept"), StoryArcFactory(title="Added meanwhile")
    place_in_arc(arc=kept, article=article)
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[article.pk])
    stale = change_form_data(client.get(url))
    _add_entry_on_arc_form(client, added, article)
    assert ArcEntry.objects.filter(arc=added, article=article).exists()
    # The stale form still posts only "Kept" in its arcs field; saving it must not drop the new entry.
    response = client.post(url, {**stale, "headline": "A new headline"})
    assert ArcEntry.objects.filter(arc=added, article=article).exists()
    if response.status_code == 200:
        assert "changed the story arcs this article is in" in response.content.decode()


def test_a_stale_article_form_that_changes_arcs_is_refused_naming_the_arcs_now(client, editor):
    article = ArticleFactory()
    added, other = StoryArcFactory(title="Added meanwhile"), StoryArcFactory(title="Other")
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[article.pk])
    stale = change_form_data(client.get(url))
    _add_entry_on_arc_form(client, added, article)
    response = client.post(url, {**stale, "arcs": [str(other.pk)]})
    assert response.status_code == 200
    assert "Nothing was saved" in response.content.decode()
    assert "Added meanwhile" in response.content.decode()
    assert list(ArcEntry.objects.filter(article=article).values_list("arc__title", flat=True)) == [
        "Added meanwhile"
    ]


@pytest.fixture
def reporters_article(reporter):
    return ArticleFactory(created_by=reporter)  # published: reporters keep editing their own


def test_a_reporter_cannot_place_their_article_in_an_arc(client, reporter, reporters_article):
    arc = StoryArcFactory()
    client.force_login(reporter)
    url = reverse("admin:stories_article_change", args=[reporters_article.pk])
    data = change_form_data(client.get(url))
    client.post(url, {**data, "arcs": [str(arc.pk)]})
    assert not ArcEntry.objects.filter(article=reporters_article).exists()


def test_a_reporter_cannot_take_their_article_out_of_an_arc(client, reporter, reporters_article):
    arc = StoryArcFactory()
    place_in_arc(arc=arc, article=reporters_article)
    client.force_login(reporter)
    url = reverse("admin:stories_article_change", args=[reporters_article.pk])
    data = change_form_data(client.get(url))
    data.pop("arcs", None)
    client.post(url, data)
    assert ArcEntry.objects.filter(article=reporters_article, arc=arc).exists()


def test_the_arc_service_refuses_a_reporter_whatever_calls_it(reporter, reporters_article):
    from django.core.exceptions import PermissionDenied

    from stories.services.arcs import set_article_arcs

    with pytest.raises(PermissionDenied):
        set_article_arcs(article=reporters_article, arcs=[StoryArcFactory()], by=reporter)
    with pytest.raises(PermissionDenied):
        place_in_arc(arc=StoryArcFactory(), article=reporters_article, by=reporter)
