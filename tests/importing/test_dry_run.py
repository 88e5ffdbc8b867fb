"""A dry run checks what the import would refuse and writes nothing: no write, no transaction, no lock.

On SQLite every transaction here begins IMMEDIATE, taking the database's write lock: a dry run that
wrote and rolled back made editors' saves wait behind it, or fail with "database is locked".
"""

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.authtoken.models import Token

from stories.models import Article
from tests.seed_slugs import DOCUMENTS

pytestmark = pytest.mark.django_db

TEXT = (
    "Council votes on the bridge\n\n"
    "By Jane Doe and John Roe\n\n"
    "The council voted on Tuesday to rebuild the bridge.\n\n"
    "“We will build it,” Ana Pell said.\n"
)


def statements(queries) -> list[str]:
    """Everything but reads: writes, and the transactions and savepoints that take or hold a lock."""
    return [q["sql"] for q in queries if not q["sql"].lstrip().upper().startswith("SELECT")]


def test_the_command_s_dry_run_only_reads(tmp_path):
    (tmp_path / "bridge.txt").write_text(TEXT, encoding="utf-8")
    for name in ("000_0ec87feb3f32a1d6.txt", "001_3700e02b23d5cbce.txt"):
        (tmp_path / name).write_bytes((DOCUMENTS / name).read_bytes())
    with CaptureQueriesContext(connection) as queries:
        call_command("import_articles", str(tmp_path), dry_run=True, stdout=StringIO())
    assert statements(queries) == []
    assert Article.objects.count() == 0


def test_the_dry_run_lists_the_bylines_and_the_people_it_would_add(tmp_path):
    (tmp_path / "bridge.txt").write_text(TEXT, encoding="utf-8")
    out = StringIO()
    call_command("import_articles", str(tmp_path), dry_run=True, stdout=out)
    assert "bylines: Jane Doe, John Roe" in out.getvalue()
    assert "new people, for an editor to confirm: Jane Doe, John Roe, Ana Pell" in out.getvalue()


def test_the_api_s_dry_run_only_reads(client, editor):
    token = Token.objects.create(user=editor)
    with CaptureQueriesContext(connection) as queries:
        response = client.post(
            "/api/v1/imports/",
            json.dumps({"name": "bridge", "text": TEXT}),
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Token {token.key}",
        )
    assert response.status_code == 200, response.content
    assert response.json()["documents"]["bridge"]["bylines"] == [
        "Jane Doe",
        "John Roe",
    ]
    assert statements(queries) == [] and Article.objects.count() == 0
