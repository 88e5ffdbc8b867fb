from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from stories.exporting import FIXTURE_APPS, fixture_json


class Command(BaseCommand):
    help = "Write the natural-key JSON fixtures (fixtures/people.json, fixtures/stories.json) from the database."

    def add_arguments(self, parser):
        parser.add_argument("--output-dir", default=str(Path(settings.BASE_DIR) / "fixtures"))

    def handle(self, *args, output_dir, **options):
        for app_label in FIXTURE_APPS:
            path = Path(output_dir) / f"{app_label}.json"
            path.write_text(fixture_json(app_label), encoding="utf-8")
            self.stdout.write(f"Wrote {path}")
