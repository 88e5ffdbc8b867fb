"""Changing a published quote's words needs a correction; corrections are public, dated and in JSON-LD."""

import datetime

import pytest
import time_machine
from django.urls import reverse

from stories.metadata import article_corrections_jsonld
from stories.models import Article, Quote, Status, Update
from tests.admin_forms import change_form_data
from tests.factories import ArticleFactory, QuoteFactory, UpdateFactory
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db
BETRAYED = "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
TODAY = datetime.datetime(2026, 11, 30, 15, 0, tzinfo=datetime.UTC)


def change_url(obj):
    return reverse(f"admin:stories_{obj._meta.model_name}_change", args=[obj.pk])


@pytest.fixture
def betrayed(seed):
    return Article.objects.get(slug=BETRAYED)


def quote_index(article, quote):
    return list(article.quotes.order_by("position")).index(quote)


def edit_partial_quote(client, article, correction=""):
    """Shorten “I’ve been betrayed” to “betrayed”, which still appears in its paragraph."""
    quote = article.quotes.get(text="I’ve been betrayed")
    data = change_form_data(client.get(change_url(article)))
    index = quote_index(article, quote)
    data[f"quotes-{index}-text"] = "betrayed"
    data[f"quotes-{index}-correction"] = correction
    return quote, client.post(change_url(article), data)


def test_changing_a_published_quote_without_a_note_is_refused(client, editor, betrayed):
    client.force_login(editor)
    quote, response = edit_partial_quote(client, betrayed)
    assert response.status_code == 200
    assert "Readers have already seen this quote" in response.content.decode()
    assert Quote.objects.get(pk=quote.pk).text == "I’ve been betrayed"


@time_machine.travel(TODAY, tick=False)
def test_a_correction_note_is_published_as_a_dated_correction(client, editor, betrayed):
    client.force_login(editor)
    quote, response = edit_partial_quote(
        client, betrayed, correction="We shortened a quote we had overstated."
    )
    assert response.status_code == 302
    assert Quote.objects.get(pk=quote.pk).text == "betrayed"
    correction = betrayed.updates.get(kind=Update.Kind.CORRECTION)
    assert (correction.text, correction.dated_on) == (
        "We shortened a quote we had overstated.",
        datetime.date(2026, 11, 30),
    )
    assert correction.position == 2  # after the article's existing update


def test_a_draft_quote_changes_without_a_correction(client, editor):
    quote = QuoteFactory(paragraph__article__status=Status.DRAFT, text="not going to happen")
    client.force_login(editor)
    data = change_form_data(client.get(change_url(quote.article)))
    response = client.post(change_url(quote.article), {**data, "quotes-0-text": "going to happen"})
    assert response.status_code == 302
    assert not Update.objects.filter(kind=Update.Kind.CORRECTION).exists()


def test_the_quote_page_in_the_admin_also_requires_a_note(client, editor, betrayed):
    quote = betrayed.quotes.get(text="I’ve been betrayed")
    client.force_login(editor)
    data = change_form_data(client.get(change_url(quote)))
    refused = client.post(change_url(quote), {**data, "text": "betrayed"})
    assert (
        refused.status_code == 200
        and "Readers have already seen this quote" in refused.content.decode()
    )
    accepted = client.post(
        change_url(quote), {**data, "text": "betrayed", "correction": "Shortened."}
    )
    assert accepted.status_code == 302
    assert betrayed.updates.filter(kind=Update.Kind.CORRECTION, text="Shortened.").exists()


def test_the_corrections_page_lists_published_articles_corrections_newest_first(client):
    article = ArticleFactory(headline="Public story")
    UpdateFactory(
        article=article,
        kind=Update.Kind.CORRECTION,
        dated_on=datetime.date(2020, 1, 1),
        text="Older fix.",
    )
    UpdateFactory(
        article=article,
        kind=Update.Kind.CORRECTION,
        dated_on=datetime.date(2021, 1, 1),
        text="Newer fix.",
    )
    UpdateFactory(article=article, kind=Update.Kind.UPDATE, text="Just an update.")
    UpdateFactory(
        article=ArticleFactory(status=Status.DRAFT), kind=Update.Kind.CORRECTION, text="Draft fix."
    )
    page = client.get(reverse("stories:corrections")).content.decode()
    assert page.index("Newer fix.") < page.index("Older fix.")
    assert "Public story" in page and article.get_absolute_url() in page
    assert "Just an update." not in page and "Draft fix." not in page


