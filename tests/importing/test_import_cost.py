"""An import's statements do not grow a few per quote: rows are written table by table, the cache told once."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from importing.parsing import parse_document
from importing.sources import SourceText
from importing.writer import check_documents, write_documents
from stories.cache_tags import quote_affects, quotes_created_affect
from tests.factories import ArcEntryFactory, ArticleFactory, QuoteFactory

pytestmark = pytest.mark.django_db
NAMES = ["Ana Pell", "Ed Marsh", "Nora Vance", "Tom Reyes"]


def text(quotes: int) -> str:
    return "Council hears its residents\n\nBy Jane Doe\n\n" + "\n\n".join(
        f"“Item {n} of the plan comes back next week,” {NAMES[n % 4]} said." for n in range(quotes)
    )


def statements(quotes: int, call) -> int:
    body = text(quotes)
    source = SourceText(f"council-{quotes}", "council.txt", body, f"{quotes:064}")
    documents = [(source, parse_document(body, name=source.name))]
    assert len(documents[0][1].quotes) == quotes
    with CaptureQueriesContext(connection) as queries:
        call(documents)
    return len(queries)


@pytest.mark.parametrize("call", [write_documents, check_documents], ids=["import", "dry run"])
def test_ten_times_the_quotes_costs_only_a_few_more_statements(call):
    fewer, more = statements(20, call), statements(200, call)
    # Bulk inserts come in batches (SQLite takes 999 values a statement): a few more, not 180 or more.
    assert more - fewer < 18, (fewer, more)


def test_quotes_created_together_make_stale_what_each_would(db):
    article = ArticleFactory()
    ArcEntryFactory(article=article)
    quotes = [
        QuoteFactory(article=article),
        QuoteFactory(article=article, speaker=None, speaker_description="a resident"),
    ]
    assert quotes_created_affect(quotes) == set().union(*(quote_affects(q, True) for q in quotes))
