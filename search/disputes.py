"""Disputes in search, on every engine: every word must occur in the question, the summary or one of the
dispute's public accounts' answers. A newsroom has dozens of disputes, not millions, so a substring match
costs little and needs no index of its own."""

from django.db.models import Exists, OuterRef, Q, QuerySet

from stories.models import Account, Dispute
from stories.models.matching import all_terms, terms_of

from .hits import Hit, excerpt, mark_terms, marked_html


def disputes(query: str) -> QuerySet:
    """The published disputes matching `query`."""
    condition = Q()
    for term in terms_of(query):
        answered = Account.objects.published().filter(dispute=OuterRef("pk"), claim__icontains=term)
        condition &= all_terms(("question", "summary"), [term]) | Exists(answered)
    return Dispute.objects.published().filter(condition)


def ranked_disputes(query: str):
    terms = terms_of(query)

    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        found = candidates.select_related("arc").order_by("question", "pk")[start:stop]
        return [
            Hit(
                dispute,
                marked_html(mark_terms(dispute.question, terms)),
                marked_html(mark_terms(excerpt(dispute.summary, terms), terms))
                if dispute.summary
                else marked_html(""),
            )
            for dispute in found
        ]

    return ranked
