"""The article that states a role moves from people.Role.source to stories.RoleSource, so `people`
knows nothing of stories.

This migration creates the table and copies every role's source into it; people's 0005 then drops
the old column (`run_before` orders it after this copy, without a migration of `people` naming
`stories`). The new relations get their final names (`role.source`, `article.stated_roles`) in 0021,
once the old field that held them is gone. Editors may add, change and delete the rows, Reporters
view them: the groups' permissions as of this migration, written here rather than by today's code.
"""

import django.db.models.deletion
from django.db import migrations, models

# Codenames this migration adds to each group (as stories/permissions.py declared them then).
GRANTED = {
    "Editors": ("add_rolesource", "change_rolesource", "delete_rolesource", "view_rolesource"),
    "Reporters": ("view_rolesource",),
}


def copy_sources(apps, schema_editor):
    db = schema_editor.connection.alias
    Role = apps.get_model("people", "Role")
    RoleSource = apps.get_model("stories", "RoleSource")
    RoleSource.objects.using(db).bulk_create(
        RoleSource(role_id=role_id, article_id=article_id)
        for role_id, article_id in Role.objects.using(db)
        .filter(source__isnull=False)
        .values_list("pk", "source_id")
    )


def copy_sources_back(apps, schema_editor):
    db = schema_editor.connection.alias
    Role = apps.get_model("people", "Role")
    for role_id, article_id in (
        apps.get_model("stories", "RoleSource")
        .objects.using(db)
        .values_list("role_id", "article_id")
    ):
        Role.objects.using(db).filter(pk=role_id).update(source_id=article_id)


def grant(apps, schema_editor):
    db = schema_editor.connection.alias
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    content_type, _ = ContentType.objects.using(db).get_or_create(
        app_label="stories", model="rolesource"
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
                defaults={"name": f"Can {action} role stated by this article"},
            )
            group.permissions.add(permission)


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("people", "0004_prod_search_index"),
        ("stories", "0019_article_preview_secret"),
    ]
    run_before = [("people", "0005_role_source_moves_to_stories")]

    operations = [
        migrations.CreateModel(
            name="RoleSource",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "article",
                    models.ForeignKey(
                        help_text="The article that states this role; a role it states is shown “as of” its date.",
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="stories.article",
                    ),
                ),
                (
                    "role",
                    models.OneToOneField(
                        help_text="The role the article states: one article per role.",
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="people.role",
                    ),
                ),
            ],
            options={
                "verbose_name": "role stated by this article",
                "verbose_name_plural": "roles stated by this article",
            },
        ),
        migrations.RunPython(copy_sources, copy_sources_back),
        migrations.RunPython(grant, migrations.RunPython.noop),
    ]
