"""An article's bylines read with the article itself: one JSON array in the article's own row.

The article page has eight things to read (the article, its paragraphs, updates, embedded posts, quotes,
the accounts it gives, its place in arcs, its bylines) and at most seven queries: the bylines, a name and
an address or two, travel as a subquery's JSON array (`json_group_array` on SQLite, `jsonb_agg` on
PostgreSQL) and are built back into rows here. `make bench` counts each page's queries.
"""

import json

from django.db import router
from django.db.models import Aggregate, F, Func, OuterRef, QuerySet, Subquery, TextField, Value

from people.models import Person

from .models import Article, Byline
from .rows import loaded


class JSONRows(Aggregate):
    """The grouped rows' values as the text of one JSON array (text, not a JSONField: on SQLite a JSONField
    costs a query of its own the first time a connection reads one)."""

    function = "JSON_GROUP_ARRAY"
    output_field = TextField()

    def as_postgresql(self, compiler, connection, **extra_context):
        return self.as_sql(
            compiler,
            connection,
            function="JSONB_AGG",
            template="%(function)s(%(expressions)s)::text",
            **extra_context,
        )


class JSONRow(Func):
    """One JSON object of name/value pairs. Django's JSONObject asks SQLite first, with a query per connection,
    whether it has json_object()."""

    function = "JSON_OBJECT"
    output_field = TextField()

    def __init__(self, **fields):
        super().__init__(
            *(part for name, value in fields.items() for part in (Value(name), F(value)))
        )

    def as_postgresql(self, compiler, connection, **extra_context):
        return self.as_sql(compiler, connection, function="JSONB_BUILD_OBJECT", **extra_context)


def with_bylines(articles: QuerySet) -> QuerySet:
    """`articles` each carrying `byline_rows`, read by `bylines_of`."""
    rows = (
        Byline.objects.filter(article=OuterRef("pk"))
        .order_by()
        .values("article")
        .annotate(
            rows=JSONRows(
                JSONRow(
                    position="position",
                    person_id="person_id",
                    name="person__name",
                    slug="person__slug",
                )
            )
        )
        .values("rows")
    )
    return articles.annotate(byline_rows=Subquery(rows, output_field=TextField()))


def bylines_of(article: Article) -> list[Byline]:
    """The article's bylines in order, each with its person's name and slug (`stories.rows.loaded`)."""
    db = router.db_for_read(Byline)
    bylines = []
    for row in sorted(json.loads(article.byline_rows or "[]"), key=lambda row: row["position"]):
        byline = loaded(
            Byline, db, article_id=article.pk, person_id=row["person_id"], position=row["position"]
        )
        byline.person = loaded(Person, db, id=row["person_id"], name=row["name"], slug=row["slug"])
        bylines.append(byline)
    return bylines
