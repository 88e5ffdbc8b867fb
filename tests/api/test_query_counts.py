"""Each endpoint's query count is the same for a page of 2 as for a page of 50, and for a short story as for a
long one: everything a serializer reads is selected or prefetched."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.factories import build_running_story, extend_running_story

pytestmark = pytest.mark.django_db


def queries(client, path, **params) -> int:
    with CaptureQueriesContext(connection) as captured:
        response = client.get(path, params)
    assert response.status_code == 200, (path, response.content[:200])
    return len(captured)


@pytest.fixture
def long_story(db):
    arc = build_running_story(6)
    extend_running_story(arc, range(6, 60))
    return arc


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/arcs/",
        "/api/v1/articles/",
        "/api/v1/quotes/",
        "/api/v1/people/",
        "/api/v1/organisations/",
        "/api/v1/corrections/",
    ],
)
def test_a_list_costs_the_same_whatever_its_page_size(client, long_story, path):
    assert queries(client, path, page_size=2) == queries(client, path, page_size=50)


def test_details_cost_the_same_for_a_short_story_and_a_long_one(client):
    from stories.models import Quote

    def details(article: str):
        quote = Quote.objects.filter(article__slug=article).order_by("pk").last()
        return {
            "arc": queries(client, "/api/v1/arcs/long-running/"),
            "article": queries(client, f"/api/v1/articles/{article}/"),
            "person": queries(client, "/api/v1/people/cast-0/"),
            "quote": queries(client, f"/api/v1/quotes/{quote.pk}/"),
        }

    arc = build_running_story(2)
    short = details("report-0")  # 3 paragraphs and quotes, in an arc of 2 articles
    extend_running_story(arc, range(2, 60), paragraphs=8)
    assert details("report-59") == short  # 8 of each, in an arc of 60
    assert max(short.values()) <= 7, short
