"""A cold render (every part built) of the article and person pages runs SQL compiled once per process
(sitewide/prepared.py): after the first reader, a render builds rows, never SQL."""

import re
from unittest import mock

import pytest
from django.db import connection
from django.db.models.sql.compiler import SQLCompiler
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from people.models import Person
from stories.models import Article, Paragraph, Quote
from tests.factories import add_disputes, build_running_story

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def prepared_on(settings):
    settings.PREPARED_QUERIES = True


@pytest.fixture
def story():
    arc = build_running_story(3)
    add_disputes(arc, range(2))  # accounts on report-1 and cast-1's page
    return arc


def compiled_while_rendering(client, url: str) -> list[str]:
    """The tables of the SQL compiled while `url` rendered."""
    compiled, original = [], SQLCompiler.as_sql

    def as_sql(compiler, *args, **kwargs):
        compiled.append(compiler.query.model._meta.db_table)
        return original(compiler, *args, **kwargs)

    with mock.patch.object(SQLCompiler, "as_sql", as_sql):
        response = client.get(url)
    assert response.status_code == 200, url
    return compiled


@pytest.mark.parametrize(
    "url",
    [
        pytest.param(lambda: Article.objects.get(slug="report-1").get_absolute_url(), id="article"),
        pytest.param(lambda: reverse("people:person", kwargs={"slug": "cast-1"}), id="person"),
        pytest.param(
            lambda: reverse("people:person", kwargs={"slug": "cast-2"}), id="quoted about"
        ),
    ],
)
def test_a_second_reader_of_the_page_compiles_no_sql(client, story, url):
    url = url()
    client.get(url)  # the first reader: each query compiled
    assert compiled_while_rendering(client, url) == []


def test_a_later_page_of_what_someone_said_is_built_for_its_own_rows(client, story):
    """Only the first page is compiled once (its LIMIT is in the SQL); a later one is built as it is asked for."""
    report = Article.objects.get(slug="report-1")
    paragraphs = Paragraph.objects.bulk_create(
        Paragraph(article=report, position=n, text=f"He said, “more words {n}.”")
        for n in range(100, 160)
    )
    Quote.objects.bulk_create(  # cast-1 says 60 more things: two pages
        Quote(
            article=report,
            paragraph=p,
            position=p.position,
            text=f"more words {p.position}.",
            speaker=Person.objects.get(slug="cast-1"),
        )
        for p in paragraphs
    )
    url = reverse("people:person", kwargs={"slug": "cast-1"})
    client.get(url)
    first, second = client.get(url).content.decode(), client.get(url + "?page=2").content.decode()
    assert "Quotes 1–50 of" in first and "Quotes 51–" in second
    assert "stories_quote" in compiled_while_rendering(client, url + "?page=2")


def test_what_someone_said_is_counted_beside_its_page_not_with_a_window(client, story):
    """The count readers see comes from a COUNT beside the page's rows: a window count made SQLite gather
    every quote with all its columns before sorting them (stories.pagination.counted_apart)."""
    url = reverse("people:person", kwargs={"slug": "cast-1"})
    client.get(url)
    with CaptureQueriesContext(connection) as queries:
        page = client.get(url).content.decode()
    said = [
        q["sql"]
        for q in queries
        if q["sql"].startswith('SELECT "stories_quote"."id"')
        and re.search(r'"stories_quote"."speaker_id" = \d', q["sql"])
    ]
    total = Quote.objects.published().filter(speaker__slug="cast-1").count()
    assert total and f"{total} quote{'s' if total > 1 else ''} recorded" in page
    assert len(said) == 1 and "OVER" not in said[0] and "COUNT(" in said[0]
