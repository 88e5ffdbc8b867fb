""" "Published" is written into the SQL, not bound: SQLite then compiles a reader query once (sitewide/inline_sql.py)."""

import pytest

from sitewide.inline_sql import Inline
from stories.models import Article, Quote, Status
from tests.factories import ArticleFactory, QuoteFactory

pytestmark = pytest.mark.django_db


def test_published_articles_are_found_with_the_status_written_in():
    shown = ArticleFactory(status=Status.PUBLISHED, headline="Shown")
    ArticleFactory(status=Status.DRAFT, headline="Draft")
    assert list(Article.objects.published()) == [shown]


def test_a_quote_of_a_draft_stays_hidden_through_the_join():
    public = QuoteFactory(paragraph__article__status=Status.PUBLISHED)
    QuoteFactory(paragraph__article__status=Status.DRAFT)
    assert list(Quote.objects.published()) == [public]


def test_no_status_is_bound_as_a_parameter():
    sql, params = Article.objects.published().query.sql_with_params()
    assert Status.PUBLISHED not in params


@pytest.mark.parametrize("word", ["published'; DROP TABLE x; --", "Published", "", "a b"])
def test_only_a_lowercase_word_is_written_into_sql(word):
    with pytest.raises(ValueError):
        Inline(word)
