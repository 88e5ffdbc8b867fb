from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

from stories.models import Article

SEED_FIXTURES = ["people.json", "stories.json"]


class Command(BaseCommand):
    help = "Load the seed story into an empty database. A database that already has articles is left alone."

    def handle(self, *args, **options):
        # Reloading over an edited database would silently undo editors' changes to the seed story.
        if Article.objects.exists():
            self.stdout.write("The database already has articles: the seed story was not reloaded.")
            return
        fixtures = [str(Path(settings.BASE_DIR) / "fixtures" / name) for name in SEED_FIXTURES]
        call_command("loaddata", *fixtures, stdout=self.stdout)
        # The history starts here: each loaded article, arc and person gets its first revision. Quiet, since
        # its per-model counts ("Created 0 / 0" for models kept inside others' revisions) only confused.
        call_command(
            "createinitialrevisions",
            "people",
            "stories",
            comment="Loaded from the seed fixtures.",
            verbosity=0,
        )
        self.stdout.write("Recorded the seed story as the first revision of its history.")
