from django.core.paginator import InvalidPage, Paginator
from django.http import Http404
from django.views.generic import TemplateView

from stories.models import Article
from stories.models.matching import uses_postgres

from .backends import count_together, search
from .filters import SearchFilter

PAGE_SIZE = 20
# With every kind shown, each section gives its best few and a link to all of them.
PREVIEW_SIZE = 5


class SearchView(TemplateView):
    """/search/?q=: published articles, quotes, people and disputes, ranked, with the words highlighted and filters
    (kind, dates, story, person). With one kind asked for, that kind is paged (`?page=N`). One query
    counts every kind, then one a kind shown reads its hits, whatever the number of matches."""

    template_name = "search/search.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        # The FilterSet narrows each kind's candidates itself; its own queryset is never read.
        filterset = SearchFilter(self.request.GET or None, queryset=Article.objects.none())
        context.update(
            filter=filterset,
            query=self.request.GET.get("q", "").strip(),
            stems_words=uses_postgres(),
        )
        if not filterset.is_bound:
            return context
        # A filter in error (an unknown person) is left out of `filter_queryset`, and the page says so.
        filterset.is_valid()
        if not filterset.words.strip():
            return context
        found = search(filterset.words, narrow=filterset.filter_queryset)
        count_together(found.values())  # the kinds' counts show on every results page
        if kind := filterset.only_kind:
            try:
                page = Paginator(found[kind], PAGE_SIZE).page(self.request.GET.get("page", 1))
            except InvalidPage:
                raise Http404("The search has no such page.") from None
            sections = [(found[kind], page.object_list, page)]
        else:
            sections = [(matches, matches[:PREVIEW_SIZE], None) for matches in found.values()]
        context.update(
            sections=[section for section in sections if section[1]],
            counts=[(matches, self.url_with(kind=matches.kind)) for matches in found.values()],
            total=sum(matches.count() for matches in found.values()),
            only_kind=kind,
            all_kinds_url=self.url_with(kind=None),
        )
        return context

    def url_with(self, *, kind: str | None) -> str:
        """This search showing only `kind` (None: every kind), from its first page."""
        query = self.request.GET.copy()
        query.pop("page", None)
        query.pop("kind", None)
        if kind:
            query["kind"] = kind
        return f"?{query.urlencode()}"
