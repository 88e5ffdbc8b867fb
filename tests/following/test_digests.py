"""Digests: only articles that became public, once each, to confirmed followers only."""

import datetime

import pytest
from django.core import mail
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from following.models import Follow
from following.tasks import announce_due
from stories.models import Article
from stories.services.publishing import publish_article, schedule_article, unpublish_article
from tests.factories import ArcEntryFactory, ArticleFactory, PersonFactory, QuoteFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def followers(arc):
    confirmed = Follow.objects.create(email="yes@example.com", arc=arc, confirmed_at=timezone.now())
    Follow.objects.create(email="pending@example.com", arc=arc)
    return confirmed


def draft_in(arc, position=2, headline="Mets hire Backman"):
    article = ArticleFactory(headline=headline, status="draft")
    ArcEntryFactory(arc=arc, article=article, position=position)
    return article


def test_publishing_mails_a_digest_to_confirmed_followers_only(
    arc, followers, editor, django_capture_on_commit_callbacks
):
    article = draft_in(arc)
    assert mail.outbox == []
    with django_capture_on_commit_callbacks(execute=True):
        publish_article(article=article, by=editor)
    (message,) = mail.outbox
    assert message.to == ["yes@example.com"]
    assert message.subject == "“The Backman affair”: Mets hire Backman"
    assert f"https://throughline.test{article.get_absolute_url()}" in message.body


def test_edits_and_publishing_again_send_nothing_more(
    arc, followers, editor, django_capture_on_commit_callbacks
):
    article = draft_in(arc)
    with django_capture_on_commit_callbacks(execute=True):
        publish_article(article=article, by=editor)
        article.headline = "Mets hire Backman, then undo it"
        article.save()
        unpublish_article(article=article, by=editor)
        publish_article(article=article, by=editor)
    assert len(mail.outbox) == 1


def test_a_scheduled_article_is_mailed_only_once_it_is_public(
    arc, followers, editor, django_capture_on_commit_callbacks, time_machine
):
    article = draft_in(arc)
    at = timezone.now() + datetime.timedelta(hours=2)
    with django_capture_on_commit_callbacks(execute=True):
        schedule_article(article=article, by=editor, at=at)
    announce_due()
    assert mail.outbox == []
    time_machine.move_to(at + datetime.timedelta(minutes=5))
    announce_due()
    (message,) = mail.outbox
    assert "Mets hire Backman" in message.subject


def test_a_person_follower_hears_of_articles_quoting_them(
    editor, django_capture_on_commit_callbacks
):
    backman = PersonFactory(name="Wally Backman", slug="wally-backman")
    QuoteFactory(
        speaker=backman, paragraph__article=ArticleFactory()
    )  # a public page to follow him from
    Follow.objects.create(email="fan@example.com", person=backman, confirmed_at=timezone.now())
    article = ArticleFactory(headline="Backman speaks", status="draft")
    QuoteFactory(speaker=backman, paragraph__article=article)
    with django_capture_on_commit_callbacks(execute=True):
        publish_article(article=article, by=editor)
    (message,) = mail.outbox
    assert message.subject == "Wally Backman: Backman speaks"


def test_followers_who_confirmed_after_publication_get_no_old_news(arc, editor):
    article = draft_in(arc)
    publish_article(article=article, by=editor)
    Follow.objects.create(email="late@example.com", arc=arc, confirmed_at=timezone.now())
    announce_due()
    assert mail.outbox == []


ACTIONS = st.lists(
    st.tuples(
        st.sampled_from(["publish", "unpublish", "schedule", "edit", "wait"]), st.integers(0, 2)
    ),
    max_size=12,
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(actions=ACTIONS)
def test_each_article_is_mailed_once_and_only_after_readers_could_see_it(
    arc, editor, time_machine, django_capture_on_commit_callbacks, actions
):
    """Whatever editors do, in any order: one mail per article that was public at some point,
    never one for an article readers could not see when it was sent."""
    time_machine.move_to(timezone.now())
    Article.objects.filter(headline__startswith="Story ").delete()
    Follow.objects.all().delete()
    mail.outbox.clear()
    Follow.objects.create(email="yes@example.com", arc=arc, confirmed_at=timezone.now())
    start = arc.entries.count() + 1
    articles = [draft_in(arc, start + i, f"Story {start + i}") for i in range(3)]
    ever_public, mailed = set(), []
    for action, index in actions:
        article = articles[index]
        article.refresh_from_db()
        with django_capture_on_commit_callbacks(execute=True):
            act(action, article, editor, time_machine)
        announce_due()
        public = Article.objects.published().filter(pk__in=[a.pk for a in articles])
        ever_public |= {a.pk for a in public}
        for message in mail.outbox[len(mailed) :]:
            named = [a.pk for a in articles if a.get_absolute_url() in message.body]
            assert named and set(named) <= ever_public
            mailed.append(named)
    mailed_articles = [pk for named in mailed for pk in named]
    assert sorted(mailed_articles) == sorted(ever_public)


def act(action, article, editor, time_machine):
    if action == "publish":
        publish_article(article=article, by=editor)
    elif action == "unpublish":
        unpublish_article(article=article, by=editor)
    elif action == "schedule":
        schedule_article(
            article=article, by=editor, at=timezone.now() + datetime.timedelta(hours=1)
        )
    elif action == "edit":
        article.dek = f"edited {timezone.now()}"
        article.save()
    else:
        time_machine.shift(datetime.timedelta(hours=2))


def test_a_public_article_placed_in_a_followed_arc_is_news_there_once(
    arc, followers, editor, django_capture_on_commit_callbacks
):
    from stories.services.arcs import place_in_arc

    article = ArticleFactory(headline="An older report, newly in the story")
    with django_capture_on_commit_callbacks(execute=True):
        place_in_arc(arc=arc, article=article, by=editor)
    (message,) = mail.outbox
    assert message.subject == "“The Backman affair”: An older report, newly in the story"
    with django_capture_on_commit_callbacks(execute=True):
        arc.entries.filter(article=article).delete()
        place_in_arc(arc=arc, article=article, by=editor)
    assert len(mail.outbox) == 1


def test_a_draft_placed_in_a_followed_arc_is_no_news(
    arc, followers, editor, django_capture_on_commit_callbacks
):
    from stories.services.arcs import place_in_arc

    with django_capture_on_commit_callbacks(execute=True):
        place_in_arc(arc=arc, article=ArticleFactory(status="draft"), by=editor)
    assert mail.outbox == []
