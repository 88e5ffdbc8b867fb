"""The one place desk views find the article they act on and check the user's right to it."""

from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import get_object_or_404

from stories.models import Article

from ..permissions import may_see_desk, may_write

NEW = "new"  # the URL's article for the add form


def _article(pk) -> Article:
    if not str(pk).isdigit():
        raise Http404("No such article.")
    return get_object_or_404(Article, pk=pk)


def article_to_read(request, pk) -> Article:
    if not may_see_desk(request.user):
        raise PermissionDenied
    return _article(pk)


def article_to_write(request, pk: str) -> Article | None:
    """The article whose form the user types in (None: a new article's), or 403."""
    article = None if pk == NEW else _article(pk)
    if not may_write(request.user, article):
        raise PermissionDenied
    return article
