"""Quotes proposed as the editor writes (issue 29): the finder reads the body as typed, before any save, and
the article form's one save writes the article with the quotes kept, nested ones inside their quote."""

import pytest
from django.urls import reverse

from stories.models import Article, Quote, Status
from tests.admin_forms import change_form_data, panel_data
from tests.factories import ArticleFactory, ParagraphFactory, QuoteFactory
from tests.importing.found_panel import add_article, confirm, review_page

pytestmark = pytest.mark.django_db
FIRED = "“I was let go because I spoke my mind,” Wally Backman said on Tuesday."
RESIGNED = (
    "Sandy Alderson, the Mets’ general manager, disputed that account. "
    "“Wally resigned, and we accepted his resignation,” the general manager said."
)
NESTED = (
    "“Sandy looked at me and said, ‘You will never manage in this organization again,’ and that was it,” "
    "Backman said."
)
OUTER = "Sandy looked at me and said, ‘You will never manage in this organization again,’ and that was it"
INNER = "You will never manage in this organization again"
TEACHER = "“He was the best teacher those kids ever had,” said Marisol Okafor, a former 51s coach."
PLAIN = "The Mets declined to comment further."


@pytest.fixture
def editor_client(client, editor, seed):
    client.force_login(editor)
    return client


def find(client, *paragraphs, article="new", **fields):
    """The panel the form's script gets for this body, as the fields a browser would send."""
    url = reverse("importing:found-quotes", args=[article])
    response = client.post(url, {"body": "\n\n".join(paragraphs), **fields})
    assert response.status_code == 200, response
    assert "no-cache" in response["Cache-Control"]
    return response.content.decode()


def speakers(html):
    fields = panel_data(html, "found")
    return [
        (fields[f"found-quote{i}-text"], fields[f"found-quote{i}-speaker"])
        for i in range(int(fields["found-count"]))
    ]


def test_quotes_are_proposed_from_the_body_as_typed_before_any_save(editor_client):
    stored = Quote.objects.count(), Article.objects.count()
    html = find(editor_client, FIRED, RESIGNED, TEACHER, NESTED, PLAIN, published_on="2021-02-01")
    assert speakers(html) == [
        ("I was let go because I spoke my mind", "Wally Backman"),
        ("Wally resigned, and we accepted his resignation", "Sandy Alderson"),
        ("He was the best teacher those kids ever had", "Marisol Okafor"),
        (OUTER, "Wally Backman"),
        ("You will never manage in this organization again", "Sandy Alderson"),
    ]
    assert "new person: will be added to People" in html and "(inside a quote)" in html
    assert panel_data(html, "found")["found-quote4-parent"] == "3"
    assert (Quote.objects.count(), Article.objects.count()) == stored  # nothing written


def test_a_new_article_and_its_quotes_are_written_by_one_save(editor_client):
    url = reverse("admin:stories_article_add")
    body = [FIRED, RESIGNED, TEACHER, NESTED, PLAIN]
    html = find(editor_client, *body, published_on="2021-02-01")
    data = {
        **change_form_data(editor_client.get(url)),
        **panel_data(html, "found"),
        "headline": "Backman and Alderson, again",
        "slug": "backman-and-alderson-again",
        "published_on": "2021-02-01",
        "published_precision": "day",
        "status": "published",
        "body": "\n\n".join(body),
        "_save": "1",
    }
    response = editor_client.post(url, data)
    assert response.status_code == 302 and "?review=" not in response.url
    article = Article.objects.get(slug="backman-and-alderson-again")
    saved = {q.text: q for q in article.quotes.select_related("speaker", "parent", "paragraph")}
    assert {text: q.speaker.name for text, q in saved.items()} == {
        "I was let go because I spoke my mind": "Wally Backman",
        "Wally resigned, and we accepted his resignation": "Sandy Alderson",
        "He was the best teacher those kids ever had": "Marisol Okafor",
        OUTER: "Wally Backman",
        "You will never manage in this organization again": "Sandy Alderson",
    }
    inner = saved["You will never manage in this organization again"]
    assert inner.parent == saved[OUTER]
    assert inner.paragraph.position == 4


def test_an_unticked_proposal_is_not_saved_nor_proposed_again_after_the_save(editor_client):
    url = reverse("admin:stories_article_add")
    fields = panel_data(find(editor_client, FIRED, PLAIN), "found")
    del fields["found-quote0-include"]
    data = {
        **change_form_data(editor_client.get(url)),
        **fields,
        "headline": "Backman speaks",
        "slug": "backman-speaks",
        "published_on": "2021-02-01",
        "published_precision": "day",
        "status": "draft",
        "body": f"{FIRED}\n\n{PLAIN}",
    }
    response = editor_client.post(url, data)
    assert response.status_code == 302 and "?review=" not in response.url
    assert not Quote.objects.filter(article__slug="backman-speaks").exists()


