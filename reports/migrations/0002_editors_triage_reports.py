"""Editors see and triage readers' error reports.

The group's permissions as of this migration, written here rather than by today's code
(stories/permissions.py declares them for sync_groups)."""

from django.db import migrations

GRANTED = {"Editors": ("view_errorreport", "change_errorreport")}


def grant(apps, schema_editor):
    db = schema_editor.connection.alias
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    content_type, _ = ContentType.objects.using(db).get_or_create(
        app_label="reports", model="errorreport"
    )
    for group_name, codenames in GRANTED.items():
        group = Group.objects.using(db).filter(name=group_name).first()
        if group is None:  # an operator removed the group; sync_groups recreates it
            continue
        for codename in codenames:
            action = codename.split("_", 1)[0]
            permission, _ = Permission.objects.using(db).get_or_create(
                content_type=content_type,
                codename=codename,
                defaults={"name": f"Can {action} error report"},
            )
            group.permissions.add(permission)


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("stories", "0002_editorial_groups"),
        ("reports", "0001_initial"),
    ]

    operations = [migrations.RunPython(grant, migrations.RunPython.noop)]
