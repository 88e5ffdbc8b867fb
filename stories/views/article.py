"""The article page: updates first, the body with its quotes marked up, embedded posts, its place in arcs."""

from collections import defaultdict

from django.views.generic import DetailView

from pagecache.fragments import Lazy
from sitewide.prepared import Prepared

from ..bylines import bylines_of, with_bylines
from ..metadata import article_structured_data
from ..models import Account, Article, EmbeddedPost, Paragraph, Quote, Update
from ..models.publishing import READERS
from ..timeline.positions import arc_positions
from .mixins import PublishedQuerysetMixin


class ArticleDetailView(PublishedQuerysetMixin, DetailView):
    """Seven queries: the article with its outlet and bylines (`stories.bylines`), its paragraphs, updates, embedded
    posts and quotes, the accounts it gives, and its place in its arcs. The article is kept for the next render
    (`pagecache.fragments`); the template keeps the page's blocks (`{% fragment %}`), and builds the rest only for
    a block it must render again."""

    model = Article

    def get_queryset(self):
        return articles_shown(self)

    def get_object(self, queryset=None):
        slug = self.kwargs.get("slug")

        def found() -> Article:
            article = self.prepared_object(article_named, slug)
            # Its bylines' people, built here, tag the kept article: it carries their names, which a rename changes.
            bylines_of(article)
            return article

        return self.part(f"article:{slug}", found)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        article = self.object
        bylines = Lazy(lambda: bylines_of(article))
        parts = self.parts(article)
        updates = Lazy(lambda: updated(parts["updates"]))
        context.update(
            bylines=bylines,
            updates=updates,
            body=Lazy(
                lambda: body_of(
                    updates,
                    paragraphs=parts["paragraphs"],
                    posts=parts["posts"],
                    quotes=parts["quotes"],
                    accounts=self.prepared(accounts_in_article, article.pk),
                )
            ),
            arc_positions=Lazy(lambda: arc_positions(article, rule=self.rule)),
            # A callable: the template calls it inside the block that keeps it.
            structured_data=lambda: article_structured_data(
                self.request, article, bylines=bylines, updates=updates["rows"]
            ),
        )
        return context

    def parts(self, article: Article) -> dict:
        """The article's own rows the page shows, unread: its updates, paragraphs, embedded posts and quotes (the
        desk's live preview puts the typed ones in their place)."""
        return {
            "updates": self.prepared(updates_in, article.pk),
            "paragraphs": self.prepared(paragraphs_in, article.pk),
            "posts": self.prepared(posts_in, article.pk),
            "quotes": self.prepared(quotes_in, article.pk),
        }


def updated(updates) -> dict:
    rows = list(updates)
    return {"rows": rows, "last_updated": max((u.dated_on for u in rows), default=None)}


def body_of(updates: Lazy, *, paragraphs, posts, quotes, accounts) -> dict:
    """The updates and the body, each passage with its quotes, embedded posts and the accounts in it."""
    quotes_in = defaultdict(list)
    for quote in quotes:
        quotes_in[
            ("paragraph", quote.paragraph_id)
            if quote.paragraph_id
            else ("update", quote.update_id)
            if quote.update_id
            else ("post", quote.embedded_post_id)
        ].append(quote)
    accounts_in = defaultdict(list)
    for account in accounts:
        passage = account.quote or account
        kind = "paragraph" if passage.paragraph_id else "update" if passage.update_id else "post"
        accounts_in[
            kind, passage.paragraph_id or passage.update_id or passage.embedded_post_id
        ].append(account)
    posts_after = defaultdict(list)
    for post in posts:
        posts_after[post.position].append(
            (post, quotes_in["post", post.pk], accounts_in["post", post.pk])
        )
    return {
        "updates": [
            (update, quotes_in["update", update.pk], accounts_in["update", update.pk])
            for update in updates["rows"]
        ],
        "paragraphs": [
            (
                p,
                quotes_in["paragraph", p.pk],
                posts_after[p.position],
                accounts_in["paragraph", p.pk],
            )
            for p in paragraphs
        ],
        "leading_posts": posts_after[0],
    }


# Compiled once for readers (`PublishedQuerysetMixin.prepared`, sitewide/prepared.py).


def articles_shown(rule):
    """The articles `rule` lets the reader see, with what the page shows besides their own fields."""
    return with_bylines(rule.visible(Article).select_related("outlet"))


@Prepared
def article_named(slug: str, rule=READERS):
    return articles_shown(rule).filter(slug=slug)


# An article's own parts, in its order: by position alone, since the article is given (the models' ordering by
# article would join the articles to sort by theirs).


@Prepared
def updates_in(article_id: int, rule=READERS):
    return Update.objects.filter(article_id=article_id).order_by("position")


@Prepared
def paragraphs_in(article_id: int, rule=READERS):
    return Paragraph.objects.filter(article_id=article_id).order_by("position")


@Prepared
def posts_in(article_id: int, rule=READERS):
    return EmbeddedPost.objects.filter(article_id=article_id).order_by("position", "order")


@Prepared
def quotes_in(article_id: int, rule=READERS):
    return (
        Quote.objects.filter(article_id=article_id).select_related("speaker").order_by("position")
    )


@Prepared
def accounts_in_article(article_id: int, rule=READERS):
    return (
        rule.visible(Account)
        .filter(article_id=article_id)
        .select_related("dispute", "quote")
        .order_by("dispute_id", "position")
    )
