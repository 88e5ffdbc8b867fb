"""Requests no client of the API should send still get the API's JSON errors, never a 500 or the site's HTML
page: a hand-made cursor, JSON nested too deep to parse, a body over the size the README states."""

import base64
import json

import pytest
from django.conf import settings
from rest_framework.authtoken.models import Token

pytestmark = pytest.mark.django_db


def cursor(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


@pytest.mark.parametrize(
    ("endpoint", "raw"),
    [
        (
            "quotes",
            "cD0yMDE3LTAxLTAx",
        ),  # p=2017-01-01 where the position is an id, as the issue reports it
        ("quotes", cursor("p=abc")),
        ("quotes", cursor("p=99999999999999999999999")),
        ("articles", cursor("p=2017-02-31")),
        ("articles", cursor("p=abc")),
        ("corrections", cursor("p=abc")),
        ("arcs", cursor("p=a\x00b")),
        ("people", cursor("p=" + "x" * 600)),  # longer than any name
    ],
)
def test_a_cursor_placed_where_no_row_can_be_is_a_json_400(client, seeded, endpoint, raw):
    response = client.get(f"/api/v1/{endpoint}/?cursor={raw}")
    assert response.status_code == 400, response.content[:200]
    assert response["Content-Type"] == "application/json"
    assert "cursor" in response.json()["fields"]


HAND_MADE = [
    cursor("p=-1&r=1"),
    cursor("o=-5"),
    cursor("o=99999999999999999999999"),
    cursor("p=2017-01-01&o=3&r=1"),
    cursor("r=yes"),
    "!!!",
    "%FF",
    "=",
    "x" * 900,
]


@pytest.mark.parametrize("raw", HAND_MADE)
@pytest.mark.parametrize("endpoint", ["quotes", "articles", "arcs", "people", "corrections"])
def test_any_hand_made_cursor_answers_json_never_a_500(client, seeded, endpoint, raw):
    response = client.get(f"/api/v1/{endpoint}/?cursor={raw}")
    assert response.status_code in (200, 400, 404), response.content[:200]
    assert response["Content-Type"] == "application/json"


@pytest.fixture
def editor_token(editor):
    return Token.objects.create(user=editor)


def post_raw(client, token, body: bytes):
    return client.post(
        "/api/v1/imports/",
        body,
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Token {token.key}",
    )


@pytest.mark.parametrize("opening", ["[", '{"a":'])
def test_json_nested_100000_deep_is_a_json_400(client, editor_token, opening):
    closing = "]" if opening == "[" else "}"
    response = post_raw(client, editor_token, (opening * 100_000 + closing * 100_000).encode())
    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert "nested" in response.json()["error"]


def test_an_oversized_import_body_is_the_apis_json_413(client, editor_token):
    body = json.dumps({"text": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 10)}).encode()
    response = post_raw(client, editor_token, body)
    assert response.status_code == 413
    assert response["Content-Type"] == "application/json"
    assert "bytes" in response.json()["error"]


def test_a_malformed_json_body_is_a_json_400(client, editor_token):
    response = post_raw(client, editor_token, b'{"text": "\xff\xfe')
    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
