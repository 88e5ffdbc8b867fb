import pytest
from django.core.exceptions import ImproperlyConfigured

from config.settings.env import env_bool, env_int, env_list, env_str


def test_an_unset_variable_gives_the_default(monkeypatch):
    monkeypatch.delenv("THROUGHLINE_TEST_VALUE", raising=False)
    assert env_int("THROUGHLINE_TEST_VALUE", 30) == 30
    assert env_bool("THROUGHLINE_TEST_VALUE", True) is True
    assert env_str("THROUGHLINE_TEST_VALUE", "x") == "x"
    assert env_list("THROUGHLINE_TEST_VALUE", "a, b") == ["a", "b"]


def test_a_number_that_is_not_one_names_the_variable(monkeypatch):
    monkeypatch.setenv("DJANGO_HSTS_SECONDS", "1y")
    with pytest.raises(
        ImproperlyConfigured, match="DJANGO_HSTS_SECONDS must be a whole number, not '1y'"
    ):
        env_int("DJANGO_HSTS_SECONDS", 31536000)


def test_a_negative_lifetime_is_refused(monkeypatch):
    monkeypatch.setenv("DJANGO_PUBLIC_MAX_AGE", "-5")
    with pytest.raises(ImproperlyConfigured, match="DJANGO_PUBLIC_MAX_AGE must be at least 0"):
        env_int("DJANGO_PUBLIC_MAX_AGE", 30)


@pytest.mark.parametrize(
    "value, expected",
    [("1", True), ("yes", True), ("On", True), ("0", False), ("false", False), ("", False)],
)
def test_switches_read_the_usual_spellings(monkeypatch, value, expected):
    monkeypatch.setenv("DJANGO_SERVE_MEDIA", value)
    assert env_bool("DJANGO_SERVE_MEDIA", not expected) is expected


def test_a_switch_that_is_neither_on_nor_off_names_the_variable(monkeypatch):
    monkeypatch.setenv("DJANGO_BEHIND_TLS_PROXY", "maybe")
    with pytest.raises(ImproperlyConfigured, match="DJANGO_BEHIND_TLS_PROXY must be 1 or 0"):
        env_bool("DJANGO_BEHIND_TLS_PROXY", False)
