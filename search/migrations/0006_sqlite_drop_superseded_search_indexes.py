"""SQLite: drop 0008's trigram indexes of article headlines/deks and of paragraphs.

0010's one row per article (headline, dek and body) answers every article search since; the two
older tables were still kept in step by triggers on every article and paragraph write, and took
space. Quotes keep their 0008 index. Reversing recreates and rebuilds both tables.

Moved from stories 0011_sqlite_drop_superseded_search_indexes (the search app owns its schema); on a database that
migration already built, it does nothing.
"""

import importlib

from django.db import migrations

search_indexes = importlib.import_module("search.migrations.0003_sqlite_search_indexes")
SUPERSEDED = ("stories_article", "stories_paragraph")


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        for table in SUPERSEDED:
            for statement in search_indexes.backward_sql(table):
                schema_editor.execute(statement)


def recreate(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        for table in SUPERSEDED:
            for statement in search_indexes.forward_sql(table, search_indexes.INDEXED[table]):
                schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("search", "0005_sqlite_article_text_search")]

    operations = [migrations.RunPython(drop, recreate)]
