"""The OpenAPI schema describes what the API really answers: every endpoint's responses, errors included,
validated against /api/v1/openapi.json with openapi-core; the docs page serves from the site itself."""

import json

import pytest
from openapi_core import OpenAPI
from openapi_core.contrib.django import DjangoOpenAPIRequest, DjangoOpenAPIResponse

from stories.models import Quote
from tests.seed_slugs import ARC, BETRAYED

pytestmark = pytest.mark.django_db


@pytest.fixture
def openapi(client, seeded):
    response = client.get("/api/v1/openapi.json")
    assert response.status_code == 200
    return OpenAPI.from_dict(json.loads(response.content))


def _check(openapi, response):
    openapi.validate_response(
        DjangoOpenAPIRequest(response.wsgi_request), DjangoOpenAPIResponse(response)
    )


def test_every_read_endpoint_answers_as_the_schema_says(client, seeded, openapi):
    quote = (
        Quote.objects.published().filter(about__isnull=False).first()
        or Quote.objects.published().first()
    )
    paths = [
        "/api/v1/",
        "/api/v1/arcs/",
        f"/api/v1/arcs/{ARC}/",
        "/api/v1/articles/",
        f"/api/v1/articles/{BETRAYED}/",
        f"/api/v1/articles/{BETRAYED}/versions/",
        "/api/v1/articles/?speaker=wally-backman&page_size=1",
        "/api/v1/quotes/",
        f"/api/v1/quotes/{quote.pk}/",
        "/api/v1/quotes/?speaker=sandy-alderson",
        "/api/v1/people/",
        "/api/v1/people/?q=Backman",
        "/api/v1/people/wally-backman/",
        "/api/v1/people/sandy-alderson/",
        "/api/v1/organisations/",
        "/api/v1/organisations/new-york-mets/",
        "/api/v1/organisations/?kind=team",
        "/api/v1/corrections/",
    ]
    for path in paths:
        response = client.get(path)
        assert response.status_code == 200, path
        _check(openapi, response)
    # Every quote of the seed, whatever its source (paragraph, update, post) and speaker (named or not).
    for quote in Quote.objects.published():
        _check(openapi, client.get(f"/api/v1/quotes/{quote.pk}/"))


def test_errors_answer_as_the_schema_says(client, seeded, openapi):
    for path, status in [
        ("/api/v1/quotes/?speaker=nobody-at-all", 400),
        ("/api/v1/articles/?since=2017-02-31", 400),
        ("/api/v1/quotes/?cursor=nonsense", 400),
        ("/api/v1/people/?page_size=0", 400),
        ("/api/v1/arcs/no-such-arc/", 404),
        ("/api/v1/quotes/999999/", 404),
    ]:
        response = client.get(path)
        assert response.status_code == status, path
        assert set(response.json()) >= {"status", "error"}
        _check(openapi, response)


def test_the_schema_lists_every_endpoint(client, seeded):
    paths = client.get("/api/v1/openapi.json").json()["paths"]
    assert set(paths) == {
        "/api/v1/",
        "/api/v1/arcs/",
        "/api/v1/arcs/{slug}/",
        "/api/v1/articles/",
        "/api/v1/articles/{slug}/",
        "/api/v1/articles/{slug}/versions/",
        "/api/v1/quotes/",
        "/api/v1/quotes/{id}/",
        "/api/v1/people/",
        "/api/v1/people/{slug}/",
        "/api/v1/organisations/",
        "/api/v1/organisations/{slug}/",
        "/api/v1/corrections/",
        "/api/v1/imports/",
    }
    # The browse pages' filters are documented as parameters.
    names = {p["name"] for p in paths["/api/v1/quotes/"]["get"]["parameters"]}
    assert {
        "q",
        "speaker",
        "about",
        "outlet",
        "arc",
        "since",
        "until",
        "cursor",
        "page_size",
    } <= names


def test_the_docs_page_loads_its_script_from_the_site(client):
    response = client.get("/api/v1/docs/")
    assert response.status_code == 200
    page = response.content.decode()
    assert "/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js" in page
    assert "<script>" not in page.replace(" ", "")  # no inline script: the CSP would refuse it
    script = client.get("/api/v1/docs/", {"script": ""})
    assert script.status_code == 200 and "SwaggerUIBundle" in script.content.decode()


def test_the_schema_generates_without_a_warning_and_validates(tmp_path):
    from django.core.management import call_command

    call_command(
        "spectacular",
        "--validate",
        "--fail-on-warn",
        "--format",
        "openapi-json",
        "--file",
        str(tmp_path / "schema.json"),
    )
    assert json.loads((tmp_path / "schema.json").read_text())["openapi"].startswith("3.1")


def test_the_import_endpoint_answers_as_the_schema_says(client, openapi, editor, reporter):
    from rest_framework.authtoken.models import Token

    from .test_imports import ARTICLE

    def post(user, body):
        headers = (
            {"HTTP_AUTHORIZATION": f"Token {Token.objects.get_or_create(user=user)[0].key}"}
            if user
            else {}
        )
        return client.post(
            "/api/v1/imports/", json.dumps(body), content_type="application/json", **headers
        )

    for user, body, status in [
        (editor, {"name": "bridge", "text": ARTICLE}, 200),
        (editor, {"name": "bridge", "text": ARTICLE, "commit": True}, 201),
        (editor, {}, 400),
        (None, {"text": ARTICLE}, 401),
        (reporter, {"name": "other", "text": ARTICLE.replace("Pell", "Marsh")}, 403),
    ]:
        response = post(user, body)
        assert response.status_code == status, body
        _check(openapi, response)
