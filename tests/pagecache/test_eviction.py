"""No eviction brings back what an edit took away: the page cache fails closed.

A stored page is checked against its tags' stamps once an edit changed the changes token. Caches
evict (Django's file cache culls files at random, Redis under maxmemory drops keys): a stamp that is
gone must count as changed, or a page rendered before the edit is served again as if nothing
happened, through gunicorn and through Varnish, for the rest of its lifetime.
"""

import random
import socket

import pytest
from django.core.cache import caches

from pagecache import changes, store
from pagecache.changes import SEQ_KEY, ChangesLog, entry_key
from pagecache.invalidation import tag_key
from stories.models import Status, Update
from tests.factories import ArticleFactory, ParagraphFactory, UpdateFactory

pytestmark = pytest.mark.django_db

FILE_CACHES = {
    "Django's file cache": "django.core.cache.backends.filebased.FileBasedCache",
    "the production file cache": "pagecache.filecache.FileCache",
}


@pytest.fixture(params=list(FILE_CACHES))
def small_file_cache(request, settings, tmp_path):
    """A file cache shared as gunicorn's processes share it, small enough to cull on every write."""
    settings.PAGE_CACHE_SECONDS = 300
    settings.CACHES = {
        "default": {
            "BACKEND": FILE_CACHES[request.param],
            "LOCATION": str(tmp_path / "cache"),
            "OPTIONS": {"MAX_ENTRIES": 20, "CULL_FREQUENCY": 2, "CULL_EVERY": 1},
        }
    }
    copies = store.LocalCopies(size=50)
    original, store.local_copies = store.local_copies, copies
    yield caches["default"]
    store.local_copies = original


def unpublish(article):
    article.status = Status.DRAFT
    article.save()


def correct(article):
    UpdateFactory(
        article=article,
        kind=Update.Kind.CORRECTION,
        text="An earlier version misstated the year of the trade.",
    )


EDITS = {
    "unpublished": unpublish,
    "deleted": lambda article: article.delete(),
    "corrected": correct,
}


def story():
    article = ArticleFactory(headline="A story an edit will change")
    ParagraphFactory(article=article, text="The first version of the story.")
    return article


def evict(cache, key: str) -> None:
    """Fill the cache until it culls `key`, as a busy site's writes would."""
    random.seed(7)
    for n in range(2000):
        if cache.get(key) is None:
            return
        cache.set(f"filler-{n}", n, None)
    pytest.fail(f"{key} was never culled")


@pytest.mark.parametrize("edit", list(EDITS))
def test_an_edit_stays_seen_when_the_file_cache_culls_its_stamp(client, small_file_cache, edit):
    article = story()
    url = article.get_absolute_url()
    assert "The first version of the story." in client.get(url).content.decode()
    EDITS[edit](article)
    evict(small_file_cache, tag_key(f"article-{article.pk}"))
    response = client.get(url)
    if edit == "corrected":
        assert "misstated the year of the trade" in response.content.decode()
    else:
        assert response.status_code in (404, 410)


def redis_reachable() -> bool:
    with socket.socket() as probe:
        probe.settimeout(0.5)
        return probe.connect_ex(("127.0.0.1", 6379)) == 0


@pytest.fixture
def redis_cache(settings, monkeypatch):
    if not redis_reachable():
        pytest.skip("no Redis at 127.0.0.1:6379")
    settings.PAGE_CACHE_SECONDS = 300
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:6379/13",
        }
    }
    cache = caches["default"]
    cache.clear()
    monkeypatch.setattr(store, "local_copies", store.LocalCopies(size=50))
    monkeypatch.setattr(store, "changes_log", ChangesLog())
    yield cache
    cache.clear()


def test_an_unpublished_article_stays_gone_when_redis_evicts_its_stamp_and_log(
    client, redis_cache, monkeypatch
):
    article = story()
    url = article.get_absolute_url()
    assert client.get(url).status_code == 200
    unpublish(article)
    # Redis under maxmemory drops the stamp and the changes log's entries; another app server,
    # which never read the log, then serves its copy of the page.
    newest = redis_cache.get(SEQ_KEY)
    redis_cache.delete_many([entry_key(seq) for seq in range(newest - 10, newest + 1)])
    redis_cache.delete(tag_key(f"article-{article.pk}"))
    monkeypatch.setattr(store, "changes_log", ChangesLog())
    assert changes.supported()
    assert client.get(url).status_code in (404, 410)


def test_a_page_stays_a_hit_after_edits_to_what_it_does_not_show(client, small_file_cache):
    # Room for the stamps the two stories' creation and the correction write (each article's tag, its
    # teaser's, its listing's, the lists'): a cull here would take stamps at random and fail closed, a miss
    # the test would take for an edit reaching the page.
    small_file_cache._max_entries = 30
    article, other = story(), story()
    url = article.get_absolute_url()
    client.get(url)
    correct(other)
    article_paragraph = article.paragraphs.get()
    # A change that sends no signal: only a page served from the cache still shows the old words.
    type(article_paragraph).objects.filter(pk=article_paragraph.pk).update(text="Changed quietly.")
    assert "The first version of the story." in client.get(url).content.decode()
