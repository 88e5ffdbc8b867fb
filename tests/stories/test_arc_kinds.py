"""The arc's timeline filtered by kind (`?show=`): links above the timeline, one kind a page, in the story's order."""

import re
from html import unescape

import pytest
from django.urls import reverse

from stories.models import Account, Article, Paragraph, Quote, Update
from tests.factories import ArcEntryFactory, ArticleFactory, StoryArcFactory
from tests.seed_slugs import ARC, BETRAYED, COME_HOME, FEUD
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db
URL = reverse("stories:arc", kwargs={"slug": ARC})


def timeline_text(response) -> str:
    """The visible text from the timeline's heading to the cast."""
    html = response.content.decode()
    part = html[html.index('<h2 id="timeline"') : html.index('aria-labelledby="cast"')]
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", part)))


def timeline_items(response) -> list[str]:
    """The class of every line of the timeline list, in order."""
    html = response.content.decode()
    listed = html[html.index('<ol class="timeline"') :]
    listed = listed[: listed.index("</ol>")]
    return re.findall(r'class="timeline__item timeline__item--(\w+)', listed)


def kind_links(response) -> dict[str, str]:
    """The kind links above the timeline: label (without its count) -> href; the current one starred."""
    html = response.content.decode()
    nav = html[html.index('aria-label="Show on the timeline"') :]
    nav = nav[: nav.index("</nav>")]
    links = {}
    for attrs, label in re.findall(r"<a ([^>]*)>(.*?)</a>", nav):
        name = re.sub(r"<[^>]+>.*", "", label).strip()
        href = unescape(re.search(r'href="([^"]*)"', attrs).group(1))
        links[name + ("*" if 'aria-current="true"' in attrs else "")] = href
    return links


def test_the_timeline_offers_each_kind_as_a_plain_link_with_its_count(client, seeded):
    response = client.get(URL)
    assert kind_links(response) == {
        "All*": f"{URL}#timeline",
        "Articles": f"{URL}?show=articles#timeline",
        "Events": f"{URL}?show=events#timeline",
        "Updates": f"{URL}?show=updates#timeline",
        "Quotes": f"{URL}?show=quotes#timeline",
        "Disputes": f"{URL}?show=disputes#timeline",
    }
    text = timeline_text(response)
    assert "All 11 Articles 3 Events 7 Updates 1 Quotes Disputes 2" in text


def test_the_kind_shown_is_marked_current_and_keeps_the_person_selected(client, seeded):
    links = kind_links(client.get(URL + "?person=wally-backman&show=events&page=1"))
    assert links["Events*"] == f"{URL}?person=wally-backman&show=events#timeline"
    assert links["All"] == f"{URL}?person=wally-backman#timeline"


def test_articles_alone_in_the_story_order_each_linked(client, seeded):
    response = client.get(URL, {"show": "articles"})
    assert timeline_items(response) == ["article"] * 3
    html = response.content.decode()
    positions = [html.index(f'href="/articles/{slug}/"') for slug in (BETRAYED, COME_HOME, FEUD)]
    assert positions == sorted(positions)
    assert "Backman wins the World Series" not in timeline_text(response)


def test_events_alone(client, seeded):
    response = client.get(URL, {"show": "events"})
    assert timeline_items(response) == ["event"] * 7
    text = timeline_text(response)
    assert text.index("Backman wins the World Series") < text.index("Backman’s last phone call")
    assert "Wally Backman asked to come home" not in text


def test_updates_alone_each_name_and_link_their_article(client, seeded):
    response = client.get(URL, {"show": "updates"})
    update = Update.objects.get(article__slug=BETRAYED)
    assert timeline_items(response) == ["update"]
    assert f'href="/articles/{BETRAYED}/#update-{update.position}"' in response.content.decode()
    assert "Update to Wally Backman says he was “betrayed”" in timeline_text(response)


def test_consecutive_updates_of_one_article_alone_each_name_it(client):
    arc = StoryArcFactory()
    article = ArticleFactory(headline="The only report")
    ArcEntryFactory(arc=arc, article=article, position=1)
    for n in (1, 2):
        Update.objects.create(
            article=article, position=n, dated_on=article.published_on, text=f"Update {n}."
        )
    response = client.get(arc.get_absolute_url(), {"show": "updates"})
    html = response.content.decode()
    assert timeline_items(response) == ["update", "update"]
    assert "timeline__item--under" not in html
    assert html.count(f'href="{article.get_absolute_url()}#update-') == 2
    # Unfiltered, they sit under the article as before.
    assert client.get(arc.get_absolute_url()).content.decode().count("timeline__item--under") == 2


