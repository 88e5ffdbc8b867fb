"""Browse quotes and articles with filters kept in the URL."""

import datetime

import pytest
from django.urls import reverse

from stories.filters import MAX_PEOPLE_MATCHED
from stories.pagination import CappedPaginator
from tests.factories import ArticleFactory, PersonFactory, QuoteFactory, RoleFactory
from tests.seed_slugs import ARC, COME_HOME, FEUD
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db
QUOTES = reverse("stories:quotes")
ARTICLES = reverse("stories:articles")


def listed_quotes(response):
    return [quote.pk for quote in response.context["object_list"]]


def test_the_quote_list_shows_every_published_quote_with_its_source(client, seeded):
    response = client.get(QUOTES)
    assert "19 quotes" in visible_text(response)
    assert "Sandy Alderson · in Wally Backman says he was “betrayed”" in visible_text(response)


@pytest.mark.parametrize(
    ("params", "count"),
    [
        ({"speaker": "sandy-alderson"}, 2),
        ({"q": "blackballed"}, 4),
        ({"outlet": "new-york-post"}, 8),
        ({"arc": ARC}, 19),
        ({"since": "2017-06-01", "until": "2017-12-31"}, 1),
    ],
)
def test_the_quote_list_filters(client, seeded, params, count):
    assert client.get(QUOTES, params).context["paginator"].count == count


def test_the_quote_list_filters_by_the_person_a_quote_is_about(client, seeded):
    quote = QuoteFactory(text="Someone said this", paragraph__text="“Someone said this,” he said.")
    person = quote.speaker
    other = QuoteFactory()
    other.about.add(person)
    assert listed_quotes(client.get(QUOTES, {"about": person.slug})) == [other.pk]


def test_the_article_list_filters_by_person_outlet_arc_dates_and_words(client, seeded):
    def slugs(params):
        return [article.slug for article in client.get(ARTICLES, params).context["object_list"]]

    assert slugs({"person": "kristie-ackert"}) == [COME_HOME]
    assert slugs({"speaker": "wally-backman", "outlet": "new-york-post"}) == [FEUD]
    assert len(slugs({"arc": ARC})) == 3
    assert slugs({"since": "2017-06-01", "until": "2018-01-01"}) == [COME_HOME]
    assert slugs({"q": "Monclova"}) == [
        "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
    ]


def test_the_list_is_paginated_and_page_links_keep_the_filter(client, db):
    for day in range(25):
        ArticleFactory(
            headline=f"Zeppelin bulletin {day}",
            published_on=datetime.date(2020, 1, 1) + datetime.timedelta(days=day),
        )
    # Words, not a phrase, are searched (search.backends): these two occur in no seed article.
    response = client.get(ARTICLES, {"q": "Zeppelin bulletin"})
    html = response.content.decode()
    assert "Page 1 of 2" in visible_text(response)
    assert 'href="/articles/?q=Zeppelin+bulletin&amp;page=2"' in html
    assert (
        len(client.get(ARTICLES, {"q": "Zeppelin bulletin", "page": 2}).context["object_list"]) == 5
    )


def test_filter_fields_show_the_current_filter_state(client, seeded):
    html = client.get(QUOTES, {"q": "Wally", "speaker": "sandy-alderson"}).content.decode()
    assert 'value="Wally"' in html
    # A link's slug shows as the person's name, the way a reader would type it.
    assert 'name="speaker" value="Sandy Alderson"' in html


def test_people_are_typed_by_name_not_chosen_from_a_list_of_everyone(client, seeded):
    response = client.get(QUOTES, {"speaker": "sandy"})
    assert response.context["paginator"].count == 2
    html = response.content.decode()
    assert "<option" not in html.split('name="speaker"')[1].split("</div>")[0]
    assert '<label for="id_speaker">Said by</label>' in html
    assert 'aria-describedby="id_speaker_helptext"' in html and 'id="id_speaker_helptext"' in html


def test_a_name_fragment_matches_everyone_whose_name_or_alias_contains_it(client, db):
    for name in ("Ann Keller", "Bob Keller", "Cy Young"):
        QuoteFactory(
            speaker=PersonFactory(name=name),
            text="Said it",
            paragraph__text="“Said it,” they said.",
        )
    assert {
        q.speaker.name for q in client.get(QUOTES, {"speaker": "keller"}).context["object_list"]
    } == {"Ann Keller", "Bob Keller"}
    QuoteFactory(
        speaker=PersonFactory(name="Robert Keller Jr", slug="keller"),
        text="Me too",
        paragraph__text="“Me too,” he said.",
    )
    # An exact slug (as the person page links) means that one person only.
    assert [
        q.speaker.name for q in client.get(QUOTES, {"speaker": "keller"}).context["object_list"]
    ] == ["Robert Keller Jr"]


