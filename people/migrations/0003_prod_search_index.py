"""GIN index for full-text search on people, on PostgreSQL only (see stories 0003 for why RunPython).

The expression must stay identical to PERSON_VECTOR in stories/search.py.
"""

from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector
from django.db import migrations

CONFIG = "english"


def index():
    return GinIndex(
        SearchVector("name", weight="A", config=CONFIG)
        + SearchVector("aliases", weight="A", config=CONFIG)
        + SearchVector("bio", weight="C", config=CONFIG),
        name="person_search_gin",
    )


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.add_index(apps.get_model("people", "Person"), index())


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.remove_index(apps.get_model("people", "Person"), index())


class Migration(migrations.Migration):
    dependencies = [("people", "0002_initial")]

    operations = [migrations.RunPython(create, drop)]
