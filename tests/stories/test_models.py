import datetime

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError
from django.utils import timezone

from stories.models import Article, Quote, Status
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    EmbeddedPostFactory,
    EventFactory,
    ParagraphFactory,
    QuoteFactory,
    UpdateFactory,
)

pytestmark = pytest.mark.django_db


def test_published_excludes_drafts_and_scheduled_articles():
    live = ArticleFactory(status=Status.PUBLISHED)
    ArticleFactory(status=Status.DRAFT)
    ArticleFactory(status=Status.PUBLISHED, publish_at=timezone.now() + datetime.timedelta(hours=1))
    past = ArticleFactory(
        status=Status.PUBLISHED, publish_at=timezone.now() - datetime.timedelta(hours=1)
    )
    assert set(Article.objects.published()) == {live, past}


def test_a_quote_is_public_only_with_its_article():
    public = QuoteFactory()
    QuoteFactory(paragraph=ParagraphFactory(article=ArticleFactory(status=Status.DRAFT)))
    assert list(Quote.objects.published()) == [public]


def test_a_quote_matches_its_paragraph_whatever_the_quote_marks():
    paragraph = ParagraphFactory(text="“It’s not Sandy’s nature,” he said.")
    quote = QuoteFactory.build(
        paragraph=paragraph,
        article=paragraph.article,
        text="It's not Sandy's nature",
        speaker=None,
        speaker_description="an executive",
    )
    quote.full_clean()  # raises ValidationError when the words are not in the paragraph
    quote.save()
    assert list(paragraph.quotes.all()) == [quote]
    assert quote.location == paragraph


def test_a_quote_that_is_not_in_its_paragraph_fails_validation():
    paragraph = ParagraphFactory(text="“It’s not Sandy’s nature,” he said.")
    quote = QuoteFactory.build(
        paragraph=paragraph,
        article=paragraph.article,
        text="It’s Sandy’s nature",
        speaker=None,
        speaker_description="an executive",
    )
    with pytest.raises(ValidationError, match="word for word"):
        quote.full_clean()


def test_a_quote_can_live_in_an_update_or_an_embedded_post():
    update = UpdateFactory()
    post = EmbeddedPostFactory()
    in_update = QuoteFactory.build(
        paragraph=None,
        update=update,
        article=update.article,
        text="Nobody has called about Wally.",
        speaker=None,
        speaker_description="x",
    )
    in_post = QuoteFactory.build(
        paragraph=None,
        embedded_post=post,
        article=post.article,
        text="reached out",
        speaker=None,
        speaker_description="x",
    )
    for quote in (in_update, in_post):
        quote.full_clean()  # raises ValidationError when the words are not where the quote points
        quote.save()
    assert list(update.quotes.all()) == [in_update] and in_update.location == update
    assert list(post.quotes.all()) == [in_post] and in_post.location == post


def test_a_quote_cannot_point_into_another_article():
    paragraph = ParagraphFactory()
    quote = QuoteFactory.build(paragraph=paragraph, article=ArticleFactory())
    with pytest.raises(ValidationError, match="another article"):
        quote.full_clean()


def test_a_quote_needs_exactly_one_location():
    paragraph = ParagraphFactory()
    with pytest.raises(IntegrityError):
        QuoteFactory(paragraph=paragraph, update=UpdateFactory(article=paragraph.article))


def test_a_quote_without_any_location_is_refused():
    article = ArticleFactory()
    with pytest.raises(IntegrityError):
        Quote.objects.create(article=article, position=1, text="x", speaker_description="a source")


def test_an_unnamed_source_must_be_described():
    with pytest.raises(IntegrityError):
        QuoteFactory(speaker=None, speaker_description="")


def test_an_unnamed_source_shows_its_description_as_speaker_name():
    quote = QuoteFactory(speaker=None, speaker_description="a non-Mets executive")
    assert quote.speaker_name == "a non-Mets executive"


def test_a_nested_quote_must_be_inside_a_quote_of_the_same_article():
    outer = QuoteFactory()
    paragraph = ParagraphFactory(text="“It’s not going to happen,” Backman said.")
    inner = QuoteFactory.build(
        paragraph=paragraph, article=paragraph.article, parent=outer, speaker=outer.speaker
    )
    with pytest.raises(ValidationError, match="same article"):
        inner.full_clean()


def test_two_quotes_cannot_share_a_position_in_an_article():
    quote = QuoteFactory()
    with pytest.raises(IntegrityError):
        QuoteFactory(paragraph=quote.paragraph, position=quote.position)


def test_an_arc_entry_is_an_article_or_an_event_not_both():
    with pytest.raises(IntegrityError):
        ArcEntryFactory(article=ArticleFactory(), event=EventFactory())


def test_an_arc_entry_cannot_be_empty():
    with pytest.raises(IntegrityError):
        ArcEntryFactory(article=None, event=None)


def test_an_article_appears_once_per_arc():
    entry = ArcEntryFactory(article=ArticleFactory())
    with pytest.raises(IntegrityError):
        ArcEntryFactory(arc=entry.arc, article=entry.article)


def test_a_month_precision_publication_date_must_be_the_first_of_the_month():
    article = ArticleFactory.build(
        published_on=datetime.date(2017, 10, 30), published_precision="month"
    )
    with pytest.raises(ValidationError, match="first day"):
        article.full_clean()


def test_an_article_shows_its_date_at_its_precision():
    assert (
        ArticleFactory.build(
            published_on=datetime.date(2021, 1, 1), published_precision="year"
        ).display_date
        == "2021"
    )
