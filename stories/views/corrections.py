"""The public corrections page: every correction of a published article, newest first."""

from django.views.generic import ListView

from ..models import Update
from ..pagination import IdsFirstPaginator


class CorrectionListView(ListView):
    template_name = "stories/corrections.html"
    cache_tags = ("corrections",)
    context_object_name = "corrections"
    paginate_by = 50
    paginator_class = IdsFirstPaginator

    def get_queryset(self):
        return (
            Update.objects.published_corrections()
            .select_related("article__outlet")
            .order_by("-dated_on", "-pk")
        )
