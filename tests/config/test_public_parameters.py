"""Every query parameter of every public page, against hostile values: a 404 or the page without that
parameter, never a 500, on either engine (tests run on SQLite and PostgreSQL)."""

import pytest
from django.urls import reverse

from search.filters import SearchFilter
from stories.filters import ArticleFilter, QuoteFilter
from stories.models import Dispute, Quote
from tests.hostile import HOSTILE
from tests.seed_slugs import ARC, COME_HOME

pytestmark = pytest.mark.django_db

# The parameters each public page reads. The browse lists' and search's come from their FilterSets, so a new
# filter is tested as soon as it exists.
PAGES = {
    "home": (lambda: reverse("stories:home"), ["page"]),
    "arcs": (lambda: reverse("stories:arcs"), ["page"]),
    "arc": (
        lambda: reverse("stories:arc", kwargs={"slug": ARC}),
        ["person", "cast", "show", "page"],
    ),
    "articles": (lambda: reverse("stories:articles"), [*ArticleFilter.base_filters, "page"]),
    "quotes": (lambda: reverse("stories:quotes"), [*QuoteFilter.base_filters, "page"]),
    "article": (lambda: reverse("stories:article", kwargs={"slug": COME_HOME}), []),
    "quote": (lambda: Quote.objects.published().first().get_absolute_url(), []),
    "corrections": (lambda: reverse("stories:corrections"), ["page"]),
    "person": (lambda: reverse("people:person", kwargs={"slug": "sandy-alderson"}), ["page"]),
    "person-feed": (lambda: reverse("people:person-feed", kwargs={"slug": "sandy-alderson"}), []),
    "feed": (lambda: reverse("stories:feed"), []),
    "arc-feed": (lambda: reverse("stories:arc-feed", kwargs={"slug": ARC}), []),
    "search": (lambda: reverse("search:search"), [*SearchFilter.base_filters, "page"]),
    "dispute": (lambda: Dispute.objects.published().first().get_absolute_url(), []),
    "sitemap": (lambda: reverse("sitemap"), []),
    "sitemap-section": (lambda: reverse("sitemap-section", kwargs={"section": "quotes"}), ["p"]),
    "robots": (lambda: reverse("robots"), []),
}
# Every page also takes `preview` (staff only) and ignores parameters it does not know.
CASES = [
    (page, name) for page, (_, names) in PAGES.items() for name in [*names, "preview", "unknown"]
]


@pytest.mark.parametrize(("page", "parameter"), CASES)
def test_no_hostile_value_of_a_public_parameter_gives_a_server_error(
    client, seeded, page, parameter
):
    path = PAGES[page][0]()
    failures = {}
    for label, raw in HOSTILE.items():
        status = client.get(f"{path}?{parameter}={raw}").status_code
        if status not in (200, 404):
            failures[label] = status
    assert not failures, f"{path}?{parameter}=…: {failures}"


@pytest.mark.parametrize("raw", ["%00", "a%00b", "%FF%FE", "%C0%80", "x" * 1001])
def test_a_value_no_reader_could_type_is_not_found_on_any_path(client, seeded, raw):
    for path in (reverse("search:search"), reverse("stories:home"), reverse("admin:index")):
        assert client.get(f"{path}?q={raw}").status_code == 404, path


def test_a_long_search_within_the_limit_still_shows_the_search_page(client, seeded):
    response = client.get(reverse("search:search"), {"q": "Backman " * 100})
    assert response.status_code == 200
    assert 'role="search"' in response.content.decode()


@pytest.mark.parametrize("raw", ["0", "-1", "1.0", "abc", "100001", "9223372036854775808"])
def test_an_impossible_page_number_is_not_found(client, seeded, raw):
    for path in (
        reverse("stories:quotes"),
        reverse("stories:corrections"),
        reverse("people:person", kwargs={"slug": "sandy-alderson"}),
    ):
        assert client.get(path, {"page": raw}).status_code == 404, path
