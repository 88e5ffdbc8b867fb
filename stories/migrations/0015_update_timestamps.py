from django.db import migrations, models
from django.db.models import OuterRef, Subquery
from django.utils import timezone


def as_of_their_article(apps, schema_editor):
    """Existing updates are stamped with their article's last save: the time the arc page's marks used until
    now, so no reader's marks change when this runs."""
    Article = apps.get_model("stories", "Article")
    Update = apps.get_model("stories", "Update")
    saved = Subquery(Article.objects.filter(pk=OuterRef("article_id")).values("updated_at")[:1])
    Update.objects.update(created_at=saved, updated_at=saved)


class Migration(migrations.Migration):
    dependencies = [
        ("stories", "0014_article_published_updated_index"),
    ]

    operations = [
        migrations.AddField(
            model_name="update",
            name="created_at",
            field=models.DateTimeField(auto_now_add=True, default=timezone.now),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="update",
            name="updated_at",
            field=models.DateTimeField(auto_now=True),
        ),
        migrations.RunPython(as_of_their_article, migrations.RunPython.noop),
    ]
