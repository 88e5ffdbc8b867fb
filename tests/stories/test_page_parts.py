"""The person, arc and article pages keep their parts between renders (pagecache.fragments): a correction is
never served from a kept part, and an edit rebuilds only the parts showing what it changed."""

import datetime

import pytest

from stories.models import Account, Status
from tests.factories import (
    AccountFactory,
    ArcEntryFactory,
    ArticleFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    StoryArcFactory,
    staff_user,
)
from tests.stories.pages import page, rendered_templates

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("kept_parts")]


@pytest.fixture
def story():
    """An arc of three articles, each quoting Sandy Alderson once."""
    arc = StoryArcFactory(title="The feud")
    speaker = PersonFactory(name="Sandy Alderson", slug="sandy-alderson")
    articles, quotes = [], []
    for n in range(3):
        article = ArticleFactory(
            headline=f"Report {n}",
            dek=f"What report {n} says.",
            published_on=datetime.date(2017, 1, 1 + n),
        )
        paragraph = ParagraphFactory(article=article, text=f"“Words number {n},” Alderson said.")
        quotes.append(
            QuoteFactory(
                article=article, paragraph=paragraph, text=f"Words number {n}", speaker=speaker
            )
        )
        ArcEntryFactory(arc=arc, article=article, position=n + 1)
        articles.append(article)
    return {"arc": arc, "speaker": speaker, "articles": articles, "quotes": quotes}


def correct(quote, words: str) -> None:
    quote.text = words
    quote.save()
    paragraph = quote.paragraph
    paragraph.text = f"“{words},” Alderson said."
    paragraph.save()


def test_a_corrected_quote_shows_on_its_speakers_page_and_its_arc_page(client, story):
    quote, arc, speaker = story["quotes"][1], story["arc"], story["speaker"]
    for url in (
        speaker.get_absolute_url(),
        arc.get_absolute_url(),
        quote.article.get_absolute_url(),
    ):
        assert "Words number 1" in page(client, url)
    correct(quote, "Different words entirely")
    for url in (
        speaker.get_absolute_url(),
        arc.get_absolute_url(),
        quote.article.get_absolute_url(),
    ):
        html = page(client, url)
        assert "Different words entirely" in html and "Words number 1" not in html, url


def test_an_arc_page_rebuilt_after_one_articles_edit_reuses_the_other_lines(client, story):
    arc, edited = story["arc"], story["articles"][0]
    page(client, arc.get_absolute_url())
    edited.dek = "What report 0 says now."
    edited.save()
    with rendered_templates() as names:
        html = page(client, arc.get_absolute_url())
    assert "What report 0 says now." in html
    assert (
        names.count("stories/timeline_line.html") == 1
    )  # the edited article's line; the other two were kept
    assert "stories/arc_cast.html" not in names  # nothing moved in the arc: the cast was kept


def test_a_quote_moving_in_an_arc_rebuilds_its_cast(client, story):
    arc = story["arc"]
    newcomer = PersonFactory(name="Jeff Wilpon", slug="jeff-wilpon")
    in_cast = f'<a class="cast__name" href="{newcomer.get_absolute_url()}">Jeff Wilpon</a>'
    assert in_cast not in page(client, arc.get_absolute_url())
    article = story["articles"][2]
    QuoteFactory(
        article=article, paragraph=article.paragraphs.get(), text="Alderson said", speaker=newcomer
    )
    assert in_cast in page(client, arc.get_absolute_url())


def test_a_person_page_rebuilt_after_a_quotes_correction_shows_it(client, story):
    speaker = story["speaker"]
    page(client, speaker.get_absolute_url())
    correct(story["quotes"][0], "Corrected words")
    with rendered_templates() as names:
        html = page(client, speaker.get_absolute_url())
    assert "Corrected words" in html and "people/person_said.html" in names


