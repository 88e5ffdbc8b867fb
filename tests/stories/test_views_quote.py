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
