"""The story arc page on the seed story: timeline, dates, cast, person filter, what the browser marks new."""

import datetime
import re
from html import unescape

import pytest
from django.urls import reverse
from django.utils import timezone

from stories.models import Article, StoryArc, Update
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    EventFactory,
    PersonFactory,
    StoryArcFactory,
    UpdateFactory,
)
from tests.seed_slugs import ARC, BETRAYED
from tests.stories.pages import marks, structured_data, visible_text

pytestmark = pytest.mark.django_db
URL = reverse("stories:arc", kwargs={"slug": ARC})


def timeline_html(response):
    html = response.content.decode()
    return html[html.index('<ol class="timeline">') :]


def test_the_arc_page_shows_the_story_so_far(client, seeded):
    text = visible_text(client.get(URL))
    assert "The story so far" in text
    assert "a 1986 World Series champion with the Mets" in text


def test_the_timeline_interleaves_events_articles_and_updates_in_date_order(client, seeded):
    html = client.get(URL).content.decode()
    # From the timeline's heading on: the conflicting accounts above it cite articles too.
    text = re.sub(
        r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html[html.index('<h2 id="timeline"') :]))
    )
    order = [
        "Backman wins the World Series with the Mets",
        "Backman’s last phone call with Alderson",
        "Wally Backman says he was “betrayed” by the Wilpons and the Mets",
        "Update to Wally Backman says he was",
        "Wally Backman asked to come home",
        "Wally Backman-Sandy Alderson feud is still going quite strong",
    ]
    positions = [text.index(title) for title in order]
    assert positions == sorted(positions)


def test_timeline_dates_are_shown_at_their_precision(client, seeded):
    text = visible_text(client.get(URL))
    for date in ("1986", "September 2016", "January 2017", "Jan. 12, 2017", "October 2017"):
        assert date in text
    assert "Jan. 1, 1986" not in text and "Sept. 1, 2016" not in text


def test_an_article_on_the_timeline_shows_its_outlet_and_key_quotes(client, seeded):
    timeline = timeline_html(client.get(URL))
    feud = timeline[timeline.index("Article · New York Post") :]
    assert "Wally Backman-Sandy Alderson feud is still going quite strong" in feud[:1000]
    assert "Not with who’s the president" in feud[:2000]


def test_the_cast_lists_people_with_the_roles_the_documents_give_them(client, seeded):
    text = visible_text(client.get(URL))
    cast = text[text.index("Who’s who") :]
    assert (
        "Sandy Alderson General manager, New York Mets (October 2010–2018); President, New York Mets (from 2020)"
        in cast
    )
    assert "Kristie Ackert Reporter, New York Daily News (as of October 2017)" in cast


def test_filtering_by_person_keeps_only_their_entries(client, seeded):
    text = visible_text(client.get(URL, {"person": "kristie-ackert"}))
    assert "involving Kristie Ackert" in text
    assert "Wally Backman asked to come home, back to the New York Mets" in text
    assert "Backman wins the World Series with the Mets" not in text


def test_filtering_by_someone_outside_the_story_shows_the_whole_story_and_says_so(client, seeded):
    response = client.get(URL, {"person": "nobody-here"})
    assert response.status_code == 200
    text = visible_text(response)
    assert "Nobody called “nobody-here” appears in this story: showing the whole timeline." in text
    whole = timeline_html(client.get(URL))
    assert timeline_html(response).count("timeline__item") == whole.count("timeline__item")
    assert "Backman wins the World Series with the Mets" in text


def test_every_reader_gets_the_same_page_and_no_cookie(client, seeded):
    """The page the edge can serve: a returning reader's old visit cookie changes nothing."""
    first = client.get(URL)
    client.cookies["arc-1-seen"] = "1.2"
    again = client.get(URL)
    assert not first.cookies and not again.cookies
    assert first["Cache-Control"] == again["Cache-Control"]
    assert "private" not in first["Cache-Control"]
    strip = re.compile(r'nonce="[^"]*"')
    assert strip.sub("", first.content.decode()) == strip.sub("", again.content.decode())


