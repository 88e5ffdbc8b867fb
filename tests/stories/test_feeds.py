"""Atom feeds, sitemap.xml and robots.txt."""

import re

import pytest
from django.urls import reverse

from tests.seed_slugs import ARC, BETRAYED

pytestmark = pytest.mark.django_db


def test_the_site_feed_is_atom_with_every_published_article(client, seeded):
    response = client.get(reverse("stories:feed"))
    body = response.content.decode()
    assert response["Content-Type"].startswith("application/atom+xml")
    assert body.count("<entry>") == 3
    assert "Wally Backman-Sandy Alderson feud is still going quite strong" in body


def test_the_arc_feed_lists_the_arc_s_articles(client, seeded):
    body = client.get(reverse("stories:arc-feed", kwargs={"slug": ARC})).content.decode()
    assert "<title>The Wally Backman–Sandy Alderson feud: Throughline</title>" in body
    assert body.count("<entry>") == 3
    assert f"/articles/{BETRAYED}/" in body


def test_the_person_feed_lists_what_they_said(client, seeded):
    body = client.get(reverse("people:person-feed", kwargs={"slug": "sandy-alderson"})).content.decode()
    assert body.count("<entry>") == 2
    assert "I will do anything I can to help you." in body


def test_the_feed_of_an_unknown_arc_is_not_found(client, db):
    assert client.get(reverse("stories:arc-feed", kwargs={"slug": "nope"})).status_code == 404


def test_the_sitemap_lists_arcs_articles_quotes_and_people(client, seeded):
    body = client.get(reverse("sitemap")).content.decode()
    assert f"http://testserver/arcs/{ARC}/" in body
    assert f"http://testserver/articles/{BETRAYED}/" in body
    assert len(re.findall(r"http://testserver/quotes/\d+/", body)) == 19
    assert "http://testserver/people/sandy-alderson/" in body


def test_the_sitemap_lists_the_front_page_the_arc_index_and_the_browse_lists(client, db):
    body = client.get(reverse("sitemap")).content.decode()
    for path in ("/", "/arcs/", "/articles/", "/quotes/"):
        assert f"<loc>http://testserver{path}</loc>" in body


def test_robots_txt_points_to_the_sitemap_and_keeps_out_of_the_admin(client, db):
    response = client.get("/robots.txt")
    body = response.content.decode()
    assert response["Content-Type"].startswith("text/plain")
    assert "Disallow: /admin/" in body
    assert "Sitemap: http://testserver/sitemap.xml" in body
