"""Moved to search/migrations/0001_prod_search_indexes.py: the search app owns its schema. Kept, with no
operations, so the migrations after it keep their place."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("stories", "0005_workflow_publish_permissions")]

    operations = []
