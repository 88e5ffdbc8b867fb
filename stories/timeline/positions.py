"""Where an article sits in each arc that holds it: "Part N of M", and its neighbours."""

from dataclasses import dataclass

from django.db.models import Count, F, Max, Window
from django.db.models.functions import Lag, Lead, RowNumber

from sitewide.prepared import Prepared

from ..models import ArcEntry, Article, StoryArc
from ..models.publishing import READERS


@dataclass
class ArcPosition:
    """'Part N of M' of one arc, counting only the arc's visible articles."""

    arc: StoryArc
    number: int
    total: int
    previous: Article | None
    next: Article | None


def arc_positions(article: Article, *, rule=READERS) -> list[ArcPosition]:
    """Where the article sits in each visible arc that holds it: one query, however long the arcs are.

    The database numbers each arc's visible articles and names their neighbours (window functions
    over the arcs that hold this one), then keeps this article's rows. Six correlated subqueries did
    the same and took 4 ms a request to build in Python. `rule`: what the reader may see (`visible()` and
    `visible_through()`, as PublishedQuerysetMixin's).
    """
    rows = position_rows.given(article.pk, rule=rule)
    return [
        ArcPosition(
            arc=StoryArc(pk=arc_id, title=title, slug=slug),
            number=number,
            total=total,
            previous=Article(slug=previous_slug, headline=previous_headline)
            if previous_slug
            else None,
            next=Article(slug=next_slug, headline=next_headline) if next_slug else None,
        )
        for arc_id, title, slug, number, total, previous_slug, previous_headline, next_slug, next_headline in rows
    ]


@Prepared
def position_rows(article_id: int, rule=READERS):
    """The rows `arc_positions` reads: compiled once for readers (sitewide/prepared.py)."""
    holding = ArcEntry.objects.filter(arc__in=rule.visible(StoryArc), article_id=article_id).values(
        "arc_id"
    )
    in_order = {"partition_by": F("arc_id"), "order_by": F("position").asc()}
    return (
        ArcEntry.objects.filter(
            rule.visible_through("article"), arc__in=holding, article__isnull=False
        )
        .annotate(
            number=Window(RowNumber(), **in_order),
            total=Window(Count("pk"), partition_by=F("arc_id")),
            previous_slug=Window(Lag("article__slug"), **in_order),
            previous_headline=Window(Lag("article__headline"), **in_order),
            next_slug=Window(Lead("article__slug"), **in_order),
            next_headline=Window(Lead("article__headline"), **in_order),
            # Each row's own article as a window value (a partition of one row): a filter on a window
            # is applied after the numbering (Django wraps the query), where a filter on article_id
            # would drop the other articles before they are counted.
            entry_article=Window(Max("article_id"), partition_by=F("pk")),
        )
        .filter(entry_article=article_id)
        .order_by("arc__title", "arc_id")
        .values_list(
            "arc_id",
            "arc__title",
            "arc__slug",
            "number",
            "total",
            "previous_slug",
            "previous_headline",
            "next_slug",
            "next_headline",
        )
    )
