import datetime
import re
from pathlib import Path

import pytest
from django.contrib.postgres.search import SearchQuery
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from search.backends import search
from search.hits import excerpt
from stories.models import Article, Paragraph, Quote, Status
from stories.models.matching import StoredDocument
from tests.factories import ArticleFactory, ParagraphFactory, PersonFactory, QuoteFactory

pytestmark = pytest.mark.django_db
on_postgres = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="PostgreSQL full-text search"
)
on_other_engines = pytest.mark.skipif(
    connection.vendor == "postgresql", reason="the substring fallback"
)


def found(query: str, kind: str) -> list:
    return search(query)[kind][:20]


def found_articles(query: str) -> list[str]:
    return [hit.object.headline for hit in found(query, "articles")]


def test_articles_are_found_by_words_of_their_body():
    article = ArticleFactory(headline="Mets hire a new manager")
    ParagraphFactory(article=article, text="Backman said he felt betrayed by the Wilpons.")
    assert found_articles("wilpons") == ["Mets hire a new manager"]


def test_drafts_and_scheduled_articles_are_never_found():
    ArticleFactory(headline="Backman draft", status=Status.DRAFT)
    ArticleFactory(
        headline="Backman scheduled", publish_at=timezone.now() + datetime.timedelta(hours=1)
    )
    ArticleFactory(headline="Backman live")
    assert found_articles("backman") == ["Backman live"]


def test_quotes_of_unpublished_articles_are_never_found():
    QuoteFactory(paragraph__article__status=Status.DRAFT)
    assert found("happen", "quotes") == []


def test_quotes_are_found_by_their_words():
    quote = QuoteFactory(speaker__name="Wally Backman")
    hits = found("happen", "quotes")
    assert [hit.object for hit in hits] == [quote]
    assert "<mark>happen</mark>" in hits[0].snippet


def test_people_are_found_by_name_and_alias():
    QuoteFactory(speaker=PersonFactory(name="Sandy Alderson", aliases="Sandy"))
    QuoteFactory(speaker=PersonFactory(name="Wally Backman"))
    assert [hit.object.name for hit in found("alderson", "people")] == ["Sandy Alderson"]
    assert [hit.object.name for hit in found("sandy", "people")] == ["Sandy Alderson"]


@pytest.mark.parametrize("status", [Status.DRAFT, None])
def test_people_without_a_public_page_are_never_found(client, status):
    """Someone named in no story, or only in a draft (as the importer's new speakers are), has no page to find."""
    person = PersonFactory(
        name="Jane Unpublished", slug="jane-unpublished", bio="Known to the newsroom only."
    )
    if status:
        QuoteFactory(speaker=person, paragraph__article__status=status)
    assert client.get(reverse("people:person", kwargs={"slug": person.slug})).status_code == 404
    assert found("unpublished", "people") == []
    page = client.get(reverse("search:search"), {"q": "Unpublished"}).content.decode()
    assert "jane-unpublished" not in page and "newsroom only" not in page


def test_every_word_of_the_query_must_match():
    ParagraphFactory(article=ArticleFactory(headline="Backman and Alderson"), text="Both of them.")
    ArticleFactory(headline="Backman alone")
    assert found_articles("backman alderson") == ["Backman and Alderson"]


def test_matches_are_highlighted_in_headline_and_snippet():
    article = ArticleFactory(headline="Backman was betrayed")
    ParagraphFactory(article=article, text="He said he was betrayed by the club.")
    hit = found("betrayed", "articles")[0]
    assert "<mark>betrayed</mark>" in hit.title
    assert "<mark>betrayed</mark>" in hit.snippet


def test_snippets_escape_markup_from_the_text():
    article = ArticleFactory(headline="Tags in copy")
    ParagraphFactory(
        article=article, text='A reader typed <script>alert("x")</script> in the betrayal story.'
    )
    snippet = found("betrayal", "articles")[0].snippet
    assert "<script>" not in snippet
    assert "alert(&quot;x&quot;)" in snippet