def test_a_fragment_matching_too_many_people_asks_for_more_of_the_name(client, db):
    for n in range(MAX_PEOPLE_MATCHED + 1):
        QuoteFactory(
            speaker=PersonFactory(name=f"Common Name {n}"),
            text="Said it",
            paragraph__text="“Said it,” they said.",
        )
    response = client.get(QUOTES, {"speaker": "common"})
    assert "type more of the name" in visible_text(response)
    assert client.get(QUOTES, {"speaker": "common name 7"}).context["paginator"].count == 1


def test_an_unknown_name_shows_an_error_not_a_crash(client, seeded):
    response = client.get(QUOTES, {"speaker": "no-such-person"})
    assert response.status_code == 200
    assert "Nobody called “no-such-person” is quoted in a published article." in visible_text(
        response
    )
    assert 'aria-describedby="id_speaker_helptext id_speaker_error"' in response.content.decode()
    assert 'id="id_speaker_error"' in response.content.decode()


def test_an_unknown_name_leaves_the_list_unfiltered_and_says_so(client, seeded):
    response = client.get(QUOTES, {"speaker": "no-such-person", "arc": ARC})
    assert (
        response.context["paginator"].count
        == client.get(QUOTES, {"arc": ARC}).context["paginator"].count
        > 0
    )
    text = visible_text(response)
    assert "Not applied: Said by (the filters say why). Showing the results without it." in text
    assert "Filters Story: " in text  # the filter that could be applied still is, and is named


def test_an_impossible_date_leaves_the_article_list_unfiltered_and_says_so(client, seeded):
    response = client.get(ARTICLES, {"since": "2017-02-31"})
    assert response.status_code == 200
    assert response.context["paginator"].count == 3
    assert "Not applied: From" in visible_text(response)


def test_the_article_list_finds_people_named_every_way_the_person_page_counts(client, db):
    person = PersonFactory(name="Dana Role", slug="dana-role")
    stated = ArticleFactory(headline="States her role")
    RoleFactory(person=person, source=stated)
    ArticleFactory(headline="Never names her")
    assert [
        a.headline for a in client.get(ARTICLES, {"person": "dana-role"}).context["object_list"]
    ] == ["States her role"]


def test_an_article_quoting_someone_twice_is_listed_once(client, db):
    quote = QuoteFactory(text="One", paragraph__text="“One,” and “Two,” she said.")
    QuoteFactory(
        article=quote.article,
        paragraph=quote.paragraph,
        speaker=quote.speaker,
        text="Two",
        position=2,
    )
    assert client.get(ARTICLES, {"speaker": quote.speaker.slug}).context["paginator"].count == 1


def test_a_long_list_counts_up_to_a_cap_and_says_more_than(client, db, monkeypatch):
    monkeypatch.setattr(CappedPaginator, "cap", 40)
    for day in range(45):
        ArticleFactory(published_on=datetime.date(2020, 1, 1) + datetime.timedelta(days=day))
    first = client.get(ARTICLES)
    assert "More than 40 articles" in visible_text(first)
    assert "Page 1 of more than 2" in visible_text(first)
    last = client.get(ARTICLES, {"page": 2})
    assert (
        "The list stops after the first 40: narrow the filters or the dates to see the rest."
        in visible_text(last)
    )
    assert client.get(ARTICLES, {"page": 3}).status_code == 404
    # Below the cap the count is exact.
    text = visible_text(client.get(ARTICLES, {"since": "2020-02-10", "until": "2020-12-31"}))
    assert "5 articles" in text, text


def test_the_link_back_to_the_first_page_is_the_list_itself_with_its_filters(client):
    """Page 1 has one address (no `?page=1`), so readers, search engines and the page cache share it."""
    from tests.factories import ArticleFactory

    for n in range(25):
        ArticleFactory(headline=f"Report {n}")
    page = client.get("/articles/?page=2&outlet=").content.decode()
    assert 'href="/articles/?outlet=" rel="prev"' in page
