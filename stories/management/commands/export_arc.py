import json

from django.core.management.base import BaseCommand, CommandError

from stories.exporting import arc_json, arc_timelinejs
from stories.models import StoryArc

FORMATS = {"json": arc_json, "timelinejs": arc_timelinejs}


class Command(BaseCommand):
    help = "Write a story arc as plain JSON or as a TimelineJS timeline (published content only by default)."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--format", choices=sorted(FORMATS), default="json")
        parser.add_argument("--output", help="File to write; standard output when omitted.")
        parser.add_argument(
            "--include-drafts", action="store_true", help="Also export unpublished articles."
        )

    def handle(self, *args, slug, format, output, include_drafts, **options):
        arcs = StoryArc.objects.all() if include_drafts else StoryArc.objects.published()
        try:
            arc = arcs.get(slug=slug)
        except StoryArc.DoesNotExist:
            raise CommandError(
                f"No {'' if include_drafts else 'published '}story arc with slug {slug!r}."
            ) from None
        text = (
            json.dumps(
                FORMATS[format](arc, include_drafts=include_drafts), indent=2, ensure_ascii=False
            )
            + "\n"
        )
        if output:
            with open(output, "w", encoding="utf-8") as handle:
                handle.write(text)
            self.stderr.write(f"Wrote {output}")
        else:
            self.stdout.write(text, ending="")
