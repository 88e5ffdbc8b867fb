"""Atom feeds: the whole site, one arc, one person's quotes. Built on `published()` only."""

import datetime

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed

from people.models import Person

from .models import Article, Quote, StoryArc

FEED_LENGTH = 30


def _first_published(article: Article) -> datetime.datetime:
    return article.publish_at or article.created_at


class LatestArticlesFeed(Feed):
    feed_type = Atom1Feed
    cache_tags = ("feed",)
    title = f"{settings.SITE_NAME}: latest articles"
    subtitle = "Every article added to the running stories."

    def link(self):
        return reverse("stories:home")

    def items(self):
        return Article.objects.published().select_related("outlet").order_by("-published_on", "-created_at")[:FEED_LENGTH]

    def item_title(self, item):
        return item.headline

    def item_description(self, item):
        outlet = f"{item.outlet.name}, " if item.outlet else ""
        return f"{outlet}{item.display_date}. {item.dek}".strip()

    def item_pubdate(self, item):
        return _first_published(item)

    def item_updateddate(self, item):
        return item.updated_at


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
        return (
            Article.objects.published().filter(arc_entries__arc=obj).select_related("outlet")
            .order_by("-published_on", "-created_at")[:FEED_LENGTH]
        )


class PersonQuotesFeed(Feed):
    feed_type = Atom1Feed

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
            Quote.objects.published().filter(speaker=obj).select_related("article", "speaker")
            .order_by("-article__published_on", "-position")[:FEED_LENGTH]
        )

    def item_title(self, item):
        return f"“{item.text}”" if len(item.text) <= 120 else f"“{item.text[:119]}…”"

    def item_description(self, item):
        return f"{item.speaker_name}, in “{item.article.headline}” ({item.article.display_date})."

    def item_pubdate(self, item):
        return _first_published(item.article)
