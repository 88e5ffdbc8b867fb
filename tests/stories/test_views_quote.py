"""The quote page: a stable address to cite, with everything needed to check the quote."""

import pytest

from stories.models import Quote
from tests.seed_slugs import BETRAYED, FEUD
from tests.stories.pages import structured_data, visible_text

pytestmark = pytest.mark.django_db


def quote_page(client, **lookup):
    quote = Quote.objects.get(**lookup)
    return quote, client.get(quote.get_absolute_url())


def test_the_quote_page_lives_at_a_stable_numbered_address(seeded):
    quote = Quote.objects.get(article__slug=FEUD, position=1)
    assert quote.get_absolute_url() == f"/quotes/{quote.pk}/"


def test_the_quote_page_shows_speaker_date_said_and_source(client, seeded):
    _, response = quote_page(client, text__startswith="I guess I will say this")
    text = visible_text(response)
    assert "I guess I will say this: Wally did a good job for us at Las Vegas." in text
    assert "Said by Sandy Alderson" in text
    assert "Date said Jan. 12, 2017" in text
    assert (
        "Source Wally Backman says he was “betrayed” by the Wilpons and the Mets, January 2017"
        in text
    )


def test_the_speaker_links_to_their_page_with_the_role_they_held_then(client, seeded):
    _, response = quote_page(client, text__startswith="I guess I will say this")
    assert "Sandy Alderson, General manager, New York Mets" in visible_text(response)
    assert 'href="/people/sandy-alderson/"' in response.content.decode()


def test_a_quote_shows_its_setting(client, seeded):
    _, response = quote_page(client, article__slug=FEUD, position=1)
    assert "Setting Podcast" in visible_text(response)


def test_a_quote_shows_the_paragraph_it_came_from(client, seeded):
    _, response = quote_page(client, text="I’ve been betrayed")
    assert "“I’ve been betrayed” by the Wilpons, Backman added." in visible_text(response)


def test_an_unnamed_source_is_described_not_named(client, seeded):
    _, response = quote_page(client, text="It’s not Sandy’s nature")
    assert (
        "Said by A non-Mets executive that has known Alderson for some time (unnamed source)"
        in visible_text(response)
    )


def test_a_reported_quote_links_to_the_quote_that_reports_it(client, seeded):
    inner, response = quote_page(
        client, article__slug=BETRAYED, text="I will do anything I can to help you."
    )
    assert f'href="{inner.parent.get_absolute_url()}"' in response.content.decode()
    assert "said by Wally Backman" in visible_text(response)


def test_the_quote_is_described_as_a_quotation_based_on_its_article(client, seeded):
    quote, response = quote_page(client, text__startswith="I guess I will say this")
    (data,) = structured_data(response)
    assert data["@type"] == "Quotation"
    assert data["creator"]["name"] == "Sandy Alderson"
    assert data["isBasedOn"]["url"] == f"http://testserver{quote.article.get_absolute_url()}"
    assert data["dateCreated"] == "2017-01-12"


def test_a_paragraph_the_source_marked_twice_shows_each_mark_once_with_the_exact_text_beside(
    client, seeded
):
    from stories.models import Quote

    quote = Quote.objects.get(text__startswith="In the last phone call")
    html = client.get(quote.get_absolute_url()).content.decode()
    context = html[html.index('<blockquote class="context__text"') :]
    context = context[: context.index("</blockquote>")]
    assert "&quot;“" not in context and "”&quot;" not in context
    assert "The paragraph exactly as the source has it" in html
    assert "&quot;“In the last phone call" in html  # the exact text, still there to check


def test_a_nested_quote_page_says_whose_account_it_is(client, seeded):
    from stories.models import Quote

    quote = Quote.objects.get(text="I will do anything I can to help you.")
    assert "as recounted by Wally Backman" in visible_text(client.get(quote.get_absolute_url()))


# A published quote taken off the record keeps its address: 410 Gone, with the correction.


def test_a_removed_published_quote_answers_410_with_the_correction_that_removed_it(client, editor):
    from django.urls import reverse

    from tests.admin_forms import change_form_data
    from tests.factories import ParagraphFactory, QuoteFactory

    paragraph = ParagraphFactory(text="“Nobody called,” Backman said. He waited all winter.")
    quote = QuoteFactory(paragraph=paragraph, text="Nobody called,")
    address = quote.get_absolute_url()
    assert client.get(address).status_code == 200
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[paragraph.article_id])
    data = change_form_data(client.get(url))
    response = client.post(
        url,
        {
            **data,
            "body": "Backman waited all winter.",
            "body_correction": "Backman was not the one who said nobody called.",
            "quotes-0-DELETE": "on",
        },
    )
    assert response.status_code == 302, response.context["errors"] if response.context else response
    assert not Quote.objects.filter(pk=quote.pk).exists()
    client.logout()
    gone = client.get(address)
    assert gone.status_code == 410
    text = visible_text(gone)
    assert "This quote was removed from the record" in text
    assert "Nobody called," in text
    assert "Backman was not the one who said nobody called." in text
    # Out of every list a reader or a client reads.
    assert "Nobody called" not in client.get("/quotes/").content.decode()
    sitemap = client.get("/sitemap-quotes.xml")
    assert sitemap.status_code == 200 and f"/quotes/{quote.pk}/" not in sitemap.content.decode()
    api = client.get(reverse("api:quotes")).json()
    assert all(item.get("id") != quote.pk for item in api.get("results", []))
    assert client.get(reverse("api:quote", args=[quote.pk])).status_code == 404


def test_a_draft_quote_removed_is_simply_gone(client):
    from stories.models import Status
    from stories.services.quotes import remove_quote
    from tests.factories import QuoteFactory

    quote = QuoteFactory(paragraph__article__status=Status.DRAFT)
    address = quote.get_absolute_url()
    remove_quote(quote=quote)
    assert client.get(address).status_code == 404


def test_a_quote_deleted_on_its_own_admin_page_keeps_its_address_too(client, editor):
    from django.urls import reverse

    from tests.factories import QuoteFactory

    quote = QuoteFactory()
    client.force_login(editor)
    client.post(reverse("admin:stories_quote_delete", args=[quote.pk]), {"post": "yes"})
    assert not Quote.objects.filter(pk=quote.pk).exists()
    assert client.get(f"/quotes/{quote.pk}/").status_code == 410