def test_the_visit_note_is_left_to_the_browser_script(client, seeded):
    html = client.get(URL).content.decode()
    arc = StoryArc.objects.get(slug=ARC)
    assert (
        f'<p class="visit-note" id="visit-note" hidden data-arc="{arc.pk}" data-page="1"></p>'
        in html
    )
    assert '<script src="/static/js/arc-visits.js' in html and "is-new" not in html


def test_the_arc_offers_its_atom_feed(client, seeded):
    html = client.get(URL).content.decode()
    assert reverse("stories:arc-feed", kwargs={"slug": ARC}) in html
    assert 'type="application/atom+xml"' in html


def test_the_arc_is_described_as_an_item_list_of_its_articles(client, seeded):
    (data,) = structured_data(client.get(URL))
    assert data["@type"] == "ItemList"
    assert [item["position"] for item in data["itemListElement"]] == [1, 2, 3]
    assert data["itemListElement"][0]["name"].startswith("Wally Backman says he was")


# What the browser marks new (tests/browser/test_reader_finds.py runs the script) ---------------------


def entry_html(response, key: str) -> str:
    html = response.content.decode()
    start = html.index(f'<li id="{key}"')
    return html[start : html.index("</li>", start)]


def test_each_entry_is_listed_with_when_readers_could_first_see_it(client, seeded):
    arc = StoryArc.objects.get(slug=ARC)
    visited = timezone.now() - datetime.timedelta(days=2)
    before = visited - datetime.timedelta(days=1)
    Article.objects.update(created_at=before, updated_at=before)
    Update.objects.update(created_at=before, updated_at=before)
    fresh = ArticleFactory(headline="A fresh report", published_on=datetime.date(2022, 1, 1))
    ArcEntryFactory(arc=arc, article=fresh, position=99)
    listed = marks(client.get(URL))
    assert listed[f"article-{fresh.pk}"][:2] == ["article", 1]
    assert listed[f"article-{fresh.pk}"][2] > visited.timestamp()
    new = [key for key, (_, _, seen, _) in listed.items() if seen > visited.timestamp()]
    assert new == [f"article-{fresh.pk}"]
    assert not any(key.startswith("event-") for key in listed)  # events are never new


def test_an_update_and_a_correction_added_today_sit_under_their_article_as_the_newsroom_dated_them(
    client, seeded
):
    article = Article.objects.get(slug=BETRAYED)
    update = UpdateFactory(
        article=article,
        position=2,
        dated_on=datetime.date(2021, 6, 16),
        text="Backman joins the Ducks.",
    )
    correction = UpdateFactory(
        article=article,
        position=3,
        kind=Update.Kind.CORRECTION,
        dated_on=timezone.localdate(),
        text="An earlier version misspelled Monclova.",
    )
    response = client.get(URL)
    for item, date in (
        (update, '<time datetime="2021-06-16">June 16, 2021</time>'),
        (correction, timezone.localdate().strftime('<time datetime="%Y-%m-%d">')),
    ):
        entry = entry_html(response, f"update-{item.pk}")
        assert "timeline__item--under" in entry and date in entry
    assert marks(response)[f"update-{correction.pk}"][0] == "correction"
    assert marks(response)[f"update-{update.pk}"][0] == "update"
    titles = re.findall(r'<li id="([a-z]+-\d+)"', timeline_html(response))
    # Right under the article, before the events of Jan. 12, 2017, not at the end of the timeline.
    at = titles.index(f"article-{article.pk}")
    assert set(titles[at + 1 : at + 4]) == {
        f"update-{article.updates.first().pk}",
        f"update-{update.pk}",
        f"update-{correction.pk}",
    }


def test_an_edited_update_is_listed_with_its_last_edit(client, seeded):
    update = Update.objects.get(article__slug=BETRAYED)
    before = timezone.now() - datetime.timedelta(days=2)
    Update.objects.update(created_at=before, updated_at=before)
    update.refresh_from_db()
    update.text += " He declined to say more."
    update.save()
    what, page, seen, edited = marks(client.get(URL))[f"update-{update.pk}"]
    assert seen < before.timestamp() + 1 < edited


