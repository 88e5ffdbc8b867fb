import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

pytestmark = pytest.mark.django_db


@pytest.fixture
def editor(settings):
    settings.LOGIN_FAILURE_LIMIT = 3
    return get_user_model().objects.create_user("editor", password="right-password", is_staff=True)


def sign_in(client, password: str, username: str = "editor"):
    return client.post(reverse("admin:login"), {"username": username, "password": password})


def test_the_admin_login_link_uses_the_throttled_view():
    assert reverse("admin:login") == "/admin/login/"


def test_failed_attempts_below_the_limit_leave_sign_in_working(client, editor):
    for _ in range(2):
        sign_in(client, "wrong")
    assert sign_in(client, "right-password").status_code == 302


def test_sign_in_is_refused_after_too_many_failures_even_with_the_right_password(client, editor):
    for _ in range(3):
        sign_in(client, "wrong")
    response = sign_in(client, "right-password")
    assert response.status_code == 429
    assert "Too many failed sign-in attempts" in response.content.decode()


def test_another_username_is_not_locked_out_by_someone_elses_failures(client, editor):
    get_user_model().objects.create_user("reporter", password="her-password", is_staff=True)
    for _ in range(3):
        sign_in(client, "wrong")
    assert sign_in(client, "her-password", username="reporter").status_code == 302


def test_a_successful_sign_in_forgets_earlier_failures(client, editor):
    for _ in range(2):
        sign_in(client, "wrong")
    sign_in(client, "right-password")
    client.logout()
    for _ in range(2):
        sign_in(client, "wrong")
    assert sign_in(client, "right-password").status_code == 302
