"""Editors may publish, schedule and unpublish articles and arcs; Reporters may not."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

PUBLISH = ["publish_article", "publish_storyarc"]


def grant(apps, schema_editor):
    # Custom permissions are normally created after all migrations; the group needs them now.
    app_config = apps.get_app_config("stories")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0)
    app_config.models_module = None
    Permission = apps.get_model("auth", "Permission")
    editors = apps.get_model("auth", "Group").objects.get(name="Editors")
    editors.permissions.add(*Permission.objects.filter(content_type__app_label="stories", codename__in=PUBLISH))


def revoke(apps, schema_editor):
    Permission = apps.get_model("auth", "Permission")
    editors = apps.get_model("auth", "Group").objects.get(name="Editors")
    editors.permissions.remove(*Permission.objects.filter(content_type__app_label="stories", codename__in=PUBLISH))


class Migration(migrations.Migration):
    dependencies = [
        ("stories", "0002_editorial_groups"),
        ("stories", "0004_workflow_owner_images_cards"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
