"""The desk's endpoints: who may use them, and what each answers."""

import datetime

import pytest
from django.urls import reverse
from django.utils import timezone
from reversion.models import Version

from desk.models import Note, Snapshot
from tests.factories import ArticleFactory, ParagraphFactory, staff_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def published(db):
    article = ArticleFactory(headline="Council votes", status="published")
    ParagraphFactory(article=article, text="The council voted on Tuesday.", position=1)
    return article


def url(name, article):
    return reverse(f"desk:{name}", args=[article.pk if article else "new"])


WRITING = ["autosave", "discard", "preview"]
READING = ["presence", "leave", "notes"]


@pytest.mark.parametrize("name", WRITING + READING)
def test_anonymous_visitors_are_sent_to_sign_in(client, published, name):
    response = client.post(url(name, published), {"body": "x", "text": "x"})
    assert response.status_code == 302 and "/admin/login/" in response["Location"]


@pytest.mark.parametrize("name", WRITING)
def test_a_reporter_may_not_type_into_a_published_article_of_someone_else(
    client, reporter, published, name
):
    client.force_login(reporter)
    assert client.post(url(name, published), {"body": "x"}).status_code == 403
    assert not Snapshot.objects.exists()


def test_staff_without_article_rights_see_nothing(client, published):
    stranger = staff_user("Editors", "stranger")
    stranger.groups.clear()
    client.force_login(stranger)
    for name in WRITING + READING:
        assert client.post(url(name, published), {"text": "x"}).status_code == 403
    assert client.get(reverse("desk:calendar")).status_code == 403


def test_autosave_keeps_one_snapshot_per_editor_and_article_and_no_version(
    client, editor, published
):
    client.force_login(editor)
    for words in ("First try.", "Second try."):
        response = client.post(
            url("autosave", published), {"body": words, "csrfmiddlewaretoken": "t"}
        )
        assert response.status_code == 200 and "saved_at" in response.json()
    snapshot = Snapshot.objects.get()
    assert snapshot.fields == {"body": "Second try."} and snapshot.article == published
    assert not Version.objects.exists()
    assert client.get(url("autosave", published)).json()["fields"] == {"body": "Second try."}
    client.post(url("discard", published))
    assert not Snapshot.objects.exists()


def test_a_reporter_autosaves_a_new_article(client, reporter):
    client.force_login(reporter)
    assert client.post(url("autosave", None), {"headline": "Draft"}).status_code == 200
    assert Snapshot.objects.get(article=None).fields == {"headline": "Draft"}


def test_the_live_preview_renders_the_typed_text_on_the_public_template_uncached(
    client, editor, published
):
    client.force_login(editor)
    response = client.post(
        url("preview", published),
        {"headline": "Council votes again", "body": "The council voted on Tuesday.\n\nA new line."},
    )
    page = response.content.decode()
    assert response.status_code == 200
    assert "Council votes again" in page and "A new line." in page
    assert "no-cache" in response["Cache-Control"] and "private" in response["Cache-Control"]
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    published.refresh_from_db()
    assert published.headline == "Council votes"


def test_the_live_preview_of_a_new_article(client, reporter):
    client.force_login(reporter)
    response = client.post(url("preview", None), {"headline": "Fresh", "body": "One.\n\nTwo."})
    page = response.content.decode()
    assert response.status_code == 200 and "Fresh" in page and "Two." in page


def test_presence_lists_the_colleagues_who_have_the_article_open(client, editor, published):
    colleague = staff_user("Reporters", "colleague")
    client.force_login(colleague)
    client.post(url("presence", published))
    client.force_login(editor)
    answer = client.post(url("presence", published)).json()
    assert [other["name"] for other in answer["others"]] == ["colleague"]
    client.force_login(colleague)
    client.post(url("leave", published))
    client.force_login(editor)
    assert client.post(url("presence", published)).json()["others"] == []


def test_presence_says_when_someone_saved_since_the_form_was_loaded(client, editor, published):
    client.force_login(editor)
    answer = client.post(url("presence", published), {"loaded_version": "0"}).json()
    assert answer["saved_since"] is None  # no version yet
    import reversion

    with reversion.create_revision():
        reversion.set_user(staff_user("Editors", "colleague"))
        published.save()
    answer = client.post(url("presence", published), {"loaded_version": "0"}).json()
    assert answer["saved_since"]["by"] == "colleague"


def test_a_reporter_leaves_a_note_that_only_an_editor_may_resolve(
    client, editor, reporter, published
):
    paragraph = published.paragraphs.get()
    client.force_login(reporter)
    response = client.post(
        url("notes", published), {"text": "Check the date.", "paragraph": paragraph.pk}
    )
    assert response.status_code == 302 and response["Location"].endswith("#desk-notes")
    note = Note.objects.get()
    assert (note.author, note.paragraph, note.excerpt) == (reporter, paragraph, paragraph.text)
    resolve = reverse("desk:resolve-note", args=[note.pk])
    assert client.post(resolve).status_code == 403
    client.force_login(editor)
    panel = client.post(resolve, headers={"X-Desk": "fetch"}).content.decode()
    assert "0 open" in panel and "resolved by editor" in panel
    note.refresh_from_db()
    assert note.resolved_by == editor


def test_notes_are_never_on_the_public_page_or_in_the_api(client, editor, published):
    client.force_login(editor)
    client.post(url("notes", published), {"text": "Secret desk remark."})
    client.logout()
    assert "Secret desk remark" not in client.get(published.get_absolute_url()).content.decode()
    api = client.get(reverse("api:article", args=[published.slug]))
    assert "Secret desk remark" not in api.content.decode()


def test_a_note_on_another_articles_paragraph_is_refused(client, editor, published):
    other = ParagraphFactory(text="Elsewhere.")
    client.force_login(editor)
    client.post(url("notes", published), {"text": "Hm.", "paragraph": other.pk})
    assert not Note.objects.exists()


def test_the_calendar_lists_scheduled_articles_by_week_and_day(client, reporter):
    at = timezone.now() + datetime.timedelta(days=1)
    scheduled = ArticleFactory(headline="Embargoed budget story", status="published", publish_at=at)
    ArticleFactory(headline="A plain draft", status="draft")
    client.force_login(reporter)
    day = timezone.localtime(at).date().isoformat()
    for scale in ("week", "day"):
        page = client.get(reverse("desk:calendar"), {"scale": scale, "date": day}).content.decode()
        assert "Embargoed budget story" in page and "A plain draft" not in page
        assert reverse("admin:stories_article_change", args=[scheduled.pk]) in page
    assert reverse("desk:calendar") in client.get(reverse("admin:index")).content.decode()


def test_the_change_form_shows_the_desk_beside_the_form(client, editor, published):
    client.force_login(editor)
    page = client.get(reverse("admin:stories_article_change", args=[published.pk])).content.decode()
    assert 'id="desk"' in page and "Live preview" in page and "Notes on this article" in page
    paragraph = published.paragraphs.get()
    assert f'<option value="{paragraph.pk}">¶1: The council voted on Tuesday.</option>' in page
    assert "<script>" not in page  # CSP: scripts only from files
