"""SQLite: a bulk write of paragraphs rebuilds its article's search text once, not once per paragraph.

0010's paragraph triggers rebuild the article's whole row of `stories_article_text_fts` (every
paragraph, concatenated) after each paragraph written: importing n paragraphs did n rebuilds of up
to n paragraphs, quadratic (8,000 paragraphs: 35 s, holding the write lock; editors' saves failed).
SQLite has no statement-level triggers (PostgreSQL's, 0009, already refresh once per statement), so
a writer marks the articles it is about to write in `stories_article_text_pending`
(`stories.search_text.one_search_refresh`): the paragraph triggers skip a marked article, and
removing the mark rebuilds its row once. Unmarked writes (an editor's save) refresh as before.
"""

import importlib

from django.db import migrations

text_search = importlib.import_module("stories.migrations.0010_sqlite_article_text_search")
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


class Migration(migrations.Migration):
    dependencies = [("stories", "0016_disputes_and_accounts")]

    operations = [migrations.RunPython(run(FORWARD), run(BACKWARD))]
