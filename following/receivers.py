"""Stories' publication signal, turned into a task: the request that published returns at once."""

from datetime import timedelta

from django.utils import timezone


def article_made_public_received(sender, *, article, public_at, **kwargs):
    from .tasks import announce_article

    args = [article.pk, public_at.isoformat()]
    if public_at > timezone.now() + timedelta(seconds=1):
        # Scheduled: the task runs at that time and checks the article is still due then.
        announce_article.apply_async(args=args, eta=public_at)
    else:
        announce_article.delay(*args)
