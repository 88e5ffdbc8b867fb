"""Published content only: the whole API, crawled link by link, never shows a draft, a scheduled article or
anyone known only from them; asking for one by its address is a 404."""

import json
from collections import deque

import pytest

from .conftest import CANARY

pytestmark = pytest.mark.django_db
ROOT = "http://testserver/api/v1/"
NOT_CONTENT = {ROOT + "imports/", ROOT + "openapi.json", ROOT + "docs/"}


def _links(value) -> set[str]:
    if isinstance(value, dict):
        return set().union(*(_links(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_links(v) for v in value)) if value else set()
    return {value} if isinstance(value, str) and value.startswith(ROOT) else set()


def crawl(client) -> dict[str, bytes]:
    """Every API address reachable from the root through `url`, `next`, `quotes_url` and the other links."""
    seen, queue, pages = {ROOT}, deque([ROOT]), {}
    while queue:
        url = queue.popleft()
        response = client.get(
            url.removeprefix("http://testserver"), {"page_size": 2} if "?" not in url else {}
        )
        assert response.status_code == 200, (url, response.content[:200])
        pages[url] = response.content
        for link in _links(json.loads(response.content)) - seen - NOT_CONTENT:
            seen.add(link)
            queue.append(link)
    return pages


def test_the_whole_api_crawled_shows_no_draft(client, drafts):
    pages = crawl(client)
    leaks = [url for url, content in pages.items() if CANARY.encode() in content]
    assert not leaks
    # The crawl reached every list, its later pages, and every kind of object.
    for kind in ("articles", "quotes", "people", "organisations"):
        assert any(url.startswith(f"{ROOT}{kind}/?") and "cursor=" in url for url in pages), kind
    for kind in ("arcs", "articles", "quotes", "people", "organisations"):
        assert any(
            url.startswith(f"{ROOT}{kind}/") and url != f"{ROOT}{kind}/" and "?" not in url
            for url in pages
        ), kind
    assert f"{ROOT}corrections/" in pages
    assert len(pages) > 60


@pytest.mark.parametrize(
    "path",
    [
        f"arcs/arc-{CANARY}/",
        f"articles/draft-{CANARY}/",
        f"articles/scheduled-{CANARY}/",
        f"people/speaker-{CANARY}/",
        f"people/writer-draft-{CANARY}/",
        f"people/witness-{CANARY}/",
        f"organisations/outlet-{CANARY}/",
        f"organisations/club-{CANARY}/",
    ],
)
def test_a_draft_asked_for_by_address_is_not_found(client, drafts, path):
    response = client.get(f"/api/v1/{path}")
    assert response.status_code == 404
    assert response.json()["status"] == 404 and response.json()["error"]
    assert CANARY not in response.content.decode()


def test_a_draft_quote_is_not_found_by_its_id(client, drafts):
    from stories.models import Quote

    hidden = Quote.objects.filter(text__contains=CANARY)
    assert hidden.count() == 2
    for quote in hidden:
        assert client.get(f"/api/v1/quotes/{quote.pk}/").status_code == 404


def test_filtering_by_someone_known_only_from_drafts_finds_no_one(client, drafts):
    response = client.get("/api/v1/quotes/", {"speaker": f"speaker-{CANARY}"})
    assert response.status_code == 400
    assert response.json()["fields"]["speaker"]
    assert client.get("/api/v1/people/", {"q": CANARY}).json()["results"] == []
