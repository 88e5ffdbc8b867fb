"""Moved to search/migrations/0004_prod_article_body_search.py: the search app owns its schema. Kept, with no
operations, so the migrations after it keep their place."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("stories", "0008_sqlite_search_indexes")]

    operations = []
