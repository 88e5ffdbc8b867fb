"""Create the newsroom's two groups: Editors (everything editorial) and Reporters (no deletes)."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

EDITORIAL_MODELS = {
    "people": ["person", "organisation", "role"],
    "stories": ["article", "paragraph", "byline", "update", "embeddedpost", "quote", "storyarc", "event", "arcentry"],
}
# Reporters write articles with their parts and quotes; they can look people up but not change them.
REPORTER_WRITES = {"stories": ["article", "paragraph", "byline", "update", "embeddedpost", "quote"]}
REPORTER_VIEWS = {"people": ["person", "organisation", "role"], "stories": ["storyarc", "event", "arcentry"]}


def _permissions(apps, models_by_app, actions):
    Permission = apps.get_model("auth", "Permission")
    codenames = [f"{action}_{model}" for models in models_by_app.values() for model in models for action in actions]
    return Permission.objects.filter(content_type__app_label__in=models_by_app, codename__in=codenames)


def create_groups(apps, schema_editor):
    # Permissions are normally created after all migrations; the groups need them now.
    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, apps=apps, verbosity=0)
        app_config.models_module = None

    Group = apps.get_model("auth", "Group")
    editors, _ = Group.objects.get_or_create(name="Editors")
    editors.permissions.add(*_permissions(apps, EDITORIAL_MODELS, ["add", "change", "delete", "view"]))
    reporters, _ = Group.objects.get_or_create(name="Reporters")
    reporters.permissions.add(*_permissions(apps, REPORTER_WRITES, ["add", "change", "view"]))
    reporters.permissions.add(*_permissions(apps, REPORTER_VIEWS, ["view"]))


def remove_groups(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=["Editors", "Reporters"]).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("people", "0002_initial"),
        ("stories", "0001_initial"),
    ]

    operations = [migrations.RunPython(create_groups, remove_groups)]
