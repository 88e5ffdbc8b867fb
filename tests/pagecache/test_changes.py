"""The changes log (pagecache.changes): pages stay hits after unrelated edits without being stored
again, and wherever the log cannot say what changed, the tags' stamps still keep corrections fresh."""

import pytest
from django.core.cache import caches
from django.test import RequestFactory

from pagecache.changes import SEQ_KEY, entry_key
from pagecache.invalidation import TOKEN_KEY, invalidate
from pagecache.store import page_key
from stories.models import Paragraph
from tests.factories import ArticleFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def page_cache(settings):
    settings.PAGE_CACHE_SECONDS = (
        300  # the local-memory cache: numbers edits atomically, so the log is used
    )


def stored(url: str):
    return caches["default"].get(page_key(RequestFactory().get(url)))


def change_silently(article) -> None:
    """A change no signal reports: only a page rendered again shows it."""
    Paragraph.objects.filter(article=article).update(text="Changed where the cache cannot see.")


def test_an_edit_to_another_article_keeps_the_page_a_hit_and_does_not_store_it_again(
    client, page_cache, article
):
    client.get(article.get_absolute_url())
    first = stored(article.get_absolute_url())
    ArticleFactory().save()
    change_silently(article)
    assert (
        "The first version of the story." in client.get(article.get_absolute_url()).content.decode()
    )
    assert caches["default"].get(TOKEN_KEY) != first.token
    assert stored(article.get_absolute_url()).token == first.token


def test_an_edit_to_the_article_makes_its_page_stale_through_the_log(client, page_cache, article):
    client.get(article.get_absolute_url())
    article.dek = "Corrected."
    article.save()
    assert "Corrected." in client.get(article.get_absolute_url()).content.decode()


def test_an_edit_whose_entry_is_missing_is_found_by_the_stamps(client, page_cache, article):
    client.get(article.get_absolute_url())
    invalidate({f"article-{article.pk}"})  # as another process's edit does
    caches["default"].delete(entry_key(caches["default"].get(SEQ_KEY)))  # lost, or not written yet
    change_silently(article)
    assert (
        "Changed where the cache cannot see."
        in client.get(article.get_absolute_url()).content.decode()
    )


def test_pages_numbered_before_the_counter_was_lost_are_checked_by_their_stamps(
    client, page_cache, article
):
    client.get(article.get_absolute_url())
    caches["default"].delete(SEQ_KEY)  # evicted, or the cache emptied of it alone
    invalidate({f"article-{article.pk}"})
    change_silently(article)
    assert (
        "Changed where the cache cannot see."
        in client.get(article.get_absolute_url()).content.decode()
    )


def test_a_page_found_current_by_its_stamps_is_stored_again_under_the_new_token(
    client, page_cache, article
):
    client.get(article.get_absolute_url())
    caches["default"].delete(SEQ_KEY)
    ArticleFactory().save()
    client.get(article.get_absolute_url())
    assert stored(article.get_absolute_url()).token == caches["default"].get(TOKEN_KEY)
