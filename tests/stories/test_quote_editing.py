"""One rule for editing a quote, wherever it is edited: the quote's own admin page or its article's inline."""

import pytest
from django.urls import reverse

from stories.models import Quote, Status, Update
from tests.admin_forms import change_form_data
from tests.factories import ParagraphFactory, PersonFactory, QuoteFactory

pytestmark = pytest.mark.django_db


def change_url(obj):
    return reverse(f"admin:stories_{obj._meta.model_name}_change", args=[obj.pk])


def with_new_inline_quote(data, *, paragraph, speaker, correction=""):
    """The article form's POST with one more quote row, as the "Add another quote" button makes it."""
    index = int(data["quotes-TOTAL_FORMS"])
    data = {
        **data,
        "quotes-TOTAL_FORMS": str(index + 1),
        f"quotes-{index}-position": "99",
        f"quotes-{index}-text": "not going to happen",
        f"quotes-{index}-paragraph": str(paragraph.pk),
        f"quotes-{index}-speaker": str(speaker.pk),
        f"quotes-{index}-said_precision": "day",
        f"quotes-{index}-correction": correction,
    }
    return data


@pytest.mark.parametrize("status", [Status.PUBLISHED, Status.DRAFT])
def test_a_note_typed_on_a_new_inline_quote_is_refused_and_files_no_correction(
    client, editor, status
):
    paragraph = ParagraphFactory(article__status=status)
    client.force_login(editor)
    data = change_form_data(client.get(change_url(paragraph.article)))
    data = with_new_inline_quote(
        data, paragraph=paragraph, speaker=PersonFactory(), correction="Nothing to correct."
    )
    response = client.post(change_url(paragraph.article), data)
    assert response.status_code == 200
    assert "A new quote corrects nothing" in response.content.decode()
    assert not Update.objects.filter(kind=Update.Kind.CORRECTION).exists()
    assert not Quote.objects.exists()


def test_a_new_inline_quote_without_a_note_is_saved_without_a_correction(client, editor):
    paragraph = ParagraphFactory()
    client.force_login(editor)
    data = change_form_data(client.get(change_url(paragraph.article)))
    response = client.post(
        change_url(paragraph.article),
        with_new_inline_quote(data, paragraph=paragraph, speaker=PersonFactory()),
    )
    assert response.status_code == 302
    assert Quote.objects.get().text == "not going to happen"
    assert not Update.objects.filter(kind=Update.Kind.CORRECTION).exists()


def test_a_note_typed_on_a_new_quote_in_the_quote_admin_is_refused_too(client, editor):
    paragraph = ParagraphFactory()
    client.force_login(editor)
    data = {
        "article": paragraph.article.pk,
        "position": "1",
        "text": "not going to happen",
        "paragraph": paragraph.pk,
        "speaker": PersonFactory().pk,
        "said_precision": "day",
        "correction": "Nothing to correct.",
    }
    response = client.post(reverse("admin:stories_quote_add"), data)
    assert response.status_code == 200
    assert "A new quote corrects nothing" in response.content.decode()
    assert not Quote.objects.exists()


@pytest.mark.parametrize("page", ["quote", "article"])
def test_a_corrected_published_quote_gets_one_correction_and_a_new_card_from_either_page(
    client, editor, page
):
    quote = QuoteFactory(text="not going to happen")
    old_card = quote.card.name
    client.force_login(editor)
    target = quote if page == "quote" else quote.article
    data = change_form_data(client.get(change_url(target)))
    prefix = "" if page == "quote" else "quotes-0-"
    data.update(
        {f"{prefix}text": "going to happen", f"{prefix}correction": "We misquoted Backman."}
    )
    assert client.post(change_url(target), data).status_code == 302
    quote.refresh_from_db()
    assert quote.text == "going to happen"
    assert list(
        quote.article.updates.filter(kind=Update.Kind.CORRECTION).values_list("text", flat=True)
    ) == ["We misquoted Backman."]
    assert quote.card.name and quote.card.name != old_card
