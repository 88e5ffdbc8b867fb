"""A long arc as a reader meets it: the timeline in pages, a capped cast, the person filter across pages, key quotes."""

import datetime
import html
import re

import pytest
from django.utils import timezone

from stories.models import Article, Update
from stories.timeline.cast import CAST_SHOWN
from stories.timeline.page import ENTRIES_PER_PAGE
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    EventFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    RoleFactory,
    StoryArcFactory,
    UpdateFactory,
    build_running_story,
)
from tests.seed_slugs import ARC
from tests.stories.pages import marks, structured_data, visible_text

pytestmark = pytest.mark.django_db

# build_running_story(n) gives each day i (Jan. i+1, 2017) an event, "Report i" and its update, in that
# order: 3n entries. Fifteen days make two pages: entries 1–25 (to day 8's event) and 26–45.
REPORTS = 15
ENTRIES = 3 * REPORTS


@pytest.fixture
def long_arc(db):
    return build_running_story(REPORTS)


def page_html(response) -> str:
    assert response.status_code == 200
    return response.content.decode()


def between(text: str, start: str, end: str) -> str:
    text = text[text.index(start) :]
    return text[: text.index(end)]


def timeline_titles(response) -> list[str]:
    """The timeline's headlines and event titles, top to bottom."""
    timeline = between(page_html(response), '<ol class="timeline"', "</ol>")
    titles = re.findall(r'<h3 class="timeline__title">(.*?)</h3>', timeline, re.S)
    return [html.unescape(re.sub(r"<[^>]+>", "", title)).strip() for title in titles]


def links(fragment: str) -> dict[str, str]:
    """Link text → href in a piece of HTML."""
    return {
        re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", text))).strip(): html.unescape(
            href
        )
        for href, text in re.findall(r'<a[^>]*href="([^"]*)"[^>]*>(.*?)</a>', fragment, re.S)
    }


def pages_nav(response) -> str:
    return between(page_html(response), '<nav class="timeline-pages"', "</nav>")


def test_a_long_timeline_starts_with_the_first_report_and_one_page_of_entries(client, long_arc):
    response = client.get(long_arc.get_absolute_url())
    titles = timeline_titles(response)
    assert len(titles) == ENTRIES_PER_PAGE
    assert titles[:3] == ["Event 0", "Report 0", "Update to Report 0"]
    assert titles[-2:] == ["Update to Report 7", "Event 8"]
    text = visible_text(response)
    assert f"{REPORTS} articles · {ENTRIES} timeline entries" in text
    assert f"Entries 1–{ENTRIES_PER_PAGE} of {ENTRIES}, in the story’s order." in text


def test_page_two_continues_where_page_one_ends_and_says_what_it_covers(client, long_arc):
    first = timeline_titles(client.get(long_arc.get_absolute_url()))
    response = client.get(long_arc.get_absolute_url(), {"page": 2})
    second = timeline_titles(response)
    assert first + second == [
        t for i in range(REPORTS) for t in (f"Event {i}", f"Report {i}", f"Update to Report {i}")
    ]
    assert second[0] == "Report 8"
    text = visible_text(response)
    assert f"Entries {ENTRIES_PER_PAGE + 1}–{ENTRIES} of {ENTRIES}, in the story’s order." in text
    assert "Timeline: Jan. 9, 2017 – Jan. 15, 2017" in text
    title = re.search(r"<title>(.*?)</title>", page_html(response), re.S)[1]
    assert "timeline, Jan. 9, 2017 – Jan. 15, 2017 (page 2 of 2)" in html.unescape(title)


def test_the_page_nav_links_the_ends_and_each_page_with_its_dates(client, long_arc):
    url = long_arc.get_absolute_url()
    first = links(pages_nav(client.get(url)))
    assert first["Later"] == first["Latest"] == f"{url}?page=2#timeline"
    assert first["Page 2 Jan. 9, 2017 – Jan. 15, 2017"] == f"{url}?page=2#timeline"
    assert "Earliest" not in first and "Earlier" not in first
    second_nav = pages_nav(client.get(url, {"page": 2}))
    second = links(second_nav)
    assert second["Earliest"] == second["Earlier"] == f"{url}#timeline"
    assert second["Page 1 Jan. 1, 2017 – Jan. 9, 2017"] == f"{url}#timeline"
    assert "Later" not in second and "Latest" not in second
    assert 'aria-current="page"><span class="timeline-pages__number">Page 2</span>' in second_nav


