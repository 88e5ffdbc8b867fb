"""Writes to the record go through stories/services (issue 27): a scan of the code for direct writes.

Parses every module outside migrations, tests and stories/services, and finds calls that write the
record's models: `Model.objects.create/update/delete/bulk_*/..._or_create`, the same through a related
manager (`article.quotes.filter(...).delete()`), and `.save()`/`.delete()` on a variable named for one
of them (`quote.save()`). It also finds the writes Django's admin makes for a ModelAdmin or a form
left to its defaults: a ModelAdmin of one of these models, or with an inline of one, that calls
`super().save_model/save_formset/save_related/delete_model/delete_queryset` or does not override
them; and any `form.save()`, `formset.save()` or `instance.save()` not called with commit=False.
What remains outside the services is listed below with the reason; a new direct write anywhere else
fails this test, so a new entry point cannot reopen the rules. test_writes_witnessed.py checks the
same at run time, through the admin's pages and the importer.
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
    # Rows of any model (a helper writing whatever it is given): the record's, until shown otherwise.
    "row",
    "obj",
}

SKIPPED = ("migrations", "tests", ".venv", "node_modules", "bench", "scripts")
SERVICES = ROOT / "stories" / "services"

# Writers outside the services, and why each may stay. Keyed by path: the writes found, as reported.
ALLOWED = {
    # Loads thousands of generated rows in bulk for benchmarks, on an empty database, never an edit.
    "stories/management/commands/generate_demo.py": [
        "Article.objects.bulk_create",
        "ArcEntry.objects.bulk_create",
        "Byline.objects.bulk_create",
        "Update.objects.bulk_create",
        "Quote.objects.bulk_create",
        "Paragraph.objects.bulk_create",
    ],
    # A preview link's secret on the article row: not part of the record.
    "stories/preview.py": ["Article.objects.filter.update"],
    # HistoryAdmin's default revert, for the admins of people and events; every admin of the record
    # overrides it with stories/services/reverts.py (checked by test_the_scan_finds_the_admins_default_writes).
    "revisions/admin.py": ["version.revision.revert"],
    # The article page's role citations (RoleSource): a role's source, not the record.
    "stories/admin/articles.py": ["ArticleAdmin.save_formset: super().save_formset"],
}
# What Django's ModelAdmin writes by default, and the methods that do it.
ADMIN_WRITES = {
    "save_model": "the object",
    "delete_model": "the object",
    "delete_queryset": "the objects",
    "save_formset": "an inline's rows",
    "save_related": "the inlines' rows",
    "revert": "the rows of a version (History, Recover)",
}
SAVES_FORMS = {"form", "formset", "instance", "inline_form", "quote_form"}


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


def writes_in(tree: ast.Module) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        method, receiver = node.func.attr, _chain(node.func.value)
        if method in QUERY_WRITES and (
            any(
                a in MODELS and b == "objects" for a, b in zip(receiver, receiver[1:], strict=False)
            )
            or (set(receiver[1:]) & RELATED)
            or receiver == ["queryset"]
            or receiver[:2] == ["model", "objects"]
        ):
            found.append((node.lineno, ".".join([*receiver, method])))
        elif method == "revert" and receiver[-1:] in (["version"], ["revision"]):
            found.append((node.lineno, ".".join([*receiver, method])))
        elif (
            method in {"save", "delete"}
            and len(receiver) == 1
            and receiver[0].lower() in ROW_NAMES
            and not node.args
        ):
            found.append((node.lineno, f"{receiver[0]}.{method}"))
    return found


def _is_super_call(node) -> bool:
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"
    )


def _commits(call: ast.Call) -> bool:
    """Whether a form's save() writes: anything but commit=False."""
    commit = next((k.value for k in call.keywords if k.arg == "commit"), None)
    if commit is None and call.args:
        commit = call.args[0]
    return not (isinstance(commit, ast.Constant) and commit.value is False)


def form_saves_in(tree: ast.Module) -> list[tuple[int, str]]:
    """form.save(), formset.save(), instance.save() and a form class's super().save(), committing."""
    found = []
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
        if not cls.name.endswith(("Form", "FormSet")):
            continue
        for node in ast.walk(cls):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "save"
                and _is_super_call(node.func.value)
                and _commits(node)
            ):
                found.append((node.lineno, f"{cls.name}: super().save"))
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        receiver = _chain(node.func.value)
        if node.func.attr == "save" and receiver and receiver[-1] in SAVES_FORMS and _commits(node):
            found.append((node.lineno, ".".join([*receiver, "save"])))
    return found


def _names(node) -> list[str]:
    if isinstance(node, (ast.List, ast.Tuple)):
        return [name for item in node.elts for name in _names(item)]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    return []


class _Class:
    def __init__(self, node: ast.ClassDef):
        self.node, self.name = node, node.name
        self.bases = [name for base in node.bases for name in _names(base)]
        self.methods = {f.name: f for f in node.body if isinstance(f, ast.FunctionDef)}
        assigned = {
            target.id: statement.value
            for statement in node.body
            if isinstance(statement, ast.Assign)
            for target in statement.targets
            if isinstance(target, ast.Name)
        }
        self.models = set(_names(assigned["model"])) if "model" in assigned else set()
        self.inlines = _names(assigned["inlines"]) if "inlines" in assigned else []
        self.registered = set()
        for decorator in node.decorator_list:
            if isinstance(decorator, ast.Call) and _chain(decorator.func)[-1:] == ["register"]:
                self.registered |= {name for arg in decorator.args for name in _names(arg)}


