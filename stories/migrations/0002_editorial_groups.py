"""Create the newsroom's groups, Editors and Reporters, with their permissions as of this migration.

The data is written here, not read from stories/permissions.py: a migration must mean the same
whatever today's code says (`manage.py sync_groups` applies today's GROUPS for operators).
"""

from django.db import migrations

GROUPS = {
    "Editors": {
        "people": {
            "person": ("add", "change", "delete", "view"),
            "organisation": ("add", "change", "delete", "view"),
            "role": ("add", "change", "delete", "view"),
        },
        "stories": {
            "article": ("add", "change", "delete", "view"),
            "paragraph": ("add", "change", "delete", "view"),
            "byline": ("add", "change", "delete", "view"),
            "update": ("add", "change", "delete", "view"),
            "embeddedpost": ("add", "change", "delete", "view"),
            "quote": ("add", "change", "delete", "view"),
            "storyarc": ("add", "change", "delete", "view"),
            "event": ("add", "change", "delete", "view"),
            "arcentry": ("add", "change", "delete", "view"),
        },
    },
    "Reporters": {
        "people": {
            "person": ("view",),
            "organisation": ("view",),
            "role": ("view",),
        },
        "stories": {
            "article": ("add", "change", "view"),
            "paragraph": ("add", "change", "view"),
            "byline": ("add", "change", "view"),
            "update": ("add", "change", "view"),
            "embeddedpost": ("add", "change", "view"),
            "quote": ("add", "change", "view"),
            "storyarc": ("view",),
            "event": ("view",),
            "arcentry": ("view",),
        },
    },
}


def set_group_permissions(apps, schema_editor):
    """Give each group exactly the permissions GROUPS lists, creating any this migration's models
    need (Django creates permissions only after the last migration)."""
    db = schema_editor.connection.alias
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    for group_name, by_app in GROUPS.items():
        group, _ = Group.objects.using(db).get_or_create(name=group_name)
        wanted = []
        for app_label, by_model in by_app.items():
            for model_name, actions in by_model.items():
                options = apps.get_model(app_label, model_name)._meta
                content_type, _ = ContentType.objects.using(db).get_or_create(
                    app_label=app_label, model=model_name
                )
                declared = dict(options.permissions)
                for action in actions:
                    codename = f"{action}_{model_name}"
                    name = declared.get(codename, f"Can {action} {options.verbose_name_raw}")
                    permission, _ = Permission.objects.using(db).get_or_create(
                        content_type=content_type, codename=codename, defaults={"name": name}
                    )
                    wanted.append(permission)
        group.permissions.set(wanted)


def remove_groups(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=["Editors", "Reporters"]).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("people", "0002_initial"),
        ("stories", "0001_initial"),
    ]

    operations = [migrations.RunPython(set_group_permissions, remove_groups)]
