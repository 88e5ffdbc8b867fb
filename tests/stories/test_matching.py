import pytest
from django.db import connection

from stories.models import Article, Quote
from tests.factories import ArticleFactory, ParagraphFactory, QuoteFactory

pytestmark = pytest.mark.django_db


def test_matching_keeps_the_articles_holding_the_words():
    ParagraphFactory(article=ArticleFactory(headline="One"), text="The Wilpons answered.")
    ArticleFactory(headline="Two")
    assert [a.headline for a in Article.objects.published().matching("wilpons")] == ["One"]


def test_matching_keeps_the_quotes_holding_every_word_anywhere():
    QuoteFactory(text="Nobody has called about Wally")
    QuoteFactory(text="It's not going to happen")
    assert [q.text for q in Quote.objects.published().matching("wally nobody")] == [
        "Nobody has called about Wally"
    ]


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite trigram index")
def test_sqlite_search_uses_the_trigram_indexes():
    plan = Quote.objects.all().matching("betrayed").explain()
    assert "stories_quote_fts VIRTUAL TABLE" in plan
    assert (
        "stories_article_text_fts VIRTUAL TABLE"
        in Article.objects.all().matching("betrayed").explain()
    )
