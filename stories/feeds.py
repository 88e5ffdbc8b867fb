"""Atom feeds: the whole site, one arc, one person's quotes. Built on `published()` only.

An entry is dated as readers know it: `published` is the article's original publication date (a
month-only date as the first of that month), `updated` its latest update or correction, if later.
The site and arc feeds carry disputes too, as entries of their own, dated by the day they went public
(so a new dispute about an old story shows as new) and updated when last edited.

Atom requires an author for every entry, given by the entry or inherited from the feed: an article's
is its byline, else its outlet; what has neither (a dispute, written by this newsroom; an article
whose document names no one) inherits the feed's, this site, which compiled the feed.
"""

import datetime

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.db.models import Max, OuterRef, Prefetch, Subquery
from django.db.models.functions import Coalesce
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import timezone
from django.utils.feedgenerator import Atom1Feed
from django.utils.text import Truncator

from cleantext import carriable
from people.partial_dates import DatePrecision

from .models import Article, Byline, Dispute, Paragraph, Quote, StoryArc
from .models.naming import people_with_page
from .text import marked_once, nested_in_quotes

FEED_LENGTH = 30
PRECISION_RANK = {DatePrecision.YEAR: 0, DatePrecision.MONTH: 1, DatePrecision.DAY: 2}
SUMMARY_WORDS = 60


class CarriableAtomFeed(Atom1Feed):
    """Atom is XML 1.0, which cannot hold most control characters: Django's writer refuses the whole feed
    (a 500) for one in a headline. Text is validated on the way in (cleantext); rows stored before that,
    or around validation, lose those characters here instead of taking the feed down."""

    def write(self, outfile, encoding):
        self.feed = _carriable(self.feed)
        self.items = [_carriable(item) for item in self.items]
        return super().write(outfile, encoding)


