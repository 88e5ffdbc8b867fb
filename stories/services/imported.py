"""A new draft article and all its parts, written in a few statements (the importer's new articles).

The rows arrive built and checked, unsaved, pointing at one another as objects (a quote at its
paragraph and its speaker, a nested quote at the quote holding it). They are written a table at a time
with `bulk_create`, so an article of thousands of quotes costs a handful of statements, not a save,
a validation query and a cache invalidation per row; the page cache is told once what they make stale.
"""

from collections.abc import Iterator
from dataclasses import dataclass, field

from django.db import models, transaction

from pagecache.registry import created

from ..models import Article, Byline, EmbeddedPost, Paragraph, Quote, Update
from ..search_text import one_search_refresh


@dataclass
class NewArticle:
    article: Article
    paragraphs: list[Paragraph] = field(default_factory=list)
    updates: list[Update] = field(default_factory=list)
    posts: list[EmbeddedPost] = field(default_factory=list)
    bylines: list[Byline] = field(default_factory=list)
    quotes: list[Quote] = field(default_factory=list)  # a quote after the quote holding it

    def rows(self) -> Iterator[models.Model]:
        yield self.article
        yield from self.parts()

    def parts(self) -> Iterator[models.Model]:
        for rows in (self.paragraphs, self.updates, self.posts, self.bylines, self.quotes):
            yield from rows


@transaction.atomic
def create_article(new: NewArticle) -> Article:
    """Save `new`'s article, then its parts table by table; its people must be saved already."""
    new.article.save()
    with one_search_refresh([new.article.pk]):
        Paragraph.objects.bulk_create(new.paragraphs)
    Update.objects.bulk_create(new.updates)
    EmbeddedPost.objects.bulk_create(new.posts)
    Byline.objects.bulk_create(new.bylines)
    # A nested quote needs the id of the quote holding it: each round writes the quotes whose holder is saved.
    waiting = list(new.quotes)
    while waiting:
        ready = [quote for quote in waiting if quote.parent is None or quote.parent.pk]
        if not ready:
            raise ValueError("A nested quote's holder is not among the article's quotes.")
        Quote.objects.bulk_create(ready)
        waiting = [quote for quote in waiting if quote.pk is None]
    created(new.parts())
    return new.article


def record_new_version(*, article: Article, checksum: str, headline: str) -> None:
    """The article now holds this version of its document (`import_articles --replace`): its
    checksum, and the headline the importer chose."""
    Article.objects.filter(pk=article.pk).update(source_checksum=checksum, headline=headline)
