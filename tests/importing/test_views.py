import pytest
from django.contrib.auth.models import Group, User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from people.models import Person
from stories.models import Article, Quote
from tests.importing.test_writer import DOCUMENTS

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
    data = {"confirm": "1", "document_count": len(response.context["documents"])}
    for n, (source, doc) in enumerate(response.context["documents"]):
        data.update({f"doc{n}-name": source.name, f"doc{n}-text": source.text, f"doc{n}-headline": doc.headline})
        for i, quote in enumerate(doc.quotes):
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
    doc = response.context["documents"][0][1]
    index = next(i for i, q in enumerate(doc.quotes) if not q.speaker)
    data = confirm_data(response)
    data[f"doc0-quote{index}-description"] = "a Mets executive"
    editor.post(URL, data)
    assert Quote.objects.filter(speaker_description="a Mets executive").count() == 1


def test_a_bad_upload_is_named_and_nothing_is_saved(editor):
    response = editor.post(URL, {"files": [upload("000_0ec87feb3f32a1d6.txt"), SimpleUploadedFile("blank.txt", b"")]})
    assert "blank.txt: the file is empty" in response.content.decode()
    assert Article.objects.count() == 0


def test_people_outside_the_newsroom_cannot_import(client):
    client.force_login(User.objects.create_user("visitor", password="pw", is_staff=True))
    assert client.get(URL).status_code == 403
