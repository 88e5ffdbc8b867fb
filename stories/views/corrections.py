"""The public corrections page: every correction of a published article, newest first."""

from django.views.generic import ListView

from ..models import Update
from ..models.publishing import published_condition
from ..pagination import IdsFirstPaginator


def published_corrections():
    # Through the join (not article__in=...published()), so the database can walk the corrections index
    # newest first and look up each one's article.
    return Update.objects.filter(published_condition("article__"), kind=Update.Kind.CORRECTION)


class CorrectionListView(ListView):
    template_name = "stories/corrections.html"
    cache_tags = ("corrections",)
    context_object_name = "corrections"
    paginate_by = 50
    paginator_class = IdsFirstPaginator

    def get_queryset(self):
        return (
            published_corrections().select_related("article__outlet").order_by("-dated_on", "-pk")
        )
