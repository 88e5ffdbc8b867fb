"""Search on SQLite: one FTS5 trigram row per article holding its headline, dek and body text.

SQLite only; the counterpart of 0009 on PostgreSQL. Matching a common word through the paragraph
index of 0008 returned most paragraphs, each then looked up for its article and the articles sorted
(about 200 ms at 20,000 articles). One row per article gives the article ids directly.

Unlike 0008's tables this one stores its text (an article's body is no column to point at);
triggers rewrite an article's row when it or one of its paragraphs is written. The 0008 tables
stay (quotes use theirs); as 0008 says, a later migration that rebuilds stories_article or
stories_paragraph on SQLite drops these triggers and must recreate them.

Moved from stories 0010_sqlite_article_text_search (the search app owns its schema); on a database that
migration already built, it does nothing.
"""

from django.db import migrations

INDEX = "stories_article_text_fts"
BODY = "(SELECT group_concat(text, ' ') FROM (SELECT text FROM stories_paragraph WHERE article_id = {id} ORDER BY position))"


def refresh(article_id: str) -> str:
    return (
        f"DELETE FROM {INDEX} WHERE rowid = {article_id}; "
        f"INSERT INTO {INDEX}(rowid, headline, dek, body) SELECT id, headline, dek, {BODY.format(id='stories_article.id')} "
        f"FROM stories_article WHERE id = {article_id};"
    )


FORWARD = [
    f"CREATE VIRTUAL TABLE {INDEX} USING fts5(headline, dek, body, tokenize='trigram')",
    f"CREATE TRIGGER {INDEX}_article_insert AFTER INSERT ON stories_article BEGIN {refresh('new.id')} END",
    f"CREATE TRIGGER {INDEX}_article_update AFTER UPDATE OF headline, dek ON stories_article BEGIN {refresh('new.id')} END",
    f"CREATE TRIGGER {INDEX}_article_delete AFTER DELETE ON stories_article BEGIN DELETE FROM {INDEX} WHERE rowid = old.id; END",
    f"CREATE TRIGGER {INDEX}_paragraph_insert AFTER INSERT ON stories_paragraph BEGIN {refresh('new.article_id')} END",
    f"CREATE TRIGGER {INDEX}_paragraph_update AFTER UPDATE OF text, article_id, position ON stories_paragraph BEGIN "
    f"{refresh('old.article_id')} {refresh('new.article_id')} END",
    f"CREATE TRIGGER {INDEX}_paragraph_delete AFTER DELETE ON stories_paragraph BEGIN {refresh('old.article_id')} END",
    f"INSERT INTO {INDEX}(rowid, headline, dek, body) SELECT id, headline, dek, {BODY.format(id='stories_article.id')} FROM stories_article",
]
TRIGGERS = [
    "article_insert",
    "article_update",
    "article_delete",
    "paragraph_insert",
    "paragraph_update",
    "paragraph_delete",
]


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        for statement in FORWARD:
            schema_editor.execute(statement)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        for statement in [f"DROP TRIGGER IF EXISTS {INDEX}_{name}" for name in TRIGGERS] + [
            f"DROP TABLE IF EXISTS {INDEX}"
        ]:
            schema_editor.execute(statement)


def _already_built(schema_editor) -> bool:
    """Whether this step's schema is there: a database migrated while stories 0010_sqlite_article_text_search still built it."""
    connection = schema_editor.connection
    if connection.vendor != "sqlite":
        return True  # nothing of this step is built on other engines
    with connection.cursor() as cursor:
        return "stories_article_text_fts" in connection.introspection.table_names(cursor)


def _unless_built(forward):
    def operation(apps, schema_editor):
        if not _already_built(schema_editor):
            forward(apps, schema_editor)

    return operation


class Migration(migrations.Migration):
    dependencies = [("search", "0004_prod_article_body_search")]

    operations = [migrations.RunPython(_unless_built(create), drop)]
