"""Signing up to follow: double opt-in, the same answer for everyone, limits and honeypot."""

import datetime

import pytest
from django.core import mail
from django.test import Client

from following.models import Follow
from tests.factories import PersonFactory, StoryArcFactory

from .conftest import sign_up

pytestmark = pytest.mark.django_db


def test_the_arc_page_has_a_sign_up_form_working_without_javascript(client, arc):
    page = client.get(arc.get_absolute_url()).content.decode()
    assert 'action="/follow/arc/backman/"' in page
    assert 'type="email"' in page and 'name="email"' in page


def test_signing_up_sends_only_a_confirmation(client, arc, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        answer = sign_up(client, arc)
    assert answer.status_code == 302
    assert answer["Location"] == "/follow/arc/backman/sent/"
    follow = Follow.objects.get()
    assert follow.confirmed_at is None
    (message,) = mail.outbox
    assert message.to == ["reader@example.com"]
    assert "Confirm" in message.subject
    assert "https://throughline.test/follow/confirm/" in message.body
    assert "reader@example.com" not in str(follow)


def test_the_answer_is_the_same_whether_the_address_follows_or_not(client, arc):
    new = client.get(sign_up(client, arc, "new@example.com")["Location"]).content
    Follow.objects.create(email="old@example.com", arc=arc, confirmed_at="2026-01-01T00:00Z")
    following = sign_up(client, arc, "old@example.com")
    pending = sign_up(client, arc, "new@example.com")
    assert following.status_code == pending.status_code == 302
    assert following["Location"] == pending["Location"] == "/follow/arc/backman/sent/"
    assert client.get(following["Location"]).content == new


def test_an_address_already_following_is_sent_nothing(
    client, arc, django_capture_on_commit_callbacks
):
    Follow.objects.create(email="old@example.com", arc=arc, confirmed_at="2026-01-01T00:00Z")
    with django_capture_on_commit_callbacks(execute=True):
        sign_up(client, arc, "Old@Example.com")
    assert mail.outbox == []
    assert Follow.objects.count() == 1


def test_an_address_gets_at_most_three_confirmations_an_hour(
    client, arc, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(5):
            assert sign_up(client, arc).status_code == 302
    assert len(mail.outbox) == 3


def test_sign_ups_from_one_client_are_limited(client, arc, settings):
    settings.FOLLOWING_SIGNUPS_PER_HOUR = 2
    assert sign_up(client, arc, "a@example.com").status_code == 302
    assert sign_up(client, arc, "b@example.com").status_code == 302
    refused = sign_up(client, arc, "c@example.com")
    assert refused.status_code == 429
    assert "try again in an hour" in refused.content.decode()
    assert not Follow.objects.filter(email="c@example.com").exists()


def test_a_filled_honeypot_is_answered_as_usual_and_ignored(client, arc):
    answer = sign_up(client, arc, website="http://spam.example")
    assert answer.status_code == 302
    assert not Follow.objects.exists()


def test_an_invalid_address_shows_the_form_again_with_the_error(client, arc):
    answer = sign_up(client, arc, "not an address")
    assert answer.status_code == 400
    page = answer.content.decode()
    assert 'aria-invalid="true"' in page and "Enter a valid email address." in page


def test_a_draft_arc_cannot_be_followed(client):
    StoryArcFactory(slug="secret", status="draft")
    assert client.post("/follow/arc/secret/", {"email": "a@example.com"}).status_code == 404
    assert not Follow.objects.exists()


def test_a_person_without_a_public_page_cannot_be_followed(client):
    PersonFactory(slug="nobody")
    assert client.post("/follow/person/nobody/", {"email": "a@example.com"}).status_code == 404


def test_signing_up_needs_no_csrf_token_because_the_page_is_cached(arc):
    assert sign_up(Client(enforce_csrf_checks=True), arc).status_code == 302


def test_sign_ups_left_unconfirmed_for_a_week_are_deleted(arc, time_machine):
    from following.tasks import announce_due

    Follow.objects.create(email="forgot@example.com", arc=arc)
    time_machine.move_to(datetime.datetime.now(datetime.UTC) + datetime.timedelta(days=8))
    Follow.objects.create(email="fresh@example.com", arc=arc)
    announce_due()
    assert list(Follow.objects.values_list("email", flat=True)) == ["fresh@example.com"]