def test_a_quote_typed_after_the_last_proposal_is_still_proposed_after_the_save(editor_client):
    url = reverse("admin:stories_article_add")
    fields = panel_data(find(editor_client, FIRED), "found")
    data = {
        **change_form_data(editor_client.get(url)),
        **fields,
        "headline": "Backman speaks",
        "slug": "backman-speaks",
        "published_on": "2021-02-01",
        "published_precision": "day",
        "status": "draft",
        "body": f"{FIRED}\n\n{TEACHER}",
    }
    response = editor_client.post(url, data)
    assert "?review=" in response.url
    page = editor_client.get(response.url).content.decode()
    assert speakers(page) == [("He was the best teacher those kids ever had", "Marisol Okafor")]
    assert list(
        Quote.objects.filter(article__slug="backman-speaks").values_list("text", flat=True)
    ) == ["I was let go because I spoke my mind"]


def test_a_row_the_editor_changed_keeps_their_choice_and_others_follow_the_text(editor_client):
    first = panel_data(
        find(editor_client, "“We accepted it,” he said. “It is over,” she said."), "found"
    )
    assert first["found-quote0-speaker"] == first["found-quote1-speaker"] == ""
    changed = {**first, "found-quote0-speaker": "Jeff Wilpon", "found-quote0-edited": "1"}
    typed = "“We accepted it,” he said. “It is over,” Sandy Alderson said."
    again = panel_data(find(editor_client, typed, **changed), "found")
    assert again["found-quote0-speaker"] == "Jeff Wilpon"  # the editor's
    assert again["found-quote1-speaker"] == "Sandy Alderson"  # the text's, now that it names him


def test_a_nested_quote_kept_without_its_quote_is_refused(editor_client):
    url = reverse("admin:stories_article_add")
    fields = panel_data(find(editor_client, NESTED), "found")
    del fields["found-quote0-include"]
    data = {
        **change_form_data(editor_client.get(url)),
        **fields,
        "headline": "Backman speaks",
        "slug": "backman-speaks",
        "published_on": "2021-02-01",
        "published_precision": "day",
        "status": "draft",
        "body": NESTED,
    }
    response = editor_client.post(url, data)
    assert response.status_code == 200
    html = response.content.decode()
    assert "Quote 2 found in the body is inside quote 1: keep that one too" in html
    assert "You will never manage in this organization again" in html  # the panel is shown again
    assert not Article.objects.filter(slug="backman-speaks").exists()


def test_a_quote_inside_a_stored_quote_is_proposed_inside_it(editor_client):
    article = ArticleFactory(status=Status.DRAFT)
    paragraph = ParagraphFactory(article=article, position=1, text=NESTED)
    outer = QuoteFactory(paragraph=paragraph, text=OUTER, position=1)
    url = reverse("admin:stories_article_change", args=[article.pk])
    data = change_form_data(editor_client.get(url))
    edited = NESTED.replace("Backman said.", "Backman said on Tuesday.")
    fields = panel_data(find(editor_client, edited, article=article.pk), "found")
    assert fields["found-count"] == "1"
    assert fields["found-quote0-parent"] == f"q{outer.pk}"
    response = editor_client.post(url, {**data, **fields, "body": edited})
    assert response.status_code == 302 and "?review=" not in response.url
    inner = Quote.objects.get(text="You will never manage in this organization again")
    assert inner.parent == outer and inner.paragraph == paragraph


def test_only_new_or_changed_paragraphs_are_read_and_earlier_rows_stay(editor_client):
    article = ArticleFactory(status=Status.DRAFT)
    ParagraphFactory(article=article, position=1, text=FIRED)
    html = find(editor_client, FIRED, PLAIN, article=article.pk)
    assert speakers(html) == []  # the stored paragraph's quote was left unticked or never wanted
    review = panel_data(find(editor_client, FIRED, TEACHER), "found")
    rows = speakers(find(editor_client, FIRED, TEACHER, article=article.pk, **review))
    assert rows == [
        ("I was let go because I spoke my mind", "Wally Backman"),
        ("He was the best teacher those kids ever had", "Marisol Okafor"),
    ]


def test_only_staff_who_may_write_the_article_get_proposals(client, reporter, seed):
    url = reverse("importing:found-quotes", args=["new"])
    assert client.post(url, {"body": FIRED}).status_code == 302  # to the sign-in page
    client.force_login(reporter)
    assert client.post(url, {"body": FIRED}).status_code == 200
    published = Article.objects.filter(status=Status.PUBLISHED).first()
    other = reverse("importing:found-quotes", args=[published.pk])
    assert client.post(other, {"body": FIRED}).status_code == 403
    assert client.get(url).status_code == 405


def test_without_javascript_a_nested_quote_is_proposed_after_the_save_inside_its_quote(
    editor_client,
):
    page = review_page(editor_client, add_article(editor_client, NESTED))
    fields = panel_data(page.content.decode(), "found")
    assert (fields["found-quote1-text"], fields["found-quote1-parent"]) == (INNER, "0")
    assert confirm(editor_client, page).status_code == 302
    inner = Quote.objects.get(article__slug="alderson-answers", text=INNER)
    assert inner.parent.text == OUTER and inner.speaker.slug == "sandy-alderson"
