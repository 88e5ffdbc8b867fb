"""Search on SQLite: FTS5 trigram indexes of article headlines and deks, paragraphs and quotes.

SQLite only, and outside Django's model state, like the PostgreSQL documents of 0006. The search
fallback matches every word as a case-insensitive substring; without an index that reads every
paragraph and quote (about a second at 100,000 articles). A trigram index answers a substring of
three or more characters from the index (search/backends.py); shorter words still scan. Needs
SQLite 3.34 or later built with FTS5 (Debian 12 ships 3.40); the indexes more than double the file.

External-content tables store no second copy of the text; triggers keep them in step. A later
migration that makes SQLite rebuild one of these tables (ALTER on SQLite copies it into a new table)
drops its triggers and must recreate them: the search tests then fail until it does.

Moved from stories 0008_sqlite_search_indexes (the search app owns its schema); on a database that
migration already built, it does nothing.
"""

from django.db import migrations

INDEXED = {
    "stories_article": ("headline", "dek"),
    "stories_paragraph": ("text",),
    "stories_quote": ("text",),
}


def forward_sql(table: str, columns: tuple[str, ...]) -> list[str]:
    index = f"{table}_fts"
    names = ", ".join(columns)
    new = ", ".join(f"new.{column}" for column in columns)
    old = ", ".join(f"old.{column}" for column in columns)
    return [
        f"CREATE VIRTUAL TABLE {index} USING fts5({names}, content='{table}', content_rowid='id', tokenize='trigram')",
        f"CREATE TRIGGER {index}_insert AFTER INSERT ON {table} BEGIN "
        f"INSERT INTO {index}(rowid, {names}) VALUES (new.id, {new}); END",
        f"CREATE TRIGGER {index}_delete AFTER DELETE ON {table} BEGIN "
        f"INSERT INTO {index}({index}, rowid, {names}) VALUES ('delete', old.id, {old}); END",
        f"CREATE TRIGGER {index}_update AFTER UPDATE OF {names} ON {table} BEGIN "
        f"INSERT INTO {index}({index}, rowid, {names}) VALUES ('delete', old.id, {old}); "
        f"INSERT INTO {index}(rowid, {names}) VALUES (new.id, {new}); END",
        f"INSERT INTO {index}({index}) VALUES ('rebuild')",
    ]


def backward_sql(table: str) -> list[str]:
    index = f"{table}_fts"
    return [
        f"DROP TRIGGER IF EXISTS {index}_{event}" for event in ("insert", "delete", "update")
    ] + [f"DROP TABLE IF EXISTS {index}"]


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        for table, columns in INDEXED.items():
            for statement in forward_sql(table, columns):
                schema_editor.execute(statement)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        for table in INDEXED:
            for statement in backward_sql(table):
                schema_editor.execute(statement)


def _already_built(schema_editor) -> bool:
    """Whether this step's schema is there: a database migrated while stories 0008_sqlite_search_indexes still built it."""
    connection = schema_editor.connection
    if connection.vendor != "sqlite":
        return True  # nothing of this step is built on other engines
    with connection.cursor() as cursor:
        return "stories_quote_fts" in connection.introspection.table_names(cursor)


def _unless_built(forward):
    def operation(apps, schema_editor):
        if not _already_built(schema_editor):
            forward(apps, schema_editor)

    return operation


class Migration(migrations.Migration):
    dependencies = [("search", "0002_prod_person_search_index")]

    operations = [migrations.RunPython(_unless_built(create), drop)]
