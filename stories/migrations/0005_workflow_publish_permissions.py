"""Editors may publish, schedule and unpublish articles and arcs; Reporters may not (stories/permissions.py)."""

from django.core.management import call_command
from django.db import migrations


def sync_groups(apps, schema_editor):
    call_command("sync_groups", database=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [
        ("stories", "0002_editorial_groups"),
        ("stories", "0004_workflow_owner_images_cards"),
    ]

    operations = [migrations.RunPython(sync_groups, migrations.RunPython.noop)]
