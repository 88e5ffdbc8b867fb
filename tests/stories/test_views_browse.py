"""Browse quotes and articles with filters kept in the URL."""

import datetime

import pytest
from django.urls import reverse

from tests.factories import ArticleFactory, QuoteFactory
from tests.seed_slugs import ARC, COME_HOME, FEUD
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db
QUOTES = reverse("stories:quotes")
ARTICLES = reverse("stories:articles")


def listed_quotes(response):
    return [quote.pk for quote in response.context["object_list"]]


def test_the_quote_list_shows_every_published_quote_with_its_source(client, seeded):
    response = client.get(QUOTES)
    assert "19 quotes" in visible_text(response)
    assert "Sandy Alderson · in Wally Backman says he was “betrayed”" in visible_text(response)


@pytest.mark.parametrize(("params", "count"), [
    ({"speaker": "sandy-alderson"}, 2),
    ({"q": "blackballed"}, 4),
    ({"outlet": "new-york-post"}, 8),
    ({"arc": ARC}, 19),
    ({"since": "2017-06-01", "until": "2017-12-31"}, 1),
])
def test_the_quote_list_filters(client, seeded, params, count):
    assert client.get(QUOTES, params).context["paginator"].count == count


def test_the_quote_list_filters_by_the_person_a_quote_is_about(client, seeded):
    quote = QuoteFactory(text="Someone said this", paragraph__text="“Someone said this,” he said.")
    person = quote.speaker
    other = QuoteFactory()
    other.about.add(person)
    assert listed_quotes(client.get(QUOTES, {"about": person.slug})) == [other.pk]


def test_the_article_list_filters_by_person_outlet_arc_dates_and_words(client, seeded):
    def slugs(params):
        return [article.slug for article in client.get(ARTICLES, params).context["object_list"]]

    assert slugs({"person": "kristie-ackert"}) == [COME_HOME]
    assert slugs({"speaker": "wally-backman", "outlet": "new-york-post"}) == [FEUD]
    assert len(slugs({"arc": ARC})) == 3
    assert slugs({"since": "2017-06-01", "until": "2018-01-01"}) == [COME_HOME]
    assert slugs({"q": "Monclova"}) == ["wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"]


def test_the_list_is_paginated_and_page_links_keep_the_filter(client, db):
    for day in range(25):
        ArticleFactory(headline=f"Daily report {day}", published_on=datetime.date(2020, 1, 1) + datetime.timedelta(days=day))
    response = client.get(ARTICLES, {"q": "Daily report"})
    html = response.content.decode()
    assert "Page 1 of 2" in visible_text(response)
    assert 'href="?q=Daily+report&amp;page=2"' in html
    assert len(client.get(ARTICLES, {"q": "Daily report", "page": 2}).context["object_list"]) == 5


def test_filter_fields_show_the_current_filter_state(client, seeded):
    html = client.get(QUOTES, {"q": "Wally", "speaker": "sandy-alderson"}).content.decode()
    assert 'value="Wally"' in html
    assert '<option value="sandy-alderson" selected>' in html


def test_an_invalid_filter_value_shows_an_error_not_a_crash(client, seeded):
    response = client.get(QUOTES, {"speaker": "no-such-person"})
    assert response.status_code == 200
    assert "Select a valid choice" in visible_text(response)
