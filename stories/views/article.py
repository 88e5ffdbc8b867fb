"""The article page: updates first, the body with its quotes marked up, embedded posts, its place in arcs."""

from collections import defaultdict

from django.db.models import Prefetch, prefetch_related_objects
from django.template.loader import render_to_string
from django.views.generic import DetailView

from sitewide.prepared import Prepared

from ..bylines import bylines_of, with_bylines
from ..metadata import article_structured_data
from ..models import Account, Article, Quote
from ..models.publishing import READERS
from ..timeline.positions import arc_positions
from .mixins import PublishedQuerysetMixin


class ArticleDetailView(PublishedQuerysetMixin, DetailView):
    """Seven queries: the article with its outlet and bylines (`stories.bylines`), its paragraphs, updates, embedded
    posts and quotes, the accounts it gives, and its place in its arcs. The article, its body and its place in
    arcs are parts kept for the next render (`pagecache.fragments`)."""

    model = Article

    def get_queryset(self):
        return articles_shown(self)

    def get_object(self, queryset=None):
        slug = self.kwargs.get("slug")
        return self.part(f"article:{slug}", lambda: self.prepared_object(article_named, slug))

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        article = self.object
        bylines = bylines_of(article)
        body = self.part(f"article:{article.pk}:body", lambda: self.body(article))

        def positions():
            return arc_positions(article, rule=self.rule)

        context.update(
            bylines=bylines,
            body_html=body["html"],
            last_updated=max((update.dated_on for update in body["updates"]), default=None),
            arc_positions=self.part(f"article:{article.pk}:positions", positions),
            structured_data=article_structured_data(
                self.request, article, bylines=bylines, updates=body["updates"]
            ),
        )
        return context

    def body(self, article: Article) -> dict:
        """The updates and the body, with their quotes, embedded posts and accounts, rendered; and the updates."""
        quotes = Quote.objects.select_related("speaker").order_by("position")
        prefetch_related_objects(
            [article],
            "paragraphs",
            "updates",
            "embedded_posts",
            Prefetch("quotes", queryset=quotes),
        )
        quotes_in = defaultdict(list)
        for quote in article.quotes.all():
            quotes_in[
                ("paragraph", quote.paragraph_id)
                if quote.paragraph_id
                else ("update", quote.update_id)
                if quote.update_id
                else ("post", quote.embedded_post_id)
            ].append(quote)
        accounts_in = self.accounts_in(article)
        posts_after = defaultdict(list)
        for post in article.embedded_posts.all():
            posts_after[post.position].append(
                (post, quotes_in["post", post.pk], accounts_in["post", post.pk])
            )
        context = {
            "updates": [
                (update, quotes_in["update", update.pk], accounts_in["update", update.pk])
                for update in article.updates.all()
            ],
            "body": [
                (
                    p,
                    quotes_in["paragraph", p.pk],
                    posts_after[p.position],
                    accounts_in["paragraph", p.pk],
                )
                for p in article.paragraphs.all()
            ],
            "leading_posts": posts_after[0],
            "versions_url": article.get_versions_url(),
        }
        return {
            "html": render_to_string("stories/article_body.html", context),
            "updates": list(article.updates.all()),
        }

    def accounts_in(self, article: Article) -> defaultdict:
        """The visible accounts this article gives, by the passage they sit in: one query."""
        accounts_in = defaultdict(list)
        for account in self.prepared(accounts_in_article, article.pk):
            passage = account.quote or account
            kind = (
                "paragraph" if passage.paragraph_id else "update" if passage.update_id else "post"
            )
            accounts_in[
                kind, passage.paragraph_id or passage.update_id or passage.embedded_post_id
            ].append(account)
        return accounts_in


# Compiled once for readers (`PublishedQuerysetMixin.prepared`, sitewide/prepared.py).


def articles_shown(rule):
    """The articles `rule` lets the reader see, with what the page shows besides their own fields."""
    return with_bylines(rule.visible(Article).select_related("outlet"))


@Prepared
def article_named(slug: str, rule=READERS):
    return articles_shown(rule).filter(slug=slug)


@Prepared
def accounts_in_article(article_id: int, rule=READERS):
    return (
        rule.visible(Account)
        .filter(article_id=article_id)
        .select_related("dispute", "quote")
        .order_by("dispute_id", "position")
    )
