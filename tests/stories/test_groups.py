import ast
from pathlib import Path

from django.contrib.auth.models import Group, Permission
from django.core.management import call_command

from stories.permissions import EDITORS, GROUPS, REPORTERS, codenames


def permissions_of(name: str) -> dict[str, set[str]]:
    granted: dict[str, set[str]] = {}
    for app, codename in Group.objects.get(name=name).permissions.values_list(
        "content_type__app_label", "codename"
    ):
        granted.setdefault(app, set()).add(codename)
    return granted


def test_a_migrated_database_has_the_declared_groups_with_exactly_their_permissions(db):
    assert set(Group.objects.values_list("name", flat=True)) >= set(GROUPS)
    for name in GROUPS:
        assert permissions_of(name) == codenames(name)


def test_editors_may_publish_and_reporters_may_not_delete(db):
    assert {"publish_article", "publish_storyarc", "delete_quote"} <= permissions_of(EDITORS)[
        "stories"
    ]
    reporters = permissions_of(REPORTERS)
    assert "publish_article" not in reporters["stories"]
    assert not any(codename.startswith("delete_") for app in reporters.values() for codename in app)
    assert reporters["people"] == {"view_person", "view_organisation", "view_role"}


def test_the_command_puts_a_group_edited_by_hand_back_in_step(db):
    reporters = Group.objects.get(name=REPORTERS)
    reporters.permissions.add(Permission.objects.get(codename="delete_article"))
    reporters.permissions.remove(Permission.objects.get(codename="add_quote"))
    call_command("sync_groups")
    assert permissions_of(REPORTERS) == codenames(REPORTERS)


def test_no_migration_runs_todays_code():
    """A migration carries the data it writes: no management command, no import of the project's
    own modules, so an old migration means the same whatever the code says today."""
    root = Path(__file__).resolve().parents[2]
    project = {path.parent.name for path in root.glob("*/apps.py")}
    offending = []
    for path in root.glob("*/migrations/0*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                modules = [node.module or ""]
            elif isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            else:
                modules = [node.id] if isinstance(node, ast.Name) else []
                if "call_command" in modules:
                    offending.append(f"{path.relative_to(root)} calls call_command")
                continue
            offending += [
                f"{path.relative_to(root)} imports {module}"
                for module in modules
                if module.split(".")[0] in project or module == "django.core.management"
            ]
    assert offending == []