# Each thing once ----------------------------------------------------------------------------------


def test_the_alderson_statement_is_told_once_by_the_update_that_reports_it(client, seeded):
    """No event restates it beside the update (one did, right under it, on the same day)."""
    timeline = timeline_html(client.get(URL))
    # Not a key quote of the article: its update, right under it, says it.
    assert timeline.count("Wally did a good job for us at Las Vegas") == 1
    assert timeline.count("Nobody has called about Wally") == 1
    events = re.findall(r'<li id="event-\d+".*?</li>', timeline, re.S)
    assert events and not any("Nobody has called" in event for event in events)


def conflicting_accounts_html(response):
    html = response.content.decode()
    start = html.index('id="conflicting-accounts"')
    return html[start : html.index('id="timeline"', start)]


def test_the_arc_shows_its_dispute_with_the_accounts_side_by_side_linked_to_their_paragraphs(
    client, seeded
):
    response = client.get(URL)
    section = conflicting_accounts_html(response)
    assert (
        '<a href="/disputes/did-backman-step-down-or-was-he-fired/">Did Backman step down or was he fired?</a>'
        in section
    )
    # The seed's other dispute (whether Alderson blackballed Backman) comes first, by its question.
    section = section[section.index('id="dispute-did-backman-step-down-or-was-he-fired"') :]
    assert section.count('class="account"') == 3
    betrayed = "/articles/wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets/"
    feud = "/articles/wally-backman-sandy-alderson-feud-is-still-going-quite-strong/"
    links = [f"{betrayed}#paragraph-2", f"{betrayed}#paragraph-8", f"{feud}#paragraph-5"]
    positions = [section.index(f'<a href="{link}">') for link in links]
    assert positions == sorted(positions)  # in the order they were given
    text = visible_text(response)
    assert "Conflicting accounts Where the record disagrees with itself" in text
    assert (
        "Backman stepped down. “At the end of the 2016 season, Backman stepped down from his job"
        in text
    )
    assert (
        "The article itself (New York Post), 2021 In paragraph 5 of Wally Backman-Sandy Alderson feud"
        in text
    )
    assert '<a href="#conflicting-accounts">Conflicting accounts</a>' in response.content.decode()


def test_an_arc_without_disputes_has_no_conflicting_accounts_section(client, seeded):
    arc = ArcEntryFactory(article=ArticleFactory()).arc
    body = client.get(arc.get_absolute_url()).content.decode()
    assert "conflicting-accounts" not in body


def test_an_event_an_article_on_the_arc_reports_as_its_news_is_that_article_s_line(client):
    """Dated like its source article (the same month), the event is the article's news: the article is its
    line, and the people it names are counted there. An event its article recounts from earlier keeps its own."""
    arc = StoryArcFactory(slug="the-arc")
    article = ArticleFactory(
        headline="Backman asks to come home",
        published_on=datetime.date(2017, 10, 1),
        published_precision="month",
    )
    reported = EventFactory(
        title="Alderson turns Backman down",
        happened_on=datetime.date(2017, 10, 30),
        happened_precision="day",
    )
    background = EventFactory(
        title="Backman wins the World Series", happened_on=datetime.date(1986, 1, 1)
    )
    named = PersonFactory(name="Kris Reporter")
    reported.persons.add(named)
    for event in (reported, background):
        event.sources.add(article)
    for position, entry in enumerate(
        [{"event": background}, {"article": article}, {"event": reported}], start=1
    ):
        ArcEntryFactory(arc=arc, position=position, **entry)
    url = reverse("stories:arc", kwargs={"slug": arc.slug})
    timeline = timeline_html(client.get(url))
    assert "Backman wins the World Series" in timeline
    assert "Alderson turns Backman down" not in timeline
    assert "Backman asks to come home" in timeline
    text = visible_text(client.get(url))
    assert "1 timeline entry involving Kris Reporter" in text
    filtered = timeline_html(client.get(url, {"person": named.slug}))
    assert re.findall(r'<li id="([a-z]+-\d+)"', filtered) == [f"article-{article.pk}"]