def _carriable(value):
    if isinstance(value, str):
        return carriable(value)
    if isinstance(value, dict):
        return {key: _carriable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(_carriable(item) for item in value)
    return value


def _day(value: datetime.date) -> datetime.datetime:
    return datetime.datetime.combine(value, datetime.time.min, tzinfo=datetime.UTC)


def _article_author(article: Article) -> str | None:
    """The byline, else the outlet: who the document says wrote or published it."""
    names = ", ".join(byline.person.name for byline in article.bylines.all())
    return names or (article.outlet.name if article.outlet_id else None)


def _with_summary(articles):
    """Articles with what an entry shows: outlet, bylines, first paragraph, latest update's date."""
    first_paragraph = (
        Paragraph.objects.filter(article=OuterRef("pk")).order_by("position").values("text")[:1]
    )
    return (
        articles.select_related("outlet")
        .prefetch_related(
            Prefetch("bylines", Byline.objects.select_related("person").order_by("position"))
        )
        .annotate(first_paragraph=Subquery(first_paragraph), last_update=Max("updates__dated_on"))
        .order_by("-published_on", "-created_at")[:FEED_LENGTH]
    )


def _newest_first(articles, disputes) -> list[Article | Dispute]:
    """Articles by their original date, disputes by the day they went public, newest first."""

    def day(item):
        return (
            item.published_on
            if isinstance(item, Article)
            else timezone.localdate(_went_public(item))
        )

    return sorted([*articles, *disputes], key=day, reverse=True)[:FEED_LENGTH]


def _went_public(dispute: Dispute) -> datetime.datetime:
    return dispute.publish_at or dispute.created_at


def _latest_disputes(disputes):
    return disputes.select_related("arc").order_by(Coalesce("publish_at", "created_at").desc())[
        :FEED_LENGTH
    ]


class LatestArticlesFeed(Feed):
    feed_type = CarriableAtomFeed
    cache_tags = ("feed",)
    title = f"{settings.SITE_NAME}: latest articles"
    subtitle = "Every article added to the running stories."
    author_name = settings.SITE_NAME  # inherited by entries with no author of their own

    def link(self):
        return reverse("stories:home")

    def items(self):
        return _newest_first(
            _with_summary(Article.objects.published()),
            _latest_disputes(Dispute.objects.published()),
        )

    def item_title(self, item):
        return (
            f"Conflicting accounts: {item.question}" if isinstance(item, Dispute) else item.headline
        )

    def item_description(self, item):
        if isinstance(item, Dispute):
            return f"{item.arc.title}. {item.get_finding_display()}. {item.summary}".strip()
        summary = item.dek or Truncator(marked_once(item.first_paragraph or "")).words(
            SUMMARY_WORDS
        )
        source = ", ".join(
            part for part in (item.outlet.name if item.outlet else "", item.display_date) if part
        )
        return f"{summary} ({source})" if summary else source

    def author_link(self):
        return reverse("stories:home")

    def item_author_name(self, item):
        return None if isinstance(item, Dispute) else _article_author(item)

    def item_pubdate(self, item):
        return _went_public(item) if isinstance(item, Dispute) else _day(item.published_on)

    def item_updateddate(self, item):
        if isinstance(item, Dispute):
            return item.updated_at
        return _day(max(item.published_on, item.last_update or item.published_on))


class StoryArcFeed(LatestArticlesFeed):
    def get_object(self, request, slug):
        return get_object_or_404(StoryArc.objects.published(), slug=slug)

    def title(self, obj):
        return f"{obj.title}: {settings.SITE_NAME}"

    def subtitle(self, obj):
        return f"New articles and conflicting accounts in the story arc “{obj.title}”."

    def link(self, obj):
        return obj.get_absolute_url()

    def items(self, obj):
        articles = _with_summary(Article.objects.published().filter(arc_entries__arc=obj))
        return _newest_first(
            articles, _latest_disputes(Dispute.objects.published().filter(arc=obj))
        )


class PersonQuotesFeed(Feed):
    """Everyone with a public page has a feed, empty until they are quoted: readers may follow a person
    before their first quote, and the page's feed link never leads to a 404."""

    feed_type = CarriableAtomFeed
    cache_tags = ("feed",)  # its entries' "updated" is their article's latest update
    author_name = settings.SITE_NAME  # inherited by quotes from articles that name no one

    def get_object(self, request, slug):
        # The feed exists exactly when the person page does (empty while they are not quoted yet).
        return get_object_or_404(people_with_page(), slug=slug)

    def title(self, obj):
        return f"{obj.name}, quoted: {settings.SITE_NAME}"

    def subtitle(self, obj):
        return f"Quotes from {obj.name} as they are recorded."

    def link(self, obj):
        return obj.get_absolute_url()

    def items(self, obj):
        return (
            Quote.objects.published()
            .filter(speaker=obj)
            .select_related("article__outlet", "speaker")
            .prefetch_related(
                Prefetch(
                    "article__bylines",
                    Byline.objects.select_related("person").order_by("position"),
                )
            )
            .annotate(last_update=Max("article__updates__dated_on"))
            .order_by("-article__published_on", "-position")[:FEED_LENGTH]
        )

    def item_title(self, item):
        return nested_in_quotes(Truncator(item.text).chars(120))

    def item_description(self, item):
        said = f", {item.display_date}" if item.said_on else ""
        outlet = f", {item.article.outlet.name}" if item.article.outlet else ""
        return f"{item.speaker_name}{said}, in {nested_in_quotes(item.article.headline)}{outlet} ({item.article.display_date})."

    def author_link(self):
        return reverse("stories:home")

    def item_author_name(self, item):
        # Whoever reported the words: the article's byline, else its outlet.
        return _article_author(item.article)

    def item_pubdate(self, item):
        return _day(said_or_reported_on(item))

    def item_updateddate(self, item):
        said = said_or_reported_on(item)
        return _day(max(said, item.last_update or said))


def said_or_reported_on(quote: Quote) -> datetime.date:
    """The day a quote is dated: when it was said, if known as precisely as the article's own date
    (said Jan. 12, 2017 in an article dated only January 2017: Jan. 12); else the article's date."""
    article = quote.article
    if quote.said_on and (
        PRECISION_RANK[quote.said_precision] >= PRECISION_RANK[article.published_precision]
    ):
        return quote.said_on
    return article.published_on
