import datetime

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from stories.models import Article, StoryArc
from stories.services import publishing


class Command(BaseCommand):
    help = "Publish, schedule (--at) or unpublish (--unpublish) an article, or an arc (--arc), as the admin does."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--arc", action="store_true", help="The slug is a story arc's.")
        parser.add_argument(
            "--at",
            type=datetime.datetime.fromisoformat,
            help="ISO time with offset, e.g. 2026-12-01T09:00-05:00",
        )
        parser.add_argument("--unpublish", action="store_true")

    def handle(self, *args, slug, arc, at, unpublish, **options):
        model = StoryArc if arc else Article
        item = model.objects.filter(slug=slug).first()
        if item is None:
            raise CommandError(f"No {model._meta.verbose_name} with slug {slug!r}.")
        noun = "arc" if arc else "article"
        try:
            if unpublish:
                getattr(publishing, f"unpublish_{noun}")(**{noun: item, "by": None})
            elif at:
                getattr(publishing, f"schedule_{noun}")(**{noun: item, "by": None, "at": at})
            else:
                getattr(publishing, f"publish_{noun}")(**{noun: item, "by": None})
        except ValidationError as error:
            raise CommandError(" ".join(error.messages)) from error
        self.stdout.write(f"{item}: {item.publication_state}.")
