"""The public corrections page: every correction of a published article, newest first."""

from django.views.generic import ListView

from .models import Article, Update


def published_corrections():
    return Update.objects.filter(kind=Update.Kind.CORRECTION, article__in=Article.objects.published())


class CorrectionListView(ListView):
    template_name = "stories/corrections.html"
    context_object_name = "corrections"
    paginate_by = 50

    def get_queryset(self):
        return published_corrections().select_related("article__outlet").order_by("-dated_on", "-pk")

