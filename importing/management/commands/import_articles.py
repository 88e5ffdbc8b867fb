import argparse
import json

from django.core.management.base import BaseCommand, CommandError
from django.db import DEFAULT_DB_ALIAS, DatabaseError, connections
from django.db.migrations.executor import MigrationExecutor

from importing.parsing import document_to_json
from importing.sources import SourceError, read_sources
from importing.writer import ImportRefused, check_documents, parse_sources, write_documents

STATUS_MESSAGES = {
    "created": "imported as a draft",
    "unchanged": "already imported with the same text: nothing changed",
    "changed": "CHANGED since it was imported: not written (use --replace to rebuild it)",
    "replaced": "changed since it was imported: reconciled with the new text",
}


def byte_count(value: str) -> int:
    if not value.isdigit() or int(value) < 1:
        raise argparse.ArgumentTypeError(f"a number of bytes, at least 1, not {value!r}")
    return int(value)


class Command(BaseCommand):
    help = (
        "Import plain-text articles (files, or folders of .txt files) as draft articles with their "
        "paragraphs, updates, embedded posts and attributed quotes. A batch with any bad file writes nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+")
        parser.add_argument(
            "--dry-run",
            action="store_true",
            help="Parse and check everything the import would; write nothing.",
        )
        parser.add_argument("--format", choices=["text", "json"], default="text")
        parser.add_argument(
            "--replace", action="store_true", help="Rebuild articles whose source text changed."
        )
        parser.add_argument(
            "--correction",
            default="",
            help="With --replace: the correction note readers get when a published article's words "
            "change (required then; one correction per article).",
        )
        parser.add_argument(
            "--max-bytes", type=byte_count, help="Refuse files larger than this (default 2 MB)."
        )

    def handle(self, *args, paths, dry_run, format, replace, max_bytes, correction, **options):
        require_migrated_database()
        try:
            sources = read_sources(paths, max_bytes=max_bytes)
            documents = list(zip(sources, parse_sources(sources), strict=True))
            if (
                dry_run
            ):  # everything the import checks, checked by reading only: nothing written, no lock
                plans = check_documents(documents, replace_changed=replace)
            else:
                outcomes = write_documents(
                    documents, replace_changed=replace, correction=correction
                )
        except (SourceError, ImportRefused) as error:
            raise CommandError(f"Nothing imported.\n{error}") from None
        if dry_run:
            self._report_dry_run(plans, format)
        else:
            self._report(outcomes, format)

    def _report_dry_run(self, plans, format):
        if format == "json":
            payload = {plan.name: document_to_json(plan.doc) for plan in plans}
            self.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False))
            return
        for plan in plans:
            doc = plan.doc
            self.stdout.write(
                f"{doc.name}: {len(doc.paragraphs)} paragraphs, {len(doc.quotes)} quotes (dry run)"
            )
            if plan.status != "created":
                self.stdout.write(f"  {STATUS_MESSAGES[plan.status]}")
            writers = [b.person for b in plan.rows.bylines] if plan.rows else plan.writers
            if writers:
                self.stdout.write(f"  bylines: {', '.join(person.name for person in writers)}")
            if plan.new_people:
                self.stdout.write(
                    f"  new people, for an editor to confirm: {', '.join(plan.new_people)}"
                )
            self._warn(plan.warnings)

    def _report(self, outcomes, format):
        if format == "json":
            payload = {
                o.name: {
                    "status": o.status,
                    "article": o.article.slug if o.article else None,
                    "new_people": o.new_people,
                    "warnings": o.warnings,
                }
                for o in outcomes
            }
            self.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False))
            return
        for outcome in outcomes:
            self.stdout.write(
                f"{outcome.name}: {STATUS_MESSAGES[outcome.status]} ({outcome.article.slug})"
            )
            if outcome.new_people:
                self.stdout.write(
                    f"  new people, for an editor to confirm: {', '.join(outcome.new_people)}"
                )
            self._warn(outcome.warnings)

    def _warn(self, warnings):
        for warning in warnings:
            self.stderr.write(self.style.WARNING(f"  warning: {warning}"))


def require_migrated_database(using: str = DEFAULT_DB_ALIAS) -> None:
    """One line instead of a database traceback when the tables the import needs are missing."""
    try:
        executor = MigrationExecutor(connections[using])
        pending = executor.migration_plan(executor.loader.graph.leaf_nodes())
    except DatabaseError as error:
        raise CommandError(
            f"The database cannot be read: {str(error).strip().splitlines()[0]}"
        ) from None
    if pending:
        raise CommandError(
            "The database is not set up for this version of Throughline: run `manage.py migrate` first."
        )
