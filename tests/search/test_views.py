"""The search page as a reader uses it: sections with counts, linked results, filters, pages, help."""

import datetime

import pytest
from django.urls import reverse

from people.partial_dates import DatePrecision
from search.views import PAGE_SIZE, PREVIEW_SIZE
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    PersonFactory,
    QuoteFactory,
    StoryArcFactory,
)

pytestmark = pytest.mark.django_db


def search_page(client, **params) -> str:
    response = client.get(reverse("search:search"), params)
    assert response.status_code == 200
    return response.content.decode()


def test_every_page_has_a_search_form_in_its_header(client):
    page = client.get(reverse("stories:home")).content.decode()
    assert (
        f'action="{reverse("search:search")}" role="search"' in page
        and 'id="site-search" name="q"' in page
    )


def test_the_sections_say_how_many_of_each_kind_match(client):
    for n in range(3):
        ArticleFactory(headline=f"Backman story {n}")
    page = search_page(client, q="backman")
    assert "3 results for “backman”" in page
    assert 'Articles <span class="results__count">3</span>' in page


def test_a_quote_links_its_speaker_and_its_article_with_dates_at_their_precision(client):
    article = ArticleFactory(
        headline="Backman speaks",
        published_on=datetime.date(2017, 1, 1),
        published_precision=DatePrecision.MONTH,
    )
    quote = QuoteFactory(
        paragraph__article=article,
        text="I will never go back",
        speaker__name="Wally Backman",
        said_on=datetime.date(2016, 9, 1),
        said_precision=DatePrecision.MONTH,
    )
    page = search_page(client, q="never")
    assert f'<a class="speaker" href="{quote.speaker.get_absolute_url()}">Wally Backman</a>' in page
    assert f'<cite><a href="{article.get_absolute_url()}">Backman speaks</a></cite>' in page
    assert '<time datetime="2016-09">September 2016</time>' in page
    assert '<time datetime="2017-01">January 2017</time>' in page
    assert "<mark>never</mark>" in page


def test_each_section_shows_its_best_few_and_links_to_all_of_them(client):
    for n in range(PREVIEW_SIZE + 2):
        ArticleFactory(headline=f"Wilpons {n}")
    page = search_page(client, q="wilpons")
    assert page.count('class="result"') == PREVIEW_SIZE
    assert f'href="?q=wilpons&amp;kind=articles">All {PREVIEW_SIZE + 2} articles' in page


def test_one_kind_is_paged(client):
    for n in range(PAGE_SIZE + 3):
        ArticleFactory(headline=f"Wilpons {n:02}")
    first = search_page(client, q="wilpons", kind="articles")
    second = search_page(client, q="wilpons", kind="articles", page=2)
    assert first.count('class="result"') == PAGE_SIZE and second.count('class="result"') == 3
    assert "Page 2 of 2" in second and 'rel="prev"' in second
    assert (
        client.get(
            reverse("search:search"), {"q": "wilpons", "kind": "articles", "page": 3}
        ).status_code
        == 404
    )


def test_the_dates_filter_keeps_what_was_published_between_them(client):
    ArticleFactory(headline="Backman in 2017", published_on=datetime.date(2017, 1, 12))
    ArticleFactory(headline="Backman in 2021", published_on=datetime.date(2021, 6, 16))
    page = search_page(client, q="backman", since="2020-01-01", until="2021-12-31")
    assert "<mark>Backman</mark> in 2021" in page and "in 2017" not in page
    assert "Published from: Jan. 1, 2020 · Published until: Dec. 31, 2021" in page


def test_the_story_filter_keeps_the_articles_and_quotes_of_that_arc(client):
    arc = StoryArcFactory(title="The feud")
    inside = ArticleFactory(headline="Backman inside")
    ArcEntryFactory(arc=arc, article=inside)
    QuoteFactory(paragraph__article=inside, text="Backman said so inside")
    QuoteFactory(
        paragraph__article=ArticleFactory(headline="Backman outside"),
        text="Backman said so outside",
    )
    page = search_page(client, q="backman", arc=arc.slug)
    assert "<mark>Backman</mark> inside" in page and "outside" not in page
    assert "said so inside" in page and "said so outside" not in page


def test_the_person_filter_keeps_their_quotes_and_the_articles_naming_them(client):
    backman = PersonFactory(name="Wally Backman", slug="wally-backman")
    QuoteFactory(
        paragraph__article=ArticleFactory(headline="Feud one"),
        text="The feud is on",
        speaker=backman,
    )
    QuoteFactory(paragraph__article=ArticleFactory(headline="Feud two"), text="The feud is over")
    page = search_page(client, q="feud", person="wally-backman")
    assert "Feud one" in page and "Feud two" not in page
    assert "feud</mark> is on" in page and "is over" not in page
    assert "Person: Wally Backman" in page


def test_the_kind_filter_shows_one_kind_and_counts_the_others(client):
    QuoteFactory(
        paragraph__article=ArticleFactory(headline="Backman returns"), text="Backman is back"
    )
    page = search_page(client, q="backman", kind="quotes")
    assert 'id="found-quotes"' in page and 'id="found-articles"' not in page
    assert 'Articles <span class="result-kinds__count">1</span></a>' in page


def test_nothing_found_suggests_what_to_try_and_drops_the_filters(client):
    arc = StoryArcFactory(title="The feud")
    ArticleFactory(headline="Backman alone")
    page = search_page(client, q="backman", arc=arc.slug)
    assert "No published article, quote or person matches “backman” with these filters." in page
    assert 'href="/search/?q=backman">Search again without the filters</a>' in page
    assert f'href="{reverse("stories:quotes")}">every quote</a>' in page


def test_a_person_nobody_knows_is_an_error_next_to_the_field(client):
    page = search_page(client, q="backman", person="Nobody Atall")
    assert "Nobody called “Nobody Atall” appears in a published article or story." in page
    assert '<details class="filter-fold filter-fold--search" open>' in page


def test_a_person_nobody_knows_is_left_out_and_the_results_show_without_it(client):
    ArticleFactory(headline="Backman alone")
    page = search_page(client, q="backman", person="Nobody Atall")
    assert "Not applied: Person (the filters say why). Showing the results without it." in page
    assert ">Backman</mark> alone</a>" in page
