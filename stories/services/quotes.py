"""Editing a quote: the correction rule, the revision and the share card, the same from every page.

The quote's own admin page, its article's inline and a revert or recovery of either all call
`correction_error` to validate and `save_quote` to write. The rule is judged against the quote as
stored *before* the edit (`StoredQuote`): for a revert, that is the quote as it was before the
revert began, not the older version being restored.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field

import reversion
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from ..models import Article, Quote, RemovedQuote, Update
from ..quote_cards import ensure_quote_card
from .corrections import record_correction

CORRECTION_REQUIRED = "Readers have already seen this quote: changing its words needs a correction note saying what was wrong."
NOTE_ON_NEW_QUOTE = (
    "A new quote corrects nothing: leave the correction note empty (no correction is published)."
)


@dataclass
class StoredQuote:
    """A quote as stored before an edit: its words, and whether readers could see them."""

    text: str
    article_id: int
    _public: bool | None = field(default=None, repr=False)

    @property
    def public(self) -> bool:
        # Looked up only when the words change: most saves of an article's inline leave its quotes alone.
        if self._public is None:
            self._public = Article.objects.published().filter(pk=self.article_id).exists()
        return self._public


def stored_quote(quote: Quote) -> StoredQuote | None:
    """`quote` as loaded from the database, before the form or the caller changed it; None when new."""
    return StoredQuote(quote.text, quote.article_id) if quote.pk else None


def stored_quotes(quotes: Iterable[Quote]) -> dict[int, StoredQuote]:
    """Several stored quotes at once, keyed by id (a revert takes these before it changes anything)."""
    quotes = [quote for quote in quotes if quote.pk]
    public = set(
        Quote.objects.published().filter(pk__in=[q.pk for q in quotes]).values_list("pk", flat=True)
    )
    return {
        quote.pk: StoredQuote(quote.text, quote.article_id, quote.pk in public) for quote in quotes
    }


def correction_error(*, before: StoredQuote | None, text: str, note: str) -> str | None:
    """Why this edit may not be saved as it is, or None.

    Changing the words readers have seen needs a correction note; a note on a new quote would
    publish a correction of nothing.
    """
    note = note.strip()
    if before is None:
        return NOTE_ON_NEW_QUOTE if note else None
    if text != before.text and not note and before.public:
        return CORRECTION_REQUIRED
    return None


def save_quote(
    *, quote: Quote, before: StoredQuote | None, note: str = "", covered: bool = False
) -> Update | None:
    """Save a new or edited quote; publish its correction note, if any, as a dated correction.

    `covered`: the same save's body correction already tells readers of this change (the quote was
    corrected with its paragraph), so it needs no note of its own and publishes none twice.
    The article joins the revision being recorded, so the article's edit-conflict check sees the
    change, and the quote's share card is redrawn for its new words. Returns the correction.
    """
    error = None if covered else correction_error(before=before, text=quote.text, note=note)
    if error:
        raise ValidationError({"correction": error})
    with transaction.atomic():
        quote.save()
        # A quote brought back (a revert, a recovery) answers on its page again.
        RemovedQuote.objects.filter(pk=quote.pk).delete()
        correction = record_correction(article=quote.article, text=note) if note.strip() else None
        if reversion.is_active():
            reversion.add_to_revision(quote.article)
    ensure_quote_card(quote)
    return correction


def tombstone(quote: Quote, *, correction: Update | None = None) -> None:
    """Leave a published quote's permalink answering 410 with the correction that removed it."""
    if not Article.objects.published().filter(pk=quote.article_id).exists():
        return  # readers never saw it: its address may simply be gone
    RemovedQuote.objects.update_or_create(
        id=quote.pk,
        defaults={
            "article_id": quote.article_id,
            "text": quote.text,
            "speaker_name": quote.speaker_name,
            "removed_on": timezone.localdate(),
            "correction": correction,
        },
    )


@transaction.atomic
def remove_quote(*, quote: Quote, correction: Update | None = None) -> None:
    """Take a quote off the record, with the quotes reported inside it (they go with it).

    A published one keeps its address: `/quotes/<id>/` answers 410 Gone naming `correction`.
    """
    for nested in quote.nested_quotes.all():
        remove_quote(quote=nested, correction=correction)
    tombstone(quote, correction=correction)
    quote.delete()
    if reversion.is_active():
        reversion.add_to_revision(quote.article)


def reconcile_after_revert(
    *, before: list[Quote], article_id: int, correction: Update | None = None
) -> None:
    """Quotes a revert took off keep their addresses (410, naming the revert's `correction`); those
    it brought back answer again."""
    back = set(Quote.objects.filter(article_id=article_id).values_list("pk", flat=True))
    for quote in before:
        if quote.pk not in back:
            tombstone(quote, correction=correction)
    RemovedQuote.objects.filter(pk__in=back).delete()