def test_the_search_page_lists_articles_quotes_and_people(client):
    article = ArticleFactory(headline="Backman speaks")
    QuoteFactory(
        paragraph__article=article, text="Backman will not go back", speaker__name="Wally Backman"
    )
    response = client.get(reverse("search:search"), {"q": "backman"})
    page = response.content.decode()
    assert "Articles" in page and "Quotes" in page and "People" in page
    assert article.get_absolute_url() in page


def test_the_search_page_says_when_nothing_matches(client):
    response = client.get(reverse("search:search"), {"q": "zeppelin"})
    assert "No published article, quote or person matches “zeppelin”." in response.content.decode()


def test_the_search_page_without_a_query_shows_only_the_form(client):
    page = client.get(reverse("search:search")).content.decode()
    assert 'name="q"' in page and "No published article" not in page


def test_the_search_page_needs_the_same_queries_for_few_or_many_results(client):
    def queries_for_backman() -> int:
        with CaptureQueriesContext(connection) as queries:
            assert client.get(reverse("search:search"), {"q": "backman"}).status_code == 200
        return len(queries)

    article = ArticleFactory(headline="Backman 0")
    QuoteFactory(
        paragraph__article=article, text="Backman will not go back", speaker__name="Backman 0"
    )
    few = queries_for_backman()
    for n in range(1, 12):
        article = ArticleFactory(headline=f"Backman {n}")
        QuoteFactory(
            paragraph__article=article,
            text="Backman will not go back",
            speaker__name=f"Backman {n}",
        )
    # Every kind's count in one query, the hits of each kind found (articles, quotes, people; a kind
    # counted at none reads nothing), and the story choices of the filters: five in all.
    assert queries_for_backman() == few == 5


def test_the_words_may_be_spread_over_headline_and_paragraphs():
    article = ArticleFactory(headline="Backman returns")
    ParagraphFactory(article=article, text="Alderson called first.")
    ParagraphFactory(article=article, text="The Wilpons said nothing.")
    ParagraphFactory(
        article=ArticleFactory(headline="Alderson alone"), text="The Wilpons said nothing."
    )
    assert found_articles("backman alderson wilpons") == ["Backman returns"]
    assert [a.headline for a in Article.objects.published().matching("backman wilpons")] == [
        "Backman returns"
    ]


def test_articles_are_found_by_paragraphs_added_moved_or_deleted_later():
    first, second = ArticleFactory(headline="First"), ArticleFactory(headline="Second")
    Paragraph.objects.bulk_create(
        [
            Paragraph(article=first, position=1, text="Wilpons."),
            Paragraph(article=second, position=1, text="Wilpons too."),
        ]
    )
    assert sorted(found_articles("wilpons")) == ["First", "Second"]
    paragraph = ParagraphFactory(article=first, text="Monclova.")
    paragraph.article = second
    paragraph.save()
    assert found_articles("monclova") == ["Second"]
    paragraph.delete()
    Paragraph.objects.filter(article=first).delete()
    assert found_articles("monclova") == [] and found_articles("wilpons") == ["Second"]


def test_an_edited_headline_keeps_the_article_found_by_its_body():
    article = ArticleFactory(headline="Old words")
    ParagraphFactory(article=article, text="The Wilpons answered.")
    article.headline = "New words"
    article.save()
    assert found_articles("wilpons") == ["New words"]


def test_the_snippet_comes_from_the_best_matching_paragraph():
    article = ArticleFactory(headline="Feud", dek="A long story.")
    ParagraphFactory(article=article, position=1, text="Nothing to see here.")
    ParagraphFactory(article=article, position=2, text="Backman felt betrayed by the Wilpons.")
    assert "<mark>Wilpons</mark>" in found("wilpons", "articles")[0].snippet


def test_an_excerpt_is_cut_around_the_first_match():
    text = "word " * 100 + "Backman " + "word " * 100
    cut = excerpt(text, ["backman"], width=60)
    assert "Backman" in cut and cut.startswith("…") and cut.endswith("…")


