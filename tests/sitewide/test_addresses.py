"""sitewide.addresses gives exactly what reverse() gives, for every public route that takes one value."""

import pytest
from django.test import override_settings
from django.urls import NoReverseMatch, reverse, set_script_prefix

from sitewide import addresses
from sitewide.addresses import address, fixed_address
from stories.models import StoryArc
from tests.factories import ArticleFactory

ROUTES = [
    ("stories:article", "slug"),
    ("stories:arc", "slug"),
    ("people:person", "slug"),
    ("stories:quote", "pk"),
]


@pytest.fixture
def script_prefix():
    yield set_script_prefix
    set_script_prefix("/")


@pytest.mark.parametrize("viewname, kwarg", ROUTES)
@pytest.mark.parametrize("prefix", ["/", "/news/"])
def test_the_address_is_the_one_reverse_gives(viewname, kwarg, prefix, script_prefix):
    script_prefix(prefix)
    for value in (
        [7, 7654321, 10**12]
        if kwarg == "pk"
        else ["a", "wally-backman", "under_score-2", "7654321"]
    ):
        assert address(viewname, kwarg, value) == reverse(viewname, kwargs={kwarg: value})
    assert address(viewname, kwarg, 5 if kwarg == "pk" else "x").startswith(prefix)


def test_values_reverse_refuses_are_refused():
    with pytest.raises(NoReverseMatch):
        address("stories:quote", "pk", None)  # an unsaved quote has no address
    with pytest.raises(NoReverseMatch):
        address("stories:article", "slug", "")
    with pytest.raises(NoReverseMatch):
        address("stories:article", "slug", "two words")


@override_settings(ROOT_URLCONF="tests.config.urls_moved")
def test_a_changed_urlconf_is_followed():
    assert (
        address("stories:article", "slug", "a")
        == "/elsewhere/articles/a/"
        == reverse("stories:article", kwargs={"slug": "a"})
    )


def test_models_link_through_it(db):
    article = ArticleFactory(slug="the-feud")
    assert article.get_absolute_url() == "/articles/the-feud/"


FIXED_ROUTES = [
    "stories:home",
    "stories:articles",
    "stories:quotes",
    "stories:feed",
    "search:search",
]


@pytest.mark.parametrize("prefix", ["/", "/news/"])
def test_a_route_without_a_value_is_the_one_reverse_gives(prefix, script_prefix):
    script_prefix(prefix)
    for viewname in FIXED_ROUTES:
        assert fixed_address(viewname) == reverse(viewname)
        assert fixed_address(viewname).startswith(prefix)


@override_settings(ROOT_URLCONF="tests.config.urls_moved")
def test_a_route_without_a_value_follows_a_changed_urlconf():
    assert (
        fixed_address("stories:articles") == reverse("stories:articles") == "/elsewhere/articles/"
    )


def test_the_masthead_and_footer_link_where_url_would(client, db):
    page = client.get("/").content.decode()
    for viewname in FIXED_ROUTES:
        assert f'="{reverse(viewname)}"' in page, viewname


@pytest.fixture
def urlconf_reads(monkeypatch):
    """How often sitewide.addresses reads the URLconf (a thread-local, about half of an address's cost)."""
    reads = [0]

    def get_urlconf(default=None):
        reads[0] += 1
        return original(default)

    original = addresses.get_urlconf
    monkeypatch.setattr(addresses, "get_urlconf", get_urlconf)
    return reads


def test_a_page_reads_the_urlconf_once_per_route_it_links_to(client, seeded, urlconf_reads):
    url = reverse("stories:arc", kwargs={"slug": StoryArc.objects.get().slug})
    client.get(url)
    urlconf_reads[0] = 0

    page = client.get(url).content.decode()

    assert page.count('href="/people/') > 10 and page.count('href="/articles/') > 10
    # The routes taking a value (an arc, articles, quotes, people) and base.html's fixed ones.
    assert urlconf_reads[0] <= len(ROUTES) + len(FIXED_ROUTES) + 5


def test_each_request_links_under_its_own_script_prefix(client, db, script_prefix):
    ArticleFactory(slug="the-feud")
    assert 'href="/articles/the-feud/"' in client.get("/").content.decode()

    script_prefix("/news/")  # as Django sets it for each request it answers

    assert 'href="/news/articles/the-feud/"' in client.get("/").content.decode()