def test_browsers_and_crawlers_learn_the_previous_and_next_pages(client, long_arc):
    url = long_arc.get_absolute_url()
    first, second = page_html(client.get(url)), page_html(client.get(url, {"page": 2}))
    assert f'<link rel="next" href="{url}?page=2">' in first and 'rel="prev"' not in between(
        first, "<head>", "</head>"
    )
    head = between(second, "<head>", "</head>")
    assert f'<link rel="prev" href="{url}">' in head and 'rel="next"' not in head
    assert f'<link rel="canonical" href="http://testserver{url}?page=2">' in head


def test_a_page_past_the_end_or_not_a_number_is_not_found(client, long_arc):
    url = long_arc.get_absolute_url()
    assert client.get(url, {"page": 3}).status_code == 404
    assert client.get(url, {"page": 0}).status_code == 404
    assert client.get(url, {"page": "last"}).status_code == 404


def test_the_person_filter_is_kept_from_page_to_page(client, long_arc):
    url = long_arc.get_absolute_url()
    # cast-0 speaks in every report and is named in every event; updates carry no quotes.
    first = client.get(url, {"person": "cast-0"})
    assert (
        f"Showing entries 1–{ENTRIES_PER_PAGE} of the {2 * REPORTS} involving Cast member 0"
        in visible_text(first)
    )
    later = links(pages_nav(first))["Later"]
    assert later == f"{url}?person=cast-0&page=2#timeline"
    second = client.get(later.split("#")[0])
    titles = timeline_titles(second)
    assert len(titles) == 2 * REPORTS - ENTRIES_PER_PAGE
    assert not any(title.startswith("Update") for title in titles)
    assert titles[-2:] == [f"Event {REPORTS - 1}", f"Report {REPORTS - 1}"]
    assert "selected>Cast member 0</option>" in page_html(second)


def test_the_header_counts_the_whole_arc_on_every_page(client, long_arc):
    for query in ({}, {"page": 2}, {"person": "cast-1"}):
        assert f"{REPORTS} articles · {ENTRIES} timeline entries" in visible_text(
            client.get(long_arc.get_absolute_url(), query)
        )


def test_the_structured_data_lists_the_page_s_articles_in_their_place_among_all(client, long_arc):
    (data,) = structured_data(client.get(long_arc.get_absolute_url(), {"page": 2}))
    assert data["numberOfItems"] == REPORTS
    assert [item["name"] for item in data["itemListElement"]] == [
        f"Report {i}" for i in range(8, REPORTS)
    ]
    assert [item["position"] for item in data["itemListElement"]] == list(range(9, REPORTS + 1))


def test_the_seed_story_fits_on_one_page_without_page_links(client, seeded):
    body = page_html(client.get(f"/arcs/{ARC}/"))
    assert "timeline-pages" not in body and 'rel="next"' not in body
    assert "<title>The Wally Backman–Sandy Alderson feud · Throughline</title>" in body
    assert "Entries 1–" not in body
    assert client.get(f"/arcs/{ARC}/", {"page": 2}).status_code == 404


# The cast -----------------------------------------------------------------------------------------


@pytest.fixture
def crowded_arc(db):
    """An arc of one article quoting 24 people: `person-a` three times across articles, `person-b` twice."""
    arc = StoryArcFactory(slug="crowded", title="A crowded story")
    article = ArticleFactory(headline="The big meeting")
    ArcEntryFactory(arc=arc, article=article, position=1)
    paragraph = ParagraphFactory(article=article, text="“It’s not going to happen,” Backman said.")
    for n in range(24):
        QuoteFactory(
            article=article,
            paragraph=paragraph,
            speaker=PersonFactory(name=f"Speaker {n:02d}", slug=f"speaker-{n}"),
        )
    star, second = (
        PersonFactory(name="Zed Star", slug="person-a"),
        PersonFactory(name="Yan Second", slug="person-b"),
    )
    for position, who in ((2, [star, second]), (3, [star, second]), (4, [star])):
        other = ArticleFactory(headline=f"Follow-up {position}")
        ArcEntryFactory(arc=arc, article=other, position=position)
        for person in who:
            QuoteFactory(article=other, paragraph=ParagraphFactory(article=other), speaker=person)
    return arc


def cast_text(response) -> str:
    text = visible_text(response)
    return text[text.index("Who’s who") :]


def test_the_cast_shows_the_most_involved_first_and_counts_the_others(client, crowded_arc):
    response = client.get(crowded_arc.get_absolute_url())
    cast = cast_text(response)
    assert cast.index("Zed Star") < cast.index("Yan Second") < cast.index("Speaker 00")
    assert "3 timeline entries" in cast and "2 timeline entries" in cast
    shown = re.findall(r'class="cast__name"', page_html(response))
    assert len(shown) == CAST_SHOWN
    others = 26 - CAST_SHOWN
    assert f"And {others} others named in its articles and events. Show everyone (26)" in cast
    # Ties are broken by name, so the last ones shown are the first speakers alphabetically.
    assert f"Speaker {CAST_SHOWN - 3:02d}" in cast and f"Speaker {CAST_SHOWN - 2:02d}" not in cast


