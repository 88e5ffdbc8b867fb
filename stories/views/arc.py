"""The story arc page: the story so far, the timeline, the cast, and what is new since the last visit."""

import datetime

from django.core.paginator import InvalidPage, Paginator
from django.http import Http404
from django.utils import timezone
from django.utils.cache import patch_vary_headers
from django.views.generic import DetailView

from ..metadata import arc_structured_data
from ..models import StoryArc
from ..timeline import (
    CAST_SHOWN, ENTRIES_PER_PAGE, Kind, cast_of, date_span, new_entry_ids, page_items, page_links, page_span,
    timeline_index,
)
from .mixins import PublishedQuerysetMixin

LAST_VISIT_MAX_AGE = 365 * 24 * 60 * 60
# Coming back to the arc within this time continues the same visit, so reading an article and
# returning to the timeline does not wipe the "new" marks.
VISIT_GAP = datetime.timedelta(minutes=30)


def last_visit_cookie(arc: StoryArc) -> str:
    return f"arc-{arc.pk}-seen"


def _timestamp(value: str) -> datetime.datetime | None:
    try:
        return datetime.datetime.fromtimestamp(int(value), tz=datetime.UTC)
    except (ValueError, OverflowError, OSError):
        return None


def visits(cookie: str, now: datetime.datetime) -> tuple[datetime.datetime | None, str]:
    """The previous visit to mark entries against, and the cookie value to store now.

    The cookie holds "<start of the previous visit>.<last request>", as Unix timestamps.
    """
    previous, _, last = cookie.rpartition(".")
    previous_at, last_at = _timestamp(previous), _timestamp(last)
    since = previous_at if last_at and now - last_at < VISIT_GAP else last_at
    stored = f"{int(since.timestamp()) if since else ''}.{int(now.timestamp())}"
    return since, stored


class StoryArcDetailView(PublishedQuerysetMixin, DetailView):
    """One page of the arc's timeline (oldest first), with the story so far and the most involved people.

    At most seven queries at any length: the arc, the cast and its roles, the timeline's index, and
    the page's articles and events, updates and key quotes (`stories.timeline`).
    """

    model = StoryArc

    def get_queryset(self):
        return self.visible(StoryArc)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        arc, query = self.object, self.request.GET
        since, self.visit_cookie = visits(self.request.COOKIES.get(last_visit_cookie(arc), ""), timezone.now())
        slug, whole_cast = query.get("person", ""), query.get("cast") == "all"
        cast = cast_of(arc, self.visible_through, shown=None if whole_cast else CAST_SHOWN, selected_slug=slug)
        if slug and cast.selected is None:
            raise Http404("Nobody by that name appears in this story.")
        index = timeline_index(arc, self.visible_through, cast.selected)
        new = new_entry_ids(since, index)
        shown = [entry for entry in index if entry.involves_person]
        paginator = Paginator(shown, ENTRIES_PER_PAGE)
        try:
            page = paginator.page(query.get("page", 1))
        except InvalidPage:
            raise Http404("The timeline has no such page.")
        items = page_items(arc, self.visible_through, page.object_list, new)
        article_count = sum(entry.kind == Kind.ARTICLE for entry in index)
        first_new = next((n for n, entry in enumerate(shown) if entry.key in new), None)
        context.update(
            items=items,
            page_obj=page,
            page_links=page_links(page) if paginator.num_pages > 1 else [],
            page_span=date_span(page.object_list),
            next_span=page_span(paginator, page.next_page_number()) if page.has_next() else "",
            article_count=article_count,
            entry_count=len(index),
            cast=cast,
            whole_cast=whole_cast,
            selected_person=cast.selected,
            previous_visit=since,
            new_count=sum(entry.key in new for entry in shown),
            first_new_page=None if first_new is None else first_new // ENTRIES_PER_PAGE + 1,
            first_new_key=None if first_new is None else shown[first_new].key,
            # Page 2 is a page of its own; a person's view of the arc is not.
            canonical_query=f"?page={page.number}" if page.number > 1 and not slug else "",
            structured_data=arc_structured_data(self.request, arc, self.listed_articles(index, items), article_count),
        )
        return context

    @staticmethod
    def listed_articles(index, items):
        """The page's articles with their place among all the arc's articles, in the arc's order."""
        ordinal = {
            entry.pk: n
            for n, entry in enumerate(sorted((e for e in index if e.kind == Kind.ARTICLE), key=lambda e: e.position), start=1)
        }
        return sorted((ordinal[item.article.pk], item.article) for item in items if item.kind == Kind.ARTICLE)

    def render_to_response(self, context, **kwargs):
        response = super().render_to_response(context, **kwargs)
        response.set_cookie(
            last_visit_cookie(self.object),
            self.visit_cookie,
            max_age=LAST_VISIT_MAX_AGE,
            httponly=True,
            samesite="Lax",
        )
        # What is marked new depends on the reader's cookie.
        patch_vary_headers(response, ["Cookie"])
        return response
