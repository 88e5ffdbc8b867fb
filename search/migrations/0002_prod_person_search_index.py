"""Full-text search document for people on PostgreSQL (see stories 0006_prod_search_indexes for why
a trigger-kept column outside the model state). Names and aliases weigh most, then the bio.

Moved from people 0004_prod_search_index (the search app owns its schema); on a database that
migration already built, it does nothing.
"""

from django.db import migrations

TABLE = "people_person"
DOCUMENT = (
    "setweight(to_tsvector('english', coalesce({row}.name, '')), 'A')"
    " || setweight(to_tsvector('english', coalesce({row}.aliases, '')), 'A')"
    " || setweight(to_tsvector('english', coalesce({row}.bio, '')), 'C')"
)


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for statement in [
        f"ALTER TABLE {TABLE} ADD COLUMN search_document tsvector",
        f"CREATE FUNCTION {TABLE}_search_document() RETURNS trigger LANGUAGE plpgsql AS $$ "
        f"BEGIN NEW.search_document := {DOCUMENT.format(row='NEW')}; RETURN NEW; END $$",
        f"CREATE TRIGGER {TABLE}_search_document BEFORE INSERT OR UPDATE ON {TABLE} "
        f"FOR EACH ROW EXECUTE FUNCTION {TABLE}_search_document()",
        f"UPDATE {TABLE} SET search_document = {DOCUMENT.format(row=TABLE)}",
        f"CREATE INDEX {TABLE}_search_gin ON {TABLE} USING gin (search_document)",
    ]:
        schema_editor.execute(statement)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for statement in [
        f"DROP TRIGGER IF EXISTS {TABLE}_search_document ON {TABLE}",
        f"DROP FUNCTION IF EXISTS {TABLE}_search_document()",
        f"ALTER TABLE {TABLE} DROP COLUMN IF EXISTS search_document",
    ]:
        schema_editor.execute(statement)


def _already_built(schema_editor) -> bool:
    """Whether this step's schema is there: a database migrated while people 0004_prod_search_index still built it."""
    connection = schema_editor.connection
    if connection.vendor != "postgresql":
        return True  # nothing of this step is built on other engines
    with connection.cursor() as cursor:
        return any(
            column.name == "search_document"
            for column in connection.introspection.get_table_description(cursor, "people_person")
        )


def _unless_built(forward):
    def operation(apps, schema_editor):
        if not _already_built(schema_editor):
            forward(apps, schema_editor)

    return operation


class Migration(migrations.Migration):
    dependencies = [("search", "0001_prod_search_indexes")]

    operations = [migrations.RunPython(_unless_built(create), drop)]
