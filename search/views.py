from django.views.generic import TemplateView

from .backends import search


class SearchView(TemplateView):
    """/search/?q=: published articles, quotes and people, ranked, with the words highlighted."""

    template_name = "search/search.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        query = self.request.GET.get("q", "")
        context["query"] = query
        context["results"] = search(query) if query.strip() else None
        return context
