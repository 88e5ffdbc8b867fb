"""Full-text search documents on PostgreSQL: a tsvector column kept by a trigger, with a GIN index.

PostgreSQL only, and outside Django's model state (search/backends.py reads the column through
StoredDocument): SQLite has no tsvector, and keeping the column out of the models keeps
`makemigrations --check` clean on both engines and pages from ever loading it. Storing the
vector (rather than indexing an expression) lets ranking read it instead of re-parsing each text.

Moved from stories 0006_prod_search_indexes (the search app owns its schema); on a database that
migration already built, it does nothing.
"""

from django.db import migrations

DOCUMENTS = {
    "stories_article": "setweight(to_tsvector('english', coalesce({row}.headline, '')), 'A')"
    " || setweight(to_tsvector('english', coalesce({row}.dek, '')), 'B')",
    "stories_paragraph": "to_tsvector('english', coalesce({row}.text, ''))",
    "stories_quote": "to_tsvector('english', coalesce({row}.text, ''))",
}


def forward_sql(table: str, document: str) -> list[str]:
    return [
        f"ALTER TABLE {table} ADD COLUMN search_document tsvector",
        f"CREATE FUNCTION {table}_search_document() RETURNS trigger LANGUAGE plpgsql AS $$ "
        f"BEGIN NEW.search_document := {document.format(row='NEW')}; RETURN NEW; END $$",
        f"CREATE TRIGGER {table}_search_document BEFORE INSERT OR UPDATE ON {table} "
        f"FOR EACH ROW EXECUTE FUNCTION {table}_search_document()",
        f"UPDATE {table} SET search_document = {document.format(row=table)}",
        f"CREATE INDEX {table}_search_gin ON {table} USING gin (search_document)",
    ]


def backward_sql(table: str) -> list[str]:
    return [
        f"DROP TRIGGER IF EXISTS {table}_search_document ON {table}",
        f"DROP FUNCTION IF EXISTS {table}_search_document()",
        f"ALTER TABLE {table} DROP COLUMN IF EXISTS search_document",
    ]


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for table, document in DOCUMENTS.items():
            for statement in forward_sql(table, document):
                schema_editor.execute(statement)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for table in DOCUMENTS:
            for statement in backward_sql(table):
                schema_editor.execute(statement)


def _already_built(schema_editor) -> bool:
    """Whether this step's schema is there: a database migrated while stories 0006_prod_search_indexes still built it."""
    connection = schema_editor.connection
    if connection.vendor != "postgresql":
        return True  # nothing of this step is built on other engines
    with connection.cursor() as cursor:
        return any(
            column.name == "search_document"
            for column in connection.introspection.get_table_description(cursor, "stories_quote")
        )


def _unless_built(forward):
    def operation(apps, schema_editor):
        if not _already_built(schema_editor):
            forward(apps, schema_editor)

    return operation


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0005_role_source_moves_to_stories"),
        ("stories", "0021_role_source_names"),
    ]

    operations = [migrations.RunPython(_unless_built(create), drop)]
