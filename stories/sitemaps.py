"""sitemap.xml: every published article, arc and quote, and the people they name."""

from django.contrib.sitemaps import Sitemap
from django.db.models import Q
from django.urls import reverse

from people.models import Person

from .models import Article, Quote, StoryArc


class SectionSitemap(Sitemap):
    """The front page, the A–Z arc index and the browse lists: where readers start."""

    changefreq = "daily"
    priority = 0.9

    def items(self):
        return ["stories:home", "stories:arcs", "stories:articles", "stories:quotes"]

    def location(self, item):
        return reverse(item)


class ArticleSitemap(Sitemap):
    changefreq = "monthly"

    def items(self):
        return Article.objects.published().order_by("pk")

    def lastmod(self, item):
        return item.updated_at


class StoryArcSitemap(Sitemap):
    changefreq = "weekly"
    priority = 0.8

    def items(self):
        return StoryArc.objects.published().order_by("pk")

    def lastmod(self, item):
        return item.updated_at


class QuoteSitemap(Sitemap):
    changefreq = "yearly"
    priority = 0.4

    def items(self):
        return Quote.objects.published().order_by("pk")


class PersonSitemap(Sitemap):
    changefreq = "weekly"
    priority = 0.6

    def items(self):
        """Exactly the people whose page has something public on it."""
        quotes, articles = Quote.objects.published(), Article.objects.published()
        return Person.objects.filter(
            Q(quotes__in=quotes) | Q(quotes_about__in=quotes) | Q(bylines__article__in=articles)
            | Q(events__sources__in=articles) | Q(roles__source__in=articles)
            | Q(events__arc_entries__arc__in=StoryArc.objects.published())
        ).distinct().order_by("pk")


SITEMAPS = {"sections": SectionSitemap, "arcs": StoryArcSitemap, "articles": ArticleSitemap, "quotes": QuoteSitemap, "people": PersonSitemap}
