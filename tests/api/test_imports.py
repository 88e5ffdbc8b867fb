"""POST /api/v1/imports/: raw text in, the proposed structure out (as `import_articles --dry-run --format json`);
with commit, drafts written under the token's account's permissions, with the admin import page's checks."""

import json
from io import StringIO

import pytest
from django.core.management import call_command
from rest_framework.authtoken.models import Token

from stories.models import Article, Quote
from tests.seed_slugs import DOCUMENTS

pytestmark = pytest.mark.django_db
ARTICLE = (
    "Mayor promises a new bridge\n\n"
    "The city will build a second bridge over the river, Mayor Ana Pell said on Tuesday.\n\n"
    "“We have waited long enough,” Pell said. “The bridge will open in 2029.”\n"
)


def post(client, token, body):
    headers = {"HTTP_AUTHORIZATION": f"Token {token.key}"} if token else {}
    return client.post(
        "/api/v1/imports/", json.dumps(body), content_type="application/json", **headers
    )


@pytest.fixture
def editor_token(editor):
    return Token.objects.create(user=editor)


@pytest.fixture
def reporter_token(reporter):
    return Token.objects.create(user=reporter)


def test_a_dry_run_answers_what_the_command_line_proposes_and_writes_nothing(
    client, editor_token, tmp_path
):
    source = tmp_path / "bridge.txt"
    source.write_text(ARTICLE, encoding="utf-8")
    response = post(client, editor_token, {"name": "bridge", "text": ARTICLE})
    assert response.status_code == 200
    body = response.json()
    assert body["committed"] is False
    out = StringIO()
    call_command("import_articles", str(source), "--dry-run", "--format", "json", stdout=out)
    assert body["documents"] == json.loads(out.getvalue())
    quotes = body["documents"]["bridge"]["quotes"]
    assert [q["speaker"] for q in quotes] == ["Ana Pell", "Ana Pell"]
    assert quotes[1]["text"] == "The bridge will open in 2029."
    assert not Article.objects.exists()


def test_commit_writes_drafts_for_the_tokens_account(client, editor_token, editor):
    response = post(client, editor_token, {"name": "bridge", "text": ARTICLE, "commit": True})
    assert response.status_code == 201
    outcome = response.json()["outcomes"]["bridge"]
    assert outcome["status"] == "created" and outcome["new_people"] == ["Ana Pell"]
    article = Article.objects.get(slug=outcome["article"])
    assert article.status == "draft" and article.created_by == editor
    assert outcome["admin_url"] == f"http://testserver/admin/stories/article/{article.pk}/change/"
    assert Quote.objects.filter(article=article, speaker__name="Ana Pell").count() == 2
    # A draft: the read endpoints do not show it.
    assert client.get(f"/api/v1/articles/{article.slug}/").status_code == 404
    # The same text again changes nothing.
    again = post(client, editor_token, {"name": "bridge", "text": ARTICLE, "commit": True})
    assert again.json()["outcomes"]["bridge"]["status"] == "unchanged"


def test_the_seed_documents_import_through_the_api_as_through_the_command_line(
    client, editor_token
):
    paths = sorted(DOCUMENTS.glob("*.txt"))
    assert len(paths) == 3
    documents = [{"name": path.stem, "text": path.read_text(encoding="utf-8")} for path in paths]
    response = post(client, editor_token, {"documents": documents})
    assert response.status_code == 200
    out = StringIO()
    call_command("import_articles", *map(str, paths), "--dry-run", "--format", "json", stdout=out)
    assert response.json()["documents"] == json.loads(out.getvalue())


def test_a_reporter_may_not_add_people_through_the_api_either(client, reporter_token):
    for commit in (False, True):
        response = post(
            client, reporter_token, {"name": "bridge", "text": ARTICLE, "commit": commit}
        )
        assert response.status_code == 403
        assert (
            "may not add people" in response.json()["error"]
            and "Ana Pell" in response.json()["error"]
        )
    assert not Article.objects.exists()


def test_without_a_valid_token_nothing_is_read_or_written(client, editor_token):
    assert post(client, None, {"text": ARTICLE}).status_code == 401
    editor_token.delete()  # revoked in the admin
    response = post(client, editor_token, {"text": ARTICLE, "commit": True})
    assert response.status_code == 401 and response.json()["status"] == 401
    assert not Article.objects.exists()


def test_an_account_without_import_permissions_is_refused(client, db):
    from django.contrib.auth.models import User

    token = Token.objects.create(user=User.objects.create_user("reader", password="pw"))
    response = post(client, token, {"text": ARTICLE})
    assert response.status_code == 403 and "may not import" in response.json()["error"]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({}, "Give either `text` or `documents`"),
        ({"text": ARTICLE, "documents": [{"name": "a", "text": "b"}]}, "Give either"),
        ({"name": "bin", "text": "a\x00b"}, "Null characters are not allowed"),
        (
            {"documents": [{"name": "same", "text": ARTICLE}, {"name": "same", "text": ARTICLE}]},
            "two files named",
        ),
    ],
)
def test_refused_texts_are_a_400_naming_the_problem(client, editor_token, body, message):
    response = post(client, editor_token, body)
    assert response.status_code == 400
    assert message in response.json()["error"]
    assert not Article.objects.exists()


def test_a_text_over_the_size_limit_is_refused(client, editor_token, settings):
    settings.THROUGHLINE_IMPORT_MAX_BYTES = 100
    response = post(client, editor_token, {"name": "long", "text": ARTICLE * 3})
    assert response.status_code == 400 and "long" in response.json()["error"]


def test_an_administrator_issues_and_revokes_tokens_in_the_admin(client, editor, admin_user):
    from rest_framework.authtoken.models import TokenProxy

    client.force_login(admin_user)
    assert client.get("/admin/authtoken/tokenproxy/add/").status_code == 200
    response = client.post("/admin/authtoken/tokenproxy/add/", {"user": editor.pk})
    assert response.status_code == 302
    token = Token.objects.get(user=editor)
    client.logout()
    assert post(client, token, {"text": ARTICLE}).status_code == 200
    client.force_login(admin_user)
    proxy = TokenProxy.objects.get(user=editor)
    client.post(f"/admin/authtoken/tokenproxy/{proxy.pk}/delete/", {"post": "yes"})
    client.logout()
    assert not Token.objects.filter(user=editor).exists()
    assert post(client, token, {"text": ARTICLE}).status_code == 401
