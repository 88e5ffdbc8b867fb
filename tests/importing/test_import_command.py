"""import_articles on odd paths: only regular files, bounded reads, every refusal one clear line."""

import os
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from stories.models import Article
from tests.seed_slugs import DOCUMENTS

pytestmark = pytest.mark.django_db
STORY = (DOCUMENTS / "000_0ec87feb3f32a1d6.txt").read_text(encoding="utf-8")
PROJECT = Path(__file__).resolve().parents[2]


def refusal(*paths, **options) -> str:
    """The command's error for these paths: it must refuse, write nothing, and say why in one line per problem."""
    with pytest.raises(CommandError) as error:
        call_command(
            "import_articles", *map(str, paths), stdout=StringIO(), stderr=StringIO(), **options
        )
    assert Article.objects.count() == 0
    return str(error.value)


def test_a_symlink_loop_is_refused_in_one_line(tmp_path):
    (tmp_path / "a.txt").symlink_to(tmp_path / "b.txt")
    (tmp_path / "b.txt").symlink_to(tmp_path / "a.txt")
    message = refusal(tmp_path)
    assert f"{tmp_path / 'a.txt'}: a symbolic link that loops; refused." in message.splitlines()


def test_a_folder_linking_to_itself_is_not_walked_forever(tmp_path):
    (tmp_path / "story.txt").write_text(STORY, encoding="utf-8")
    (tmp_path / "again").symlink_to(tmp_path, target_is_directory=True)
    call_command("import_articles", str(tmp_path), stdout=StringIO())
    assert Article.objects.count() == 1


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused_without_reading_it(device):
    assert refusal(device) == f"Nothing imported.\n{device}: not a regular file; refused."


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    os.mkfifo(tmp_path / "pipe.txt")
    assert f"{tmp_path / 'pipe.txt'}: not a regular file; refused." in refusal(
        tmp_path / "pipe.txt"
    )
    assert f"{tmp_path / 'pipe.txt'}: not a regular file; refused." in refusal(tmp_path)


def test_a_link_to_a_device_inside_a_folder_is_refused(tmp_path):
    (tmp_path / "zero.txt").symlink_to("/dev/zero")
    assert "zero.txt: points outside" in refusal(tmp_path)


def test_an_empty_folder_is_refused(tmp_path):
    assert refusal(tmp_path) == f"Nothing imported.\n{tmp_path}: no .txt files in this folder."


def test_a_file_over_the_limit_is_refused_after_a_bounded_read(tmp_path):
    (tmp_path / "big.txt").write_bytes(b"word " * 1000)
    assert "over the import limit of 1,000 bytes" in refusal(tmp_path / "big.txt", max_bytes=1000)


def test_a_headline_too_long_for_an_article_is_refused_not_cut(tmp_path):
    (tmp_path / "long.txt").write_text(
        "H" * 5000 + "\n\n" + STORY.split("\n\n", 1)[1], encoding="utf-8"
    )
    message = refusal(tmp_path / "long.txt")
    assert (
        "long.txt: headline: Ensure this value has at most 300 characters (it has 5000)." in message
    )


def test_a_dry_run_refuses_what_the_import_would_refuse(tmp_path):
    (tmp_path / "long.txt").write_text(
        "H" * 5000 + "\n\n" + STORY.split("\n\n", 1)[1], encoding="utf-8"
    )
    assert "headline: Ensure this value has at most 300 characters" in refusal(
        tmp_path, dry_run=True
    )


def test_files_of_the_same_name_in_different_folders_are_both_imported(tmp_path):
    for folder, text in (
        ("a", STORY),
        ("b", (DOCUMENTS / "002_5d2c062f266dc695.txt").read_text(encoding="utf-8")),
    ):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "story.txt").write_text(text, encoding="utf-8")
    out = StringIO()
    call_command("import_articles", str(tmp_path), stdout=out)
    assert "CHANGED" not in out.getvalue()
    assert sorted(Article.objects.values_list("source_name", flat=True)) == ["a/story", "b/story"]


def test_two_named_files_with_the_same_name_are_refused(tmp_path):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "story.txt").write_text(STORY, encoding="utf-8")
    message = refusal(tmp_path / "a" / "story.txt", tmp_path / "b" / "story.txt")
    assert "two files named story.txt" in message


def run_command(*args, database_url):
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
    }
    return subprocess.run(
        [sys.executable, "manage.py", "import_articles", *args],
        cwd=PROJECT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("dry_run", [["--dry-run"], []], ids=["dry-run", "import"])
def test_before_migrate_the_command_says_so_in_one_line(tmp_path, dry_run):
    result = run_command(
        *dry_run, str(DOCUMENTS), database_url=f"sqlite:///{tmp_path / 'new.sqlite3'}"
    )
    assert result.returncode != 0
    assert result.stderr.strip().splitlines() == [
        "CommandError: The database is not set up for this version of Throughline: run `manage.py migrate` first."
    ]
