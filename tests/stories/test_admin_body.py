"""The article form's one body field: saving it keeps paragraphs' rows and quotes where their words are.

Runs on SQLite and PostgreSQL (unique positions are renumbered inside one transaction on both).
"""

import pytest
from django.urls import reverse

from stories.models import Account, Article, Paragraph, Quote, Status, Update
from tests.admin_forms import change_form_data
from tests.factories import (
    ArticleFactory,
    EmbeddedPostFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    staff_user,
)

pytestmark = pytest.mark.django_db
FIRST = (
    "Backman said the Mets never called him back. “Nobody has called about Wally,” a source said."
)
SECOND = "Alderson has not commented on the matter since the spring."
THIRD = "“I never blackballed anybody,” Alderson said on Tuesday."
NEW = "The feud began in 2016, when Backman left the Las Vegas job."


@pytest.fixture
def article(db):
    article = ArticleFactory(status=Status.DRAFT, headline="The feud")
    paragraphs = [
        ParagraphFactory(article=article, position=n, text=t)
        for n, t in enumerate([FIRST, SECOND, THIRD], 1)
    ]
    QuoteFactory(
        paragraph=paragraphs[0],
        position=1,
        text="Nobody has called about Wally,",
        speaker=None,
        speaker_description="a source",
    )
    QuoteFactory(
        paragraph=paragraphs[2],
        position=2,
        text="I never blackballed anybody,",
        speaker=PersonFactory(name="Sandy Alderson"),
    )
    return article


@pytest.fixture
def editor_client(client, editor):
    client.force_login(editor)
    return client


def url(article):
    return reverse("admin:stories_article_change", args=[article.pk])


def save_body(client, article, *paragraphs, **extra):
    data = change_form_data(client.get(url(article)))
    return client.post(url(article), {**data, "body": "\n\n".join(paragraphs), **extra})


def saved(response):
    assert response.status_code == 302, response.context["errors"] if response.context else response
    return response


def ids(article):
    return list(article.paragraphs.order_by("position").values_list("pk", flat=True))


def quote_homes(article):
    return {q.text: q.paragraph.text for q in article.quotes.select_related("paragraph")}


def test_the_form_shows_the_body_as_one_text_with_blank_lines_and_a_word_count(
    editor_client, article
):
    page = editor_client.get(url(article)).content.decode()
    assert 'name="body"' in page and f"{FIRST}\n\n{SECOND}\n\n{THIRD}" in page.replace(
        "&quot;", '"'
    )
    assert "34 words." in page
    assert 'name="paragraphs-TOTAL_FORMS"' not in page


def test_inserting_a_paragraph_at_the_top_keeps_the_rows_and_quotes_below_it(
    editor_client, article
):
    before = ids(article)
    saved(save_body(editor_client, article, NEW, FIRST, SECOND, THIRD))
    after = ids(article)
    assert after[1:] == before and len(after) == 4
    assert quote_homes(article) == {
        "Nobody has called about Wally,": FIRST,
        "I never blackballed anybody,": THIRD,
    }


def test_deleting_a_paragraph_without_quotes_keeps_the_others(editor_client, article):
    before = ids(article)
    saved(save_body(editor_client, article, FIRST, THIRD))
    assert ids(article) == [before[0], before[2]]
    assert article.quotes.count() == 2


def test_moving_paragraphs_keeps_their_rows_and_quotes(editor_client, article):
    before = ids(article)
    saved(save_body(editor_client, article, THIRD, FIRST, SECOND))
    assert ids(article) == [before[2], before[0], before[1]]
    assert list(article.paragraphs.values_list("position", flat=True)) == [1, 2, 3]
    assert quote_homes(article)["I never blackballed anybody,"] == THIRD


def test_splitting_a_paragraph_takes_each_quote_to_the_half_with_its_words(editor_client, article):
    saved(
        save_body(
            editor_client,
            article,
            "Backman said the Mets never called him back.",
            "“Nobody has called about Wally,” a source said.",
            SECOND,
            THIRD,
        )
    )
    assert (
        quote_homes(article)["Nobody has called about Wally,"]
        == "“Nobody has called about Wally,” a source said."
    )
    assert article.paragraphs.count() == 4


