"""Quotes found in the body as an editor writes it: proposed on the article form, saved only once confirmed."""

import pytest
from django.urls import reverse

from people.models import Person
from stories.models import Article, Quote, Status
from tests.admin_forms import change_form_data, panel_data, with_paragraph
from tests.factories import ArticleFactory, ParagraphFactory, QuoteFactory
from tests.importing.found_panel import add_article, confirm, review_page

pytestmark = pytest.mark.django_db
NAMED = "“I never blackballed anybody,” Sandy Alderson said on Tuesday."
UNNAMED = "“Nobody has called about Wally,” an executive who has known Alderson for years said."
OTHER = "“I’ve been betrayed,” Wally Backman said of the Wilpons."
PLAIN = "The feud began in 2016."


@pytest.fixture
def editor_client(client, editor, seed):
    client.force_login(editor)
    return client


def test_saving_a_new_article_proposes_the_quotes_found_and_stores_none_yet(editor_client):
    page = review_page(
        editor_client, add_article(editor_client, NAMED, PLAIN, UNNAMED)
    ).content.decode()
    assert "Quotes found in the body" in page
    assert "“I never blackballed anybody”" in page and "on file" in page
    assert 'value="an executive who has known Alderson for years"' in page
    assert "Paragraph 3:" in page
    assert not Quote.objects.filter(article__slug="alderson-answers").exists()


def test_an_unnamed_source_gets_no_speaker_only_a_description(editor_client):
    page = review_page(editor_client, add_article(editor_client, UNNAMED))
    fields = panel_data(page.content.decode(), "found")
    assert fields["found-quote0-speaker"] == ""
    assert fields["found-quote0-description"] == "an executive who has known Alderson for years"


def test_confirming_saves_the_ticked_quotes_with_their_speakers_and_paragraphs(editor_client):
    page = review_page(editor_client, add_article(editor_client, NAMED, PLAIN, UNNAMED))
    response = confirm(editor_client, page)
    assert response.status_code == 302, response.context["errors"] if response.context else response
    quotes = {
        q.text: q
        for q in Quote.objects.filter(article__slug="alderson-answers").select_related(
            "speaker", "paragraph"
        )
    }
    assert quotes["I never blackballed anybody"].speaker.slug == "sandy-alderson"
    assert quotes["I never blackballed anybody"].paragraph.position == 1
    unnamed = quotes["Nobody has called about Wally"]
    assert (
        unnamed.speaker is None
        and unnamed.speaker_description == "an executive who has known Alderson for years"
    )
    assert [q.position for q in quotes.values()] == [1, 2]


def test_an_unticked_quote_is_not_saved_and_not_proposed_again(editor_client):
    page = review_page(editor_client, add_article(editor_client, NAMED, UNNAMED))
    response = confirm(editor_client, page, **{"found-quote1-include": None})
    assert "?review=" not in response.url
    assert list(
        Quote.objects.filter(article__slug="alderson-answers").values_list("text", flat=True)
    ) == ["I never blackballed anybody"]


def test_a_corrected_speaker_not_on_file_becomes_a_new_person(editor_client):
    page = review_page(editor_client, add_article(editor_client, NAMED))
    confirm(editor_client, page, **{"found-quote0-speaker": "Jeff Passan"})
    quote = Quote.objects.get(article__slug="alderson-answers")
    assert quote.speaker == Person.objects.get(name="Jeff Passan")


def test_a_speaker_typed_as_an_alias_is_the_person_on_file(editor_client):
    Person.objects.filter(slug="sandy-alderson").update(aliases="The GM")
    page = review_page(editor_client, add_article(editor_client, NAMED))
    confirm(editor_client, page, **{"found-quote0-speaker": "the gm"})
    assert Quote.objects.get(article__slug="alderson-answers").speaker.slug == "sandy-alderson"


def test_keeping_a_quote_with_neither_speaker_nor_description_is_refused_and_the_panel_stays(
    editor_client,
):
    page = review_page(editor_client, add_article(editor_client, UNNAMED))
    response = confirm(editor_client, page, **{"found-quote0-description": ""})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Name the speaker or describe the unnamed source" in html
    assert "Quotes found in the body" in html
    assert not Quote.objects.filter(article__slug="alderson-answers").exists()


def test_quotes_already_stored_are_not_proposed(editor_client):
    article = ArticleFactory(status=Status.DRAFT)
    paragraph = ParagraphFactory(article=article, position=1, text=NAMED)
    QuoteFactory(paragraph=paragraph, text="I never blackballed anybody", position=1)
    url = reverse("admin:stories_article_change", args=[article.pk])
    data = with_paragraph(
        change_form_data(editor_client.get(url)), 0, NAMED.replace("Tuesday", "Monday")
    )
    response = editor_client.post(url, data)
    assert response.status_code == 302 and "?review=" not in response.url


def test_only_paragraphs_written_in_the_save_are_searched(editor_client):
    article = Article.objects.get(
        slug="wally-backman-sandy-alderson-feud-is-still-going-quite-strong"
    )
    url = reverse("admin:stories_article_change", args=[article.pk])
    data = change_form_data(editor_client.get(url))
    response = editor_client.post(url, {**data, "body": f"{OTHER}\n\n{data['body']}"})
    page = review_page(editor_client, response).content.decode()
    fields = panel_data(page, "found")
    assert fields["found-count"] == "1" and fields["found-quote0-text"] == "I’ve been betrayed"


def test_a_reporter_may_keep_a_speaker_on_file_but_not_add_a_person(client, reporter, seed):
    client.force_login(reporter)
    page = review_page(client, add_article(client, NAMED))
    response = confirm(client, page, **{"found-quote0-speaker": "Jeff Passan"})
    assert response.status_code == 200
    assert "only editors add people" in response.content.decode()
    assert not Person.objects.filter(name="Jeff Passan").exists()
    saved = confirm(client, page)
    assert saved.status_code == 302
    assert Quote.objects.get(article__slug="alderson-answers").speaker.slug == "sandy-alderson"
