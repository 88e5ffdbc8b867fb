"""PostgreSQL: weighted full-text documents (headline A, dek B, body paragraphs D; names A, bio C) kept
by triggers in a GIN-indexed `search_document` column (search migrations 0001, 0002 and 0004), ranked
with ts_rank and highlighted with ts_headline. Each `ranked_*` turns a window of candidates into hits.
"""

from django.contrib.postgres.expressions import ArraySubquery
from django.contrib.postgres.search import SearchHeadline, SearchQuery, SearchRank
from django.db.models import BooleanField, F, Func, OuterRef, QuerySet, Subquery
from django.db.models.functions import Coalesce

from stories.models import Article, Paragraph, Quote
from stories.models.matching import CONFIG, StoredDocument, words_query
from stories.models.naming import people_with_page

from .hits import MAX_CANDIDATES, START, STOP, Hit, marked_html


def _among(ids: QuerySet) -> Func:
    """`id = ANY(ARRAY(subquery))`: the database computes the ids once and then fetches those rows by
    primary key. As `id IN (subquery)` it planned a hash join that read the whole articles table again."""
    return Func(
        F("pk"),
        ArraySubquery(ids),
        template="%(expressions)s)",
        arg_joiner=" = ANY(",
        output_field=BooleanField(),
    )


def _headline(expression, ts_query: SearchQuery, **options) -> SearchHeadline:
    return SearchHeadline(
        expression, ts_query, config=CONFIG, start_sel=START, stop_sel=STOP, **options
    )


def people(query: str) -> QuerySet:
    return people_with_page().alias(document=StoredDocument()).filter(document=words_query(query))


def ranked_articles(query: str):
    ts_query = words_query(query)
    best_first = ("-rank", "-published_on")

    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        recent = candidates.order_by("-published_on").values("pk")[:MAX_CANDIDATES]
        rank = SearchRank(StoredDocument(), ts_query)
        page = (
            Article.objects.filter(_among(recent))
            .annotate(rank=rank)
            .order_by(*best_first)
            .values("pk")[start:stop]
        )
        # The snippet's paragraph is chosen for the page's articles only, not for every candidate.
        best_paragraph = (
            Paragraph.objects.alias(document=StoredDocument())
            .filter(article=OuterRef("pk"), document=ts_query)
            .order_by(SearchRank(StoredDocument(), ts_query).desc(), "position")
        )
        articles = (
            Article.objects.select_related("outlet")
            .filter(_among(page))
            .annotate(
                rank=rank,
                title_marked=_headline("headline", ts_query, highlight_all=True),
                snippet_marked=_headline(
                    Coalesce(Subquery(best_paragraph.values("text")[:1]), F("dek")),
                    ts_query,
                    max_words=35,
                    min_words=15,
                ),
            )
            .order_by(*best_first)
        )
        return [
            Hit(a, marked_html(a.title_marked), marked_html(a.snippet_marked or ""))
            for a in articles
        ]

    return ranked


def ranked_quotes(query: str):
    ts_query = words_query(query)

    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        quotes = (
            Quote.objects.select_related("speaker", "article__outlet")
            .filter(pk__in=candidates.order_by("-pk").values("pk")[:MAX_CANDIDATES])
            .annotate(
                rank=SearchRank(StoredDocument(), ts_query),
                snippet_marked=_headline("text", ts_query, highlight_all=True),
            )
            .order_by("-rank", "-article__published_on", "position")[start:stop]
        )
        return [Hit(q, marked_html(q.speaker_name), marked_html(q.snippet_marked)) for q in quotes]

    return ranked


def ranked_people(query: str):
    ts_query = words_query(query)

    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        persons = candidates.annotate(
            rank=SearchRank(StoredDocument(), ts_query),
            title_marked=_headline("name", ts_query, highlight_all=True),
            snippet_marked=_headline("bio", ts_query, max_words=35, min_words=15),
        ).order_by("-rank", "name")[start:stop]
        return [
            Hit(p, marked_html(p.title_marked), marked_html(p.snippet_marked or ""))
            for p in persons
        ]

    return ranked
