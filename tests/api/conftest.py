import datetime

import pytest
from django.core.servers.basehttp import ThreadedWSGIServer
from django.utils import timezone

from stories.models import Status
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    BylineFactory,
    EventFactory,
    OrganisationFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    RoleFactory,
    StoryArcFactory,
    UpdateFactory,
)

# 32 clients connect at once (test_rate_limits.py): with the test server's backlog of 10, the kernel resets
# the connections it cannot queue. Set before the (session-wide) live server starts.
ThreadedWSGIServer.request_queue_size = 64

CANARY = "canary-7f3a"


@pytest.fixture
def drafts(seeded):
    """Unpublished content all over the seed story, every text and name holding CANARY: a draft article in the
    seed arc with a byline, quotes, an update and a correction by people named nowhere else; a scheduled
    article; a draft arc with an event; an outlet and a role known only from drafts."""
    from stories.models import StoryArc

    arc = StoryArc.objects.get(slug="wally-backman-sandy-alderson-feud")
    outlet = OrganisationFactory(name=f"Outlet {CANARY}", slug=f"outlet-{CANARY}")
    speaker = PersonFactory(name=f"Speaker {CANARY}", slug=f"speaker-{CANARY}")
    RoleFactory(
        person=speaker,
        organisation=OrganisationFactory(name=f"Club {CANARY}", slug=f"club-{CANARY}"),
    )
    for status, publish_at, label in (
        (Status.DRAFT, None, "draft"),
        (Status.PUBLISHED, timezone.now() + datetime.timedelta(days=3), "scheduled"),
    ):
        article = ArticleFactory(
            headline=f"A {label} {CANARY}",
            slug=f"{label}-{CANARY}",
            status=status,
            publish_at=publish_at,
            outlet=outlet,
        )
        paragraph = ParagraphFactory(
            article=article, text=f"“Secret words {CANARY},” said the speaker."
        )
        QuoteFactory(
            article=article, paragraph=paragraph, text=f"Secret words {CANARY}", speaker=speaker
        )
        UpdateFactory(article=article, kind="correction", text=f"A correction {CANARY}.")
        BylineFactory(
            article=article,
            person=PersonFactory(name=f"Writer {label} {CANARY}", slug=f"writer-{label}-{CANARY}"),
        )
        ArcEntryFactory(arc=arc, article=article, position=100 + len(label))
    hidden_arc = StoryArcFactory(title=f"Arc {CANARY}", slug=f"arc-{CANARY}", status=Status.DRAFT)
    event = EventFactory(title=f"Event {CANARY}", slug=f"event-{CANARY}")
    event.persons.add(PersonFactory(name=f"Witness {CANARY}", slug=f"witness-{CANARY}"))
    ArcEntryFactory(arc=hidden_arc, event=event, position=1)
    return arc
