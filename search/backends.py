"""Full-text search over published articles, their quotes, and people.

PostgreSQL: weighted full-text documents (headline A, dek B, body paragraphs D; names A, bio C)
kept by triggers in a GIN-indexed `search_document` column (migrations stories 0006 and people
0004; since stories 0009 an article's document includes its body), ranked with ts_rank and
highlighted with ts_headline. Other engines (SQLite): every word must occur (case-insensitive
substring), headline matches first, and the words are highlighted in Python; on SQLite, FTS5
trigram indexes (stories 0008 for quotes, 0010 for articles with their body) find the substrings
of three or more characters without reading every paragraph and quote. Highlights come back
marked with control characters and are escaped here, so text can never inject markup.
"""

import re
from dataclasses import dataclass, field

from django.contrib.postgres.expressions import ArraySubquery
from django.contrib.postgres.search import SearchHeadline, SearchQuery, SearchRank
from django.db.models import (
    BooleanField,
    Case,
    F,
    Func,
    IntegerField,
    OuterRef,
    QuerySet,
    Subquery,
    When,
)
from django.db.models.functions import Coalesce
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from people.models import Person

from stories.models import Article, Paragraph, Quote
from stories.models.matching import (
    CONFIG,
    StoredDocument,
    all_terms,
    terms_of,
    uses_postgres,
    words_query,
)

START, STOP = "\x02", "\x03"  # highlight markers: control characters never found in content
LIMIT = 20
# Ranking reads every candidate's document: for a word found in most of the archive, rank only
# the most recent matches, so one common word cannot cost a scan of a million rows' ranks.
MAX_CANDIDATES = 2000


@dataclass(frozen=True)
class Hit:
    object: Article | Quote | Person
    title: SafeString
    snippet: SafeString


@dataclass(frozen=True)
class SearchResults:
    query: str
    articles: list[Hit] = field(default_factory=list)
    quotes: list[Hit] = field(default_factory=list)
    persons: list[Hit] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.articles) + len(self.quotes) + len(self.persons)


def marked_html(text: str) -> SafeString:
    """Escape text whose highlights are marked with START/STOP, then turn the marks into <mark>."""
    return mark_safe(escape(text).replace(START, "<mark>").replace(STOP, "</mark>"))


def mark_terms(text: str, terms: list[str]) -> str:
    if not terms:
        return text
    pattern = re.compile("|".join(re.escape(term) for term in terms), re.IGNORECASE)
    return pattern.sub(lambda match: f"{START}{match.group(0)}{STOP}", text)


