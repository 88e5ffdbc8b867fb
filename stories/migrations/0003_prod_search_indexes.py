"""GIN indexes for full-text search, on PostgreSQL only.

They are built with RunPython rather than Meta.indexes: a SearchVector index cannot exist on
SQLite, and keeping them out of the model state keeps `makemigrations --check` clean on both
engines. The expressions must stay identical to stories/search.py for PostgreSQL to use them.
"""

from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector
from django.db import migrations

CONFIG = "english"


def indexes():
    return {
        "article": GinIndex(
            SearchVector("headline", weight="A", config=CONFIG) + SearchVector("dek", weight="B", config=CONFIG),
            name="article_search_gin",
        ),
        "paragraph": GinIndex(SearchVector("text", config=CONFIG), name="paragraph_search_gin"),
        "quote": GinIndex(SearchVector("text", config=CONFIG), name="quote_search_gin"),
    }


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for model_name, index in indexes().items():
        schema_editor.add_index(apps.get_model("stories", model_name), index)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for model_name, index in indexes().items():
        schema_editor.remove_index(apps.get_model("stories", model_name), index)


class Migration(migrations.Migration):
    dependencies = [("stories", "0002_editorial_groups")]

    operations = [migrations.RunPython(create, drop)]
