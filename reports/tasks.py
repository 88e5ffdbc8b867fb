"""The reply to a reader, sent by the Celery worker (sitewide/celery.py); arguments are ids only."""

import smtplib

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string

from sitewide.celery import app

from .models import ErrorReport


@app.task(autoretry_for=(smtplib.SMTPException, OSError), retry_backoff=30, max_retries=6)
def send_reply(report_id: int) -> None:
    report = ErrorReport.objects.select_related("article", "quote").filter(pk=report_id).first()
    if report is None or not report.email or not report.reply:
        return
    context = {
        "report": report,
        "page_url": settings.SITE_URL + report.get_reported_url(),
        "site_name": settings.SITE_NAME,
    }
    message = EmailMultiAlternatives(
        f"Your report on “{report.article.headline}”",
        render_to_string("reports/mail/reply.txt", context),
        to=[report.email],
        headers={"Auto-Submitted": "auto-replied"},
    )
    message.attach_alternative(render_to_string("reports/mail/reply.html", context), "text/html")
    message.send()
