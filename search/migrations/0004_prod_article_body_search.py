"""Articles' PostgreSQL search documents include their body text (headline A, dek B, paragraphs D).

Before, an article matched through its own headline/dek document OR through one of its paragraphs'
documents, a union that for a common word read hundreds of thousands of paragraph rows on every
search and list filter (about a second at 100,000 articles). With the body in the article's own
document, one GIN-indexed column answers a rare word, and for a common word the planner walks the
newest-first index and stops after a page of rows. Every word must now occur somewhere in the
article, as on SQLite, rather than all in the headline/dek or all in one paragraph.

The article row trigger computes the document from the row and its paragraphs; statement-level
triggers on paragraphs recompute it for the articles whose paragraphs a statement inserted, changed
or deleted, once per article however many paragraphs a bulk insert wrote. Paragraph documents stay
(the search page ranks an article's paragraphs to choose its snippet) but lose their GIN index:
nothing looks paragraphs up by words any more.

PostgreSQL only, like 0006.

Moved from stories 0009_prod_article_body_search (the search app owns its schema); on a database that
migration already built, it does nothing.
"""

from django.db import migrations

BODY = "(SELECT string_agg(text, ' ' ORDER BY position) FROM stories_paragraph WHERE article_id = {row}.id)"
HEAD = (
    "setweight(to_tsvector('english', coalesce({row}.headline, '')), 'A')"
    " || setweight(to_tsvector('english', coalesce({row}.dek, '')), 'B')"
)
DOCUMENT = HEAD + " || setweight(to_tsvector('english', coalesce(" + BODY + ", '')), 'D')"
REFRESH = (
    "UPDATE stories_article SET search_document = "
    + DOCUMENT.format(row="stories_article")
    + " WHERE id IN (SELECT article_id FROM {changed})"
)
# (trigger event, transition tables, tables holding the changed paragraphs' article ids)
PARAGRAPH_EVENTS = [
    ("insert", "NEW TABLE AS new_rows", "new_rows"),
    (
        "update",
        "OLD TABLE AS old_rows NEW TABLE AS new_rows",
        "old_rows UNION SELECT article_id FROM new_rows",
    ),
    ("delete", "OLD TABLE AS old_rows", "old_rows"),
]


def article_trigger_sql(document: str, *, events: str) -> list[str]:
    return [
        "CREATE OR REPLACE FUNCTION stories_article_search_document() RETURNS trigger LANGUAGE plpgsql AS $$ "
        f"BEGIN NEW.search_document := {document.format(row='NEW')}; RETURN NEW; END $$",
        "DROP TRIGGER stories_article_search_document ON stories_article",
        f"CREATE TRIGGER stories_article_search_document BEFORE {events} ON stories_article "
        "FOR EACH ROW EXECUTE FUNCTION stories_article_search_document()",
    ]


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    # Only when the headline or dek is written: the paragraphs' triggers and the backfill below set
    # the document themselves, and computing it twice per article would double their cost.
    statements = article_trigger_sql(DOCUMENT, events="INSERT OR UPDATE OF headline, dek")
    for event, tables, changed in PARAGRAPH_EVENTS:
        name = f"stories_paragraph_article_document_{event}"
        statements += [
            f"CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ "
            f"BEGIN {REFRESH.format(changed=changed)}; RETURN NULL; END $$",
            f"CREATE TRIGGER {name} AFTER {event.upper()} ON stories_paragraph REFERENCING {tables} "
            f"FOR EACH STATEMENT EXECUTE FUNCTION {name}()",
        ]
    statements += [
        "DROP INDEX IF EXISTS stories_paragraph_search_gin",
        # Backfill without the index, then build it once: faster than updating it row by row.
        "DROP INDEX IF EXISTS stories_article_search_gin",
        f"UPDATE stories_article SET search_document = {DOCUMENT.format(row='stories_article')}",
        "CREATE INDEX stories_article_search_gin ON stories_article USING gin (search_document)",
        # The planner's choice between the GIN index (rare words) and the newest-first walk (common
        # words) rests on the column's word statistics: gather them now, not at the next autovacuum.
        "ANALYZE stories_article",
    ]
    for statement in statements:
        schema_editor.execute(statement)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    statements = []
    for event, _tables, _changed in PARAGRAPH_EVENTS:
        name = f"stories_paragraph_article_document_{event}"
        statements += [
            f"DROP TRIGGER IF EXISTS {name} ON stories_paragraph",
            f"DROP FUNCTION IF EXISTS {name}()",
        ]
    statements += [
        *article_trigger_sql(HEAD, events="INSERT OR UPDATE"),
        f"UPDATE stories_article SET search_document = {HEAD.format(row='stories_article')}",
        "CREATE INDEX IF NOT EXISTS stories_paragraph_search_gin ON stories_paragraph USING gin (search_document)",
    ]
    for statement in statements:
        schema_editor.execute(statement)


def _already_built(schema_editor) -> bool:
    """Whether this step's schema is there: a database migrated while stories 0009_prod_article_body_search still built it."""
    connection = schema_editor.connection
    if connection.vendor != "postgresql":
        return True  # nothing of this step is built on other engines
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT 1 FROM pg_proc WHERE proname = %s",
            ["stories_paragraph_article_document_insert"],
        )
        return cursor.fetchone() is not None


def _unless_built(forward):
    def operation(apps, schema_editor):
        if not _already_built(schema_editor):
            forward(apps, schema_editor)

    return operation


class Migration(migrations.Migration):
    dependencies = [("search", "0003_sqlite_search_indexes")]

    operations = [migrations.RunPython(_unless_built(create), drop)]
