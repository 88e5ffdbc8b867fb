"""The key quotes a timeline page shows under each of its articles, read as values rather than as model rows.

A page shows about forty of them. Loaded as quotes with their speakers (`select_related`), each cost two model
instances, which was a tenth of a cold arc render (`Model.__init__` and its signals, profiled on the largest demo
arc; the README gives the figures); a line shows only a quote's text, address and speaker, so they are read as
tuples. The line's tags name each quote and speaker (`stories.timeline.lines.shown_by`), as before.
"""

from typing import NamedTuple

from django.db.models import F, Window
from django.db.models.functions import RowNumber

from sitewide.addresses import address
from sitewide.prepared import Prepared

from ..models import Quote
from ..models.publishing import READERS
from .index import VisibleThrough

KEY_QUOTES_PER_ARTICLE = 2


class KeyQuote(NamedTuple):
    """A key quote as its line shows it: its text and address, and its speaker's name and address (or, for an
    unnamed source, the description the article gives)."""

    pk: int
    article_id: int
    text: str
    speaker_id: int | None
    speaker_description: str
    speaker_name: str | None
    speaker_slug: str | None

    @property
    def url(self) -> str:
        return address("stories:quote", "pk", self.pk)  # Quote.get_absolute_url

    @property
    def speaker_url(self) -> str:
        return address("people:person", "slug", self.speaker_slug)  # Person.get_absolute_url


def key_quotes(
    visible_through: VisibleThrough, article_ids: list[int]
) -> dict[int, list[KeyQuote]]:
    """Each article's first `KEY_QUOTES_PER_ARTICLE` whole, top-level quotes of its body, with their speakers.
    One query. A quote in an update is left to the update, which the timeline shows under the article."""
    if not article_ids:
        return {}
    grouped: dict[int, list[KeyQuote]] = {}
    for row in key_quote_rows.given(tuple(article_ids), visible_through=visible_through):
        quote = KeyQuote._make(row)
        grouped.setdefault(quote.article_id, []).append(quote)
    return grouped


@Prepared
def key_quote_rows(article_ids: tuple, visible_through: VisibleThrough = READERS.visible_through):
    return (
        Quote.objects.filter(visible_through("article"))
        .filter(
            article_id__in=article_ids, parent__isnull=True, is_partial=False, update__isnull=True
        )
        .annotate(
            rank=Window(RowNumber(), partition_by=F("article_id"), order_by=F("position").asc())
        )
        .filter(rank__lte=KEY_QUOTES_PER_ARTICLE)
        .order_by("article_id", "position")
        .values_list(
            "pk",
            "article_id",
            "text",
            "speaker_id",
            "speaker_description",
            "speaker__name",
            "speaker__slug",
        )
    )
