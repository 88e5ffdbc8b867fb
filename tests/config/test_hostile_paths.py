"""Every public and API path, found in the URL resolver (so a new one is covered as soon as it exists), with
real slugs and ids from the seed, sent hostile values in every query parameter the site reads, in its path
segments and as a POST body: never a 500, on either engine (tests run on SQLite and PostgreSQL)."""

import base64
import itertools
import json
from urllib.parse import quote

import pytest
from django.urls import URLResolver, get_resolver, reverse

from search.filters import SearchFilter
from stories.filters import ArticleFilter, QuoteFilter
from stories.models import Dispute, Quote
from tests.hostile import HOSTILE as PAGE_VALUES
from tests.seed_slugs import ARC, BETRAYED

pytestmark = pytest.mark.django_db

VALUES = {
    **PAGE_VALUES,
    "del": "%7F",
    "bell": "a%07b",
    "100-kb": "y" * 100_000,
    "cursor-p-date": "cD0yMDE3LTAxLTAx",
    "cursor-garbage": quote(base64.b64encode(b"\xff\xfe\x00o=-1&p=\x00").decode()),
    "cursor-not-base64": "!!!",
    "negative-zero": "-0",
    "space": "%20",
    "plus-infinity": "inf",
    "deep-json": quote("[" * 2000 + "]" * 2000),
}
# Every parameter a view reads: the FilterSets' own, pagination's, the arc page's and the API's.
PARAMETERS = sorted(
    {
        *ArticleFilter.base_filters,
        *QuoteFilter.base_filters,
        *SearchFilter.base_filters,
        "page",
        "p",
        "cursor",
        "page_size",
        "person",
        "cast",
        "preview",
        "review",
        "kind",
        "article",
        "format",
        "unknown",
    }
)
# What is not a public path: the admin (staff only, behind sign-in) and the catch-all of the API.
SKIPPED = ("admin/", "api/v1/^")


def routes(resolver=None, prefix="", namespace=""):
    for entry in (resolver or get_resolver()).url_patterns:
        if isinstance(entry, URLResolver):
            inner = namespace + (f"{entry.namespace}:" if entry.namespace else "")
            yield from routes(entry, prefix + str(entry.pattern), inner)
        elif entry.name and not (prefix + str(entry.pattern)).startswith(SKIPPED):
            yield namespace + entry.name, list(entry.pattern.converters)


def real_values() -> dict[str, list[str]]:
    quote_pk = str(Quote.objects.published().first().pk)
    dispute = Dispute.objects.published().first().slug
    return {
        "slug": [ARC, BETRAYED, "sandy-alderson", "new-york-mets", dispute],
        "section": ["quotes", "articles"],
        "pk": [quote_pk],
        "kind": ["arc", "person", "article", "quote"],
        "key": [ARC, "sandy-alderson", BETRAYED, quote_pk],
        "token": ["not-a-token"],
    }


def real_path(client, name: str, kwargs: list[str], values) -> str:
    """The route's address with the first seed values it answers for (the last tried when none does)."""
    path = None
    for combination in itertools.product(*(values.get(k, ["x"]) for k in kwargs)):
        path = reverse(name, kwargs=dict(zip(kwargs, combination, strict=True)))
        if client.get(path).status_code < 400:
            break
    return path


def test_the_resolver_gives_every_public_path(client, seeded):
    names = {name for name, _ in routes()}
    assert {
        "stories:home",
        "stories:article",
        "api:quotes",
        "api:imports",
        "sitemap-section",
    } <= names


def test_no_hostile_value_in_any_parameter_or_segment_of_any_path_gives_a_server_error(
    client, seeded
):
    values = real_values()
    failures = []
    for name, kwargs in routes():
        path = real_path(client, name, kwargs, values)
        for label, raw in VALUES.items():
            everything = "&".join(f"{parameter}={raw}" for parameter in PARAMETERS)
            addresses = [f"{path}?{everything}"]
            # Path segments: each segment of the real address in turn.
            segments = path.strip("/").split("/")
            for n in range(len(segments)):
                changed = [*segments[:n], raw[:2000], *segments[n + 1 :]]
                addresses.append("/" + "/".join(changed) + ("/" if path.endswith("/") else ""))
            for address in addresses:
                status = client.get(address).status_code
                if status >= 500:
                    failures.append((name, label, address[:120], status))
        # One parameter at a time, for the values a view's own checks meet (not the floor's 404).
        for parameter, label in itertools.product(
            PARAMETERS, ["huge", "negative", "cursor-p-date"]
        ):
            status = client.get(f"{path}?{parameter}={VALUES[label]}").status_code
            if status >= 500:
                failures.append((name, label, f"{path}?{parameter}=", status))
    assert not failures, failures[:20]


BODIES = {
    "deep-json": ("application/json", "[" * 100_000 + "]" * 100_000),
    "deep-object": ("application/json", '{"a":' * 50_000 + "1" + "}" * 50_000),
    "100-kb-string": ("application/json", json.dumps({"text": "z" * 100_000, "q": "\x00"})),
    "not-json": ("application/json", "\x00\xff{"),
    "form-with-nul": ("application/x-www-form-urlencoded", "email=a%00b&kind=%00&q=" + "x" * 5000),
}


def test_no_hostile_body_posted_to_any_path_gives_a_server_error(client, seeded, editor):
    from rest_framework.authtoken.models import Token

    token = Token.objects.create(user=editor)
    values = real_values()
    failures = []
    for name, kwargs in routes():
        path = real_path(client, name, kwargs, values)
        for label, (content_type, body) in BODIES.items():
            for headers in ({}, {"HTTP_AUTHORIZATION": f"Token {token.key}"}):
                status = client.post(path, body, content_type=content_type, **headers).status_code
                if status >= 500:
                    failures.append((name, label, status))
    assert not failures, failures
