"""Reviewers without an account read one draft through a signed, expiring link; nothing is cached."""

import datetime

import pytest
import time_machine
from django.urls import reverse
from django.utils import timezone

from stories.models import Status
from stories.preview import preview_url
from tests.factories import ArcEntryFactory, ArticleFactory, ParagraphFactory

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
    assert "Readers cannot see it." in page


def test_a_preview_is_never_cached_nor_indexed(client, draft):
    response = client.get(preview_url(draft))
    assert "no-cache" in response["Cache-Control"] and "private" in response["Cache-Control"]
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    assert '<meta name="robots" content="noindex, nofollow">' in response.content.decode()


def test_a_scheduled_article_can_be_previewed(client):
    article = ArticleFactory(
        headline="Out on Friday", publish_at=timezone.now() + datetime.timedelta(days=2)
    )
    assert "Out on Friday" in client.get(preview_url(article)).content.decode()


def test_the_link_opens_only_its_own_article_not_other_drafts(client, draft):
    other = ArticleFactory(headline="Another draft", status=Status.DRAFT)
    arc_entry = ArcEntryFactory(article=draft)
    ArcEntryFactory(arc=arc_entry.arc, article=other)
    page = client.get(preview_url(draft)).content.decode()
    assert "Secret draft" in page
    assert "Another draft" not in page


def test_a_tampered_link_is_not_found(client, draft):
    url = preview_url(draft)
    assert client.get(url[:-3] + "abc/").status_code == 404


def test_an_expired_link_says_so(client, draft, settings):
    with time_machine.travel(NOON, tick=False):
        url = preview_url(draft)
    with time_machine.travel(
        NOON + datetime.timedelta(seconds=settings.PREVIEW_LINK_MAX_AGE + 1), tick=False
    ):
        response = client.get(url)
    assert response.status_code == 410
    assert "This preview link has expired" in response.content.decode()


def test_a_link_to_a_deleted_article_is_not_found(client, draft):
    url = preview_url(draft)
    draft.delete()
    assert client.get(url).status_code == 404


def test_the_draft_stays_hidden_at_its_public_url(client, draft):
    assert client.get(draft.get_absolute_url()).status_code == 404


def test_the_admin_offers_the_reviewer_link_for_drafts_only(client, editor, draft):
    client.force_login(editor)
    page = client.get(reverse("admin:stories_article_change", args=[draft.pk])).content.decode()
    assert "Share preview link" in page and "/preview/" in page
    assert f"{draft.get_absolute_url()}?preview" in page  # "View on site" opens the staff preview
    live = ArticleFactory()
    assert (
        "Share preview link"
        not in client.get(reverse("admin:stories_article_change", args=[live.pk])).content.decode()
    )


def test_an_editor_withdraws_a_shared_link_before_it_expires(client, editor, draft):
    shared = preview_url(draft)
    assert client.get(shared).status_code == 200
    client.force_login(editor)
    change = reverse("admin:stories_article_change", args=[draft.pk])
    page = client.get(change).content.decode()
    assert "Withdraw every preview link shared so far" in page
    revoke = reverse("admin:stories_article_revoke_preview_links", args=[draft.pk])
    assert f'action="{revoke}"' in page
    response = client.post(revoke, follow=True)
    assert "Preview links withdrawn" in response.content.decode()
    client.logout()
    withdrawn = client.get(shared)
    assert withdrawn.status_code == 410
    assert "This preview link has been withdrawn" in withdrawn.content.decode()
    assert "Not out yet." not in withdrawn.content.decode()
    # The link the page offers now is a new one, and it works.
    draft.refresh_from_db()
    fresh = preview_url(draft)
    assert fresh != shared and client.get(fresh).status_code == 200


def test_withdrawing_links_takes_a_post_by_someone_who_may_edit(client, reporter, draft):
    revoke = reverse("admin:stories_article_revoke_preview_links", args=[draft.pk])
    assert client.post(revoke).status_code == 302  # to the sign-in page
    client.force_login(reporter)
    assert client.get(revoke).status_code == 405
    shared = preview_url(draft)
    draft.status = Status.PUBLISHED
    draft.created_by = None
    draft.save()
    assert (
        client.post(revoke).status_code == 403
    )  # a reporter may not edit a published article of others'
    assert client.get(shared).status_code == 200