def test_merging_paragraphs_keeps_both_quotes_in_the_merged_one(editor_client, article):
    merged = f"{SECOND} {THIRD}"
    saved(save_body(editor_client, article, FIRST, merged))
    assert quote_homes(article) == {
        "Nobody has called about Wally,": FIRST,
        "I never blackballed anybody,": merged,
    }


def test_editing_a_paragraph_keeps_its_row_and_quote_while_the_words_stay(editor_client, article):
    before = ids(article)
    edited = THIRD.replace("on Tuesday", "on Wednesday")
    saved(save_body(editor_client, article, FIRST, SECOND, edited))
    assert ids(article) == before
    assert Paragraph.objects.get(pk=before[2]).text == edited


def test_a_save_that_takes_out_a_quotes_words_is_refused_naming_the_quote(editor_client, article):
    response = save_body(editor_client, article, FIRST, SECOND, "Alderson said nothing on Tuesday.")
    assert response.status_code == 200
    error = str(response.context["adminform"].form.errors["body"])
    assert "Nothing was saved" in error and "Sandy Alderson: I never blackballed anybody," in error
    assert "“" not in error  # no quotation marks nested in the message
    assert Paragraph.objects.get(article=article, position=3).text == THIRD


def test_taking_out_a_quotes_words_is_allowed_when_the_same_save_deletes_the_quote(
    editor_client, article
):
    data = change_form_data(editor_client.get(url(article)))
    index = list(article.quotes.order_by("position").values_list("text", flat=True)).index(
        "I never blackballed anybody,"
    )
    response = editor_client.post(
        url(article), {**data, "body": f"{FIRST}\n\n{SECOND}", f"quotes-{index}-DELETE": "on"}
    )
    saved(response)
    assert list(article.quotes.values_list("text", flat=True)) == ["Nobody has called about Wally,"]
    assert article.paragraphs.count() == 2


def test_a_quote_and_its_paragraph_corrected_in_one_save(editor_client, article):
    data = change_form_data(editor_client.get(url(article)))
    index = list(article.quotes.order_by("position").values_list("text", flat=True)).index(
        "I never blackballed anybody,"
    )
    body = f"{FIRST}\n\n{SECOND}\n\n“I never blackballed anyone,” Alderson said on Tuesday."
    saved(
        editor_client.post(
            url(article),
            {**data, "body": body, f"quotes-{index}-text": "I never blackballed anyone,"},
        )
    )
    assert article.quotes.get(position=2).paragraph.text.startswith("“I never blackballed anyone,”")


def test_a_new_quote_added_below_goes_where_its_words_are(editor_client, article):
    data = change_form_data(editor_client.get(url(article)))
    total = int(data["quotes-TOTAL_FORMS"])
    data.update(
        {
            "quotes-TOTAL_FORMS": str(total + 1),
            f"quotes-{total}-text": "has not commented on the matter",
            f"quotes-{total}-speaker_description": "the writer",
            f"quotes-{total}-said_precision": "day",
        }
    )
    saved(editor_client.post(url(article), data))
    quote = article.quotes.get(text="has not commented on the matter")
    assert (quote.paragraph.text, quote.position) == (SECOND, 3)


def test_a_new_quote_whose_words_are_not_in_the_body_is_refused(editor_client, article):
    data = change_form_data(editor_client.get(url(article)))
    total = int(data["quotes-TOTAL_FORMS"])
    data.update(
        {
            "quotes-TOTAL_FORMS": str(total + 1),
            f"quotes-{total}-text": "words nobody wrote",
            f"quotes-{total}-speaker_description": "a source",
            f"quotes-{total}-said_precision": "day",
        }
    )
    response = editor_client.post(url(article), data)
    assert response.status_code == 200
    assert "These words are not in the body" in response.content.decode()


def test_an_embedded_post_stays_after_its_paragraph_when_one_is_inserted_above(
    editor_client, article
):
    post = EmbeddedPostFactory(article=article, position=1)
    saved(save_body(editor_client, article, NEW, FIRST, SECOND, THIRD))
    post.refresh_from_db()
    assert post.position == 2