def test_the_corrections_pages_go_on_newest_first_from_page_to_page(client):
    article = ArticleFactory(headline="Public story")
    first_day = datetime.date(2020, 1, 1)
    for day in range(53):
        UpdateFactory(
            article=article,
            kind=Update.Kind.CORRECTION,
            dated_on=first_day + datetime.timedelta(days=day),
            text=f"Fix {day}.",
        )
    UpdateFactory(
        article=ArticleFactory(status=Status.DRAFT),
        kind=Update.Kind.CORRECTION,
        dated_on=first_day,
        text="Draft fix.",
    )
    first, second = (
        visible_text(client.get(reverse("stories:corrections"), {"page": n})) for n in (1, 2)
    )
    assert "53 corrections" in first
    assert [f"Fix {day}." in first for day in (52, 3, 2)] == [True, True, False]
    assert second.index("Fix 2.") < second.index("Fix 1.") < second.index("Fix 0.")
    assert "Fix 3." not in second and "Draft fix." not in second
    assert client.get(reverse("stories:corrections"), {"page": 3}).status_code == 404


def test_the_corrections_page_says_when_there_are_none(client, db):
    assert (
        "No corrections have been published."
        in client.get(reverse("stories:corrections")).content.decode()
    )


def test_every_page_links_to_the_corrections_page(client, db):
    assert (
        f'href="{reverse("stories:corrections")}"'
        in client.get(reverse("stories:home")).content.decode()
    )


def test_corrections_appear_in_the_articles_json_ld():
    article = ArticleFactory()
    UpdateFactory(
        article=article,
        kind=Update.Kind.CORRECTION,
        dated_on=datetime.date(2021, 2, 3),
        text="Fixed a name.",
    )
    UpdateFactory(article=article, kind=Update.Kind.UPDATE)
    assert article_corrections_jsonld(article.updates.all()) == [
        {"@type": "CorrectionComment", "text": "Fixed a name.", "datePublished": "2021-02-03"}
    ]


def test_the_article_page_json_ld_lists_its_corrections(client):
    article = ArticleFactory()
    UpdateFactory(
        article=article,
        kind=Update.Kind.CORRECTION,
        dated_on=datetime.date(2021, 2, 3),
        text="Fixed a name.",
    )
    page = client.get(article.get_absolute_url()).content.decode()
    position = article.updates.get().position
    assert (
        '"correction": [{"@type": "CorrectionComment", "text": "Fixed a name.", "datePublished": "2021-02-03", '
        f'"url": "http://testserver{article.get_versions_url()}#update-{position}"}}]' in page
    )


# Published corrections are append-only, whatever the form posts.


@pytest.fixture
def published_correction(db):
    from tests.factories import UpdateFactory

    return UpdateFactory(kind=Update.Kind.CORRECTION, text="We misnamed the club.", position=1)


def _article_form(client, article):
    from tests.admin_forms import change_form_data

    url = reverse("admin:stories_article_change", args=[article.pk])
    return url, change_form_data(client.get(url))


def test_deleting_a_published_correction_in_the_updates_inline_is_refused(
    client, editor, published_correction
):
    client.force_login(editor)
    url, data = _article_form(client, published_correction.article)
    response = client.post(url, {**data, "updates-0-DELETE": "on"})
    assert response.status_code == 200
    assert "cannot be deleted or reworded" in response.content.decode()
    assert Update.objects.filter(pk=published_correction.pk).exists()


def test_rewording_a_published_correction_in_the_updates_inline_is_refused(
    client, editor, published_correction
):
    client.force_login(editor)
    url, data = _article_form(client, published_correction.article)
    response = client.post(url, {**data, "updates-0-text": "We misnamed nothing."})
    assert response.status_code == 200
    assert "add a new correction" in response.content.decode()
    published_correction.refresh_from_db()
    assert published_correction.text == "We misnamed the club."


def test_a_correction_of_a_correction_is_a_new_dated_entry(client, editor, published_correction):
    client.force_login(editor)
    url, data = _article_form(client, published_correction.article)
    response = client.post(
        url,
        {
            **data,
            "updates-TOTAL_FORMS": "2",
            "updates-1-kind": "correction",
            "updates-1-dated_on": "2017-02-01",
            "updates-1-text": "The correction of Jan. 12 named the wrong club.",
        },
    )
    assert response.status_code == 302, response.context["errors"] if response.context else response
    assert list(
        published_correction.article.updates.order_by("position").values_list("text", flat=True)
    ) == ["We misnamed the club.", "The correction of Jan. 12 named the wrong club."]


def test_a_draft_articles_correction_may_still_be_edited(client, editor):
    from stories.models import Status
    from tests.factories import UpdateFactory

    update = UpdateFactory(
        kind=Update.Kind.CORRECTION, text="Draft wording.", article__status=Status.DRAFT
    )
    client.force_login(editor)
    url, data = _article_form(client, update.article)
    assert client.post(url, {**data, "updates-0-text": "Better wording."}).status_code == 302
    update.refresh_from_db()
    assert update.text == "Better wording."
