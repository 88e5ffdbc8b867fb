"""No typed positions: bylines and arc entries are dragged into order, updates kept in date order, posts placed in the body."""

import datetime

import pytest
from django.contrib import admin
from django.urls import reverse

from stories.models import ArcEntry, Byline, Status, Update
from tests.admin_forms import change_form_data
from tests.factories import (
    ArticleFactory,
    EmbeddedPostFactory,
    EventFactory,
    ParagraphFactory,
    PersonFactory,
    StoryArcFactory,
    UpdateFactory,
)

pytestmark = pytest.mark.django_db
EDITORIAL = [
    model for model in admin.site._registry if model._meta.app_label in {"people", "stories"}
]


@pytest.fixture
def editor_client(client, editor):
    client.force_login(editor)
    return client


def change(obj):
    return reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_change", args=[obj.pk])


def saved(response):
    assert response.status_code == 302, response.context["errors"] if response.context else response


@pytest.mark.parametrize("model", EDITORIAL, ids=lambda m: m._meta.label)
def test_no_position_is_a_required_input_on_any_add_page(editor_client, model):
    response = editor_client.get(
        reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_add")
    )
    forms = [response.context["adminform"].form] + [
        i.formset.empty_form for i in response.context["inline_admin_formsets"]
    ]
    for form in forms:
        field = form.fields.get("position")
        assert field is None or not field.required, f"{form.__class__.__name__} asks for a position"
        assert field is None or field.widget.input_type != "number"


@pytest.fixture
def article(db):
    article = ArticleFactory(status=Status.DRAFT)
    ParagraphFactory(article=article, position=1, text="First.")
    ParagraphFactory(article=article, position=2, text="Second.")
    return article


def test_dragged_bylines_swap_places_despite_unique_positions(editor_client, article):
    first, second = PersonFactory(name="Kristie Ackert"), PersonFactory(name="Bob Klapisch")
    Byline.objects.create(article=article, person=first, position=1)
    Byline.objects.create(article=article, person=second, position=2)
    data = change_form_data(editor_client.get(change(article)))
    # What sortable2's script writes into the hidden fields after a drag.
    data.update({"bylines-0-position": "2", "bylines-1-position": "1"})
    saved(editor_client.post(change(article), data))
    assert list(article.bylines.order_by("position").values_list("person__name", flat=True)) == [
        "Bob Klapisch",
        "Kristie Ackert",
    ]


def test_a_new_byline_goes_last(editor_client, article):
    Byline.objects.create(article=article, person=PersonFactory(name="Kristie Ackert"), position=1)
    newcomer = PersonFactory(name="Bob Klapisch")
    data = change_form_data(editor_client.get(change(article)))
    data.update({"bylines-TOTAL_FORMS": "2", "bylines-1-person": str(newcomer.pk)})
    saved(editor_client.post(change(article), data))
    assert list(article.bylines.order_by("position").values_list("person__name", "position")) == [
        ("Kristie Ackert", 1),
        ("Bob Klapisch", 2),
    ]


def test_updates_are_kept_in_date_order_without_a_position(editor_client, article):
    UpdateFactory(article=article, position=1, dated_on=datetime.date(2017, 2, 1), text="Later.")
    data = change_form_data(editor_client.get(change(article)))
    assert "updates-0-position" not in data
    data.update(
        {
            "updates-TOTAL_FORMS": "2",
            "updates-1-kind": "update",
            "updates-1-dated_on": "2017-01-20",
            "updates-1-text": "Earlier.",
        }
    )
    saved(editor_client.post(change(article), data))
    assert list(
        Update.objects.filter(article=article).order_by("position").values_list("text", flat=True)
    ) == ["Earlier.", "Later."]


def test_an_embedded_post_is_placed_among_the_paragraphs_or_after_the_last(editor_client, article):
    page = editor_client.get(change(article)).content.decode()
    assert "After paragraph 2: Second." in page and "Before the first paragraph" in page
    data = change_form_data(editor_client.get(change(article)))
    data.update(
        {
            "embedded_posts-TOTAL_FORMS": "1",
            "embedded_posts-0-author_name": "NY Daily News Sports",
            "embedded_posts-0-handle": "@NYDNSports",
            "embedded_posts-0-text": "A post.",
            "embedded_posts-0-position": "",
        }
    )
    saved(editor_client.post(change(article), data))
    assert article.embedded_posts.get().position == 2


def test_a_post_placed_where_one_already_is_follows_it_there(editor_client, article):
    # Posts share a place in a thread; the new one was pushed after the next paragraph.
    EmbeddedPostFactory(article=article, position=1, handle="@first", text="First post.")
    data = change_form_data(editor_client.get(change(article)))
    data.update(
        {
            "embedded_posts-TOTAL_FORMS": "2",
            "embedded_posts-1-author_name": "Second poster",
            "embedded_posts-1-handle": "@second",
            "embedded_posts-1-text": "Second post.",
            "embedded_posts-1-position": "1",
        }
    )
    saved(editor_client.post(change(article), data))
    assert list(article.embedded_posts.values_list("handle", "position")) == [
        ("@first", 1),
        ("@second", 1),
    ]


def test_a_post_placed_after_a_paragraph_follows_it_when_one_is_inserted_in_the_same_save(
    editor_client, article
):
    post = EmbeddedPostFactory(article=article, position=0, text="Old.")
    data = change_form_data(editor_client.get(change(article)))
    data.update(
        {
            "body": "New first.\n\nFirst.\n\nSecond.",
            "embedded_posts-0-position": "1",
            "embedded_posts-0-text": "Edited.",
        }
    )
    saved(editor_client.post(change(article), data))
    post.refresh_from_db()
    assert (post.position, post.text) == (2, "Edited.")


def test_dragged_arc_entries_swap_places_and_a_new_one_goes_last(editor_client, db):
    arc = StoryArcFactory()
    early, late, extra = (
        EventFactory(title="Early"),
        EventFactory(title="Late"),
        EventFactory(title="Extra"),
    )
    ArcEntry.objects.create(arc=arc, position=1, event=early)
    ArcEntry.objects.create(arc=arc, position=2, event=late)
    data = change_form_data(editor_client.get(change(arc)))
    data.update(
        {
            "entries-0-position": "2",
            "entries-1-position": "1",
            "entries-TOTAL_FORMS": "3",
            "entries-2-event": str(extra.pk),
        }
    )
    saved(editor_client.post(change(arc), data))
    assert list(arc.entries.order_by("position").values_list("event__title", flat=True)) == [
        "Late",
        "Early",
        "Extra",
    ]
