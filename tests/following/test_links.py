"""The signed links in mail: confirming takes a button press, unsubscribing one POST (RFC 8058)."""

import pytest
from django.core import mail
from django.test import Client
from django.utils import timezone

from following import mail as following_mail
from following.models import Follow
from following.tokens import confirm_url, unsubscribe_url

pytestmark = pytest.mark.django_db


def path(url):
    return url.removeprefix("https://throughline.test")


def test_opening_the_confirmation_link_confirms_nothing(client, arc):
    follow = Follow.objects.create(email="r@example.com", arc=arc)
    page = client.get(path(confirm_url(follow)))
    assert page.status_code == 200 and "Confirm" in page.content.decode()
    follow.refresh_from_db()
    assert follow.confirmed_at is None


def test_pressing_confirm_confirms(arc):
    follow = Follow.objects.create(email="r@example.com", arc=arc)
    client = Client(enforce_csrf_checks=True)
    url = path(confirm_url(follow))
    token = client.get(url).context["csrf_token"]
    answer = client.post(url, {"csrfmiddlewaretoken": token})
    assert "You now follow The Backman affair" in answer.content.decode()
    follow.refresh_from_db()
    assert follow.confirmed_at is not None


def test_a_forged_or_stale_link_is_refused(client, arc):
    follow = Follow.objects.create(email="r@example.com", arc=arc)
    url = path(confirm_url(follow))
    assert client.post(url[:-3] + "xx/").status_code == 404
    follow.delete()
    assert client.post(url).status_code == 404


def test_the_digest_carries_one_click_unsubscribe_headers(arc):
    follow = Follow.objects.create(email="r@example.com", arc=arc, confirmed_at=timezone.now())
    message = following_mail.digest(follow, arc, [arc.entries.get().article])
    assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    url = message.extra_headers["List-Unsubscribe"]
    assert url.startswith("<https://throughline.test/follow/unsubscribe/") and url.endswith(">")
    assert url[1:-1] in message.body and url[1:-1] in message.alternatives[0][0]


def test_one_click_unsubscribe_needs_no_login_or_csrf_and_deletes_the_address(arc):
    follow = Follow.objects.create(email="r@example.com", arc=arc, confirmed_at=timezone.now())
    url = path(unsubscribe_url(follow))
    client = Client(enforce_csrf_checks=True)
    answer = client.post(
        url, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
    )
    assert answer.status_code == 200
    assert "You no longer follow The Backman affair" in answer.content.decode()
    assert not Follow.objects.exists()
    assert client.post(url).status_code == 200  # again: the same, nothing to undo


def test_opening_the_unsubscribe_link_unsubscribes_nothing(client, arc):
    follow = Follow.objects.create(email="r@example.com", arc=arc, confirmed_at=timezone.now())
    assert "Stop following" in client.get(path(unsubscribe_url(follow))).content.decode()
    assert Follow.objects.exists()


def test_a_token_of_one_kind_does_not_work_as_the_other(client, arc):
    follow = Follow.objects.create(email="r@example.com", arc=arc)
    confirm_token = path(confirm_url(follow)).split("/")[-2]
    client.post(f"/follow/unsubscribe/{confirm_token}/")
    assert Follow.objects.exists()
    assert mail.outbox == []


def test_addresses_never_reach_a_public_page(client, arc):
    Follow.objects.create(email="secret-reader@example.com", arc=arc, confirmed_at=timezone.now())
    for url in (arc.get_absolute_url(), "/api/v1/arcs/backman/", "/follow/arc/backman/"):
        assert b"secret-reader" not in client.get(url).content


def test_editors_see_follower_counts_and_only_masked_addresses(client, editor, arc):
    Follow.objects.create(email="reader@example.com", arc=arc, confirmed_at=timezone.now())
    Follow.objects.create(email="other@example.com", arc=arc)
    client.force_login(editor)
    page = client.get("/admin/following/follow/").content.decode()
    assert "Story: The Backman affair</td><td>1</td><td>1</td>" in page
    assert "r…@example.com" in page and "reader@example.com" not in page
