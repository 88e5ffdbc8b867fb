"""The one place public views decide what a request may see."""

from collections.abc import Callable, Iterable
from typing import Any

from django.db import models
from django.db.models import Q
from django.http import Http404
from django.utils.cache import add_never_cache_headers, patch_vary_headers

from pagecache.fragments import fragment
from pagecache.tags import not_collecting
from sitewide.prepared import Prepared

from ..models.publishing import READERS, published_condition
from ..permissions import can_preview


class PublishedQuerysetMixin:
    """Readers see `published()` only. Staff who may view articles and arcs (`permissions.can_preview`)
    adding `?preview` to a URL see drafts too, on a marked, never-cached page.

    Signed preview links for people without an account extend `is_preview()`; every view and
    helper asks `self.visible(Model)` for its rows, so a new rule reaches them all.
    """

    preview_parameter = "preview"

    def is_preview(self) -> bool:
        if not hasattr(self, "_is_preview"):
            self._is_preview = self.preview_parameter in self.request.GET and can_preview(
                self.request.user
            )
        return self._is_preview

    def visible(self, model: type[models.Model]) -> models.QuerySet:
        manager = model._default_manager
        return manager.all() if self.is_preview() else manager.published()

    def shows(self, item: models.Model) -> bool:
        """The same rule as `visible()`, for a publishable row already loaded (through select_related)."""
        return self.is_preview() or item.is_published

    def part(self, key: str, build: Callable[[], Any], *, tags: Iterable[str] = ()) -> Any:
        """`pagecache.fragments.fragment()` for readers: a preview builds every part afresh."""
        return build() if self.is_preview() else fragment(key, build, tags=tags)

    @property
    def rule(self):
        """What this request may see, as `visible()` and `visible_through()`: READERS unless a preview."""
        return self if self.is_preview() else READERS

    def prepared(self, query: Prepared, *values) -> models.QuerySet:
        """`query`'s rows for this request: compiled once for readers (its build's `rule` is READERS); a preview
        builds it with its own rule, drafts included."""
        return query.build(*values, rule=self) if self.is_preview() else query(*values)

    def prepared_object(self, query: Prepared, *values) -> models.Model:
        """The one row `query` finds for this request, or a 404: DetailView.get_object for a prepared query."""
        rows = list(self.prepared(query, *values))
        if not rows:
            raise Http404(f"No {self.model._meta.verbose_name} found matching the query")
        return rows[0]

    def visible_through(self, relation: str) -> Q:
        """The same rule as `visible()`, as a condition on a related publishable ("article")."""
        return Q() if self.is_preview() else published_condition(f"{relation}__")

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["is_preview"] = self.is_preview()
        return context

    def render_to_response(self, context, **response_kwargs):
        response = super().render_to_response(context, **response_kwargs)
        if self.is_preview():
            # Now, while the preview is known: its template's {% fragment %} blocks are built afresh, never
            # kept nor reused (a signed preview link is rendered inside a public page's render).
            with not_collecting():
                response.render()
        return response

    def dispatch(self, request, *args, **kwargs):
        response = super().dispatch(request, *args, **kwargs)
        if self.is_preview():
            add_never_cache_headers(response)
        elif self.preview_parameter in request.GET:
            # The same URL differs for staff and readers; no shared cache may mix them.
            patch_vary_headers(response, ["Cookie"])
        return response
