import pytest
from django.db import connection

from stories.models import Article, Quote
from stories.models.matching import filter_articles, filter_quotes
from tests.factories import ArticleFactory, ParagraphFactory, QuoteFactory

pytestmark = pytest.mark.django_db


def test_filter_articles_narrows_a_queryset_for_list_filters():
    ParagraphFactory(article=ArticleFactory(headline="One"), text="The Wilpons answered.")
    ArticleFactory(headline="Two")
    assert [a.headline for a in filter_articles(Article.objects.published(), "wilpons")] == ["One"]


def test_the_quote_filter_matches_every_word_anywhere_in_the_quote():
    QuoteFactory(text="Nobody has called about Wally")
    QuoteFactory(text="It's not going to happen")
    assert [q.text for q in filter_quotes(Quote.objects.published(), "wally nobody")] == ["Nobody has called about Wally"]


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite trigram index")
def test_sqlite_search_uses_the_trigram_indexes():
    plan = filter_quotes(Quote.objects.all(), "betrayed").explain()
    assert "stories_quote_fts VIRTUAL TABLE" in plan
    assert "stories_article_text_fts VIRTUAL TABLE" in filter_articles(Article.objects.all(), "betrayed").explain()
