"""Live coverage on an arc (issue 31, item 5): key events listed at the top, one pinned entry, and, while
the arc is live, the script that adds new entries without a reload; the page complete without it."""

import pytest
from django.db import IntegrityError, transaction

from stories.timeline.page import ENTRIES_PER_PAGE
from tests.factories import ArcEntryFactory, ArticleFactory, EventFactory, StoryArcFactory
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db


def between(html: str, start: str, end: str) -> str:
    return html[html.index(start) : html.index(end, html.index(start))]


@pytest.fixture
def arc():
    arc = StoryArcFactory(title="Breaking", slug="breaking", summary="It is happening.")
    for n in range(ENTRIES_PER_PAGE + 2):
        ArcEntryFactory(
            arc=arc,
            position=n + 1,
            event=EventFactory(title=f"Step {n}", happened_on=f"2020-01-{n % 28 + 1:02d}"),
        )
    return arc


def test_key_events_are_listed_above_the_story_so_far_linked_to_their_place(client, arc):
    first = arc.entries.get(position=1)
    last = arc.entries.get(position=ENTRIES_PER_PAGE + 2)
    arc.entries.filter(pk__in=[first.pk, last.pk]).update(key_event=True)
    html = client.get(arc.get_absolute_url()).content.decode()
    assert html.index('id="live-title"') < html.index('id="so-far"')
    key_events = between(html, '<ol class="key-events">', "</ol>")
    assert f'href="#event-{first.event_id}">Step 0</a>' in key_events
    # An entry on the timeline's second page is linked there.
    assert f'href="?page=2#event-{last.event_id}">Step {ENTRIES_PER_PAGE + 1}</a>' in key_events


def test_the_pinned_entry_is_shown_first_with_its_text_and_its_article(client, arc):
    article = ArticleFactory(headline="The decision", dek="What the court decided.")
    ArcEntryFactory(arc=arc, article=article, position=99, pinned=True)
    text = visible_text(client.get(arc.get_absolute_url()))
    pinned = text[text.index("Pinned") :]
    assert pinned.startswith("Pinned The decision") and "What the court decided." in pinned
    html = client.get(arc.get_absolute_url()).content.decode()
    assert f'<a href="{article.get_absolute_url()}">The decision</a>' in between(
        html, '<article class="pinned"', "</article>"
    )


def test_an_arc_has_one_pinned_entry_at_most(arc):
    arc.entries.filter(position=1).update(pinned=True)
    with pytest.raises(IntegrityError), transaction.atomic():
        arc.entries.filter(position=2).update(pinned=True)


def test_a_live_arc_loads_the_polling_script_and_says_how_to_see_new_entries_without_it(
    client, arc, settings
):
    settings.LIVE_POLL_SECONDS = 12
    arc.is_live = True
    arc.save()
    html = client.get(arc.get_absolute_url()).content.decode()
    assert 'data-live-poll="12"' in html and "js/arc-live" in html
    assert "Live coverage: reload the page for the latest entries." in visible_text(
        client.get(arc.get_absolute_url())
    )


def test_an_arc_neither_live_nor_marked_has_no_live_section_nor_script(client, arc):
    html = client.get(arc.get_absolute_url()).content.decode()
    assert 'id="live"' not in html and "js/arc-live" not in html


def test_the_live_marks_are_exported_when_set_and_load_back(arc):
    from stories.exporting import fixture_json

    arc.entries.filter(position=1).update(key_event=True, pinned=True)
    exported = fixture_json("stories")
    assert exported.count('"key_event": true') == 1 and exported.count('"pinned": true') == 1
    assert '"key_event": false' not in exported and '"is_live"' not in exported
