"""The person page: who they are, what they said and when, and where they appear."""

import pytest
from django.urls import reverse

from stories.models import Quote
from tests.stories.pages import structured_data, visible_text

pytestmark = pytest.mark.django_db


def person_page(client, slug):
    return client.get(reverse("people:person", kwargs={"slug": slug}))


def test_the_person_page_shows_name_bio_and_roles_over_time(client, seeded):
    text = visible_text(person_page(client, "wally-backman"))
    assert "Wally Backman" in text
    assert "1986 World Series champion with the Mets" in text
    assert text.index("Player, New York Mets (1986)") < text.index("Manager, Arizona Diamondbacks (2004)")
    assert "Manager, Las Vegas 51s (until 2016)" in text


def test_everything_they_said_is_listed_in_chronological_order(client, seeded):
    response = person_page(client, "wally-backman")
    said = visible_text(response)
    assert said.index("“I’ve been betrayed”") < said.index("“blackballed” Said 2017") < said.index("“Not with who’s the president”")
    assert response.content.decode().count('class="quote-item"') == 13


def test_each_quote_carries_the_role_held_when_it_was_said(client, seeded):
    text = visible_text(person_page(client, "wally-backman"))
    assert "“I’ve been betrayed” Reported January 2017 · as Manager, Monclova club" in text
    assert "“Not with who’s the president” Reported 2021 · as Manager, Long Island Ducks" in text


def test_quotes_about_a_person_are_listed(client, seeded):
    quote = Quote.objects.get(text="It’s not Sandy’s nature")
    quote.about.add(quote.article.quotes.get(text__startswith="I guess").speaker)
    text = visible_text(person_page(client, "sandy-alderson"))
    assert "Said about Sandy Alderson “It’s not Sandy’s nature” A non-Mets executive" in text


def test_the_person_page_lists_the_articles_and_arcs_they_appear_in(client, seeded):
    text = visible_text(person_page(client, "kristie-ackert"))
    appears = text[text.index("Appears in"):]
    assert "The Wally Backman–Sandy Alderson feud" in appears
    assert "Wally Backman asked to come home, back to the New York Mets" in appears


def test_a_person_is_described_as_a_schema_org_person(client, seeded):
    (data,) = structured_data(person_page(client, "sandy-alderson"))
    assert (data["@type"], data["name"]) == ("Person", "Sandy Alderson")
    assert data["url"] == "http://testserver/people/sandy-alderson/"


def test_an_unknown_person_is_not_found(client, db):
    assert person_page(client, "nobody").status_code == 404
