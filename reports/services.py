"""Filing a reader's report and triaging it: each one named function, for views and admin alike."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.crypto import salted_hmac

from sitewide.ratelimits import WindowCounter

from .models import ErrorReport


def reports_allowed(address: str) -> bool:
    """Counts one report from a client address (hashed); False past the hourly limit."""
    who = salted_hmac("reports", address).hexdigest()[:32]
    return WindowCounter("reports", f"{settings.REPORTS_PER_HOUR}/hour").hit(who) is None


def file_report(*, article, quote=None, text: str, email: str = "") -> ErrorReport:
    return ErrorReport.objects.create(
        article=article, quote=quote, text=text.strip(), email=email.strip()
    )


def triage(*, report: ErrorReport, by, correction=None, reply: str = "") -> None:
    """Close the report with the correction it led to, or the reply sent (mailed when the reader
    left an address)."""
    reply = reply.strip()
    if correction is None and not reply:
        raise ValidationError("Link the correction made or write the reply sent.")
    if correction is not None and correction.article_id != report.article_id:
        raise ValidationError("The correction must be one of the reported article's.")
    # The admin's form has already set the new values on `report`: compare with the stored reply.
    sent = ErrorReport.objects.filter(pk=report.pk).values_list("reply", flat=True).first() or ""
    mail_reply = bool(reply) and bool(report.email) and reply != sent
    with transaction.atomic():
        report.status = ErrorReport.Status.TRIAGED
        report.correction, report.reply = correction, reply
        report.triaged_at, report.triaged_by = timezone.now(), by
        report.save()
        if mail_reply:
            from .tasks import send_reply

            transaction.on_commit(lambda: send_reply.delay(report.pk))
