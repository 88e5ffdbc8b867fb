"""The article page: updates first, the body with its quotes marked up, embedded posts, its place in arcs."""

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Count, F, Max, Prefetch, Window
from django.db.models.functions import Lag, Lead, RowNumber
from django.views.generic import DetailView

from ..metadata import article_structured_data
from ..models import Account, ArcEntry, Article, Byline, Quote, StoryArc
from .mixins import PublishedQuerysetMixin


@dataclass
class ArcPosition:
    """'Part N of M' of one arc, counting only the arc's visible articles."""

    arc: StoryArc
    number: int
    total: int
    previous: Article | None
    next: Article | None


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
        accounts_in = self.accounts_in(article)
        posts_after = defaultdict(list)
        for post in article.embedded_posts.all():
            posts_after[post.position].append((post, quotes_in["post", post.pk], accounts_in["post", post.pk]))
        context.update(
            updates=[(update, quotes_in["update", update.pk], accounts_in["update", update.pk]) for update in article.updates.all()],
            body=[
                (p, quotes_in["paragraph", p.pk], posts_after[p.position], accounts_in["paragraph", p.pk])
                for p in article.paragraphs.all()
            ],
            leading_posts=posts_after[0],
            last_updated=max((update.dated_on for update in article.updates.all()), default=None),
            arc_positions=self.arc_positions(article),
            structured_data=article_structured_data(
                self.request, article, bylines=article.bylines.all(), updates=article.updates.all()
            ),
        )
        return context

    def accounts_in(self, article: Article) -> defaultdict:
        """The visible accounts this article gives, by the passage they sit in: one query."""
        accounts_in = defaultdict(list)
        for account in self.visible(Account).filter(article=article).select_related("dispute", "quote").order_by("dispute_id", "position"):
            passage = account.quote or account
            kind = "paragraph" if passage.paragraph_id else "update" if passage.update_id else "post"
            accounts_in[kind, passage.paragraph_id or passage.update_id or passage.embedded_post_id].append(account)
        return accounts_in

    def arc_positions(self, article: Article) -> list[ArcPosition]:
        """Where the article sits in each visible arc that holds it: one query, however long the arcs are.

        The database numbers each arc's visible articles and names their neighbours (window functions
        over the arcs that hold this one), then keeps this article's rows. Six correlated subqueries did
        the same and took 4 ms a request to build in Python.
        """
        holding = ArcEntry.objects.filter(arc__in=self.visible(StoryArc), article=article).values("arc_id")
        in_order = {"partition_by": F("arc_id"), "order_by": F("position").asc()}
        rows = (
            ArcEntry.objects.filter(self.visible_through("article"), arc__in=holding, article__isnull=False)
            .annotate(
                number=Window(RowNumber(), **in_order), total=Window(Count("pk"), partition_by=F("arc_id")),
                previous_slug=Window(Lag("article__slug"), **in_order),
                previous_headline=Window(Lag("article__headline"), **in_order),
                next_slug=Window(Lead("article__slug"), **in_order),
                next_headline=Window(Lead("article__headline"), **in_order),
                # Each row's own article as a window value (a partition of one row): a filter on a window
                # is applied after the numbering (Django wraps the query), where a filter on article_id
                # would drop the other articles before they are counted.
                entry_article=Window(Max("article_id"), partition_by=F("pk")),
            )
            .filter(entry_article=article.pk)
            .order_by("arc__title", "arc_id")
            .values_list(
                "arc_id", "arc__title", "arc__slug", "number", "total",
                "previous_slug", "previous_headline", "next_slug", "next_headline",
            )
        )
        return [
            ArcPosition(
                arc=StoryArc(pk=arc_id, title=title, slug=slug), number=number, total=total,
                previous=Article(slug=previous_slug, headline=previous_headline) if previous_slug else None,
                next=Article(slug=next_slug, headline=next_headline) if next_slug else None,
            )
            for arc_id, title, slug, number, total, previous_slug, previous_headline, next_slug, next_headline in rows
        ]
