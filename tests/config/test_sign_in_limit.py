"""The admin sign-in limit (django-axes): per user and per address, the address as the proxy settings say."""

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

pytestmark = pytest.mark.django_db
LIMIT = 5  # DJANGO_LOGIN_FAILURE_LIMIT's default


@pytest.fixture
def editor2(db):
    return get_user_model().objects.create_user("editor2", password="right-password", is_staff=True)


def sign_in(client, username: str, password: str, address: str = "198.51.100.7", **headers):
    return client.post(
        reverse("admin:login"),
        {"username": username, "password": password},
        REMOTE_ADDR=address,
        **headers,
    )


def fail(client, times: int, username: str = "editor2", address: str = "198.51.100.7", **headers):
    for _ in range(times):
        # The form again (200), or, from the failure that reaches the limit on, the refusal (429).
        assert sign_in(client, username, "wrong", address, **headers).status_code in (200, 429)


def test_failures_below_the_limit_leave_sign_in_working(client, editor2):
    for _ in range(LIMIT - 1):
        assert sign_in(client, "editor2", "wrong").status_code == 200
    assert sign_in(client, "editor2", "right-password").status_code == 302


def test_after_the_limit_the_right_password_is_refused(client, editor2):
    fail(client, LIMIT)
    response = sign_in(client, "editor2", "right-password")
    assert response.status_code == 429
    assert "too many login attempts" in response.content.decode()


@pytest.mark.parametrize("look_alike", ["editor２", "ｅｄｉｔｏｒ2", "EDITOR2", "Editor2"])
def test_a_look_alike_name_counts_as_the_name_it_stands_for(client, editor2, look_alike):
    fail(client, LIMIT)
    # From another address too: the user's own limit applies, whatever the spelling.
    assert sign_in(client, look_alike, "right-password", address="203.0.113.9").status_code == 429
    assert sign_in(client, "editor2", "right-password", address="203.0.113.9").status_code == 429


def test_look_alike_failures_add_up(client, editor2):
    for name in ["editor２", "ｅｄｉｔｏｒ2", "EDITOR2", "Editor2", "editor2"]:
        fail(client, 1, username=name, address=f"203.0.113.{len(name) + ord(name[0]) % 50}")
    assert sign_in(client, "editor2", "right-password", address="192.0.2.1").status_code == 429


def test_one_address_trying_many_names_is_stopped(client, editor2):
    for n in range(LIMIT):
        fail(client, 1, username=f"someone{n}")
    assert sign_in(client, "editor2", "right-password").status_code == 429
    assert sign_in(client, "editor2", "right-password", address="192.0.2.1").status_code == 302


def test_a_successful_sign_in_forgets_earlier_failures(client, editor2):
    fail(client, LIMIT - 1)
    assert sign_in(client, "editor2", "right-password").status_code == 302
    client.logout()
    fail(client, LIMIT - 1)
    assert sign_in(client, "editor2", "right-password").status_code == 302


def test_without_a_trusted_proxy_a_forwarded_address_is_ignored(client, editor2):
    for n in range(LIMIT):
        fail(client, 1, username=f"someone{n}", HTTP_X_FORWARDED_FOR=f"192.0.2.{n}")
    assert (
        sign_in(client, "editor2", "right-password", HTTP_X_FORWARDED_FOR="192.0.2.200").status_code
        == 429
    )


def test_behind_a_trusted_proxy_the_address_it_forwards_is_limited(client, editor2, settings):
    settings.TRUSTED_PROXIES = ["127.0.0.1"]  # a TLS proxy on this machine
    for n in range(LIMIT):
        fail(
            client,
            1,
            username=f"someone{n}",
            address="127.0.0.1",
            HTTP_X_FORWARDED_FOR="forged, 192.0.2.50",
        )
    proxied = {"address": "127.0.0.1"}
    assert (
        sign_in(
            client, "editor2", "right-password", HTTP_X_FORWARDED_FOR="192.0.2.50", **proxied
        ).status_code
        == 429
    )
    assert (
        sign_in(
            client, "editor2", "right-password", HTTP_X_FORWARDED_FOR="192.0.2.51", **proxied
        ).status_code
        == 302
    )
