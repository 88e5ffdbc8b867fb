"""A revert or a recovery is an edit like any other: the correction rule and the conflict check apply, and
no revert ever deletes or rewrites a correction readers have seen."""

import pytest
from django.urls import reverse
from reversion.models import Version

from stories.models import Article, Quote, Status, Update
from tests.admin_forms import change_form_data
from tests.factories import QuoteFactory, UpdateFactory, staff_user

pytestmark = pytest.mark.django_db
NOTE = "We misquoted Backman."


def change_url(obj):
    return reverse(f"admin:stories_{obj._meta.model_name}_change", args=[obj.pk])


def revert_url(obj, version):
    return reverse(f"admin:stories_{obj._meta.model_name}_revision", args=[obj.pk, version.pk])


def save(client, obj, **changes):
    data = change_form_data(client.get(change_url(obj)))
    response = client.post(change_url(obj), {**data, **changes})
    assert response.status_code == 302, response.context["errors"] if response.context else response


@pytest.fixture
def corrected(client, editor):
    """A published quote saved once as it was, then corrected with a note on its own page."""
    quote = QuoteFactory(text="not going to happen")
    client.force_login(editor)
    save(client, quote, setting="interview")
    first = Version.objects.get_for_object(quote).get()
    save(client, quote, text="going to happen", correction=NOTE)
    return quote, first


def corrections(article):
    return list(article.updates.filter(kind=Update.Kind.CORRECTION).values_list("text", flat=True))


def test_reverting_a_published_quote_to_its_old_words_asks_for_a_correction_note(client, corrected):
    quote, first = corrected
    response = client.post(
        revert_url(quote, first), change_form_data(client.get(revert_url(quote, first)))
    )
    assert response.status_code == 200
    assert "Readers have already seen this quote" in response.content.decode()
    assert Quote.objects.get(pk=quote.pk).text == "going to happen"
    assert corrections(quote.article) == [NOTE]


def test_a_quote_revert_with_a_note_files_a_correction_and_keeps_the_earlier_one(client, corrected):
    quote, first = corrected
    form = change_form_data(client.get(revert_url(quote, first)))
    assert (
        client.post(
            revert_url(quote, first), {**form, "correction": "We restored the original words."}
        ).status_code
        == 302
    )
    assert Quote.objects.get(pk=quote.pk).text == "not going to happen"
    assert corrections(quote.article) == [NOTE, "We restored the original words."]


def test_a_quote_revert_changes_the_quote_only_not_the_rest_of_its_article(client, corrected):
    quote, first = corrected
    quote.article.paragraphs.update(text="“It’s not going to happen,” Backman said. He said more.")
    Article.objects.filter(pk=quote.article_id).update(headline="A newer headline")
    form = change_form_data(client.get(revert_url(quote, first)))
    assert (
        client.post(revert_url(quote, first), {**form, "correction": "Restored."}).status_code
        == 302
    )
    article = Article.objects.get(pk=quote.article_id)
    assert article.headline == "A newer headline"
    assert article.paragraphs.get().text.endswith("He said more.")


def test_reverting_an_article_keeps_the_corrections_published_since(client, editor):
    quote = QuoteFactory(text="not going to happen")
    client.force_login(editor)
    save(client, quote.article, headline="First headline")
    first = Version.objects.get_for_object(quote.article).get()
    save(client, quote.article, **{"quotes-0-text": "going to happen", "quotes-0-correction": NOTE})
    UpdateFactory(
        article=quote.article, kind=Update.Kind.CORRECTION, text="A second correction.", position=7
    )
    url = revert_url(quote.article, first)
    refused = client.post(url, change_form_data(client.get(url)))
    assert (
        refused.status_code == 200
        and "Readers have already seen this quote" in refused.content.decode()
    )
    form = change_form_data(client.get(url))
    assert (
        client.post(
            url, {**form, "quotes-0-correction": "We restored the original words."}
        ).status_code
        == 302
    )
    assert Quote.objects.get(pk=quote.pk).text == "not going to happen"
    assert sorted(corrections(quote.article)) == sorted(
        [NOTE, "A second correction.", "We restored the original words."]
    )


