"""Reviewers without an account read a draft through a signed, expiring link; nothing is cached."""

import datetime

import pytest
import time_machine
from django.urls import reverse
from django.utils import timezone

from stories.models import Status
from stories.preview import StaffPreviewMixin, preview_url, visible_articles
from stories.views import ArticleDetailView
from tests.factories import ArticleFactory, ParagraphFactory

pytestmark = pytest.mark.django_db
NOON = datetime.datetime(2026, 3, 1, 12, 0, tzinfo=datetime.UTC)


@pytest.fixture
def draft():
    article = ArticleFactory(headline="Secret draft", status=Status.DRAFT)
    ParagraphFactory(article=article, text="Not out yet.")
    return article


def test_a_signed_link_shows_the_draft_marked_as_preview(client, draft):
    response = client.get(preview_url(draft))
    page = response.content.decode()
    assert response.status_code == 200
    assert "Secret draft" in page and "Not out yet." in page
    assert "Preview" in page and "it is a draft" in page


def test_a_preview_is_never_cached_nor_indexed(client, draft):
    response = client.get(preview_url(draft))
    assert "no-cache" in response["Cache-Control"] and "private" in response["Cache-Control"]
    assert response["X-Robots-Tag"] == "noindex, nofollow"


def test_a_scheduled_article_preview_says_when_it_goes_out(client):
    article = ArticleFactory(publish_at=timezone.now() + datetime.timedelta(days=2))
    assert "it is scheduled for" in client.get(preview_url(article)).content.decode()


def test_a_tampered_link_is_not_found(client, draft):
    url = preview_url(draft)
    assert client.get(url[:-3] + "abc/").status_code == 404


def test_an_expired_link_says_so(client, draft, settings):
    with time_machine.travel(NOON, tick=False):
        url = preview_url(draft)
    with time_machine.travel(NOON + datetime.timedelta(seconds=settings.PREVIEW_LINK_MAX_AGE + 1), tick=False):
        response = client.get(url)
    assert response.status_code == 410
    assert "expired" in response.content.decode()


def test_a_link_to_a_deleted_article_is_not_found(client, draft):
    url = preview_url(draft)
    draft.delete()
    assert client.get(url).status_code == 404


def test_the_draft_stays_hidden_at_its_public_url(client, draft):
    assert client.get(draft.get_absolute_url()).status_code == 404


def test_staff_may_see_drafts_readers_may_not(rf, draft, editor):
    from django.contrib.auth.models import AnonymousUser

    request = rf.get("/")
    request.user = AnonymousUser()
    assert draft not in visible_articles(request)
    request.user = editor
    assert draft in visible_articles(request)


def test_the_admin_offers_the_link_for_drafts_only(client, editor, draft):
    client.force_login(editor)
    page = client.get(reverse("admin:stories_article_change", args=[draft.pk])).content.decode()
    assert "Share preview link" in page and "/preview/" in page
    live = ArticleFactory()
    assert "Share preview link" not in client.get(reverse("admin:stories_article_change", args=[live.pk])).content.decode()


class ArticlePageWithPreview(StaffPreviewMixin, ArticleDetailView):
    """The public article view as the reader pages will compose it."""


def render_article(rf, article, user):
    request = rf.get(article.get_absolute_url())
    request.user = user
    return ArticlePageWithPreview.as_view()(request, slug=article.slug)


def test_staff_preview_a_draft_at_its_own_url_marked_and_never_cached(rf, draft, editor):
    response = render_article(rf, draft, editor)
    response.render()
    assert response.status_code == 200
    assert "Secret draft" in response.content.decode() and "it is a draft" in response.content.decode()
    assert "no-cache" in response["Cache-Control"]


def test_readers_still_get_a_404_for_a_draft_at_its_url(rf, draft):
    from django.contrib.auth.models import AnonymousUser
    from django.http import Http404

    with pytest.raises(Http404):
        render_article(rf, draft, AnonymousUser())


def test_a_published_article_is_not_marked_as_preview_for_staff(rf, editor):
    article = ArticleFactory(headline="Live")
    response = render_article(rf, article, editor)
    response.render()
    assert "Preview" not in response.content.decode()
    assert not response.has_header("X-Robots-Tag")
