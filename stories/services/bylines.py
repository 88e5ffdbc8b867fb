"""An article's bylines, in the order the editor gave them."""

from collections.abc import Sequence

from django.db import transaction

from ..models import Article, Byline
from .positions import save_in_order


@transaction.atomic
def save_bylines(
    *, article: Article, bylines: Sequence[Byline], deleted: Sequence[Byline] = ()
) -> None:
    """Make `bylines` the article's bylines in this order (`deleted` go)."""
    for byline in bylines:
        byline.article = article
    save_in_order(bylines, siblings=Byline.objects.filter(article=article), deleted=deleted)
