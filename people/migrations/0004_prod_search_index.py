"""Moved to search/migrations/0002_prod_person_search_index.py: the search app owns its schema. Kept, with no
operations, so the migrations after it keep their place."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("people", "0003_workflow_headshot_credits")]

    operations = []
