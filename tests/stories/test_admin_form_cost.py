"""The article's change form costs the same queries however many quotes, people and parts it shows."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tests.factories import quoted_article

pytestmark = pytest.mark.django_db
MAX_QUERIES = 25  # issue 29: a 10-quote article's form ran 165 (101 person look-ups)


def change_form(client, article):
    address = reverse("admin:stories_article_change", args=[article.pk])
    client.get(address)  # a process's first request also reads what it keeps (content types)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(address)
    assert response.status_code == 200
    return response.content.decode(), len(queries)


def test_a_ten_quote_article_form_shows_every_speaker_in_at_most_25_queries(client, editor):
    client.force_login(editor)
    article = quoted_article(10)
    page, queries = change_form(client, article)
    for quote in article.quotes.select_related("speaker"):
        speaker = quote.speaker
        assert f'<option value="{speaker.pk}" selected>{speaker.name}</option>' in page
    assert "Byline Writer" in page
    assert queries <= MAX_QUERIES


def test_the_form_runs_as_many_queries_for_twenty_quotes_as_for_ten(client, editor):
    client.force_login(editor)
    _, ten = change_form(client, quoted_article(10))
    _, twenty = change_form(client, quoted_article(20))
    assert twenty == ten
