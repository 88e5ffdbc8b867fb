"""Every admin page renders for an Editor; Reporters get exactly the access their group grants."""

import pytest
from django.contrib import admin
from django.contrib.auth.models import Group, User
from django.urls import reverse

from people.models import Person
from stories.models import Article, Quote
from tests.admin_forms import change_form_data, with_paragraph

pytestmark = pytest.mark.django_db
EDITORIAL_MODELS = [
    model for model in admin.site._registry if model._meta.app_label in {"people", "stories"}
]


def staff_in(group_name, username):
    user = User.objects.create_user(username, password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name=group_name))
    return user


@pytest.fixture
def editor_client(client, seed):
    client.force_login(staff_in("Editors", "editor"))
    return client


@pytest.fixture
def reporter_client(client, seed):
    client.force_login(staff_in("Reporters", "reporter"))
    return client


def admin_url(model, view, *args):
    return reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_{view}", args=args)


@pytest.mark.parametrize("model", EDITORIAL_MODELS, ids=lambda m: m._meta.label)
def test_editor_sees_every_changelist_add_and_change_page(editor_client, model):
    assert editor_client.get(admin_url(model, "changelist")).status_code == 200
    assert editor_client.get(admin_url(model, "add")).status_code == 200
    obj = model.objects.first()
    assert editor_client.get(admin_url(model, "change", obj.pk)).status_code == 200


@pytest.mark.parametrize("model", EDITORIAL_MODELS, ids=lambda m: m._meta.label)
def test_editor_search_works_on_every_changelist(editor_client, model):
    response = editor_client.get(admin_url(model, "changelist"), {"q": "Backman"})
    assert response.status_code == 200


def test_the_article_page_shows_its_paragraphs_and_quotes_for_editing(editor_client):
    article = Article.objects.get(
        slug="wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
    )
    page = editor_client.get(admin_url(Article, "change", article.pk)).content.decode()
    assert "Former Mets player and minor league manager" in page
    assert "Nobody has called about Wally." in page
    assert "a non-Mets executive that has known Alderson for some time" in page


def test_editor_can_correct_a_paragraph_in_the_admin(editor_client):
    article = Article.objects.get(
        slug="wally-backman-sandy-alderson-feud-is-still-going-quite-strong"
    )
    url = admin_url(Article, "change", article.pk)
    data = with_paragraph(
        change_form_data(editor_client.get(url)), 0, "Time may heal a lot of things, we are told."
    )
    response = editor_client.post(
        url, {**data, "body_correction": "An earlier version misread the opening."}
    )
    assert response.status_code == 302, response.context["errors"] if response.context else response
    assert article.paragraphs.get(position=1).text == "Time may heal a lot of things, we are told."
    assert article.quotes.count() == 8


def test_reporter_can_write_articles_and_quotes(reporter_client):
    for model in (Article, Quote):
        assert reporter_client.get(admin_url(model, "add")).status_code == 200
        assert (
            reporter_client.get(admin_url(model, "change", model.objects.first().pk)).status_code
            == 200
        )


def test_reporter_cannot_delete_articles_or_quotes(reporter_client):
    for model in (Article, Quote):
        obj = model.objects.first()
        assert (
            reporter_client.post(admin_url(model, "delete", obj.pk), {"post": "yes"}).status_code
            == 403
        )
        assert model.objects.filter(pk=obj.pk).exists()


def test_reporter_can_look_up_but_not_change_people(reporter_client):
    person = Person.objects.get(slug="sandy-alderson")
    assert reporter_client.get(admin_url(Person, "add")).status_code == 403
    response = reporter_client.post(
        admin_url(Person, "change", person.pk), {"name": "Someone else", "slug": "x"}
    )
    assert response.status_code == 403
    person.refresh_from_db()
    assert person.name == "Sandy Alderson"


def test_reporter_can_autocomplete_speakers(reporter_client):
    response = reporter_client.get(
        reverse("admin:autocomplete"),
        {"term": "Sandy", "app_label": "stories", "model_name": "quote", "field_name": "speaker"},
    )
    assert response.status_code == 200
    assert [r["text"] for r in response.json()["results"]] == ["Sandy Alderson"]


def test_messages_name_a_quote_without_nesting_quotation_marks(editor_client):
    quote = Quote.objects.filter(speaker__isnull=False).first()
    url = admin_url(Quote, "change", quote.pk)
    response = editor_client.post(
        url, {**change_form_data(editor_client.get(url)), "setting": "interview"}, follow=True
    )
    message = " ".join(str(m) for m in response.context["messages"])
    assert f">{quote.speaker.name}: {quote.text[:20]}" in message
    assert message.count("“") == 1 and message.count("”") == 1


def test_changelists_are_titled_by_what_they_list(editor_client):
    assert (
        "<h1>Articles</h1>" in editor_client.get(admin_url(Article, "changelist")).content.decode()
    )