def test_a_new_article_is_written_in_one_body(editor_client, db):
    data = change_form_data(editor_client.get(reverse("admin:stories_article_add")))
    data.update(
        {
            "headline": "New",
            "slug": "new",
            "published_on": "2017-01-12",
            "published_precision": "day",
            "status": "draft",
            "body": f"{FIRST}\n\n{SECOND}",
        }
    )
    saved(editor_client.post(reverse("admin:stories_article_add"), data))
    article = Article.objects.get(slug="new")
    assert list(article.paragraphs.values_list("position", "text")) == [(1, FIRST), (2, SECOND)]


# On a published article, words readers have seen follow the correction rule.


def test_changing_words_readers_have_seen_needs_a_correction_note(editor_client, article):
    Article.objects.filter(pk=article.pk).update(status=Status.PUBLISHED)
    response = save_body(
        editor_client, article, FIRST, "Alderson has said nothing since the spring.", THIRD
    )
    assert response.status_code == 200
    assert "Readers have already seen this article" in str(
        response.context["adminform"].form.errors["body_correction"]
    )
    saved(
        save_body(
            editor_client,
            article,
            FIRST,
            "Alderson has said nothing since the spring.",
            THIRD,
            body_correction="An earlier version said Alderson had not commented.",
        )
    )
    correction = Update.objects.get(article=article, kind=Update.Kind.CORRECTION)
    assert correction.text == "An earlier version said Alderson had not commented."


def test_adding_or_moving_paragraphs_on_a_published_article_needs_no_correction(
    editor_client, article
):
    Article.objects.filter(pk=article.pk).update(status=Status.PUBLISHED)
    saved(save_body(editor_client, article, NEW, FIRST, THIRD, SECOND))
    assert not Update.objects.filter(article=article).exists()


def test_a_draft_has_no_correction_field(editor_client, article):
    assert 'name="body_correction"' not in editor_client.get(url(article)).content.decode()


# Concurrent edits.


def test_saving_the_body_over_a_colleagues_newer_save_is_refused(editor_client, article):
    stale = change_form_data(editor_client.get(url(article)))
    saved(save_body(editor_client, article, FIRST, SECOND, THIRD))  # gives the article a history
    stale = change_form_data(editor_client.get(url(article)))
    colleague = staff_user("Editors", "colleague")
    other = type(editor_client)()
    other.force_login(colleague)
    saved(save_body(other, article, NEW, FIRST, SECOND, THIRD))
    response = editor_client.post(url(article), {**stale, "body": f"{FIRST}\n\n{THIRD}"})
    assert response.status_code == 200
    assert "Nothing was saved" in response.content.decode()
    assert [p.text for p in article.paragraphs.order_by("position")] == [NEW, FIRST, SECOND, THIRD]


def test_the_revision_holds_the_paragraphs_and_quotes_as_saved(editor_client, article):
    from reversion.models import Version

    merged = f"{SECOND} {THIRD}"
    saved(save_body(editor_client, article, NEW, FIRST, merged))
    revision = Version.objects.get_for_object(article).latest("pk").revision
    texts = {
        v.field_dict["text"] for v in revision.version_set.filter(content_type__model="paragraph")
    }
    assert texts == {NEW, FIRST, merged}
    homes = {
        v.field_dict["text"]: v.field_dict["paragraph_id"]
        for v in revision.version_set.filter(content_type__model="quote")
    }
    assert homes == dict(article.quotes.values_list("text", "paragraph_id"))


# Dispute accounts cite paragraphs: their words are not taken out from under them.


@pytest.fixture
def cited(article):
    """A settled dispute whose supported account cites the article's second paragraph."""
    from stories.models import Dispute
    from tests.factories import AccountFactory, DisputeFactory

    dispute = DisputeFactory(question="Did Alderson comment?")
    account = AccountFactory(
        dispute=dispute,
        paragraph=article.paragraphs.get(position=2),
        excerpt="has not commented",
        claim="Alderson kept silent.",
    )
    Dispute.objects.filter(pk=dispute.pk).update(
        finding="supported", finding_note="Checked.", finding_on="2017-01-13"
    )
    Account.objects.filter(pk=account.pk).update(supported_by=dispute)
    return account


