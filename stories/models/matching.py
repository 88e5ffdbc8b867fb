"""Which rows contain a reader's words: the match behind `Article.objects.matching()` and
`Quote.objects.matching()`, which the browse filters and search share.

PostgreSQL: the weighted full-text document kept by triggers in each row's GIN-indexed
`search_document` column (migrations 0006, 0009). SQLite: every word as a case-insensitive
substring, looked up in FTS5 trigram indexes (0008 for quotes, 0010 for articles with their body)
for words of three or more characters. Knows no model: each queryset says how its rows hold words.
"""

from collections.abc import Callable

from django.contrib.postgres.search import SearchQuery, SearchVectorField
from django.db import connection
from django.db.models import Expression, F, Q, QuerySet
from django.db.models.expressions import RawSQL

CONFIG = "english"
MAX_TERMS = 8
TRIGRAM = 3  # a trigram index can only look up words at least this long


def uses_postgres() -> bool:
    return connection.vendor == "postgresql"


class StoredDocument(Expression):
    """The row's `search_document` tsvector (PostgreSQL only).

    A trigger keeps the column and a GIN index serves it (migrations stories 0006, people 0004); it
    is not a model field, so no page ever loads it. Resolving F("pk") finds the table's alias,
    which differs inside subqueries.
    """

    output_field = SearchVectorField()

    def __init__(self):
        super().__init__()
        self.pk_column = F("pk")

    def get_source_expressions(self):
        return [self.pk_column]

    def set_source_expressions(self, expressions):
        (self.pk_column,) = expressions

    def as_sql(self, compiler, connection):
        return f"{compiler.quote_name_unless_alias(self.pk_column.alias)}.search_document", []


def terms_of(words: str) -> list[str]:
    return words.split()[:MAX_TERMS]


def words_query(words: str) -> SearchQuery:
    return SearchQuery(words, search_type="websearch", config=CONFIG)


def matching(
    queryset: QuerySet, words: str, *, substring_condition: Callable[[list[str]], Q]
) -> QuerySet:
    """The rows of `queryset` holding every word of `words`: on PostgreSQL by their stored document,
    elsewhere by `substring_condition(terms)`. Unfiltered when `words` has none."""
    terms = terms_of(words)
    if not terms:
        return queryset
    if uses_postgres():
        return queryset.alias(document=StoredDocument()).filter(document=words_query(words))
    return queryset.filter(substring_condition(terms))


def uses_trigrams(term: str) -> bool:
    return connection.vendor == "sqlite" and len(term) >= TRIGRAM


def trigram_match(index: str, term: str) -> Q:
    """Rows whose entry in the FTS5 trigram table `index` (rowid = the row's id) contains `term`."""
    phrase = '"' + term.replace('"', '""') + '"'  # FTS5 string: every character literal
    return Q(pk__in=RawSQL(f'SELECT rowid FROM "{index}" WHERE "{index}" MATCH %s', [phrase]))


def all_terms(fields: tuple[str, ...], terms: list[str]) -> Q:
    condition = Q()
    for term in terms:
        any_field = Q()
        for name in fields:
            any_field |= Q(**{f"{name}__icontains": term})
        condition &= any_field
    return condition
