"""Editors may publish, schedule and unpublish articles and arcs; Reporters may not.

The groups' permissions as of this migration, written here (not read from today's
stories/permissions.py, so the migration keeps its meaning).
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
            "paragraph": ("add", "change", "delete", "view"),
            "byline": ("add", "change", "delete", "view"),
            "update": ("add", "change", "delete", "view"),
            "embeddedpost": ("add", "change", "delete", "view"),
            "quote": ("add", "change", "delete", "view"),
            "event": ("add", "change", "delete", "view"),
            "arcentry": ("add", "change", "delete", "view"),
            "article": ("add", "change", "delete", "view", "publish"),
            "storyarc": ("add", "change", "delete", "view", "publish"),
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


class Migration(migrations.Migration):
    dependencies = [
        ("stories", "0002_editorial_groups"),
        ("stories", "0004_workflow_owner_images_cards"),
    ]

    operations = [migrations.RunPython(set_group_permissions, migrations.RunPython.noop)]
