"""The article's own row: written, and deleted, here; its parts have their own services.

The article form, the importer and management commands all save an article through `save_article`,
so the rules about who may edit it and what a new one starts as hold whatever the entry point.
"""

from django.core.exceptions import PermissionDenied
from django.db import transaction

from imaging.renditions import discard_replaced, ensure_renditions
from revisions.stale import Seen, refuse_stale

from ..models import Article, Status
from ..permissions import can_publish, may_edit_article

MAY_NOT_EDIT = "You may edit drafts and the articles you created: ask an editor to change this one."


def _check_may_edit(article: Article, by) -> Article | None:
    """The article as stored (None when new); PermissionDenied when `by` may not edit it."""
    stored = Article.objects.filter(pk=article.pk).first() if article.pk else None
    # `by` None is a trusted caller: a management command run by an operator.
    if by is not None and stored is not None and not may_edit_article(by, stored):
        raise PermissionDenied(MAY_NOT_EDIT)
    return stored


@transaction.atomic
def save_article(*, article: Article, by=None, seen: Seen | None = None) -> Article:
    """Save the article's own fields. A new one is `by`'s, and a draft unless `by` may publish; a
    replaced lead image's renditions go, the new one's are made. `seen`: what the editor's form
    showed; a version or a part saved since refuses the save (ValidationError, nothing written)."""
    refuse_stale(article, seen)
    stored = _check_may_edit(article, by)
    if stored is None:
        article.created_by = by
        if by is not None and not can_publish(by, Article):
            article.status, article.publish_at = Status.DRAFT, None
    previous = stored.lead_image.name if stored is not None else ""
    article.save()
    ensure_renditions(article.lead_image)
    discard_replaced(article.lead_image, previous)
    return article


@transaction.atomic
def delete_article(*, article: Article, by=None) -> None:
    """Delete the article with everything that belongs to it (its corrections and tombstones too)."""
    _check_may_edit(article, by)
    article.delete()