def test_show_everyone_lists_the_whole_cast_each_with_a_link_to_their_entries(client, crowded_arc):
    response = client.get(crowded_arc.get_absolute_url(), {"cast": "all"})
    assert len(re.findall(r'class="cast__name"', page_html(response))) == 26
    assert "others named" not in cast_text(response)
    assert (
        links(between(page_html(response), '<section class="arc__cast', "</section>"))[
            "1 timeline entry involving Speaker 23"
        ]
        == "?person=speaker-23#timeline"
    )
    # The filter form keeps to the most involved; the list above reaches the rest.
    assert (
        len(re.findall(r"<option ", between(page_html(response), "<select", "</select>")))
        == 1 + CAST_SHOWN
    )


def test_the_filter_accepts_someone_outside_the_cast_shown(client, crowded_arc):
    response = client.get(crowded_arc.get_absolute_url(), {"person": "speaker-23"})
    assert "Showing 1 entry involving Speaker 23" in visible_text(response)
    assert timeline_titles(response) == ["The big meeting"]
    assert '<option value="speaker-23" selected>Speaker 23</option>' in page_html(response)


@pytest.fixture
def sideline_arc(db):
    """An article whose quote is about one person, and an event that only names another."""
    arc = StoryArcFactory(slug="sidelines", title="Sidelines")
    article = ArticleFactory(
        headline="A quote about someone", published_on=datetime.date(2017, 3, 1)
    )
    quote = QuoteFactory(
        article=article,
        paragraph=ParagraphFactory(article=article),
        speaker=PersonFactory(slug="talker"),
    )
    quote.about.add(PersonFactory(name="Subject Person", slug="subject"))
    event = EventFactory(
        title="A meeting with a witness",
        happened_on=datetime.date(2017, 2, 1),
        happened_precision="day",
    )
    event.persons.add(PersonFactory(name="Witness Person", slug="witness"))
    ArcEntryFactory(arc=arc, article=article, position=1)
    ArcEntryFactory(arc=arc, event=event, position=2)
    return arc


def test_someone_named_only_in_an_event_filters_to_that_event(client, sideline_arc):
    response = client.get(sideline_arc.get_absolute_url(), {"person": "witness"})
    assert timeline_titles(response) == ["A meeting with a witness"]
    assert "Showing 1 entry involving Witness Person" in visible_text(response)


def test_someone_a_quote_is_about_filters_to_that_article(client, sideline_arc):
    response = client.get(sideline_arc.get_absolute_url(), {"person": "subject"})
    assert timeline_titles(response) == ["A quote about someone"]
    cast = cast_text(client.get(sideline_arc.get_absolute_url()))
    assert "Subject Person 1 timeline entry" in cast and "Witness Person 1 timeline entry" in cast


def test_a_quote_in_an_update_involves_its_people_in_the_update_and_the_article(
    client, sideline_arc
):
    article = Article.objects.get(headline="A quote about someone")
    update = UpdateFactory(
        article=article, dated_on=datetime.date(2017, 3, 2), text="He spoke again."
    )
    quote = QuoteFactory(
        article=article,
        paragraph=None,
        update=update,
        speaker=PersonFactory(name="Later Speaker", slug="later"),
    )
    quote.about.add(PersonFactory(name="Later Subject", slug="later-subject"))
    RoleFactory(
        person=PersonFactory(name="Role Holder", slug="role-holder"),
        source=article,
        title="Spokesman",
    )
    cast = cast_text(client.get(sideline_arc.get_absolute_url(), {"cast": "all"}))
    assert "Later Speaker 2 timeline entries" in cast and "Later Subject 2 timeline entries" in cast
    # Someone the article only gives a role to is in the cast, with no entries to filter by.
    role_holder = cast[cast.rindex("Role Holder") :][
        :60
    ]  # its line in the list, after the filter's options
    assert (
        role_holder.startswith("Role Holder Spokesman, Organisation")
        and "timeline entr" not in role_holder
    )
    assert timeline_titles(client.get(sideline_arc.get_absolute_url(), {"person": "later"})) == [
        "A quote about someone",
        "Update to A quote about someone",
    ]


