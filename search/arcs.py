"""Story arcs and their events in search. A newsroom has hundreds of arcs and a few thousand events, not
millions, so they need no stored document or index of their own: on PostgreSQL their words are stemmed
as the articles' are (a document computed per row, ranked and highlighted), elsewhere every word must
occur as a substring, as for the other kinds. An event is public when a published arc holds it; its page
is its place on that arc's timeline (`stories:arc-event`)."""

from functools import reduce
from operator import add

from django.contrib.postgres.search import SearchHeadline, SearchRank, SearchVector
from django.db.models import Exists, F, OuterRef, QuerySet, Subquery
from django.urls import reverse

from stories.models import ArcEntry, Event, StoryArc
from stories.models.matching import CONFIG, all_terms, terms_of, uses_postgres, words_query
from stories.models.publishing import published_condition

from .hits import START, STOP, Hit, excerpt, mark_terms, marked_html

# What each kind is searched in, with its full-text weight: the name first, then the text.
ARC_FIELDS = (("title", "A"), ("summary", "C"))
EVENT_FIELDS = (("title", "A"), ("description", "C"))


def _document(fields) -> SearchVector:
    return reduce(
        add, (SearchVector(name, weight=weight, config=CONFIG) for name, weight in fields)
    )


def _matching(queryset: QuerySet, fields, query: str) -> QuerySet:
    if uses_postgres():
        return queryset.alias(document=_document(fields)).filter(document=words_query(query))
    return queryset.filter(all_terms(tuple(name for name, _ in fields), terms_of(query)))


def _published_arc_entries() -> QuerySet:
    return ArcEntry.objects.filter(published_condition("arc__"), event=OuterRef("pk"))


def arcs(query: str) -> QuerySet:
    return _matching(StoryArc.objects.published(), ARC_FIELDS, query)


def events(query: str) -> QuerySet:
    return _matching(Event.objects.filter(Exists(_published_arc_entries())), EVENT_FIELDS, query)


def _ranked(candidates: QuerySet, fields, query: str, order: tuple[str, ...]) -> QuerySet:
    """The candidates best first, each with `title_marked` and `text_marked` (highlighted on PostgreSQL,
    plain elsewhere: `_hit` marks them)."""
    (title, _), (text, _) = fields
    if not uses_postgres():
        return candidates.annotate(title_marked=F(title), text_marked=F(text)).order_by(*order)
    ts_query = words_query(query)

    def headline(field, **options):
        return SearchHeadline(
            field, ts_query, config=CONFIG, start_sel=START, stop_sel=STOP, **options
        )

    return candidates.annotate(
        rank=SearchRank(_document(fields), ts_query),
        title_marked=headline(title, highlight_all=True),
        text_marked=headline(text, max_words=35, min_words=15),
    ).order_by("-rank", *order)


def _hit(obj, query: str) -> Hit:
    if uses_postgres():
        return Hit(obj, marked_html(obj.title_marked), marked_html(obj.text_marked or ""))
    terms = terms_of(query)
    return Hit(
        obj,
        marked_html(mark_terms(obj.title_marked, terms)),
        marked_html(mark_terms(excerpt(obj.text_marked, terms), terms) if obj.text_marked else ""),
    )


def ranked_arcs(query: str):
    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        found = _ranked(candidates, ARC_FIELDS, query, ("title", "pk"))[start:stop]
        return [_hit(arc, query) for arc in found]

    return ranked


def ranked_events(query: str):
    def ranked(candidates: QuerySet, start: int, stop: int) -> list[Hit]:
        first_arc = _published_arc_entries().order_by("arc__title", "arc_id")
        found = _ranked(
            candidates.annotate(
                arc_slug=Subquery(first_arc.values("arc__slug")[:1]),
                arc_title=Subquery(first_arc.values("arc__title")[:1]),
            ),
            EVENT_FIELDS,
            query,
            ("-happened_on", "pk"),
        )[start:stop]
        hits = []
        for event in found:
            # Its place on the timeline of the (first, by title) published story that holds it.
            event.url = reverse(
                "stories:arc-event", kwargs={"slug": event.arc_slug, "event": event.slug}
            )
            hits.append(_hit(event, query))
        return hits

    return ranked
