"""Planning and writing a body costs work in proportion to its size (the times are in `make bench`'s
bench/inputs.py; here the work is counted, never timed)."""

import pytest
from django.db import connection

import stories.body
from stories.body import StoredParagraph, plan_body
from stories.services.body import apply_body_plan, plan_article_body
from tests.factories import ArticleFactory, ParagraphFactory


def paragraph(n: int, version: int) -> str:
    return (
        f"Paragraph {n}, version {version}: the council met and Mayor Ana Pell spoke of bridge {n}."
    )


def comparisons(monkeypatch, paragraphs: int) -> int:
    """Paragraph comparisons made planning a save that rewrites every one of `paragraphs` paragraphs."""
    calls = []
    likeness = stories.body._likeness
    monkeypatch.setattr(stories.body, "_likeness", lambda a, b: calls.append(1) or likeness(a, b))
    stored = [StoredParagraph(n, paragraph(n, 1)) for n in range(paragraphs)]
    plan = plan_body(stored, [paragraph(n, 2) for n in range(paragraphs)], [])
    assert [p.keeps for p in plan.paragraphs] == list(range(paragraphs))  # each edit keeps its row
    return len(calls)


def test_rewriting_every_paragraph_compares_each_with_a_few_not_with_all(monkeypatch):
    small, large = comparisons(monkeypatch, 50), comparisons(monkeypatch, 200)
    # Four times the paragraphs, about four times the comparisons (all pairs: 16 times, 40,000).
    assert large <= 5 * small
    assert large <= 200 * 10


@pytest.mark.django_db
def test_writing_a_rewritten_body_rebuilds_the_search_text_once(settings):
    if connection.vendor != "sqlite":
        pytest.skip("PostgreSQL's triggers refresh once per statement")
    article = ArticleFactory()
    for n in range(40):
        ParagraphFactory(article=article, position=n + 1, text=paragraph(n, 1))
    plan = plan_article_body(article, "\n\n".join(paragraph(n, 2) for n in range(40)))
    rebuilds = []
    connection.ensure_connection()
    # The full-text index's own statements, as SQLite runs them inside the triggers: one row deleted
    # from its size table per rebuild of the article's row.
    connection.connection.set_trace_callback(
        lambda statement: (
            rebuilds.append(statement)
            if statement.startswith("-- DELETE FROM 'main'.'stories_article_text_fts_docsize'")
            else None
        )
    )
    try:
        apply_body_plan(article=article, plan=plan)
    finally:
        connection.connection.set_trace_callback(None)
    # Each paragraph written rebuilt the article's whole search row: 40 rebuilds of 40 paragraphs.
    assert len(rebuilds) <= 2, len(rebuilds)
