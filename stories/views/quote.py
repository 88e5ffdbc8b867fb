"""A quote's own page: a stable address to cite, with the passage it came from."""

from django.db.models import Prefetch
from django.http import Http404
from django.template.response import TemplateResponse
from django.views.generic import DetailView

from people.models import Role

from ..metadata import quote_structured_data
from ..models import Quote, RemovedQuote
from .mixins import PublishedQuerysetMixin


class QuoteDetailView(PublishedQuerysetMixin, DetailView):
    model = Quote

    def get(self, request, *args, **kwargs):
        try:
            return super().get(request, *args, **kwargs)
        except Http404:
            # A published quote taken off the record: its address says so, with the correction.
            removed = (
                RemovedQuote.objects.published()
                .select_related("article", "correction")
                .filter(pk=kwargs["pk"])
                .first()
            )
            if removed is None:
                raise
            return TemplateResponse(
                request, "stories/quote_removed.html", {"removed": removed}, status=410
            )

    def get_queryset(self):
        return (
            self.visible(Quote)
            .select_related(
                "article__outlet",
                "speaker",
                "paragraph",
                "update",
                "embedded_post",
                "parent__speaker",
            )
            .prefetch_related(
                "about",
                Prefetch(
                    "speaker__roles", queryset=Role.objects.select_related("organisation", "source")
                ),
                Prefetch(
                    "nested_quotes",
                    queryset=Quote.objects.select_related("speaker").order_by("position"),
                ),
            )
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        quote = self.object
        role = quote.role_when_said(list(quote.speaker.roles.all())) if quote.speaker_id else None
        context.update(
            role=role,
            quote_alone=[quote],
            structured_data=quote_structured_data(self.request, quote),
        )
        return context
