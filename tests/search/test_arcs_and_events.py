"""Search finds story arcs and their events, on both engines, each linked to its page."""

import pytest
from django.urls import reverse

from search.backends import search
from stories.models import Article, Event, Status
from stories.timeline.page import ENTRIES_PER_PAGE
from tests.factories import ArcEntryFactory, EventFactory, PersonFactory, StoryArcFactory
from tests.seed_slugs import ARC, BETRAYED
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db


def found(query: str, kind: str) -> list:
    return search(query)[kind][:20]


def search_page(client, **params):
    response = client.get(reverse("search:search"), params)
    assert response.status_code == 200
    return response


def test_blackballed_finds_the_seed_arc_summary_and_the_event_holding_it(client, seeded):
    response = search_page(client, q="blackballed")
    text = visible_text(response)
    assert "Stories 1" in text and "Events 1" in text
    stories = response.content.decode().split('id="found-arcs"')[1].split("</section>")[0]
    assert f'href="/arcs/{ARC}/"' in stories
    assert "<mark>blackballed</mark>" in stories
    events = response.content.decode().split('id="found-events"')[1].split("</section>")[0]
    assert "Backman says" in visible_text(response) and "<mark>blackballed</mark>" in events
    assert f'href="/arcs/{ARC}/events/' in events


def test_an_event_link_leads_to_its_place_on_the_timeline(client, seeded):
    """The seed's blackballing event is the January 2017 article's news: that article is its line."""
    hit = found("blackballed", "events")[0]
    response = client.get(hit.object.url)
    assert response.status_code == 302
    article = Article.objects.get(slug=BETRAYED)
    assert response["Location"] == f"/arcs/{ARC}/#article-{article.pk}"
    page = client.get(response["Location"]).content.decode()
    assert f'id="article-{article.pk}"' in page


def test_an_event_of_its_own_on_the_timeline_is_linked_at_its_anchor(client, seeded):
    event = Event.objects.get(slug="backman-leaves-the-las-vegas-51s")
    response = client.get(reverse("stories:arc-event", kwargs={"slug": ARC, "event": event.slug}))
    assert response["Location"] == f"/arcs/{ARC}/#event-{event.pk}"
    assert f'id="event-{event.pk}"' in client.get(response["Location"]).content.decode()


def test_an_event_on_a_later_page_links_to_that_page(client):
    arc = StoryArcFactory(title="Long story")
    for n in range(ENTRIES_PER_PAGE):
        ArcEntryFactory(arc=arc, event=EventFactory(title=f"Step {n}", happened_on="2016-01-01"))
    late = EventFactory(title="The zeppelin lands", happened_on="2020-01-01")
    ArcEntryFactory(arc=arc, event=late)
    url = found("zeppelin", "events")[0].object.url
    assert client.get(url)["Location"] == f"/arcs/{arc.slug}/?page=2#event-{late.pk}"


def test_draft_arcs_and_the_events_only_they_hold_are_never_found():
    draft = StoryArcFactory(title="Zeppelin secrets", status=Status.DRAFT)
    ArcEntryFactory(arc=draft, event=EventFactory(title="Zeppelin meeting"))
    EventFactory(title="Zeppelin in no story")
    assert found("zeppelin", "arcs") == [] and found("zeppelin", "events") == []


def test_arcs_are_found_by_words_of_their_summary_and_events_by_their_description():
    arc = StoryArcFactory(title="The row", summary="A skipper and the dirigible pilot fell out.")
    event = EventFactory(title="A call", description="Nobody phoned the dirigible all winter.")
    ArcEntryFactory(arc=arc, event=event)
    assert [hit.object for hit in found("dirigible pilot", "arcs")] == [arc]
    assert [hit.object for hit in found("dirigible phoned", "events")] == [event]


def test_the_person_filter_keeps_the_stories_and_events_involving_them(client):
    person = PersonFactory(name="Dana Role", slug="dana-role")
    theirs = StoryArcFactory(title="Zeppelin one")
    flight = EventFactory(title="Zeppelin flight")
    flight.persons.add(person)
    ArcEntryFactory(arc=theirs, event=flight)
    other = StoryArcFactory(title="Zeppelin two")
    ArcEntryFactory(arc=other, event=EventFactory(title="Zeppelin crash"))
    text = visible_text(search_page(client, q="zeppelin", person="dana-role"))
    text = text.split("results for “zeppelin”")[1]  # the results, not the story filter's choices
    assert "Zeppelin one" in text and "Zeppelin flight" in text
    assert "Zeppelin two" not in text and "Zeppelin crash" not in text


def test_the_story_filter_keeps_that_story_and_its_events(client):
    theirs = StoryArcFactory(title="Zeppelin one", slug="zeppelin-one")
    ArcEntryFactory(arc=theirs, event=EventFactory(title="Zeppelin flight"))
    other = StoryArcFactory(title="Zeppelin two")
    ArcEntryFactory(arc=other, event=EventFactory(title="Zeppelin crash"))
    text = visible_text(search_page(client, q="zeppelin", arc="zeppelin-one"))
    text = text.split("results for “zeppelin”")[1]
    assert "Zeppelin one" in text and "Zeppelin flight" in text
    assert "Zeppelin two" not in text and "Zeppelin crash" not in text
