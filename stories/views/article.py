"""The article page: updates first, the body with its quotes marked up, embedded posts, its place in arcs."""

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Count, OuterRef, Prefetch, Subquery
from django.db.models.functions import Coalesce
from django.views.generic import DetailView

from ..metadata import article_structured_data
from ..models import ArcEntry, Article, Byline, Quote, StoryArc
from .mixins import PublishedQuerysetMixin


@dataclass
class ArcPosition:
    """'Part N of M' of one arc, counting only the arc's visible articles."""

    arc: StoryArc
    number: int
    total: int
    previous: Article | None
    next: Article | None


def _neighbour(entry: ArcEntry, side: str) -> Article | None:
    slug = getattr(entry, f"{side}_slug")
    return Article(slug=slug, headline=getattr(entry, f"{side}_headline")) if slug else None


class ArticleDetailView(PublishedQuerysetMixin, DetailView):
    model = Article

    def get_queryset(self):
        quotes = Quote.objects.select_related("speaker").order_by("position")
        return self.visible(Article).select_related("outlet").prefetch_related(
            "paragraphs", "updates", "embedded_posts",
            Prefetch("bylines", queryset=Byline.objects.select_related("person")),
            Prefetch("quotes", queryset=quotes),
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        article = self.object
        quotes_in = defaultdict(list)
        for quote in article.quotes.all():
            quotes_in[("paragraph", quote.paragraph_id) if quote.paragraph_id else
                      ("update", quote.update_id) if quote.update_id else ("post", quote.embedded_post_id)].append(quote)
        posts_after = defaultdict(list)
        for post in article.embedded_posts.all():
            posts_after[post.position].append((post, quotes_in["post", post.pk]))
        context.update(
            updates=[(update, quotes_in["update", update.pk]) for update in article.updates.all()],
            body=[(p, quotes_in["paragraph", p.pk], posts_after[p.position]) for p in article.paragraphs.all()],
            leading_posts=posts_after[0],
            last_updated=max((update.dated_on for update in article.updates.all()), default=None),
            arc_positions=self.arc_positions(article),
            structured_data=article_structured_data(
                self.request, article, bylines=article.bylines.all(), updates=article.updates.all()
            ),
        )
        return context

    def arc_positions(self, article: Article) -> list[ArcPosition]:
        """Where the article sits in each visible arc that holds it: one query, however long the arcs are."""
        siblings = ArcEntry.objects.filter(self.visible_through("article"), arc=OuterRef("arc"), article__isnull=False)
        earlier = siblings.filter(position__lt=OuterRef("position")).order_by("-position")
        later = siblings.filter(position__gt=OuterRef("position")).order_by("position")
        entries = (
            ArcEntry.objects.filter(arc__in=self.visible(StoryArc), article=article)
            .select_related("arc")
            .only("position", "arc__title", "arc__slug")
            .annotate(
                before=_count(earlier), after=_count(later),
                previous_slug=Subquery(earlier.values("article__slug")[:1]),
                previous_headline=Subquery(earlier.values("article__headline")[:1]),
                next_slug=Subquery(later.values("article__slug")[:1]),
                next_headline=Subquery(later.values("article__headline")[:1]),
            )
            .order_by("arc__title", "arc_id")
        )
        return [
            ArcPosition(entry.arc, entry.before + 1, entry.before + 1 + entry.after,
                        _neighbour(entry, "previous"), _neighbour(entry, "next"))
            for entry in entries
        ]


def _count(entries) -> Coalesce:
    return Coalesce(Subquery(entries.order_by().values("arc").annotate(n=Count("pk")).values("n")), 0)
