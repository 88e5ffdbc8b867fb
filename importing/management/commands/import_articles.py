import json

from django.core.management.base import BaseCommand, CommandError

from importing.parsing import document_to_json
from importing.sources import SourceError, read_sources
from importing.writer import parse_sources, write_documents


class Command(BaseCommand):
    help = (
        "Import plain-text articles (files, or folders of .txt files) as draft articles with their "
        "paragraphs, updates, embedded posts and attributed quotes. A batch with any bad file writes nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+")
        parser.add_argument("--dry-run", action="store_true", help="Parse and report; write nothing.")
        parser.add_argument("--format", choices=["text", "json"], default="text")
        parser.add_argument("--replace", action="store_true", help="Rebuild articles whose source text changed.")
        parser.add_argument("--max-bytes", type=int, help="Refuse files larger than this (default 2 MB).")

    def handle(self, *args, paths, dry_run, format, replace, max_bytes, **options):
        try:
            sources = read_sources(paths, max_bytes=max_bytes)
        except SourceError as error:
            raise CommandError(f"Nothing imported.\n{error}") from error
        documents = parse_sources(sources)
        if dry_run and format == "json":
            payload = {doc.name: document_to_json(doc) for doc in documents}
            self.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False))
            return
        if dry_run:
            for doc in documents:
                self.stdout.write(f"{doc.name}: {len(doc.paragraphs)} paragraphs, {len(doc.quotes)} quotes (dry run)")
                self._warn([*doc.warnings])
            return
        outcomes = write_documents(list(zip(sources, documents)), replace_changed=replace)
        self._report(outcomes, format)

    def _report(self, outcomes, format):
        if format == "json":
            payload = {
                o.name: {"status": o.status, "article": o.article.slug if o.article else None, "new_people": o.new_people, "warnings": o.warnings}
                for o in outcomes
            }
            self.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False))
            return
        messages = {
            "created": "imported as a draft",
            "unchanged": "already imported with the same text: nothing changed",
            "changed": "CHANGED since it was imported: not written (use --replace to rebuild it)",
            "replaced": "changed since it was imported: rebuilt",
        }
        for outcome in outcomes:
            self.stdout.write(f"{outcome.name}: {messages[outcome.status]} ({outcome.article.slug})")
            if outcome.new_people:
                self.stdout.write(f"  new people, for an editor to confirm: {', '.join(outcome.new_people)}")
            self._warn(outcome.warnings)

    def _warn(self, warnings):
        for warning in warnings:
            self.stderr.write(self.style.WARNING(f"  warning: {warning}"))
