"""Moved to search/migrations/0006_sqlite_drop_superseded_search_indexes.py: the search app owns its schema. Kept, with no
operations, so the migrations after it keep their place."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("stories", "0010_sqlite_article_text_search")]

    operations = []
