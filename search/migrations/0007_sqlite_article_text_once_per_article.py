"""SQLite: a bulk write of paragraphs rebuilds its article's search text once, not once per paragraph.

0010's paragraph triggers rebuild the article's whole row of `stories_article_text_fts` (every
paragraph, concatenated) after each paragraph written: importing n paragraphs did n rebuilds of up
to n paragraphs, quadratic (8,000 paragraphs: 35 s, holding the write lock; editors' saves failed).
SQLite has no statement-level triggers (PostgreSQL's, 0009, already refresh once per statement), so
a writer marks the articles it is about to write in `stories_article_text_pending`
(`stories.search_text.one_search_refresh`): the paragraph triggers skip a marked article, and
removing the mark rebuilds its row once. Unmarked writes (an editor's save) refresh as before.

Moved from stories 0017_sqlite_article_text_once_per_article (the search app owns its schema); on a database that
migration already built, it does nothing.
"""

import importlib

from django.db import migrations

text_search = importlib.import_module("search.migrations.0005_sqlite_article_text_search")
INDEX, BODY = text_search.INDEX, text_search.BODY
PENDING = "stories_article_text_pending"
EVENTS = ("paragraph_insert", "paragraph_update", "paragraph_delete")


def refresh_unless_pending(article_id: str) -> str:
    pending = f"EXISTS (SELECT 1 FROM {PENDING} WHERE article_id = {article_id})"
    return (
        f"DELETE FROM {INDEX} WHERE rowid = {article_id} AND NOT {pending}; "
        f"INSERT INTO {INDEX}(rowid, headline, dek, body) SELECT id, headline, dek, {BODY.format(id='stories_article.id')} "
        f"FROM stories_article WHERE id = {article_id} AND NOT {pending};"
    )


def paragraph_triggers(refresh) -> list[str]:
    return [
        f"CREATE TRIGGER {INDEX}_paragraph_insert AFTER INSERT ON stories_paragraph BEGIN {refresh('new.article_id')} END",
        f"CREATE TRIGGER {INDEX}_paragraph_update AFTER UPDATE OF text, article_id, position ON stories_paragraph BEGIN "
        f"{refresh('old.article_id')} {refresh('new.article_id')} END",
        f"CREATE TRIGGER {INDEX}_paragraph_delete AFTER DELETE ON stories_paragraph BEGIN {refresh('old.article_id')} END",
    ]


DROP_PARAGRAPH_TRIGGERS = [f"DROP TRIGGER IF EXISTS {INDEX}_{event}" for event in EVENTS]
FORWARD = [
    f"CREATE TABLE {PENDING} (article_id INTEGER PRIMARY KEY)",
    *DROP_PARAGRAPH_TRIGGERS,
    *paragraph_triggers(refresh_unless_pending),
    f"CREATE TRIGGER {PENDING}_done AFTER DELETE ON {PENDING} BEGIN {text_search.refresh('old.article_id')} END",
]
BACKWARD = [
    f"DROP TRIGGER IF EXISTS {PENDING}_done",
    f"DROP TABLE IF EXISTS {PENDING}",
    *DROP_PARAGRAPH_TRIGGERS,
    *paragraph_triggers(text_search.refresh),
]


def run(statements):
    def operation(apps, schema_editor):
        if schema_editor.connection.vendor == "sqlite":
            for statement in statements:
                schema_editor.execute(statement)

    return operation


def _already_built(schema_editor) -> bool:
    """Whether this step's schema is there: a database migrated while stories 0017_sqlite_article_text_once_per_article still built it."""
    connection = schema_editor.connection
    if connection.vendor != "sqlite":
        return True  # nothing of this step is built on other engines
    with connection.cursor() as cursor:
        return "stories_article_text_pending" in connection.introspection.table_names(cursor)


def _unless_built(forward):
    def operation(apps, schema_editor):
        if not _already_built(schema_editor):
            forward(apps, schema_editor)

    return operation


class Migration(migrations.Migration):
    dependencies = [("search", "0006_sqlite_drop_superseded_search_indexes")]

    operations = [migrations.RunPython(_unless_built(run(FORWARD)), run(BACKWARD))]