def excerpt(text: str, terms: list[str], *, width: int = 220) -> str:
    """About `width` characters of text around the first occurrence of any term, cut at spaces."""
    lowered = text.lower()
    found = [lowered.find(term.lower()) for term in terms if term.lower() in lowered]
    start = max(0, min(found, default=0) - width // 3)
    if start:
        start = text.find(" ", start) + 1 or start
    end = min(len(text), start + width)
    if end < len(text):
        end = text.rfind(" ", start, end) if " " in text[start:end] else end
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")


def search(query: str) -> SearchResults:
    """Up to LIMIT published articles, quotes and people matching `query`, best first (three queries)."""
    query = query.strip()[:200]
    if not terms_of(query):
        return SearchResults(query)
    if uses_postgres():
        return _search_postgres(query)
    return _search_substring(query)


# PostgreSQL ------------------------------------------------------------------------------------

def _among(ids: QuerySet) -> Func:
    """`id = ANY(ARRAY(subquery))`: the database computes the ids once and then fetches those rows by
    primary key. As `id IN (subquery)` it planned a hash join that read the whole articles table again."""
    return Func(F("pk"), ArraySubquery(ids), template="%(expressions)s)", arg_joiner=" = ANY(", output_field=BooleanField())


def _headline(expression, ts_query: SearchQuery, **options) -> SearchHeadline:
    return SearchHeadline(expression, ts_query, config=CONFIG, start_sel=START, stop_sel=STOP, **options)


def _search_postgres(query: str) -> SearchResults:
    ts_query = words_query(query)
    candidates = Article.objects.published().matching(query).order_by("-published_on").values("pk")[:MAX_CANDIDATES]
    best_first = ("-rank", "-published_on")
    rank = SearchRank(StoredDocument(), ts_query)
    page = Article.objects.filter(_among(candidates)).annotate(rank=rank).order_by(*best_first).values("pk")[:LIMIT]
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
                Coalesce(Subquery(best_paragraph.values("text")[:1]), F("dek")), ts_query, max_words=35, min_words=15
            ),
        )
        .order_by(*best_first)
    )
    quote_candidates = (
        Quote.objects.published().matching(query).order_by("-pk")
    )
    quotes = (
        Quote.objects.select_related("speaker", "article")
        .filter(pk__in=quote_candidates.values("pk")[:MAX_CANDIDATES])
        .annotate(rank=SearchRank(StoredDocument(), ts_query), snippet_marked=_headline("text", ts_query, highlight_all=True))
        .order_by("-rank", "-article__published_on", "position")[:LIMIT]
    )
    persons = (
        Person.objects.with_page().alias(document=StoredDocument())
        .filter(document=ts_query)
        .annotate(
            rank=SearchRank(StoredDocument(), ts_query),
            title_marked=_headline("name", ts_query, highlight_all=True),
            snippet_marked=_headline("bio", ts_query, max_words=35, min_words=15),
        )
        .order_by("-rank", "name")[:LIMIT]
    )
    return SearchResults(
        query,
        articles=[Hit(a, marked_html(a.title_marked), marked_html(a.snippet_marked or "")) for a in articles],
        quotes=[Hit(q, marked_html(q.speaker_name), marked_html(q.snippet_marked)) for q in quotes],
        persons=[Hit(p, marked_html(p.title_marked), marked_html(p.snippet_marked or "")) for p in persons],
    )


# Other engines ---------------------------------------------------------------------------------

def _search_substring(query: str) -> SearchResults:
    terms = terms_of(query)
    # As on PostgreSQL, only the most recent matches are ranked, so a common word costs no sort of everything.
    candidates = (
        Article.objects.published().matching(query).order_by("-published_on").values("pk")[:MAX_CANDIDATES]
    )
    headline_first = ("-in_headline", "-published_on", "headline")
    in_headline = Case(When(headline__icontains=terms[0], then=1), default=0, output_field=IntegerField())
    best = Article.objects.filter(pk__in=candidates).annotate(in_headline=in_headline).order_by(*headline_first).values("pk")[:LIMIT]
    passage = Paragraph.objects.filter(article=OuterRef("pk"), text__icontains=terms[0]).order_by("position")
    # The passage is looked up for the page's articles only: SQLite computes a selected subquery for every row it sorts.
    articles = (
        Article.objects.select_related("outlet")
        .filter(pk__in=best)
        .annotate(in_headline=in_headline, passage=Subquery(passage.values("text")[:1]))
        .order_by(*headline_first)
    )
    quote_candidates = (
        Quote.objects.published().matching(query).order_by("-pk").values("pk")[:MAX_CANDIDATES]
    )
    quotes = (
        Quote.objects.select_related("speaker", "article")
        .filter(pk__in=quote_candidates)
        .order_by("-article__published_on", "position")[:LIMIT]
    )
    persons = Person.objects.with_page().filter(all_terms(("name", "aliases", "bio"), terms)).order_by("name")[:LIMIT]

    def hit(obj, title: str, text: str) -> Hit:
        return Hit(obj, marked_html(mark_terms(title, terms)), marked_html(mark_terms(excerpt(text, terms), terms)))

    return SearchResults(
        query,
        articles=[hit(a, a.headline, a.passage or a.dek) for a in articles],
        quotes=[hit(q, q.speaker_name, q.text) for q in quotes],
        persons=[hit(p, p.name, p.bio) for p in persons],
    )
