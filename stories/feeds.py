"""Atom feeds: the whole site, one arc, one person's quotes. Built on `published()` only.

An entry is dated as readers know it: `published` is the article's original publication date (a
month-only date as the first of that month), `updated` its latest update or correction, if later.
"""

import datetime

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.db.models import Max, OuterRef, Prefetch, Subquery
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.text import Truncator

from people.models import Person

from .models import Article, Byline, Paragraph, Quote, StoryArc
from .text import marked_once, nested_in_quotes

FEED_LENGTH = 30
SUMMARY_WORDS = 60


def _day(value: datetime.date) -> datetime.datetime:
    return datetime.datetime.combine(value, datetime.time.min, tzinfo=datetime.UTC)


def _with_summary(articles):
    """Articles with what an entry shows: outlet, bylines, first paragraph, latest update's date."""
    first_paragraph = Paragraph.objects.filter(article=OuterRef("pk")).order_by("position").values("text")[:1]
    return (
        articles.select_related("outlet")
        .prefetch_related(Prefetch("bylines", Byline.objects.select_related("person").order_by("position")))
        .annotate(first_paragraph=Subquery(first_paragraph), last_update=Max("updates__dated_on"))
        .order_by("-published_on", "-created_at")[:FEED_LENGTH]
    )


class LatestArticlesFeed(Feed):
    feed_type = Atom1Feed
    cache_tags = ("feed",)
    title = f"{settings.SITE_NAME}: latest articles"
    subtitle = "Every article added to the running stories."

    def link(self):
        return reverse("stories:home")

    def items(self):
        return _with_summary(Article.objects.published())

    def item_title(self, item):
        return item.headline

    def item_description(self, item):
        summary = item.dek or Truncator(marked_once(item.first_paragraph or "")).words(SUMMARY_WORDS)
        source = ", ".join(part for part in (item.outlet.name if item.outlet else "", item.display_date) if part)
        return f"{summary} ({source})" if summary else source

    def item_author_name(self, item):
        return ", ".join(byline.person.name for byline in item.bylines.all()) or None

    def item_pubdate(self, item):
        return _day(item.published_on)

    def item_updateddate(self, item):
        return _day(max(item.published_on, item.last_update or item.published_on))


class StoryArcFeed(LatestArticlesFeed):
    def get_object(self, request, slug):
        return get_object_or_404(StoryArc.objects.published(), slug=slug)

    def title(self, obj):
        return f"{obj.title}: {settings.SITE_NAME}"

    def subtitle(self, obj):
        return f"New articles in the story arc “{obj.title}”."

    def link(self, obj):
        return obj.get_absolute_url()

    def items(self, obj):
        return _with_summary(Article.objects.published().filter(arc_entries__arc=obj))


class PersonQuotesFeed(Feed):
    """Everyone with a public page has a feed, empty until they are quoted: readers may follow a person
    before their first quote, and the page's feed link never leads to a 404."""

    feed_type = Atom1Feed
    cache_tags = ("feed",)  # its entries' "updated" is their article's latest update

    def get_object(self, request, slug):
        # The feed exists exactly when the person page does (empty while they are not quoted yet).
        return get_object_or_404(Person.objects.with_page(), slug=slug)

    def title(self, obj):
        return f"{obj.name}, quoted: {settings.SITE_NAME}"

    def subtitle(self, obj):
        return f"Quotes from {obj.name} as they are recorded."

    def link(self, obj):
        return obj.get_absolute_url()

    def items(self, obj):
        return (
            Quote.objects.published().filter(speaker=obj).select_related("article__outlet", "speaker")
            .annotate(last_update=Max("article__updates__dated_on"))
            .order_by("-article__published_on", "-position")[:FEED_LENGTH]
        )

    def item_title(self, item):
        return nested_in_quotes(Truncator(item.text).chars(120))

    def item_description(self, item):
        said = f", {item.display_date}" if item.said_on else ""
        outlet = f", {item.article.outlet.name}" if item.article.outlet else ""
        return f"{item.speaker_name}{said}, in {nested_in_quotes(item.article.headline)}{outlet} ({item.article.display_date})."

    def item_pubdate(self, item):
        return _day(item.article.published_on)

    def item_updateddate(self, item):
        return _day(max(item.article.published_on, item.last_update or item.article.published_on))
