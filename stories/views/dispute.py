"""The dispute page: the question, every account readers may see side by side, and the newsroom's finding."""

from django.views.generic import DetailView

from sitewide.prepared import Prepared

from ..metadata import dispute_structured_data
from ..models import Account, Dispute
from ..models.publishing import READERS
from .mixins import PublishedQuerysetMixin


class DisputeDetailView(PublishedQuerysetMixin, DetailView):
    """Two queries: the dispute with its arc, event, supported account and correction; its visible accounts with
    what they cite."""

    model = Dispute

    def get_queryset(self):
        return self.visible(Dispute).select_related(
            "arc", "event", "supported_account", "correction__article"
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        dispute = self.object
        accounts = list(self.visible(Account).filter(dispute=dispute).for_display())
        context.update(
            accounts=accounts,
            # A finding may name an account readers cannot see yet (it cites a draft): then the note stands alone.
            supported=next((a for a in accounts if dispute.supported == a), None),
            structured_data=dispute_structured_data(self.request, dispute, accounts),
        )
        return context


@Prepared
def arc_accounts(arc_id: int, rule=READERS):
    """The accounts of an arc's disputes that `rule` lets the reader see, with what they show, in order."""
    return (
        rule.visible(Account)
        .filter(dispute__arc_id=arc_id)
        .for_display()
        .order_by("dispute__created_at", "dispute_id", "position")
    )


def disputes_with_accounts(accounts) -> list[tuple[Dispute, list[Account]]]:
    """Each dispute of `accounts` (`arc_accounts`) with its accounts, in order: one query, however many
    disputes and accounts."""
    grouped: dict[int, tuple[Dispute, list[Account]]] = {}
    for account in accounts:
        grouped.setdefault(account.dispute_id, (account.dispute, []))[1].append(account)
    return list(grouped.values())
