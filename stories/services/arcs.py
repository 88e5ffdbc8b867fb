"""Putting an article in story arcs from the article's own page."""

from collections.abc import Iterable

from django.db import transaction

from ..models import ArcEntry, Article, StoryArc
from .positions import renumber


def _entry_date(entry: ArcEntry):
    return entry.article.published_on if entry.article_id else entry.event.happened_on


@transaction.atomic
def place_in_arc(*, arc: StoryArc, article: Article) -> ArcEntry:
    """Add the article to the arc after every entry dated on or before it, and before the later ones."""
    entries = list(
        arc.entries.select_for_update(of=("self",))
        .select_related("article", "event")
        .order_by("position")
    )
    index = next(
        (n for n, entry in enumerate(entries) if _entry_date(entry) > article.published_on),
        len(entries),
    )
    renumber(
        arc.entries.all(), entries, [n if n <= index else n + 1 for n in range(1, len(entries) + 1)]
    )
    return ArcEntry.objects.create(arc=arc, article=article, position=index + 1)


@transaction.atomic
def set_article_arcs(*, article: Article, arcs: Iterable[StoryArc]) -> None:
    """Make `arcs` exactly the arcs the article is in: new ones place it by date; an arc left out drops its entry."""
    wanted = {arc.pk: arc for arc in arcs}
    for entry in (
        ArcEntry.objects.filter(article=article).exclude(arc_id__in=wanted).select_related("arc")
    ):
        entry.delete()
        # The arc's other articles change from "part N of M" to "of M - 1": each entry moves up into the gap.
        rest = list(entry.arc.entries.order_by("position"))
        renumber(entry.arc.entries.all(), rest, range(1, len(rest) + 1))
    present = set(ArcEntry.objects.filter(article=article).values_list("arc_id", flat=True))
    for pk, arc in wanted.items():
        if pk not in present:
            place_in_arc(arc=arc, article=article)