def admin_writes_in(trees: dict[str, ast.Module]) -> dict[str, list[tuple[int, str]]]:
    """The writes Django's admin makes for ModelAdmins of the record (or with its inlines) that call
    super() for them or leave them to Django's defaults. Classes are resolved by name across modules."""
    classes = {}
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                classes.setdefault(node.name, []).append((path, _Class(node)))

    def lookup(name):
        return [cls for _, cls in classes.get(name, [])]

    def methods(cls, seen=()) -> set[str]:
        found = set(cls.methods)
        for base in cls.bases:
            for parent in lookup(base):
                if parent.name not in seen:
                    found |= methods(parent, (*seen, cls.name))
        return found

    found = {}
    for entries in classes.values():
        for path, cls in entries:
            record = (cls.models | cls.registered) & MODELS
            inline_record = {
                model for name in cls.inlines for inline in lookup(name) for model in inline.models
            } & MODELS
            if not (record or inline_record):
                continue
            writes = found.setdefault(path, [])
            for name, method in cls.methods.items():
                for node in ast.walk(method):
                    if (
                        isinstance(node, ast.Call)
                        and isinstance(node.func, ast.Attribute)
                        and node.func.attr in ADMIN_WRITES
                        and _is_super_call(node.func.value)
                    ):
                        writes.append((node.lineno, f"{cls.name}.{name}: super().{node.func.attr}"))
            defined = methods(cls)
            if cls.registered & MODELS:
                for name in ("save_model", "delete_model", "delete_queryset"):
                    if name not in defined:
                        writes.append((cls.node.lineno, f"{cls.name}: Django's default {name}"))
            if inline_record and not {"save_formset", "save_related"} & defined:
                writes.append((cls.node.lineno, f"{cls.name}: Django's default save_formset"))
            # HistoryAdmin's revert restores whole revisions: the record's admins restore through a service.
            if (cls.registered & MODELS or inline_record) and "revert" not in cls.methods:
                writes.append((cls.node.lineno, f"{cls.name}: HistoryAdmin's default revert"))
    return {path: writes for path, writes in found.items() if writes}


def _scanned() -> dict[str, ast.Module]:
    trees = {}
    for path in ROOT.rglob("*.py"):
        relative = path.relative_to(ROOT)
        if any(part in SKIPPED for part in relative.parts) or SERVICES in path.parents:
            continue
        trees[relative.as_posix()] = ast.parse(path.read_text(encoding="utf-8"))
    return trees


def record_writes() -> dict[str, list[tuple[int, str]]]:
    trees = _scanned()
    found = admin_writes_in(trees)
    for path, tree in trees.items():
        writes = writes_in(tree) + form_saves_in(tree)
        if writes:
            found[path] = found.get(path, []) + writes
    return found


def test_the_scan_finds_each_kind_of_direct_write():
    source = (
        "Quote.objects.create(text='x')\n"
        "article.quotes.filter(pk=1).delete()\n"
        "quote.save()\n"
        "Update.objects.filter(pk=1).update(text='y')\n"
        "context.update(a=1)\n"  # not a model
        "model.objects.bulk_create(rows)\n"
        "queryset.delete()\n"
        "row.save()\n"
        "version.revision.revert(delete=True)\n"
    )
    assert [line for line, _ in writes_in(ast.parse(source))] == [1, 2, 3, 4, 6, 7, 8, 9]


def test_the_scan_finds_forms_saving_rows_themselves():
    source = (
        "formset.save()\n"
        "form.save(commit=True)\n"
        "form.instance.save(update_fields=['position'])\n"
        "formset.save(commit=False)\n"  # builds the rows; a service writes them
        "class OrderedFormSet:\n"
        "    def save(self, commit=True):\n"
        "        return super().save(commit)\n"
    )
    assert [line for line, _ in form_saves_in(ast.parse(source))] == [7, 1, 2, 3]


ADMIN_SOURCE = """
@admin.register(Article)
class ArticleAdmin(HistoryAdmin):
    inlines = [BylineInline]

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)

class BylineInline(admin.TabularInline):
    model = Byline

@admin.register(StoryArc)
class StoryArcAdmin(HistoryAdmin):
    inlines = [ArcEntryInline]

class ArcEntryInline(admin.TabularInline):
    model = ArcEntry

@admin.register(Person)
class PersonAdmin(HistoryAdmin):
    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
"""


def test_the_scan_finds_the_admins_default_writes():
    found = admin_writes_in({"admin.py": ast.parse(ADMIN_SOURCE)})["admin.py"]
    assert sorted(description for _, description in found) == [
        "ArticleAdmin.save_model: super().save_model",
        "ArticleAdmin: Django's default delete_model",
        "ArticleAdmin: Django's default delete_queryset",
        "ArticleAdmin: Django's default save_formset",
        "ArticleAdmin: HistoryAdmin's default revert",
        "StoryArcAdmin: Django's default save_formset",
        "StoryArcAdmin: HistoryAdmin's default revert",
    ]


def test_only_the_services_write_the_record():
    found = {
        path: sorted(description for _, description in writes)
        for path, writes in record_writes().items()
    }
    unexpected = {
        path: writes for path, writes in found.items() if writes != sorted(ALLOWED.get(path, []))
    }
    assert not unexpected, (
        "Direct writes to the record outside stories/services (route them through a service, or "
        f"list them in ALLOWED with the reason): {unexpected}"
    )
