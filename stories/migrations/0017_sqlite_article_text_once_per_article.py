"""Moved to search/migrations/0007_sqlite_article_text_once_per_article.py: the search app owns its schema. Kept, with no
operations, so the migrations after it keep their place."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("stories", "0016_disputes_and_accounts")]

    operations = []