def test_quotes_alone_in_the_story_order_each_linked_to_its_page_and_article(client, seeded):
    response = client.get(URL, {"show": "quotes"})
    arc = Article.objects.get(slug=BETRAYED).arc_entries.get().arc
    quotes = list(Quote.objects.published().in_arc(arc))
    assert timeline_items(response) == ["quote"] * len(quotes) and len(quotes) > 10
    html = response.content.decode()
    positions = [html.index(f'href="{quote.get_absolute_url()}"') for quote in quotes]
    assert positions == sorted(positions)
    # The story's articles in its order: every quote of the 2017 report before any of the 2021 one.
    articles = [quote.article.slug for quote in quotes]
    assert articles == sorted(articles, key=[BETRAYED, COME_HOME, FEUD].index)
    assert f"{len(quotes)} quotes in this story’s articles" in timeline_text(response)
    assert f'<cite><a href="/articles/{FEUD}/">' in html


def test_quotes_alone_by_the_person_selected(client, seeded):
    response = client.get(URL, {"show": "quotes", "person": "sandy-alderson"})
    text = timeline_text(response)
    said = Quote.objects.published().filter(speaker__slug="sandy-alderson").count()
    assert timeline_items(response) == ["quote"] * said
    assert f"{said} quote{'s' if said != 1 else ''} by Sandy Alderson" in text
    assert "Wally Backman , in" not in text


def test_disputes_alone_each_where_the_timeline_shows_what_it_concerns(client, seeded):
    response = client.get(URL, {"show": "disputes"})
    assert timeline_items(response) == ["dispute", "dispute"]
    text = timeline_text(response)
    # The step-down dispute sits at its event (2016), the blackballing one at its earliest article (Jan. 2017).
    assert re.search(r"2016 Dispute · 3 accounts Did Backman step down or was he fired\?", text)
    assert re.search(r"January 2017 Dispute · 5 accounts Did Alderson blackball Backman\?", text)
    html = response.content.decode()
    accounts = Account.objects.published().select_related("article", "dispute")
    assert len(accounts) == 8
    for account in accounts:  # each account leads to its passage, each dispute to its page
        assert f'href="{account.passage_url}"' in html
        assert f'href="{account.dispute.get_absolute_url()}"' in html


def test_a_kind_with_nothing_to_show_says_so(client):
    arc = StoryArcFactory()
    ArcEntryFactory(arc=arc, article=ArticleFactory(), position=1)
    for show, says in (
        ("events", "No events on the timeline yet."),
        ("updates", "No updates on the timeline yet."),
        ("quotes", "No quotes in this story’s articles yet."),
        ("disputes", "No disputes recorded on this story."),
    ):
        response = client.get(arc.get_absolute_url(), {"show": show})
        assert response.status_code == 200
        assert says in visible_text(response), show


def test_an_unknown_kind_shows_the_whole_timeline_and_says_so(client, seeded):
    response = client.get(URL, {"show": "tweets"})
    assert response.status_code == 200
    text = timeline_text(response)
    assert "The timeline has no kind of entry called “tweets”: showing every entry." in text
    assert timeline_items(response) == timeline_items(client.get(URL))
    assert "All*" in kind_links(response)


def test_a_filtered_timeline_names_the_arc_page_as_canonical(client, seeded):
    html = client.get(URL, {"show": "quotes"}).content.decode()
    assert f'<link rel="canonical" href="http://testserver{URL}">' in html


def test_a_page_of_quotes_past_the_last_is_not_found(client, seeded):
    assert client.get(URL, {"show": "quotes", "page": "2"}).status_code == 404


def test_a_quote_of_an_article_in_two_arcs_is_listed_once_on_each(client):
    article = ArticleFactory(headline="Shared report")
    Paragraph.objects.create(article=article, position=1, text="“Once only,” he said.")
    Quote.objects.create(
        article=article,
        paragraph=article.paragraphs.get(),
        position=1,
        text="Once only,",
        speaker_description="A witness",
    )
    arcs = StoryArcFactory(), StoryArcFactory()
    for arc in arcs:
        ArcEntryFactory(arc=arc, article=article, position=1)
    for arc in arcs:
        response = client.get(arc.get_absolute_url(), {"show": "quotes"})
        assert timeline_items(response) == ["quote"]
        assert "1 quote in this story’s articles" in timeline_text(response)
