"""Moved to search/migrations/0005_sqlite_article_text_search.py: the search app owns its schema. Kept, with no
operations, so the migrations after it keep their place."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("stories", "0009_prod_article_body_search")]

    operations = []
