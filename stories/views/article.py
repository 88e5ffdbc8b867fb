"""The article page: updates first, the body with its quotes marked up, embedded posts, its place in arcs."""

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Prefetch
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


def arc_positions(article: Article, entries: list[ArcEntry]) -> list[ArcPosition]:
    by_arc = defaultdict(list)
    for entry in entries:
        by_arc[entry.arc].append(entry.article)
    positions = []
    for arc, articles in by_arc.items():
        index = next(i for i, a in enumerate(articles) if a.pk == article.pk)
        positions.append(ArcPosition(
            arc, index + 1, len(articles),
            articles[index - 1] if index > 0 else None,
            articles[index + 1] if index + 1 < len(articles) else None,
        ))
    return positions


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
            arc_positions=arc_positions(article, self.arc_entries()),
            structured_data=article_structured_data(
                self.request, article, bylines=article.bylines.all(), updates=article.updates.all()
            ),
        )
        return context

    def arc_entries(self) -> list[ArcEntry]:
        """The visible articles of every visible arc this article is in, in arc order: one query."""
        return list(
            ArcEntry.objects.filter(
                arc__in=self.visible(StoryArc).filter(entries__article=self.object),
                article__in=self.visible(Article),
            )
            .select_related("arc", "article")
            .only("arc__title", "arc__slug", "article__headline", "article__slug", "position")
            .order_by("arc__title", "arc_id", "position")
        )
