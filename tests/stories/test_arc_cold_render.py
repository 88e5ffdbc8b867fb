"""An arc page built in full (no part kept) runs SQL compiled once per process: building and compiling its
querysets took a fifth of such a render (sitewide/prepared.py; the figures are in the README)."""

import pytest
from django.db.models.sql.compiler import SQLCompiler
from django.urls import reverse

from stories.models import StoryArc


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