def test_removing_a_paragraph_a_dispute_account_cites_is_refused_naming_the_account(
    editor_client, article, cited
):
    response = save_body(editor_client, article, FIRST, THIRD)
    assert response.status_code == 200
    error = str(response.context["adminform"].form.errors["body"])
    assert "Alderson kept silent." in error and "Did Alderson comment?" in error
    assert article.paragraphs.count() == 3
    cited.refresh_from_db()
    assert cited.paragraph.text == SECOND


def test_rewriting_the_words_an_account_cites_is_refused_too(editor_client, article, cited):
    response = save_body(editor_client, article, FIRST, "Alderson spoke in the spring.", THIRD)
    assert response.status_code == 200
    assert "Alderson kept silent." in str(response.context["adminform"].form.errors["body"])


def test_edits_that_keep_the_cited_words_are_saved(editor_client, article, cited):
    saved(save_body(editor_client, article, FIRST, f"{SECOND} Nor has his office.", THIRD))
    cited.refresh_from_db()
    assert cited.paragraph.text.endswith("Nor has his office.")


def test_the_database_refuses_deleting_a_cited_paragraph_whatever_path(article, cited):
    from django.db.models import RestrictedError

    with pytest.raises(RestrictedError):
        Paragraph.objects.filter(pk=cited.paragraph_id).delete()


# One edit of a published quote's words is one correction, made in the body.


def published_with_quote_index(article):
    Article.objects.filter(pk=article.pk).update(status=Status.PUBLISHED)
    return list(article.quotes.order_by("position").values_list("text", flat=True)).index(
        "I never blackballed anybody,"
    )


CORRECTED_THIRD = "“I never blackballed anyone,” Alderson said on Tuesday."
QUOTE_NOTE = "An earlier version misquoted Alderson."


def test_correcting_a_quote_in_the_body_corrects_its_quote_row_with_one_note(
    editor_client, article
):
    published_with_quote_index(article)
    quote_id = article.quotes.get(position=2).pk
    saved(
        save_body(
            editor_client, article, FIRST, SECOND, CORRECTED_THIRD, body_correction=QUOTE_NOTE
        )
    )
    quote = Quote.objects.get(pk=quote_id)
    assert quote.text == "I never blackballed anyone,"
    assert quote.paragraph.text == CORRECTED_THIRD
    assert list(article.updates.values_list("kind", "text")) == [("correction", QUOTE_NOTE)]


def test_a_quote_corrected_in_the_body_and_its_row_publishes_one_correction(editor_client, article):
    index = published_with_quote_index(article)
    data = change_form_data(editor_client.get(url(article)))
    response = editor_client.post(
        url(article),
        {
            **data,
            "body": f"{FIRST}\n\n{SECOND}\n\n{CORRECTED_THIRD}",
            "body_correction": QUOTE_NOTE,
            f"quotes-{index}-text": "I never blackballed anyone,",
            f"quotes-{index}-correction": QUOTE_NOTE,
        },
    )
    saved(response)
    assert list(article.updates.values_list("text", flat=True)) == [QUOTE_NOTE]


def test_the_body_note_is_the_only_note_a_quote_corrected_with_its_paragraph_needs(
    editor_client, article
):
    index = published_with_quote_index(article)
    data = change_form_data(editor_client.get(url(article)))
    response = editor_client.post(
        url(article),
        {
            **data,
            "body": f"{FIRST}\n\n{SECOND}\n\n{CORRECTED_THIRD}",
            "body_correction": QUOTE_NOTE,
            f"quotes-{index}-text": "I never blackballed anyone,",
        },
    )
    saved(response)
    assert list(article.updates.values_list("text", flat=True)) == [QUOTE_NOTE]
    assert article.quotes.get(position=2).text == "I never blackballed anyone,"
