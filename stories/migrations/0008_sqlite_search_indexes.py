"""Moved to search/migrations/0003_sqlite_search_indexes.py: the search app owns its schema. Kept, with no
operations, so the migrations after it keep their place."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("stories", "0007_prod_article_newest_first_index")]

    operations = []
