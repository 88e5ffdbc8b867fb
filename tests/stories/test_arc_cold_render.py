"""An arc page built in full (no part kept) runs SQL compiled once per process: building and compiling its
querysets took a fifth of such a render (sitewide/prepared.py; the figures are in the README), and what it
reads as values (the timeline's lines, their key quotes) builds no model rows."""

from collections import Counter

import pytest
from django.db import connection
from django.db.models.signals import post_init
from django.db.models.sql.compiler import SQLCompiler
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from people.models import Organisation, Role
from stories.models import Account, Article, Event, Quote, StoryArc, Update
from tests.factories import add_disputes, build_running_story


@pytest.fixture
def compiled(monkeypatch):
    """The SQL statements compiled from querysets, as they are."""
    statements = []
    as_sql = SQLCompiler.as_sql

    def compiling(compiler, *args, **kwargs):
        sql = as_sql(compiler, *args, **kwargs)
        statements.append(sql[0])
        return sql

    monkeypatch.setattr(SQLCompiler, "as_sql", compiling)
    return statements


def test_a_readers_arc_page_compiles_no_sql_once_one_was_rendered(seeded, client, compiled):
    url = reverse("stories:arc", kwargs={"slug": StoryArc.objects.get().slug})
    first = client.get(url)
    compiled.clear()

    again = client.get(url)

    assert again.content == first.content
    assert compiled == []


@pytest.fixture
def built(monkeypatch):
    """The model instances built, by model."""
    counted = Counter()

    def count(sender, **kwargs):
        counted[sender] += 1

    post_init.connect(count, weak=False)
    yield counted
    post_init.disconnect(count)


@pytest.mark.django_db
def test_the_timelines_key_quotes_are_shown_without_building_quote_rows(client, built):
    arc = build_running_story(3)  # no disputes: nothing else on the page is a quote
    url = reverse("stories:arc", kwargs={"slug": arc.slug})
    client.get(url)
    built.clear()

    html = client.get(url).content.decode()

    assert html.count('<figure class="key-quote">') == 6
    assert built[Quote] == 0


@pytest.mark.django_db
def test_the_timelines_lines_are_shown_without_building_rows(client, built):
    arc = build_running_story(3)  # no disputes
    Role.objects.all().delete()  # the cast's roles are rows, with their organisations and the articles stating them
    url = reverse("stories:arc", kwargs={"slug": arc.slug})
    client.get(url)
    built.clear()

    html = client.get(url).content.decode()

    assert "Report 2" in html and "A later update." in html and "timeline__item--event" in html
    assert "Article · " in html  # the outlet
    assert not {Article, Update, Event, Organisation} & {model for model, n in built.items() if n}


@pytest.mark.django_db
def test_an_arc_without_disputes_reads_no_accounts(client):
    arc = build_running_story(3)  # no disputes
    url = reverse("stories:arc", kwargs={"slug": arc.slug})

    with CaptureQueriesContext(connection) as queries:
        html = client.get(url).content.decode()

    assert "Report 2" in html and "Conflicting accounts" not in html
    assert not [q["sql"] for q in queries if Account._meta.db_table in q["sql"]]


@pytest.mark.django_db
def test_an_arc_with_a_dispute_shows_its_accounts(client):
    arc = build_running_story(3)
    add_disputes(arc, range(1, 2))

    html = client.get(reverse("stories:arc", kwargs={"slug": arc.slug})).content.decode()

    assert "Conflicting accounts" in html and "Which way, number 1?" in html


@pytest.mark.django_db
def test_a_cast_without_roles_reads_no_roles(client):
    arc = build_running_story(3)
    Role.objects.all().delete()
    url = reverse("stories:arc", kwargs={"slug": arc.slug})

    with CaptureQueriesContext(connection) as queries:
        html = client.get(url).content.decode()

    assert 'class="cast__name"' in html and "cast__roles" not in html
    assert not [q["sql"] for q in queries if q["sql"].startswith(f'SELECT "{Role._meta.db_table}"')]


@pytest.mark.django_db
def test_the_cast_shows_the_roles_its_articles_give(client):
    arc = build_running_story(3)

    html = client.get(reverse("stories:arc", kwargs={"slug": arc.slug})).content.decode()

    # Each of the story's four people is given roles by its first two articles.
    assert html.count('<span class="cast__roles">') == 4
