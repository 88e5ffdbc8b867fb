"""Stored text that no output can carry: every output still answers (and the feeds and sitemaps stay XML),
and every way in strips it, so it is stored clean."""

import json
from xml.etree import ElementTree

import feedparser
import pytest
from django.db import connection
from django.urls import reverse
from hypothesis import given, settings
from hypothesis import strategies as st

from cleantext import UNCARRIABLE, carriable, uncarriable
from people.models import Person
from stories.exporting import arc_json, arc_timelinejs, fixture_json
from stories.models import Article, Quote, StoryArc
from tests.admin_forms import change_form_data
from tests.seed_slugs import ARC, BETRAYED

pytestmark = pytest.mark.django_db

# PostgreSQL refuses NUL in text (no row can hold it there); SQLite stores it.
BAD = "\x01\x08\x0b\x0c\x1f\x7f\ufffe\uffff"


def bad() -> str:
    return BAD + ("\x00" if connection.vendor == "sqlite" else "")


@pytest.fixture
def poisoned(seeded):
    """Rows as an old import or a bulk update left them: written around validation."""
    Article.objects.filter(slug=BETRAYED).update(
        headline=f"Backman{bad()} betrayed", dek=f"A dek{bad()}"
    )
    Quote.objects.filter(article__slug=BETRAYED).update(text=f"I{bad()} was betrayed")
    StoryArc.objects.filter(slug=ARC).update(title=f"The feud{bad()}")
    Person.objects.filter(slug="wally-backman").update(name=f"Wally{bad()} Backman")


def test_every_feed_takes_stored_control_characters_and_stays_atom(client, poisoned):
    for url in (
        reverse("stories:feed"),
        reverse("stories:arc-feed", kwargs={"slug": ARC}),
        reverse("people:person-feed", kwargs={"slug": "wally-backman"}),
    ):
        response = client.get(url)
        assert response.status_code == 200, url
        assert not feedparser.parse(response.content).bozo, url
        assert (
            "Backman betrayed" in response.content.decode() or "feud" in response.content.decode()
        )


def test_every_sitemap_takes_stored_control_characters_and_stays_xml(client, poisoned):
    response = client.get(reverse("sitemap"))
    assert response.status_code == 200
    ElementTree.fromstring(response.content)
    for section in ("sections", "arcs", "articles", "disputes", "quotes", "people"):
        response = client.get(reverse("sitemap-section", kwargs={"section": section}))
        assert response.status_code == 200, section
        ElementTree.fromstring(response.content)


def test_pages_and_api_take_stored_control_characters(client, poisoned):
    quote = Quote.objects.filter(article__slug=BETRAYED).first()
    for url in (
        reverse("stories:home"),
        reverse("stories:article", kwargs={"slug": BETRAYED}),  # with its JSON-LD
        reverse("stories:arc", kwargs={"slug": ARC}),
        reverse("people:person", kwargs={"slug": "wally-backman"}),
        quote.get_absolute_url(),
        reverse("search:search") + "?q=Backman",
        f"/api/v1/articles/{BETRAYED}/",
        f"/api/v1/arcs/{ARC}/",
        f"/api/v1/quotes/{quote.pk}/",
        "/api/v1/people/wally-backman/",
        "/api/v1/articles/",
    ):
        response = client.get(url)
        assert response.status_code == 200, url
        if url.startswith("/api/"):
            json.loads(response.content)


def test_exports_take_stored_control_characters(poisoned):
    arc = StoryArc.objects.get(slug=ARC)
    assert json.loads(json.dumps(arc_timelinejs(arc)))
    assert json.loads(json.dumps(arc_json(arc)))
    assert json.loads(fixture_json("stories"))
    assert json.loads(fixture_json("people"))


@given(st.text())
@settings(max_examples=300, deadline=None)
def test_carriable_text_holds_nothing_an_output_refuses(text):
    clean = carriable(text)
    assert not uncarriable(clean)
    assert carriable(clean) == clean
    # What is left is every character of the text but the uncarriable ones, in order.
    assert clean == "".join(ch for ch in text if not UNCARRIABLE.match(ch))
    # XML 1.0 takes it (the feeds' writer, the sitemaps' parser) ...
    ElementTree.fromstring(f"<a>{clean.replace('&', '&amp;').replace('<', '&lt;')}</a>".encode())
    # ... and so does UTF-8.
    clean.encode("utf-8")


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=60))
@settings(max_examples=60, deadline=None)
def test_validation_stores_any_text_clean(text):
    from tests.factories import ArticleFactory

    article = ArticleFactory.build(headline=f"Headline {text}", dek=text)
    article.slug = "validated"
    article.clean_fields(exclude={"outlet", "lead_image", "created_by"})
    assert not uncarriable(article.headline) and not uncarriable(article.dek)
    assert article.headline == carriable(f"Headline {text}")


def test_the_admin_form_stores_a_pasted_control_character_stripped(admin_client, seeded):
    person = Person.objects.get(slug="wally-backman")
    url = reverse("admin:people_person_change", args=[person.pk])
    data = change_form_data(admin_client.get(url))
    response = admin_client.post(
        url, {**data, "name": "Wally\x0b Backman\x01", "bio": "Manager\x1f."}
    )
    assert response.status_code == 302, response.context["adminform"].form.errors
    person.refresh_from_db()
    assert person.name == "Wally Backman" and person.bio == "Manager."
