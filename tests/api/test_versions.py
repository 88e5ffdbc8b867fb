"""GET /api/v1/articles/<slug>/versions/: the versions page as JSON (stories/versions.py)."""

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from openapi_core import OpenAPI
from openapi_core.contrib.django import DjangoOpenAPIRequest, DjangoOpenAPIResponse

from stories.services.publishing import unpublish_article
from tests.versioned import NOTE, corrected, corrected_story

pytestmark = pytest.mark.django_db


@pytest.fixture
def story(editor):
    return corrected_story(editor)


def versions_of(client, article) -> dict:
    response = client.get(f"/api/v1/articles/{article.slug}/versions/")
    assert response.status_code == 200, response.content[:300]
    return response.json()


def test_each_version_gives_its_date_the_note_that_made_it_and_the_words_it_changed(client, story):
    article, correction = story
    data = versions_of(client, article)
    assert data["html_url"] == f"http://testserver{article.get_versions_url()}"
    assert data["article"]["slug"] == article.slug
    first, second = data["versions"]
    assert (first["number"], first["made_by"], first["changes"]) == (1, [], [])
    assert first["html_url"].endswith(f"{article.get_versions_url()}#version-1")
    (note,) = second["made_by"]
    assert (note["id"], note["kind"], note["text"]) == (correction.pk, "correction", NOTE)
    assert note["html_url"].endswith(f"{article.get_absolute_url()}#update-{correction.position}")
    (change,) = second["changes"]
    assert change["passage"] == "Paragraph 1"
    assert change["words"] == [
        {"kind": "same", "text": "Backman said he "},
        {"kind": "removed", "text": "was let go"},
        {"kind": "added", "text": "stepped down"},
        {"kind": "same", "text": "."},
    ]
    assert second["published"]["precision"] == "day"


def test_the_article_links_its_versions(client, story):
    article, _ = story
    data = client.get(f"/api/v1/articles/{article.slug}/").json()
    assert data["versions_url"] == f"http://testserver/api/v1/articles/{article.slug}/versions/"


def test_an_unpublished_article_has_no_versions(client, story, editor):
    article, _ = story
    unpublish_article(article=article, by=editor)
    response = client.get(f"/api/v1/articles/{article.slug}/versions/")
    assert response.status_code == 404 and response.json()["status"] == 404


def test_the_answer_matches_the_schema(client, story):
    article, _ = story
    openapi = OpenAPI.from_dict(json.loads(client.get("/api/v1/openapi.json").content))
    response = client.get(f"/api/v1/articles/{article.slug}/versions/")
    openapi.validate_response(
        DjangoOpenAPIRequest(response.wsgi_request), DjangoOpenAPIResponse(response)
    )


def test_the_query_count_does_not_grow_with_the_versions(client, story):
    article, _ = story
    versions_of(client, article)
    with CaptureQueriesContext(connection) as few:
        versions_of(client, article)
    paragraph = article.paragraphs.get()
    for n in range(10):
        corrected(article, paragraph, f"Backman said it {n} times.", note=f"Correction {n}.")
    with CaptureQueriesContext(connection) as many:
        assert len(versions_of(client, article)["versions"]) == 12
    assert len(few) == len(many)


def test_a_correction_makes_the_cached_answer_stale(client, settings, story):
    settings.PAGE_CACHE_SECONDS = 300
    article, _ = story
    versions_of(client, article)
    corrected(article, article.paragraphs.get(), "Backman said he quit.", note="Again.")
    assert len(versions_of(client, article)["versions"]) == 3
