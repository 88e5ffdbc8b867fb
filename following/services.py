"""Signing up, confirming and unsubscribing: each one named function, called by the views."""

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.crypto import salted_hmac

from sitewide.ratelimits import WindowCounter

from .models import Follow

# Confirmation mails one address can be sent per hour, whoever asks: beyond it sign-ups are
# answered as always and nothing is sent, so a stranger cannot flood someone's inbox.
MAILS_PER_ADDRESS_PER_HOUR = 3


def normalise_address(email: str) -> str:
    return email.strip().lower()


def sign_up(*, email: str, target) -> None:
    """Ask `email` to confirm following `target` (a public arc or person).

    Returns nothing, and the caller answers the same whatever happened: whether the address
    already follows, is waiting to confirm or is new must not show (who follows what is private).
    """
    email = normalise_address(email)
    if not within_limit("follow-mail", email, f"{MAILS_PER_ADDRESS_PER_HOUR}/hour"):
        return
    field = Follow.field_for(target)
    try:
        with transaction.atomic():
            follow, _ = Follow.objects.get_or_create(email=email, **{field: target})
    except IntegrityError:  # a simultaneous sign-up created it: that one sends the mail
        return
    if follow.confirmed_at is not None:
        return
    from .tasks import send_confirmation

    transaction.on_commit(lambda: send_confirmation.delay(follow.pk))


def confirm(follow: Follow) -> None:
    """The reader clicked the link: from now on, digests. Confirming twice changes nothing."""
    Follow.objects.filter(pk=follow.pk, confirmed_at__isnull=True).update(
        confirmed_at=timezone.now()
    )


def unsubscribe(follow: Follow) -> None:
    """Forget the follower altogether: the address is personal data we no longer need."""
    Follow.objects.filter(pk=follow.pk).delete()


def signups_allowed(address: str) -> bool:
    """Counts one sign-up from a client address; False past the hourly limit."""
    return within_limit("follow-signup", address, f"{settings.FOLLOWING_SIGNUPS_PER_HOUR}/hour")


def within_limit(scope: str, who: str, rate: str) -> bool:
    """Counts one attempt on the site's atomic counters (sitewide.ratelimits); who is keyed hashed, so no
    address is ever in the cache in clear."""
    return WindowCounter(scope, rate).hit(salted_hmac(scope, who).hexdigest()[:32]) is None
