"""The error report form: its own uncached page (CSRF token, honeypot, rate limit), reached from the
"Report an error" form on every article and quote page."""

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.cache import never_cache

from sitewide.trust import client_address
from stories.models import Article, Quote

from .. import services
from ..forms import ErrorReportForm


def reported(kind: str, key: str):
    """(article, quote) a reader may report: only what is public."""
    if kind == "article":
        return get_object_or_404(Article.objects.published(), slug=key), None
    if kind == "quote" and key.isdigit():
        quote = get_object_or_404(
            Quote.objects.published().select_related("article", "speaker"), pk=int(key)
        )
        return quote.article, quote
    raise Http404


@method_decorator(never_cache, name="dispatch")
class ReportView(View):
    template_name = "reports/report_form.html"

    def get(self, request, kind, key):
        article, quote = reported(kind, key)
        return self.page(request, article, quote, ErrorReportForm())

    def post(self, request, kind, key):
        article, quote = reported(kind, key)
        if not services.reports_allowed(client_address(request)):
            answer = render(request, "reports/too_many.html", {"article": article}, status=429)
            answer["Retry-After"] = "3600"
            return answer
        form = ErrorReportForm(request.POST)
        if form.is_bot():
            return redirect("reports:sent", kind=kind, key=key)
        if not form.is_valid():
            return self.page(request, article, quote, form, status=400)
        data = form.cleaned_data
        services.file_report(article=article, quote=quote, text=data["text"], email=data["email"])
        return redirect("reports:sent", kind=kind, key=key)

    def page(self, request, article, quote, form, status=200):
        context = {"article": article, "quote": quote, "form": form}
        return render(request, self.template_name, context, status=status)


@method_decorator(never_cache, name="dispatch")
class ReportSentView(View):
    def get(self, request, kind, key):
        article, quote = reported(kind, key)
        return render(request, "reports/sent.html", {"article": article, "quote": quote})
