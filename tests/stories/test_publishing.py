"""Draft → scheduled → published → unpublished, through the services and the admin actions."""

import datetime

import pytest
import time_machine
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse
from django.utils import timezone
from reversion.models import Version

from stories.models import Article, PublicationState, Status, StoryArc
from stories.services.publishing import (
    publish_arc,
    publish_article,
    schedule_article,
    unpublish_article,
)
from tests.factories import ArticleFactory, QuoteFactory, StoryArcFactory

pytestmark = pytest.mark.django_db
NOON = datetime.datetime(2026, 3, 1, 12, 0, tzinfo=datetime.UTC)
CHANGELIST = reverse("admin:stories_article_changelist")


@pytest.fixture
def draft():
    return ArticleFactory(status=Status.DRAFT, published_on=datetime.date(2017, 1, 12))


@time_machine.travel(NOON, tick=False)
def test_a_scheduled_article_stays_hidden_until_its_time(draft, editor):
    schedule_article(article=draft, by=editor, at=NOON + datetime.timedelta(hours=2))
    assert draft.publication_state == PublicationState.SCHEDULED
    assert not Article.objects.published().filter(pk=draft.pk).exists()


def test_a_scheduled_article_becomes_visible_at_its_time(draft, editor):
    with time_machine.travel(NOON, tick=False):
        schedule_article(article=draft, by=editor, at=NOON + datetime.timedelta(hours=2))
    with time_machine.travel(NOON + datetime.timedelta(hours=2), tick=False):
        assert Article.objects.published().filter(pk=draft.pk).exists()
        assert Article.objects.get(pk=draft.pk).publication_state == PublicationState.PUBLISHED


@time_machine.travel(NOON, tick=False)
def test_scheduling_in_the_past_is_refused(draft, editor):
    with pytest.raises(ValidationError):
        schedule_article(article=draft, by=editor, at=NOON - datetime.timedelta(minutes=1))
    draft.refresh_from_db()
    assert draft.status == Status.DRAFT


def test_publishing_keeps_the_original_publication_date(draft, editor):
    publish_article(article=draft, by=editor)
    draft.refresh_from_db()
    assert draft.is_published
    assert draft.published_on == datetime.date(2017, 1, 12)


def test_unpublishing_hides_the_article_again(editor):
    article = ArticleFactory()
    unpublish_article(article=article, by=editor)
    assert not Article.objects.published().filter(pk=article.pk).exists()


def test_each_publication_change_is_a_revision_with_its_author(draft, editor):
    publish_article(article=draft, by=editor)
    version = Version.objects.get_for_object(draft).get()
    assert version.revision.user == editor
    assert version.revision.get_comment() == "Published."


def test_a_reporter_cannot_publish_through_the_service(draft, reporter):
    with pytest.raises(PermissionDenied):
        publish_article(article=draft, by=reporter)
    draft.refresh_from_db()
    assert draft.status == Status.DRAFT


def test_publishing_renders_the_articles_quote_cards(editor):
    quote = QuoteFactory(paragraph__article__status=Status.DRAFT)
    publish_article(article=quote.article, by=editor)
    quote.refresh_from_db()
    assert quote.card_url.endswith(".png")


def test_arcs_are_published_the_same_way(editor):
    arc = StoryArcFactory(status=Status.DRAFT)
    publish_arc(arc=arc, by=editor)
    assert StoryArc.objects.published().filter(pk=arc.pk).exists()


# The admin: a status column and actions that call the services.


def test_the_changelist_shows_drafts_scheduled_and_published(client, editor):
    ArticleFactory(headline="Draft one", status=Status.DRAFT)
    ArticleFactory(headline="Later one", publish_at=timezone.now() + datetime.timedelta(days=1))
    ArticleFactory(headline="Live one")
    client.force_login(editor)
    page = client.get(CHANGELIST).content.decode()
    assert "Draft" in page and "Scheduled for" in page and "Published" in page
    scheduled = client.get(CHANGELIST, {"state": "scheduled"}).context["cl"].result_list
    assert [a.headline for a in scheduled] == ["Later one"]


def test_the_publish_action_publishes_the_selected_drafts(client, editor, draft):
    client.force_login(editor)
    client.post(CHANGELIST, {"action": "publish_selected", ACTION_CHECKBOX_NAME: [draft.pk]})
    assert Article.objects.published().filter(pk=draft.pk).exists()


def test_the_unpublish_action_returns_articles_to_draft(client, editor):
    article = ArticleFactory()
    client.force_login(editor)
    client.post(CHANGELIST, {"action": "unpublish_selected", ACTION_CHECKBOX_NAME: [article.pk]})
    article.refresh_from_db()
    assert article.status == Status.DRAFT


@time_machine.travel(NOON, tick=False)
def test_the_schedule_action_asks_for_a_time_then_schedules(client, editor, draft):
    client.force_login(editor)
    data = {"action": "schedule_selected", ACTION_CHECKBOX_NAME: [draft.pk]}
    form_page = client.post(CHANGELIST, data)
    assert "Publish at" in form_page.content.decode()
    local = timezone.localtime(NOON + datetime.timedelta(days=1))
    client.post(
        CHANGELIST,
        {
            **data,
            "apply": "1",
            "publish_at_0": f"{local:%Y-%m-%d}",
            "publish_at_1": f"{local:%H:%M:%S}",
        },
    )
    draft.refresh_from_db()
    assert draft.publication_state == PublicationState.SCHEDULED
    assert draft.publish_at == NOON + datetime.timedelta(days=1)


def test_a_reporter_does_not_see_the_status_field_as_editable(client, reporter, draft):
    client.force_login(reporter)
    form = (
        client.get(reverse("admin:stories_article_change", args=[draft.pk]))
        .context["adminform"]
        .form
    )
    assert "status" not in form.fields and "publish_at" not in form.fields


def test_an_article_a_reporter_creates_is_a_draft_they_own(client, reporter):
    client.force_login(reporter)
    data = {
        "headline": "Mine",
        "slug": "mine",
        "published_on": "2017-01-12",
        "published_precision": "day",
        "status": "published",
    }
    for prefix in ("bylines", "updates", "paragraphs", "embedded_posts", "quotes", "stated_roles"):
        data.update({f"{prefix}-TOTAL_FORMS": "0", f"{prefix}-INITIAL_FORMS": "0"})
    response = client.post(reverse("admin:stories_article_add"), data)
    assert response.status_code == 302
    article = Article.objects.get(slug="mine")
    assert (article.status, article.created_by) == (Status.DRAFT, reporter)
