"""Which articles and quotes contain a reader's words: the match the browse filters and search share.

PostgreSQL: the weighted full-text document kept by triggers in each row's GIN-indexed
`search_document` column (migrations 0006, 0009). SQLite: every word as a case-insensitive
substring, looked up in FTS5 trigram indexes (0008 for quotes, 0010 for articles with their body)
for words of three or more characters.
"""

from django.contrib.postgres.search import SearchQuery, SearchVectorField
from django.db import connection
from django.db.models import Expression, F, Q, QuerySet
from django.db.models.expressions import RawSQL

from .article import Article, Paragraph
from .quote import Quote

CONFIG = "english"
MAX_TERMS = 8


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


def terms_of(query: str) -> list[str]:
    return query.split()[:MAX_TERMS]


def filter_articles(queryset: QuerySet, query: str) -> QuerySet:
    """The articles of `queryset` matching `query`, for list filters (no ranking, no snippets)."""
    if not terms_of(query):
        return queryset
    if uses_postgres():
        return queryset.alias(document=StoredDocument()).filter(document=words_query(query))
    return queryset.filter(article_terms_condition(terms_of(query)))


def filter_quotes(queryset: QuerySet, query: str) -> QuerySet:
    """The quotes of `queryset` whose words match `query`, for list filters."""
    if not terms_of(query):
        return queryset
    if uses_postgres():
        return queryset.alias(document=StoredDocument()).filter(document=words_query(query))
    return queryset.filter(quote_terms_condition(terms_of(query)))


def words_query(query: str) -> SearchQuery:
    return SearchQuery(query, search_type="websearch", config=CONFIG)


# The columns each SQLite trigram table indexes: migration 0010 for articles (headline, dek and body
# in one row), 0008 for quotes.
TRIGRAM_INDEXES = {Article: "stories_article_text_fts", Quote: "stories_quote_fts"}
TRIGRAM = 3  # a trigram index can only look up words at least this long


def trigram_match(model, term: str) -> Q:
    index = TRIGRAM_INDEXES[model]
    phrase = '"' + term.replace('"', '""') + '"'  # FTS5 string: every character literal
    return Q(pk__in=RawSQL(f'SELECT rowid FROM "{index}" WHERE "{index}" MATCH %s', [phrase]))


def uses_trigrams(term: str) -> bool:
    return connection.vendor == "sqlite" and len(term) >= TRIGRAM


def article_terms_condition(terms: list[str]) -> Q:
    condition = Q()
    for term in terms:
        if uses_trigrams(term):
            condition &= trigram_match(Article, term)
        else:
            in_body = Q(pk__in=Paragraph.objects.filter(text__icontains=term).values("article_id"))
            condition &= all_terms(("headline", "dek"), [term]) | in_body
    return condition


def quote_terms_condition(terms: list[str]) -> Q:
    condition = Q()
    for term in terms:
        condition &= trigram_match(Quote, term) if uses_trigrams(term) else all_terms(("text",), [term])
    return condition


def all_terms(fields: tuple[str, ...], terms: list[str]) -> Q:
    condition = Q()
    for term in terms:
        any_field = Q()
        for name in fields:
            any_field |= Q(**{f"{name}__icontains": term})
        condition &= any_field
    return condition