def test_the_filter_does_not_reveal_people_quoted_only_in_drafts(client, sideline_arc):
    draft = ArticleFactory(headline="Unpublished", status="draft")
    QuoteFactory(
        article=draft,
        paragraph=ParagraphFactory(article=draft),
        speaker=PersonFactory(slug="hidden-source"),
    )
    ArcEntryFactory(arc=sideline_arc, article=draft, position=3)
    # Someone quoted only in a draft is answered as someone who was never quoted: the whole story,
    # the same line, nothing from the draft.
    hidden = page_html(client.get(sideline_arc.get_absolute_url(), {"person": "hidden-source"}))
    nobody = page_html(client.get(sideline_arc.get_absolute_url(), {"person": "nobody-at-all"}))
    assert "Nobody called “hidden-source” appears in this story" in hidden
    assert hidden.replace("hidden-source", "nobody-at-all") == nobody
    assert "Unpublished" not in hidden
    assert "Unpublished" not in page_html(client.get(sideline_arc.get_absolute_url()))


# Key quotes ---------------------------------------------------------------------------------------


def test_each_article_shows_its_first_two_whole_top_level_quotes(client, db):
    arc = StoryArcFactory(slug="quotes", title="Quotes")
    speaker = PersonFactory(name="Quoted Person", slug="quoted")
    texts = {}
    for position in (1, 2):
        article = ArticleFactory(
            headline=f"Article {position}", published_on=datetime.date(2017, 1, position)
        )
        ArcEntryFactory(arc=arc, article=article, position=position)
        paragraph = ParagraphFactory(
            article=article, text="“One two three four five six,” he said."
        )
        partial = QuoteFactory(
            article=article,
            paragraph=paragraph,
            text=f"partial {position}",
            is_partial=True,
            speaker=speaker,
        )
        QuoteFactory(
            article=article,
            paragraph=paragraph,
            text=f"nested {position}",
            parent=partial,
            speaker=speaker,
        )
        texts[position] = [
            QuoteFactory(
                article=article, paragraph=paragraph, text=f"key {position}.{n}", speaker=speaker
            )
            for n in (1, 2, 3)
        ]
    body = page_html(client.get(arc.get_absolute_url()))
    for position, quotes in texts.items():
        item = between(body, f">Article {position}</a>", "</li>")
        shown = re.findall(r'<a href="(/quotes/\d+/)">(.*?)</a></p></blockquote>', item)
        assert shown == [(quote.get_absolute_url(), quote.text) for quote in quotes[:2]]
        assert item.count("Quoted Person") == 2
        assert "partial" not in item and "nested" not in item


# What the browser marks new -------------------------------------------------------------------------


def test_the_browser_is_told_the_page_of_every_entry_it_may_mark(client, long_arc):
    """So the visit note on page 1 can link to a new article on page 2 (static/js/arc-visits.js)."""
    Article.objects.filter(slug="report-12").update(created_at=timezone.now())
    report = Article.objects.get(slug="report-12")
    listed = marks(client.get(long_arc.get_absolute_url()))
    assert listed[f"article-{report.pk}"][1] == 2
    assert {page for _, page, _, _ in listed.values()} == {1, 2}
    assert len(listed) == 2 * REPORTS  # every article and update; events are never new
    html_text = page_html(client.get(long_arc.get_absolute_url(), {"page": 2}))
    assert 'data-page="2" data-paged="1"' in html_text


def test_with_a_person_filter_the_browser_is_told_only_their_entries(client, long_arc):
    # cast-3 has a role in the first reports but speaks in none of them.
    response = client.get(long_arc.get_absolute_url(), {"person": "cast-3"})
    assert marks(response) == {}
    assert 'data-person="Cast member 3"' in page_html(response)
    report = Article.objects.get(slug="report-3")
    listed = marks(client.get(long_arc.get_absolute_url(), {"person": "cast-0"}))
    assert f"article-{report.pk}" in listed
    assert len(listed) < 2 * REPORTS


def test_an_update_sits_under_its_article_dated_as_the_newsroom_dated_it(client, long_arc):
    update = Update.objects.get(article__slug="report-0")
    update.dated_on = datetime.date(2018, 1, 1)
    update.save()
    response = client.get(long_arc.get_absolute_url())
    titles = timeline_titles(response)
    assert titles[titles.index("Report 0") + 1] == "Update to Report 0"
    entry = between(page_html(response), f'<li id="update-{update.pk}"', "</li>")
    assert (
        '<time datetime="2018-01-01">Jan. 1, 2018</time>' in entry
        and "timeline__item--under" in entry
    )


def test_the_arc_page_is_tagged_with_every_update_its_marks_read(client, long_arc, settings):
    settings.PAGE_CACHE_SECONDS = 300  # the page cache tags what it stores
    last = Update.objects.get(
        article__slug=f"report-{REPORTS - 1}"
    )  # on the last page, not the first
    response = client.get(long_arc.get_absolute_url())
    assert f"update-{last.pk}" not in between(page_html(response), '<ol class="timeline"', "</ol>")
    assert f"update-{last.pk}" in response["Surrogate-Key"].split()
