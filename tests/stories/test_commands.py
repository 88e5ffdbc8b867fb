"""Management commands use the same services as the admin."""

import pytest
from django.core.management import CommandError, call_command
from reversion.models import Version

from stories.models import Article, PublicationState, Quote, Status
from tests.factories import ArticleFactory, QuoteFactory

pytestmark = pytest.mark.django_db


def test_publish_command_publishes_with_a_revision():
    article = ArticleFactory(status=Status.DRAFT, slug="draft")
    call_command("publish", "draft")
    article.refresh_from_db()
    assert article.is_published
    assert Version.objects.get_for_object(article).get().revision.get_comment() == "Published."


def test_publish_command_schedules_with_at():
    ArticleFactory(status=Status.DRAFT, slug="draft")
    call_command("publish", "draft", "--at", "2999-01-01T09:00+00:00")
    assert Article.objects.get(slug="draft").publication_state == PublicationState.SCHEDULED


def test_publish_command_refuses_a_past_time():
    ArticleFactory(status=Status.DRAFT, slug="draft")
    with pytest.raises(CommandError, match="future"):
        call_command("publish", "draft", "--at", "2000-01-01T09:00+00:00")


def test_render_quote_cards_draws_missing_cards_once():
    QuoteFactory.create_batch(2)
    call_command("render_quote_cards")
    assert all(q.card_url for q in Quote.objects.all())
    names = sorted(Quote.objects.values_list("card", flat=True))
    call_command("render_quote_cards")
    assert sorted(Quote.objects.values_list("card", flat=True)) == names
