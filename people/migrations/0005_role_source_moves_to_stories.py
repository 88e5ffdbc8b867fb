"""Role.source leaves `people`: the article that states a role is recorded on the stories side
(stories.RoleSource), whose migration 0020 copies every value before this one drops the column."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("people", "0004_prod_search_index"),
    ]

    operations = [
        migrations.RemoveField(model_name="role", name="source"),
    ]
