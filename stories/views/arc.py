"""The story arc page: the story so far, the timeline, the cast, and what is new since the last visit."""

import datetime
import hashlib

from django.core.paginator import InvalidPage
from django.http import Http404, HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils import timezone
from django.views.generic import DetailView

from pagecache.caching import ReaderVariants

from ..metadata import arc_structured_data
from ..models import Account, StoryArc
from ..timeline.cast import CAST_SHOWN, Cast, cast_of
from ..timeline.index import IndexEntry, changes_since
from ..timeline.page import timeline_page
from .dispute import disputes_with_accounts
from .mixins import PublishedQuerysetMixin

LAST_VISIT_MAX_AGE = 365 * 24 * 60 * 60
# Coming back to the arc within this time continues the same visit, so reading an article and
# returning to the timeline does not wipe the "new" marks.
VISIT_GAP = datetime.timedelta(minutes=30)


def last_visit_cookie(arc: StoryArc | int) -> str:
    return f"arc-{getattr(arc, 'pk', arc)}-seen"


def _timestamp(value: str) -> datetime.datetime | None:
    try:
        return datetime.datetime.fromtimestamp(int(value), tz=datetime.UTC)
    except (ValueError, OverflowError, OSError):
        return None


def visits(cookie: str, now: datetime.datetime) -> tuple[datetime.datetime | None, str]:
    """The previous visit to mark entries against, and the cookie value to store now.

    The cookie holds "<what the visit marks against>.<last request>", as Unix timestamps. Within a visit the
    marks stay; a first visit marks against its own first request, so what is added while the reader reads
    is marked when they come back to the timeline.
    """
    previous, _, last = cookie.rpartition(".")
    previous_at, last_at = _timestamp(previous), _timestamp(last)
    same_visit = last_at is not None and now - last_at < VISIT_GAP
    since = (previous_at or last_at) if same_visit else last_at
    stored = f"{int(since.timestamp()) if since else ''}.{int(now.timestamp())}"
    return since, stored


def reader_variant(since: datetime.datetime | None, changes: dict[str, str]) -> str:
    """What a reader's page depends on besides the URL: the day of their previous visit and what changed since."""
    if since is None:
        return "first-visit"
    marks = " ".join(f"{key}={change}" for key, change in sorted(changes.items()))
    return f"{timezone.localtime(since).date().isoformat()}:{hashlib.sha256(marks.encode()).hexdigest()[:16]}"


class StoryArcDetailView(ReaderVariants, PublishedQuerysetMixin, DetailView):
    """One page of the arc's timeline (oldest first), with the story so far and the most involved people.

    At most seven queries at any length: the arc, the cast and its roles, the timeline's index (with what its
    lines show), the page's key quotes and the updates its events restate (`stories.timeline`), and its
    disputes with their accounts (one query). The arc, its cast, its index, each timeline line and its disputes
    are parts kept for the next render (`pagecache.fragments`): an edit rebuilds only those showing what changed.
    """

    model = StoryArc

    def get_queryset(self):
        return self.visible(StoryArc)

    def get_object(self, queryset=None):
        found = super().get_object
        return self.part(f"arc:{self.kwargs['slug']}", lambda: found(queryset))

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        arc, query = self.object, self.request.GET
        since, _ = _visit(self.request, arc.pk)
        slug, whole_cast = query.get("person", ""), query.get("cast") == "all"
        # Who is involved changes when anything moves in or out of the arc, which stales its tag.
        cast, cast_html = self.part(
            f"arc:{arc.pk}:cast-with-html:{int(whole_cast)}:{slug}",
            tags=(f"arc-{arc.pk}",),
            build=lambda: _with_html(
                cast_of(
                    arc,
                    self.visible_through,
                    shown=None if whole_cast else CAST_SHOWN,
                    selected_slug=slug,
                ),
                slug,
            ),
        )
        try:
            timeline = timeline_page(
                arc,
                self.visible_through,
                number=query.get("page", 1),
                involving=cast.selected_entries,
                since=since,
                keep=self.parts,
            )
        except InvalidPage:
            raise Http404("The timeline has no such page.") from None

        def accounts():
            return disputes_with_accounts(self.visible(Account).filter(dispute__arc=arc))

        context.update(
            timeline=timeline,
            cast=cast,
            cast_html=cast_html,
            whole_cast=whole_cast,
            selected_person=cast.selected,
            previous_visit=since,
            disputes=self.part(f"arc:{arc.pk}:disputes", accounts, tags=(f"arc-{arc.pk}",)),
            # Page 2 is a page of its own; a person's view of the arc is not.
            canonical_query=f"?page={timeline.page.number}"
            if timeline.page.number > 1 and not slug
            else "",
            structured_data=arc_structured_data(
                self.request, arc, timeline.listed_articles, timeline.article_count
            ),
        )
        return context

    def render_to_response(self, context, **kwargs):
        response = super().render_to_response(context, **kwargs)
        timeline, since = context["timeline"], context["previous_visit"]
        # The page cache keeps one copy per variant and tells a reader's variant from this index.
        response.reader_variant = (
            reader_variant(since, timeline.changes),
            (self.object.pk, tuple(timeline.index)),
        )
        return response

    @classmethod
    def variant_for(cls, request: HttpRequest, index: tuple[int, tuple[IndexEntry, ...]]) -> str:
        arc_pk, entries = index
        since, _ = _visit(request, arc_pk)
        return reader_variant(since, changes_since(since, entries))

    @classmethod
    def personalise(
        cls, request: HttpRequest, response: HttpResponse, index: tuple[int, tuple]
    ) -> None:
        """Remember this visit, on every answer: rendered or from the page cache."""
        _, stored = _visit(request, index[0])
        response.set_cookie(
            last_visit_cookie(index[0]),
            stored,
            max_age=LAST_VISIT_MAX_AGE,
            httponly=True,
            samesite="Lax",
        )


def _with_html(cast: Cast, selected_slug: str) -> tuple[Cast, str]:
    """The cast and its section of the page; a 404 for a person filter naming nobody in it (so nothing is kept for it)."""
    if selected_slug and cast.selected is None:
        raise Http404("Nobody by that name appears in this story.")
    return cast, render_to_string("stories/arc_cast.html", {"cast": cast})


def _visit(request: HttpRequest, arc_pk: int) -> tuple[datetime.datetime | None, str]:
    """`visits()` for this request's cookie, worked out once per request."""
    if not hasattr(request, "arc_visit"):
        request.arc_visit = visits(
            request.COOKIES.get(last_visit_cookie(arc_pk), ""), timezone.now()
        )
    return request.arc_visit
