"""The rules of every public path, for the API: the page cache and its invalidation, ETag and 304, CDN headers,
CORS for GET, a rate limit per address, and never a 500 on any query parameter."""

import pytest
from django.core.cache import cache

from stories.models import Quote
from tests.factories import ArticleFactory, ParagraphFactory, PersonFactory, QuoteFactory
from tests.hostile import HOSTILE
from tests.seed_slugs import ARC, BETRAYED

pytestmark = pytest.mark.django_db


@pytest.fixture
def page_cache(settings):
    settings.PAGE_CACHE_SECONDS = 300


def test_an_answer_is_cached_and_an_edit_makes_only_what_shows_it_stale(client, seeded, page_cache):
    quote = Quote.objects.published().filter(article__slug=BETRAYED).first()
    other = Quote.objects.published().exclude(article__slug=BETRAYED).first()
    first = client.get(f"/api/v1/quotes/{quote.pk}/")
    client.get(f"/api/v1/quotes/{other.pk}/")
    assert f"quote-{quote.pk}" in first["Surrogate-Key"].split()
    # Rows changed without signals stay as cached: the second answer came from the cache.
    Quote.objects.filter(pk__in=[quote.pk, other.pk]).update(setting="other")
    assert client.get(f"/api/v1/quotes/{quote.pk}/").json()["setting"] == quote.setting
    # An edit through the model makes the pages showing it stale (the quote's, its article's), not the others.
    quote.refresh_from_db()
    quote.text = quote.text  # the same words, saved: readers of the API see the setting it now has
    quote.save()
    assert client.get(f"/api/v1/quotes/{quote.pk}/").json()["setting"] == "other"
    assert client.get(f"/api/v1/quotes/{other.pk}/").json()["setting"] == other.setting


def test_a_correction_is_never_served_stale_in_a_cached_article(client, seeded, page_cache):
    from stories.models import Article, Update

    article = Article.objects.get(slug=BETRAYED)
    assert client.get(f"/api/v1/articles/{BETRAYED}/").json()["updates"][-1]["kind"] != "correction"
    client.get("/api/v1/corrections/")
    Update.objects.create(
        article=article,
        position=50,
        kind="correction",
        dated_on="2017-01-20",
        text="An earlier version misquoted Backman.",
    )
    assert (
        client.get(f"/api/v1/articles/{BETRAYED}/").json()["updates"][-1]["text"]
        == "An earlier version misquoted Backman."
    )
    assert (
        client.get("/api/v1/corrections/").json()["results"][0]["text"]
        == "An earlier version misquoted Backman."
    )


def test_a_newly_published_article_reaches_the_cached_lists(client, seeded, page_cache):
    client.get("/api/v1/articles/")
    client.get("/api/v1/people/")
    article = ArticleFactory(headline="A new report", slug="a-new-report", status="draft")
    QuoteFactory(
        article=article,
        paragraph=ParagraphFactory(article=article, text="“New words,” said a newcomer."),
        text="New words",
        speaker=PersonFactory(name="A Newcomer", slug="a-newcomer"),
    )
    assert "a-new-report" not in client.get("/api/v1/articles/").content.decode()
    article.status = "published"
    article.save()
    assert "a-new-report" in client.get("/api/v1/articles/").content.decode()
    assert "a-newcomer" in client.get("/api/v1/people/", {"page_size": 100}).content.decode()


def test_etag_and_304_and_headers_for_cdns(client, seeded, page_cache):
    response = client.get(f"/api/v1/arcs/{ARC}/")
    assert response["ETag"]
    assert "public" in response["Cache-Control"] and "s-maxage=" in response["Cache-Control"]
    from stories.models import StoryArc

    assert f"arc-{StoryArc.objects.get(slug=ARC).pk}" in response["Surrogate-Key"].split()
    again = client.get(f"/api/v1/arcs/{ARC}/", HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304 and again.content == b""


def test_cors_allows_any_site_to_read_but_not_to_write(client, seeded):
    response = client.get("/api/v1/arcs/", HTTP_ORIGIN="https://partner.example")
    assert response["Access-Control-Allow-Origin"] == "*"
    preflight = client.options(
        "/api/v1/imports/",
        HTTP_ORIGIN="https://partner.example",
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
    )
    assert "POST" not in preflight.get("Access-Control-Allow-Methods", "")
    assert "Access-Control-Allow-Origin" not in client.get(
        f"/articles/{BETRAYED}/", HTTP_ORIGIN="https://partner.example"
    )


def test_the_rate_limit_per_address_answers_429_in_json_cached_answers_included(
    client, seeded, page_cache, settings
):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"api": "3/minute", "imports": "3/hour"},
    }
    cache.clear()
    for _ in range(3):
        assert client.get("/api/v1/arcs/").status_code == 200
    refused = client.get("/api/v1/arcs/")
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) >= 1
    assert refused.json()["status"] == 429 and "Too many requests" in refused.json()["error"]
    # Another address is not held back, and the site's pages are not limited.
    assert client.get("/api/v1/arcs/", REMOTE_ADDR="192.0.2.7").status_code == 200
    assert client.get("/arcs/").status_code == 200


def test_a_client_cannot_escape_the_limit_by_forging_x_forwarded_for(client, seeded, settings):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"api": "2/minute", "imports": "3/hour"},
    }
    cache.clear()
    statuses = [
        client.get("/api/v1/", HTTP_X_FORWARDED_FOR=f"198.51.100.{n}").status_code for n in range(4)
    ]
    assert statuses == [200, 200, 429, 429]


API_PARAMETERS = {
    "/api/v1/arcs/": ["cursor", "page_size"],
    "/api/v1/articles/": [
        "q",
        "person",
        "speaker",
        "outlet",
        "arc",
        "since",
        "until",
        "cursor",
        "page_size",
    ],
    "/api/v1/quotes/": [
        "q",
        "speaker",
        "about",
        "outlet",
        "arc",
        "since",
        "until",
        "cursor",
        "page_size",
    ],
    "/api/v1/people/": ["q", "cursor", "page_size"],
    "/api/v1/organisations/": ["kind", "cursor", "page_size"],
    "/api/v1/corrections/": ["article", "since", "until", "cursor", "page_size"],
    f"/api/v1/arcs/{ARC}/": ["unknown"],
}


@pytest.mark.parametrize("path", list(API_PARAMETERS))
def test_no_hostile_value_of_any_parameter_gives_a_server_error(client, seeded, path):
    failures = {}
    for parameter in API_PARAMETERS[path]:
        for label, raw in HOSTILE.items():
            response = client.get(f"{path}?{parameter}={raw}")
            if (
                response.status_code not in (200, 400, 404)
                or response["Content-Type"] != "application/json"
            ):
                failures[f"{parameter}={label}"] = response.status_code
    assert not failures
