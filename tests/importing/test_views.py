import pytest
from django.contrib.auth.models import Group, User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from people.models import Person
from stories.models import Article, Paragraph, Quote
from tests.seed_slugs import DOCUMENTS

pytestmark = pytest.mark.django_db
URL = reverse("import-articles")


@pytest.fixture
def editor(client):
    user = User.objects.create_user("editor", password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name="Editors"))
    client.force_login(user)
    return client


def upload(name):
    return SimpleUploadedFile(name, (DOCUMENTS / name).read_bytes(), content_type="text/plain")


def review(client, *names):
    response = client.post(URL, {"files": [upload(name) for name in names]})
    assert response.status_code == 200
    return response


def confirm_data(response):
    """What the review page posts back when the editor accepts everything as shown."""
    data = {"confirm": "1", "review": response.context["review"]["review"].value()}
    for n, item in enumerate(response.context["documents"]):
        data[f"doc{n}-headline"] = item.doc.headline
        for i, quote in enumerate(item.doc.quotes):
            data[f"doc{n}-quote{i}-include"] = "on"
            data[f"doc{n}-quote{i}-speaker"] = quote.speaker or ""
    return data


def test_the_article_list_offers_the_import_page(editor):
    page = editor.get(reverse("admin:stories_article_changelist")).content.decode()
    assert URL in page and "Import articles from text" in page


def test_an_editor_reviews_the_quotes_found_before_saving(editor):
    page = review(editor, "000_0ec87feb3f32a1d6.txt").content.decode()
    assert "Nobody has called about Wally." in page
    assert 'value="a non-Mets executive that has known Alderson for some time"' in page
    assert '<datalist id="people-on-file">' in page
    assert Article.objects.count() == 0


def test_the_review_tells_known_speakers_from_new_people(editor, seed):
    page = review(editor, "001_3700e02b23d5cbce.txt").content.decode()
    assert "Kristie Ackert <em>(on file)</em>" in page
    Quote.objects.all().delete()
    Person.objects.filter(slug="kristie-ackert").delete()
    page = review(editor, "001_3700e02b23d5cbce.txt").content.decode()
    assert "Kristie Ackert <em>(new: will be added to People)</em>" in page


def test_confirming_the_review_saves_drafts_with_the_quotes(editor):
    response = review(editor, "000_0ec87feb3f32a1d6.txt", "002_5d2c062f266dc695.txt")
    editor.post(URL, confirm_data(response))
    assert set(Article.objects.values_list("status", flat=True)) == {"draft"}
    assert Quote.objects.count() == 10 + 8


def test_the_editor_can_drop_a_quote_and_correct_a_speaker(editor):
    response = review(editor, "002_5d2c062f266dc695.txt")
    data = confirm_data(response)
    del data["doc0-quote0-include"]
    data["doc0-quote1-speaker"] = "Walter Backman"
    editor.post(URL, data)
    quotes = list(Quote.objects.order_by("position").select_related("speaker"))
    assert len(quotes) == 7
    assert quotes[0].speaker.name == "Walter Backman"


def test_the_editor_can_describe_an_unnamed_source(editor):
    response = review(editor, "000_0ec87feb3f32a1d6.txt")
    doc = response.context["documents"][0].doc
    index = next(i for i, q in enumerate(doc.quotes) if not q.speaker)
    data = confirm_data(response)
    data[f"doc0-quote{index}-description"] = "a Mets executive"
    editor.post(URL, data)
    assert Quote.objects.filter(speaker_description="a Mets executive").count() == 1


def test_a_bad_upload_is_named_and_nothing_is_saved(editor):
    response = editor.post(
        URL, {"files": [upload("000_0ec87feb3f32a1d6.txt"), SimpleUploadedFile("blank.txt", b"")]}
    )
    assert "blank.txt: the file is empty" in response.content.decode()
    assert Article.objects.count() == 0


def test_people_outside_the_newsroom_cannot_import(client):
    client.force_login(User.objects.create_user("visitor", password="pw", is_staff=True))
    assert client.get(URL).status_code == 403


# The confirm step writes exactly what the first step checked (issue 17 item 5).


def forged_confirm(text, **extra):
    """A confirm post made without a review: the text never went through the upload checks."""
    return {
        "confirm": "1",
        "document_count": "1",
        "doc0-name": "story",
        "doc0-text": text,
        "doc0-headline": "",
        **extra,
    }


HOSTILE_TEXTS = {
    "empty": "",
    "nul": "Headline\n\nHe said \x00 nothing.",
    "too-large": "Headline\n\n" + "word " * 500_000,
    "control-characters": "Headline\n\n" + "\x01\x02\x03\x04" * 100,
}


@pytest.mark.parametrize("text", HOSTILE_TEXTS.values(), ids=HOSTILE_TEXTS.keys())
def test_a_confirm_without_a_review_writes_nothing(editor, text):
    response = editor.post(URL, forged_confirm(text))
    assert response.status_code == 400
    assert "upload the articles again" in response.content.decode()
    assert Article.objects.count() == 0


@pytest.mark.parametrize("count", ["abc", "-1", "99999999999999999999", ""])
def test_a_bad_document_count_is_refused_not_a_server_error(editor, count):
    response = editor.post(URL, forged_confirm("Headline\n\nText.", document_count=count))
    assert response.status_code == 400
    assert Article.objects.count() == 0