def test_a_person_page_rebuilt_after_an_accounts_edit_keeps_what_they_said(client, story):
    speaker, article = story["speaker"], story["articles"][0]
    account = AccountFactory(
        dispute__arc=story["arc"],
        paragraph=article.paragraphs.get(),
        excerpt="Words number 0",
        voice=Account.Voice.PERSON,
        person=speaker,
        claim="He stepped down.",
    )
    assert "He stepped down." in page(client, speaker.get_absolute_url())
    account.claim = "He was fired."
    account.save()
    with rendered_templates() as names:
        html = page(client, speaker.get_absolute_url())
    assert "He was fired." in html and "He stepped down." not in html
    assert "people/person_said_about.html" in names
    assert (
        "people/person_said.html" not in names
    )  # no quote of theirs changed: that section was kept


def test_a_new_quote_in_a_new_article_reaches_its_speakers_page(client, story):
    speaker = story["speaker"]
    page(client, speaker.get_absolute_url())
    paragraph = ParagraphFactory(
        article=ArticleFactory(headline="A new report"), text="“Fresh words,” Alderson said."
    )
    QuoteFactory(
        article=paragraph.article, paragraph=paragraph, text="Fresh words", speaker=speaker
    )
    html = page(client, speaker.get_absolute_url())
    assert "Fresh words" in html and "A new report" in html


def test_an_unpublished_article_leaves_the_arc_page_and_its_speakers_page(client, story):
    arc, speaker, article = story["arc"], story["speaker"], story["articles"][1]
    for url in (arc.get_absolute_url(), speaker.get_absolute_url()):
        assert "Report 1" in page(client, url)
    article.status = Status.DRAFT
    article.save()
    for url in (arc.get_absolute_url(), speaker.get_absolute_url()):
        assert "Report 1" not in page(client, url), url
    assert client.get(article.get_absolute_url()).status_code == 404


def test_a_staff_preview_keeps_no_part_for_readers(client, story):
    draft = ArticleFactory(headline="Not yet", status=Status.DRAFT)
    client.force_login(staff_user("Editors", "editor"))
    assert client.get(draft.get_absolute_url() + "?preview").status_code == 200
    client.logout()
    assert client.get(draft.get_absolute_url()).status_code == 404


def test_a_kept_part_of_a_person_page_lists_articles_as_the_page_would(client, story):
    """Built inside a part, an article the person page only lists tags it as listed, as the page itself would:
    editing the article's dek leaves the person's page as it was."""
    speaker, article = story["speaker"], story["articles"][0]
    page(client, speaker.get_absolute_url())
    article.dek = "A dek the person page never shows."
    article.save()
    with rendered_templates() as names:
        page(client, speaker.get_absolute_url())
    assert "people/person_side.html" not in names


def test_an_arcs_dispute_shows_once_the_article_its_only_account_cites_is_published(client, story):
    # The article is outside the arc: the arc page kept its disputes part, empty, tagged only by the arc.
    arc = story["arc"]
    elsewhere = ArticleFactory(headline="A report outside the story", status=Status.DRAFT)
    AccountFactory(
        dispute__arc=arc,
        dispute__question="Did he quit or was he fired?",
        paragraph=ParagraphFactory(article=elsewhere, text="Backman said he was fired."),
        claim="He was fired.",
    )
    for url in (arc.get_absolute_url(), arc.get_absolute_url() + "?show=disputes"):
        assert "Did he quit or was he fired?" not in page(client, url), url
    elsewhere.status = Status.PUBLISHED
    elsewhere.save()
    for url in (arc.get_absolute_url(), arc.get_absolute_url() + "?show=disputes"):
        assert "Did he quit or was he fired?" in page(client, url), url


def test_a_dispute_added_to_an_arc_whose_page_was_kept_shows_on_it(client, story):
    # The arc had no dispute when its page was built: the kept arc says so, and the page read no accounts.
    arc = story["arc"]
    for url in (arc.get_absolute_url(), arc.get_absolute_url() + "?show=disputes"):
        assert "Conflicting accounts" not in page(client, url), url
    AccountFactory(
        dispute__arc=arc,
        dispute__question="Did he quit or was he fired?",
        paragraph=ParagraphFactory(article=story["articles"][0], text="Backman said he was fired."),
        claim="He was fired.",
    )
    for url in (arc.get_absolute_url(), arc.get_absolute_url() + "?show=disputes"):
        assert "Did he quit or was he fired?" in page(client, url), url