def test_reverting_a_draft_quote_needs_no_note(client, editor):
    quote = QuoteFactory(text="not going to happen", paragraph__article__status=Status.DRAFT)
    client.force_login(editor)
    save(client, quote, setting="interview")
    first = Version.objects.get_for_object(quote).get()
    save(client, quote, text="going to happen")
    assert (
        client.post(
            revert_url(quote, first), change_form_data(client.get(revert_url(quote, first)))
        ).status_code
        == 302
    )
    assert Quote.objects.get(pk=quote.pk).text == "not going to happen"
    assert corrections(quote.article) == []


def test_a_revert_over_a_colleagues_newer_save_is_refused(client, corrected):
    quote, first = corrected
    stale = change_form_data(client.get(revert_url(quote, first)))
    colleague = staff_user("Editors", "colleague")
    client.force_login(colleague)
    save(client, quote, setting="podcast")
    client.force_login(Version.objects.get_for_object(quote).last().revision.user)
    response = client.post(revert_url(quote, first), {**stale, "correction": "Restored."})
    assert response.status_code == 200
    assert "while you were editing it" in response.content.decode()
    quote.refresh_from_db()
    assert (quote.text, quote.setting) == ("going to happen", "podcast")


def test_recovering_a_deleted_quote_leaves_its_articles_corrections_alone(client, corrected):
    quote, first = corrected
    article = quote.article
    UpdateFactory(
        article=article, kind=Update.Kind.CORRECTION, text="A later correction.", position=7
    )
    client.post(reverse("admin:stories_quote_delete", args=[quote.pk]), {"post": "yes"})
    assert not Quote.objects.filter(pk=quote.pk).exists()
    version = Version.objects.get_deleted(Quote).get()
    url = reverse("admin:stories_quote_recover", args=[version.pk])
    assert client.post(url, change_form_data(client.get(url))).status_code == 302
    assert Quote.objects.get(pk=quote.pk).text == "going to happen"
    assert corrections(article) == [NOTE, "A later correction."]


def test_reverting_a_published_articles_body_asks_for_a_correction_note(client, editor):
    from tests.factories import ParagraphFactory

    paragraph = ParagraphFactory(text="Backman was fired in 2004.")
    article = paragraph.article
    client.force_login(editor)
    save(client, article, headline="First headline")
    first = Version.objects.get_for_object(article).get()
    save(client, article, body="Backman resigned in 2004.", body_correction="He resigned.")
    url = revert_url(article, first)
    refused = client.post(url, change_form_data(client.get(url)))
    assert refused.status_code == 200
    assert "Readers have already seen this article" in refused.content.decode()
    assert article.paragraphs.get().text == "Backman resigned in 2004."
    assert corrections(article) == ["He resigned."]
    form = change_form_data(client.get(url))
    restored = client.post(url, {**form, "body_correction": "He was fired after all."})
    assert restored.status_code == 302
    assert article.paragraphs.get().text == "Backman was fired in 2004."
    assert corrections(article) == ["He resigned.", "He was fired after all."]


def test_a_published_quote_a_revert_takes_off_answers_410_naming_the_reverts_correction(
    client, editor
):
    from tests.factories import ParagraphFactory
    from tests.stories.pages import visible_text

    paragraph = ParagraphFactory(text="Backman resigned in 2004.")
    article = paragraph.article
    client.force_login(editor)
    save(client, article, headline="First headline")
    first = Version.objects.get_for_object(article).get()
    save(client, article, body="“I was fired,” Backman said of 2004.", body_correction="Fired.")
    quote = QuoteFactory(paragraph=article.paragraphs.get(), text="I was fired,")
    save(client, article, headline="Second headline")  # the quote is in this version, not the first
    url = revert_url(article, first)
    form = change_form_data(client.get(url))
    restored = client.post(url, {**form, "body_correction": "He resigned after all."})
    assert restored.status_code == 302, restored.context and restored.context["errors"]
    assert not Quote.objects.filter(pk=quote.pk).exists()
    client.logout()
    gone = client.get(quote.get_absolute_url())
    assert gone.status_code == 410
    assert "He resigned after all." in visible_text(gone)
