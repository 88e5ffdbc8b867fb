"""Create the newsroom's groups, Editors and Reporters, as stories/permissions.py declares them."""

from django.core.management import call_command
from django.db import migrations


def sync_groups(apps, schema_editor):
    call_command("sync_groups", database=schema_editor.connection.alias)


def remove_groups(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=["Editors", "Reporters"]).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("people", "0002_initial"),
        ("stories", "0001_initial"),
    ]

    operations = [migrations.RunPython(sync_groups, remove_groups)]
