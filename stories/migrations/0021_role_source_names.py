"""RoleSource's relations take their final names, `role.source` and `article.stated_roles`, now that
people's 0005 has dropped Role.source, which held them (no change in the database)."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0005_role_source_moves_to_stories"),
        ("stories", "0020_role_sources"),
    ]

    operations = [
        migrations.AlterField(
            model_name="rolesource",
            name="article",
            field=models.ForeignKey(
                help_text="The article that states this role; a role it states is shown “as of” its date.",
                on_delete=django.db.models.deletion.CASCADE,
                related_name="stated_roles",
                to="stories.article",
            ),
        ),
        migrations.AlterField(
            model_name="rolesource",
            name="role",
            field=models.OneToOneField(
                help_text="The role the article states: one article per role.",
                on_delete=django.db.models.deletion.CASCADE,
                related_name="source",
                to="people.role",
            ),
        ),
    ]