@pytest.mark.parametrize("text", HOSTILE_TEXTS.values(), ids=HOSTILE_TEXTS.keys())
def test_a_confirm_saves_the_reviewed_text_not_the_text_posted_with_it(editor, text):
    response = review(editor, "000_0ec87feb3f32a1d6.txt")
    editor.post(URL, {**confirm_data(response), "doc0-text": text})
    body = "\n\n".join(Paragraph.objects.order_by("position").values_list("text", flat=True))
    assert "Former Mets player and minor league manager Wally Backman" in body
    assert "\x00" not in body and "\x01" not in body and len(body) < 20_000


def test_a_review_altered_in_the_browser_is_refused(editor):
    data = confirm_data(review(editor, "000_0ec87feb3f32a1d6.txt"))
    data["review"] = data["review"][:-3] + "abc"
    response = editor.post(URL, data)
    assert response.status_code == 400
    assert Article.objects.count() == 0


def test_a_review_cannot_be_confirmed_by_another_account(editor, client):
    data = confirm_data(review(editor, "000_0ec87feb3f32a1d6.txt"))
    other = User.objects.create_user("other", password="pw", is_staff=True)
    other.groups.add(Group.objects.get(name="Editors"))
    client.force_login(other)
    assert client.post(URL, data).status_code == 400
    assert Article.objects.count() == 0


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("doc0-headline", "A" * 5000),
        ("doc0-headline", "Nul\x00headline"),
        ("doc0-quote0-speaker", "Jane\x00Doe"),
        ("doc0-quote0-speaker", "J" * 500),
        ("doc0-quote0-speaker", "Jane\x07Doe"),
    ],
    ids=["long-headline", "nul-headline", "nul-speaker", "long-speaker", "bell-speaker"],
)
def test_review_corrections_are_checked_and_shown_again_with_the_error(editor, field, value):
    data = confirm_data(review(editor, "000_0ec87feb3f32a1d6.txt"))
    data[field] = value
    response = editor.post(URL, data)
    assert response.status_code == 200
    assert "Nothing was imported" in response.content.decode()
    assert Article.objects.count() == 0 and Person.objects.count() == 0


# Every row the confirm step writes needs its permission (issue 17 item 3).


@pytest.fixture
def reporter_client(client, reporter):
    client.force_login(reporter)
    return client


def test_a_reporter_cannot_create_people_through_the_import(reporter_client):
    response = review(reporter_client, "002_5d2c062f266dc695.txt")
    assert "you may not add people" in response.content.decode()
    response = reporter_client.post(URL, confirm_data(response))
    assert response.status_code == 200
    assert "may not add people" in response.content.decode()
    assert Person.objects.count() == 0 and Article.objects.count() == 0


def test_a_reporter_imports_when_every_speaker_is_on_file_or_unnamed(reporter_client, reporter):
    response = review(reporter_client, "002_5d2c062f266dc695.txt")
    data = confirm_data(response)
    for key in [k for k in data if k.endswith("-speaker")]:
        data[key] = ""
    reporter_client.post(URL, data)
    article = Article.objects.get()
    assert article.created_by == reporter and article.status == "draft"
    assert Person.objects.count() == 0 and article.quotes.count() == 8


# Import by paste (issue 15 item 6): the same checks and the same review as files.

PASTED = (DOCUMENTS / "000_0ec87feb3f32a1d6.txt").read_text(encoding="utf-8")


def test_pasted_text_is_reviewed_and_imported_like_a_file(editor):
    response = editor.post(URL, {"text": PASTED})
    assert response.status_code == 200
    assert "Nobody has called about Wally." in response.content.decode()
    editor.post(URL, confirm_data(response))
    article = Article.objects.get()
    assert article.quotes.count() == 10 and article.status == "draft"


def test_pasting_the_same_text_again_changes_nothing(editor):
    editor.post(URL, confirm_data(editor.post(URL, {"text": PASTED})))
    response = editor.post(URL, confirm_data(editor.post(URL, {"text": PASTED})), follow=True)
    assert "nothing changed" in response.content.decode()
    assert Article.objects.count() == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Upload a file or paste an article"),
        ("   \n\n ", "the file is empty"),
        ("He said \x00 nothing.", "Null characters are not allowed"),
        ("Headline\n\n" + "word " * 500_000, "over the import limit"),
        ("\x01\x02\x03" * 100, "binary"),
    ],
    ids=["nothing", "blank", "nul", "too-large", "control-characters"],
)
def test_pasted_text_gets_the_checks_files_get(editor, text, message):
    response = editor.post(URL, {"text": text})
    assert response.status_code == 200
    assert message in response.content.decode()
    assert "doc0-headline" not in response.content.decode()


def test_files_and_pasted_text_are_reviewed_together(editor):
    response = editor.post(URL, {"files": [upload("002_5d2c062f266dc695.txt")], "text": PASTED})
    editor.post(URL, confirm_data(response))
    assert Article.objects.count() == 2


def test_two_uploads_with_the_same_name_are_refused(editor):
    first, second = upload("000_0ec87feb3f32a1d6.txt"), upload("002_5d2c062f266dc695.txt")
    second.name = first.name
    response = editor.post(URL, {"files": [first, second]})
    assert "two files named 000_0ec87feb3f32a1d6.txt" in response.content.decode()
