"""The scheduling calendar: articles set to go public at a time (scheduled, held under embargo until
then) by day or by week, each linking to its form. Days are the newsroom's (TIME_ZONE)."""

import datetime

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.template.response import TemplateResponse
from django.utils import timezone
from django.views import View

from stories.models import Article, Status

from ..permissions import may_see_desk


def _day(value: str | None) -> datetime.date:
    try:
        return datetime.date.fromisoformat(value or "")
    except ValueError:
        return timezone.localdate()


class CalendarView(View):
    def get(self, request):
        if not may_see_desk(request.user):
            raise PermissionDenied
        scale = "day" if request.GET.get("scale") == "day" else "week"
        day = _day(request.GET.get("date"))
        first = day if scale == "day" else day - datetime.timedelta(days=day.weekday())
        span = 1 if scale == "day" else 7
        days = [first + datetime.timedelta(days=n) for n in range(span)]
        zone = timezone.get_current_timezone()
        start = datetime.datetime.combine(first, datetime.time.min, zone)
        end = datetime.datetime.combine(
            days[-1] + datetime.timedelta(days=1), datetime.time.min, zone
        )
        articles = (
            Article.objects.filter(
                status=Status.PUBLISHED, publish_at__gte=start, publish_at__lt=end
            )
            .select_related("outlet")
            .order_by("publish_at", "pk")
        )
        by_day = {d: [] for d in days}
        for article in articles:
            by_day[timezone.localtime(article.publish_at).date()].append(article)
        step = datetime.timedelta(days=span)
        context = {
            **admin.site.each_context(request),
            "title": "Scheduling calendar",
            "scale": scale,
            "days": list(by_day.items()),
            "first": first,
            "last": days[-1],
            "previous": first - step,
            "next": first + step,
            "today": timezone.localdate(),
            "now": timezone.now(),
        }
        return TemplateResponse(request, "admin/desk/calendar.html", context)
