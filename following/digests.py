"""What is news for whom: recording announcements and splitting a digest's fan-out into batches.

An article is news for the followers of each published arc it is placed in and of each person
it names, once it is public. Drafts, scheduled articles before their time and edits make none.
"""

import datetime
import uuid
from collections import defaultdict

from django.db.models import Q
from django.utils import timezone

from people.models import Person
from stories.models import Article, StoryArc
from stories.models.naming import ids_of_people_named_in

from .models import Announcement, Follow

# Mails sent over one SMTP connection by one task: a failed batch is retried alone.
BATCH_SIZE = 500
# The sweep looks this far back for scheduled articles whose own task never ran.
SWEEP_WINDOW = datetime.timedelta(days=2)


def announce(article_id: int, public_at: datetime.datetime) -> int:
    """Record `article` as news for its followed arcs and people, if it is public now.

    Returns how many announcements are new. Repeating it (a retried task, the sweep) adds none.
    """
    article = Article.objects.published().filter(pk=article_id).first()
    if article is None:  # unpublished since, or scheduled and not yet due
        return 0
    if article.publish_at is not None:  # scheduled: public at that time, or later in a new arc
        public_at = max(public_at, article.publish_at)
    followed = Q(follows__confirmed_at__isnull=False)
    arcs = StoryArc.objects.published().filter(followed, entries__article=article).distinct()
    people = Person.objects.filter(followed, pk__in=ids_of_people_named_in(article)).distinct()
    rows = [Announcement(article=article, arc=arc, public_at=public_at) for arc in arcs]
    rows += [Announcement(article=article, person=person, public_at=public_at) for person in people]
    before = Announcement.objects.filter(article=article).count()
    Announcement.objects.bulk_create(rows, ignore_conflicts=True)
    return Announcement.objects.filter(article=article).count() - before


def due_scheduled_articles():
    """Scheduled articles that went public lately: their announcement, if their task was lost."""
    now = timezone.now()
    return Article.objects.published().filter(publish_at__gt=now - SWEEP_WINDOW)


def claim_batches() -> list[tuple[list[int], list[int]]]:
    """Take every unsent announcement (no other run can take them after) and split the mail to
    send into batches of (announcement ids, follower ids) sharing one target."""
    claim = uuid.uuid4()
    Announcement.objects.unsent().update(claim=claim, sent_at=timezone.now())
    by_target = defaultdict(list)
    for pk, arc_id, person_id in Announcement.objects.filter(claim=claim).values_list(
        "pk", "arc_id", "person_id"
    ):
        by_target[("arc", arc_id) if arc_id else ("person", person_id)].append(pk)
    batches = []
    for (field, target_id), announcement_ids in by_target.items():
        follows = Follow.objects.confirmed().filter(**{f"{field}_id": target_id}).order_by("pk")
        ids = list(follows.values_list("pk", flat=True))
        for start in range(0, len(ids), BATCH_SIZE):
            batches.append((announcement_ids, ids[start : start + BATCH_SIZE]))
    return batches


def digests_for(announcement_ids: list[int], follow_ids: list[int]):
    """(follower, target, articles) for each follower still following, with only the articles
    that went public after they confirmed."""
    announcements = list(
        Announcement.objects.filter(pk__in=announcement_ids)
        .select_related("article__outlet", "arc", "person")
        .order_by("public_at", "pk")
    )
    if not announcements:
        return
    target = announcements[0].arc or announcements[0].person
    for follow in Follow.objects.confirmed().filter(pk__in=follow_ids).order_by("pk"):
        articles = [a.article for a in announcements if a.public_at >= follow.confirmed_at]
        if articles:
            follow.arc, follow.person = announcements[0].arc, announcements[0].person
            yield follow, target, articles
