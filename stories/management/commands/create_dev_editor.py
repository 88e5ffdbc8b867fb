from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = "Create (or reset) a local editor account for `make run`. Refuses to run with DEBUG off."

    def add_arguments(self, parser):
        parser.add_argument("--username", default="editor")
        parser.add_argument("--password", default="throughline")

    def handle(self, *args, username, password, **options):
        if not settings.DEBUG:
            raise CommandError("create_dev_editor is for local development only (DEBUG is off).")
        user, _ = get_user_model().objects.get_or_create(
            username=username, defaults={"email": f"{username}@example.com"}
        )
        user.is_staff = True
        user.set_password(password)
        user.save()
        user.groups.add(Group.objects.get(name="Editors"))
        self.stdout.write(
            f"Sign in at http://127.0.0.1:8000/admin/ as {username} / {password} (group Editors)."
        )
