"""Writes to the record go through stories/services (issue 27): a scan of the code for direct writes.

Parses every module outside migrations, tests and stories/services, and finds calls that write the
record's models: `Model.objects.create/update/delete/bulk_*/..._or_create`, the same through a related
manager (`article.quotes.filter(...).delete()`), and `.save()`/`.delete()` on a variable named for one
of them (`quote.save()`). What remains outside the services is listed below with the reason; a new
direct write anywhere else fails this test, so a new entry point cannot reopen the rules.

It cannot see writes Django makes for a ModelAdmin that does not override them (the default
save_model and inline formsets): those are covered by the admin tests and the property test.
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODELS = {
    "Article",
    "Paragraph",
    "Quote",
    "Update",
    "Byline",
    "EmbeddedPost",
    "ArcEntry",
    "Account",
    "RemovedQuote",
}
RELATED = {
    "paragraphs",
    "quotes",
    "updates",
    "bylines",
    "embedded_posts",
    "arc_entries",
    "entries",
    "accounts",
    "removed_quotes",
    "nested_quotes",
}
QUERY_WRITES = {
    "create",
    "bulk_create",
    "bulk_update",
    "update",
    "delete",
    "get_or_create",
    "update_or_create",
}
ROW_NAMES = {
    "article",
    "paragraph",
    "quote",
    "update",
    "correction",
    "byline",
    "entry",
    "account",
    "post",
    "nested",
}
SKIPPED = ("migrations", "tests", ".venv", "node_modules", "bench", "scripts")
SERVICES = ROOT / "stories" / "services"

# Writers outside the services, and why each may stay. Keyed by path: the number of writes found.
ALLOWED = {
    # Loads thousands of generated rows in bulk for benchmarks, on an empty database, never an edit.
    "stories/management/commands/generate_demo.py": 6,
    # A preview link's secret on the article row: not part of the record.
    "stories/preview.py": 1,
}


def _chain(node):
    """The names and attributes a call's receiver is built from: quote.article.quotes.filter() ->
    ["quote", "article", "quotes", "filter"]."""
    parts = []
    while True:
        if isinstance(node, ast.Call):
            node = node.func
        elif isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Name):
            parts.append(node.id)
            return list(reversed(parts))
        else:
            return list(reversed(parts))


def writes_in(source: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        method, receiver = node.func.attr, _chain(node.func.value)
        if method in QUERY_WRITES and (
            any(
                a in MODELS and b == "objects" for a, b in zip(receiver, receiver[1:], strict=False)
            )
            or (set(receiver[1:]) & RELATED)
        ):
            found.append((node.lineno, ".".join([*receiver, method])))
        elif (
            method in {"save", "delete"}
            and len(receiver) == 1
            and receiver[0].lower() in ROW_NAMES
            and not node.args
        ):
            found.append((node.lineno, f"{receiver[0]}.{method}"))
    return found


def record_writes() -> dict[str, list[tuple[int, str]]]:
    found = {}
    for path in ROOT.rglob("*.py"):
        relative = path.relative_to(ROOT)
        if any(part in SKIPPED for part in relative.parts) or SERVICES in path.parents:
            continue
        writes = writes_in(path.read_text(encoding="utf-8"))
        if writes:
            found[relative.as_posix()] = writes
    return found


def test_the_scan_finds_each_kind_of_direct_write():
    source = (
        "Quote.objects.create(text='x')\n"
        "article.quotes.filter(pk=1).delete()\n"
        "quote.save()\n"
        "Update.objects.filter(pk=1).update(text='y')\n"
        "context.update(a=1)\n"  # not a model
    )
    assert [line for line, _ in writes_in(source)] == [1, 2, 3, 4]


def test_only_the_services_write_the_record():
    found = record_writes()
    unexpected = {
        path: writes for path, writes in found.items() if len(writes) != ALLOWED.get(path, 0)
    }
    assert not unexpected, (
        "Direct writes to the record outside stories/services (route them through a service, or "
        f"list them in ALLOWED with the reason): {unexpected}"
    )
