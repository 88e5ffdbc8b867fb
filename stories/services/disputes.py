"""A dispute's accounts, and its finding: the dispute and the account it supports, written together."""

from collections.abc import Sequence

from django.core.exceptions import ValidationError
from django.db import transaction

from revisions.stale import Seen, refuse_stale

from ..models import Account, Dispute
from .positions import save_in_order


def finding_error(dispute: Dispute, supported: Account | None) -> str | None:
    """Why this finding cannot stand with `supported` as its account, or None (the admin form shows it)."""
    if dispute.is_settled and supported is None:
        return "Choose the supported account for a finding."
    if not dispute.is_settled and supported is not None:
        return "An open dispute supports no account."
    if supported is not None and supported.dispute_id != dispute.pk:
        return "Choose one of this dispute's own accounts."
    return None


def record_finding(dispute: Dispute, *, supported: Account | None) -> None:
    """Save the dispute with its finding (finding, note, date, correction as set on it) and mark the account
    it supports, unmarking any other: the account carries the mark (Account.supported_by) so that a dispute
    and its accounts load in that order from a natural-key dump."""
    if error := finding_error(dispute, supported):
        raise ValidationError({"supported_account": error})
    with transaction.atomic():
        dispute.save()
        for account in Account.objects.filter(supported_by=dispute):
            if supported is None or account.pk != supported.pk:
                account.supported_by = None
                account.save(update_fields=["supported_by"])
        if supported is not None and supported.supported_by_id != dispute.pk:
            supported.supported_by = dispute
            supported.save(update_fields=["supported_by"])


@transaction.atomic
def save_accounts(
    *,
    dispute: Dispute,
    accounts: Sequence[Account],
    deleted: Sequence[Account] = (),
    seen: Seen | None = None,
) -> None:
    """Make `accounts` the dispute's accounts in this order (`deleted` go). Each must cite a passage of
    its own article whose words hold its excerpt, and none may have changed since the form showed
    them (`seen`); otherwise ValidationError, nothing written."""
    refuse_stale(dispute, seen)
    errors = []
    for number, account in enumerate(accounts, 1):
        account.dispute = dispute
        try:
            account.clean()
        except ValidationError as error:
            errors += [f"Account {number} ({account.claim}): {m}" for m in error.messages]
    if errors:
        raise ValidationError(errors)
    save_in_order(accounts, siblings=Account.objects.filter(dispute=dispute), deleted=deleted)
