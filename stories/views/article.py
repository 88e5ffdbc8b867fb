"""The article page: updates first, the body with its quotes marked up, embedded posts, its place in arcs."""

from collections import defaultdict

from django.db.models import Prefetch
from django.views.generic import DetailView

from ..bylines import bylines_of, with_bylines
from ..metadata import article_structured_data
from ..models import Account, Article, Quote, StoryArc
from ..timeline.positions import arc_positions
from .mixins import PublishedQuerysetMixin


class ArticleDetailView(PublishedQuerysetMixin, DetailView):
    """Seven queries: the article with its outlet and bylines (`stories.bylines`), its paragraphs, updates, embedded
    posts and quotes, the accounts it gives, and its place in its arcs."""

    model = Article

    def get_queryset(self):
        quotes = Quote.objects.select_related("speaker").order_by("position")
        return with_bylines(self.visible(Article).select_related("outlet")).prefetch_related(
            "paragraphs", "updates", "embedded_posts", Prefetch("quotes", queryset=quotes),
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        article = self.object
        quotes_in = defaultdict(list)
        for quote in article.quotes.all():
            quotes_in[("paragraph", quote.paragraph_id) if quote.paragraph_id else
                      ("update", quote.update_id) if quote.update_id else ("post", quote.embedded_post_id)].append(quote)
        accounts_in = self.accounts_in(article)
        bylines = bylines_of(article)
        posts_after = defaultdict(list)
        for post in article.embedded_posts.all():
            posts_after[post.position].append((post, quotes_in["post", post.pk], accounts_in["post", post.pk]))
        context.update(
            bylines=bylines,
            updates=[(update, quotes_in["update", update.pk], accounts_in["update", update.pk]) for update in article.updates.all()],
            body=[
                (p, quotes_in["paragraph", p.pk], posts_after[p.position], accounts_in["paragraph", p.pk])
                for p in article.paragraphs.all()
            ],
            leading_posts=posts_after[0],
            last_updated=max((update.dated_on for update in article.updates.all()), default=None),
            arc_positions=arc_positions(article, arcs=self.visible(StoryArc), articles_through=self.visible_through),
            structured_data=article_structured_data(
                self.request, article, bylines=bylines, updates=article.updates.all()
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
