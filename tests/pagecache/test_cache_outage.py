"""When the shared cache is out of reach (Redis down), readers still get current pages and editors still work."""

import logging

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from pagecache.cache_guard import shared_cache
from stories.models import Paragraph, Update
from tests.factories import UpdateFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def redis_down(settings):
    """A real Redis client pointed at a port where nothing listens: every call fails as in an outage."""
    settings.PAGE_CACHE_SECONDS = 300
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
            "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
        }
    }
    shared_cache.down_until = 0.0
    yield
    shared_cache.down_until = 0.0


def test_readers_get_the_page_while_the_cache_is_down(client, redis_down, article):
    response = client.get(article.get_absolute_url())
    assert response.status_code == 200
    assert "Backman reached out to the Mets" in response.content.decode()


def test_nothing_kept_from_before_is_served_while_the_cache_cannot_be_checked(
    client, redis_down, article
):
    client.get(article.get_absolute_url())
    Paragraph.objects.filter(article=article).update(
        text="Changed without telling anyone."
    )  # sends no signal
    assert (
        "Changed without telling anyone." in client.get(article.get_absolute_url()).content.decode()
    )


def test_an_editor_can_correct_an_article_while_the_cache_is_down_and_readers_see_it(
    client, redis_down, article
):
    client.get(article.get_absolute_url())
    UpdateFactory(
        article=article, kind=Update.Kind.CORRECTION, text="An earlier version misspelled Backman."
    )
    assert Update.objects.filter(article=article).count() == 1
    assert (
        "An earlier version misspelled Backman."
        in client.get(article.get_absolute_url()).content.decode()
    )


def test_editors_can_sign_in_while_the_cache_is_down(client, redis_down):
    get_user_model().objects.create_user("editor", password="right-password", is_staff=True)
    response = client.post(
        reverse("admin:login"), {"username": "editor", "password": "right-password"}
    )
    assert response.status_code == 302


def test_the_outage_is_logged_once_and_requests_then_skip_the_cache_for_a_while(
    client, article, redis_down, caplog
):
    with caplog.at_level(logging.ERROR, logger="throughline.cache"):
        for _ in range(3):
            assert client.get(article.get_absolute_url()).status_code == 200
    assert len(caplog.records) == 1
    assert "The shared cache failed" in caplog.records[0].getMessage()
    assert not shared_cache.available


def test_a_lost_invalidation_is_reported(redis_down, article, caplog):
    with caplog.at_level(logging.ERROR, logger="throughline.cache"):
        article.save()
    assert any(
        "could not invalidate the page cache" in record.getMessage() for record in caplog.records
    )