@on_postgres
def test_postgres_finds_other_forms_of_a_word():
    ParagraphFactory(
        article=ArticleFactory(headline="Feud"), text="He felt betrayed by the owners."
    )
    assert found_articles("betraying") == ["Feud"]


@on_postgres
def test_postgres_ranks_a_headline_match_above_a_body_match():
    ParagraphFactory(
        article=ArticleFactory(headline="Club news"), text="Backman was mentioned once."
    )
    ArticleFactory(headline="Backman returns")
    assert found_articles("backman") == ["Backman returns", "Club news"]


@on_postgres
def test_postgres_search_uses_the_gin_indexes():
    ts_query = SearchQuery("wilpons", search_type="websearch", config="english")
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
    for model, index in (
        (Article, "stories_article_search_gin"),
        (Quote, "stories_quote_search_gin"),
    ):
        matching = (
            model.objects.alias(document=StoredDocument()).filter(document=ts_query).order_by()
        )
        assert index in matching.explain()


@on_postgres
def test_postgres_finds_an_edited_headline_at_once():
    article = ArticleFactory(headline="Old words")
    article.headline = "Backman hired in Hawaii"
    article.save()
    assert found_articles("hawaii") == ["Backman hired in Hawaii"]


@on_other_engines
def test_the_fallback_matches_parts_of_words_without_case():
    ParagraphFactory(
        article=ArticleFactory(headline="Feud"), text="He felt BETRAYED by the owners."
    )
    assert found_articles("betray") == ["Feud"]


def test_the_search_follows_edits_and_deletions_at_once():
    quote = QuoteFactory(
        text="Nobody has called about Wally",
        paragraph__text="“Nobody has called about Wally,” he said.",
    )
    quote.text = "Somebody called"
    quote.paragraph.text = "“Somebody called,” he said."
    quote.paragraph.save()
    quote.save()
    assert found("nobody", "quotes") == [] and found_articles("nobody") == []
    assert [hit.object for hit in found("somebody", "quotes")] == [quote]
    quote.article.delete()
    assert found("somebody", "quotes") == [] and found_articles("somebody") == []


@on_other_engines
def test_the_fallback_matches_words_too_short_for_the_index():
    ParagraphFactory(
        article=ArticleFactory(headline="Feud"), text="He felt BETRAYED by the owners."
    )
    assert found_articles("betrayed BY") == ["Feud"]
    assert found_articles("betrayed XY") == []


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite trigram index")
def test_sqlite_keeps_no_trigram_index_the_search_no_longer_reads():
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM sqlite_master WHERE name LIKE '%_fts'")
        tables = {name for (name,) in cursor.fetchall()}
    assert tables == {
        "stories_article_text_fts",
        "stories_quote_fts",
    }  # search 0006 dropped the article and paragraph ones


@pytest.mark.django_db(transaction=True)
def test_the_search_migrations_index_the_body_of_existing_articles():
    from django.core.management import call_command

    ParagraphFactory(article=ArticleFactory(headline="Feud"), text="The Wilpons answered.")
    call_command("migrate", "search", "0003", verbosity=0)
    if connection.vendor == "postgresql":  # before 0004 the article's own document had no body
        assert (
            not Article.objects.alias(document=StoredDocument())
            .filter(document=SearchQuery("wilpons", config="english"))
            .exists()
        )
    call_command("migrate", "search", verbosity=0)
    assert found_articles("wilpons") == ["Feud"]
    assert [a.headline for a in Article.objects.published().matching("feud wilpons")] == ["Feud"]


def test_the_search_schema_lives_in_the_search_apps_migrations():
    root = Path(__file__).resolve().parents[2]
    elsewhere = [
        str(path.relative_to(root))
        for path in root.glob("*/migrations/0*.py")
        if path.parts[-3] != "search"
        and re.search(r"search_document|_fts\b|tsvector", path.read_text(encoding="utf-8"))
    ]
    assert elsewhere == []
