"""An arc page is made stale only by edits to what it shows: an edit to an entry on another page of its
timeline leaves it cached, in the page cache and so in Varnish (stories/timeline/page.py `shown_index`)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from stories.models import Article
from tests.factories import build_running_story

pytestmark = pytest.mark.django_db

# Fifteen days of reports make two pages of timeline: reports 0-7 on the first, 8-14 on the second.
REPORTS = 15


@pytest.fixture(autouse=True)
def caches(settings):
    settings.PAGE_CACHE_SECONDS = 300
    settings.FRAGMENT_CACHE_SECONDS = 300


@pytest.fixture
def arc(db):
    return build_running_story(REPORTS)


def get(client, url: str):
    client.cookies.clear()
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, url
    response.was_hit = not queries  # a page rendered needs queries; a cached hit none
    return response


def reword(headline: str, dek: str) -> None:
    article = Article.objects.get(headline=headline)
    article.dek = dek
    article.save()


def test_a_dek_edit_on_the_second_page_of_a_timeline_leaves_the_first_cached(client, arc):
    first, second = arc.get_absolute_url(), f"{arc.get_absolute_url()}?page=2"
    get(client, first), get(client, second)
    reword("Report 12", "Reworded on the second page.")
    assert get(client, first).was_hit
    fresh = get(client, second)
    assert not fresh.was_hit and "Reworded on the second page." in fresh.content.decode()


def test_a_dek_edit_on_the_first_page_refreshes_it_and_the_kept_index(client, arc):
    first, second = arc.get_absolute_url(), f"{arc.get_absolute_url()}?page=2"
    get(client, first), get(client, second)
    reword("Report 12", "Reworded while only the second page showed it.")
    reword("Report 3", "Reworded on the first page.")
    fresh = get(client, first)
    assert not fresh.was_hit and "Reworded on the first page." in fresh.content.decode()
    # The first page's render found the index stale (it read Report 12's dek): the second page's line is new.
    assert "Reworded while only the second page showed it." in get(client, second).content.decode()
