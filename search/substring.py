"""Other engines (SQLite): every word must occur as a case-insensitive substring (`matching()`), headline
matches first, newest first; the words are highlighted in Python around the first matching passage.
"""

from django.db.models import Case, IntegerField, OuterRef, QuerySet, Subquery, When

from stories.models import Article, Paragraph, Quote
from stories.models.matching import all_terms, terms_of
from stories.models.naming import people_with_page

from .hits import MAX_CANDIDATES, Hit, excerpt, mark_terms, marked_html


def _hit(obj, title: str, text: str, terms: list[str]) -> Hit:
    return Hit(
        obj,
        marked_html(mark_terms(title, terms)),
        marked_html(mark_terms(excerpt(text, terms), terms)),
    )


def people(query: str) -> QuerySet:
    return people_with_page().filter(all_terms(("name", "aliases", "bio"), terms_of(query)))


def ranked_articles(query: str):
    terms = terms_of(query)
    headline_first = ("-in_headline", "-published_on", "headline")
    in_headline = Case(
        When(headline__icontains=terms[0], then=1), default=0, output_field=IntegerField()
    )

    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        # As on PostgreSQL, only the most recent matches are ranked, so a common word costs no sort of everything.
        recent = candidates.order_by("-published_on").values("pk")[:MAX_CANDIDATES]
        best = (
            Article.objects.filter(pk__in=recent)
            .annotate(in_headline=in_headline)
            .order_by(*headline_first)
            .values("pk")[start:stop]
        )
        passage = Paragraph.objects.filter(
            article=OuterRef("pk"), text__icontains=terms[0]
        ).order_by("position")
        # The passage is looked up for the page's articles only: SQLite computes a selected subquery for every row it sorts.
        articles = (
            Article.objects.select_related("outlet")
            .filter(pk__in=best)
            .annotate(in_headline=in_headline, passage=Subquery(passage.values("text")[:1]))
            .order_by(*headline_first)
        )
        return [_hit(a, a.headline, a.passage or a.dek, terms) for a in articles]

    return ranked


def ranked_quotes(query: str):
    terms = terms_of(query)

    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        quotes = (
            Quote.objects.select_related("speaker", "article__outlet")
            .filter(pk__in=candidates.order_by("-pk").values("pk")[:MAX_CANDIDATES])
            .order_by("-article__published_on", "article_id", "position")[start:stop]
        )
        return [_hit(q, q.speaker_name, q.text, terms) for q in quotes]

    return ranked


def ranked_people(query: str):
    terms = terms_of(query)

    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        return [_hit(p, p.name, p.bio, terms) for p in candidates.order_by("name")[start:stop]]

    return ranked
