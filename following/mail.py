"""The mails followers get: text and HTML from templates/following/mail/, with RFC 8058 headers."""

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string

from .tokens import confirm_url, unsubscribe_url


def _message(to: str, subject: str, template: str, context: dict, headers=None):
    context = {**context, "site_url": settings.SITE_URL, "site_name": settings.SITE_NAME}
    text = render_to_string(f"following/mail/{template}.txt", context)
    html = render_to_string(f"following/mail/{template}.html", context)
    message = EmailMultiAlternatives(subject, text, to=[to], headers=headers or {})
    message.attach_alternative(html, "text/html")
    return message


def _what(target) -> str:
    return f"“{target.title}”" if hasattr(target, "title") else target.name


def confirmation(follow) -> EmailMultiAlternatives:
    target = follow.target
    return _message(
        follow.email,
        f"Confirm: follow {_what(target)} on {settings.SITE_NAME}",
        "confirm",
        {"target": target, "what": _what(target), "confirm_url": confirm_url(follow)},
        headers={"Auto-Submitted": "auto-generated"},
    )


def digest(follow, target, articles) -> EmailMultiAlternatives:
    unsubscribe = unsubscribe_url(follow)
    what = _what(target)
    if len(articles) == 1:
        subject = f"{what}: {articles[0].headline}"
    else:
        subject = f"{what}: {len(articles)} new articles"
    return _message(
        follow.email,
        subject,
        "digest",
        {
            "target": target,
            "what": what,
            "articles": [(a, settings.SITE_URL + a.get_absolute_url()) for a in articles],
            "target_url": settings.SITE_URL + target.get_absolute_url(),
            "unsubscribe_url": unsubscribe,
        },
        # RFC 8058: mail clients offer "unsubscribe" and POST List-Unsubscribe=One-Click to the URL.
        headers={
            "List-Unsubscribe": f"<{unsubscribe}>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            "Auto-Submitted": "auto-generated",
        },
    )
