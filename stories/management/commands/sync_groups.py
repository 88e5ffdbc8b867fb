from django.core.management.base import BaseCommand

from stories.permissions import GROUPS, sync_groups


class Command(BaseCommand):
    help = "Create the editorial groups and give each exactly the permissions stories/permissions.py declares."

    def add_arguments(self, parser):
        parser.add_argument("--database", default="default")

    def handle(self, *args, database, **options):
        sync_groups(using=database)
        if options["verbosity"] > 1:
            self.stdout.write(f"Groups in step with stories/permissions.py: {', '.join(GROUPS)}.")
