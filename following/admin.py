"""Followers in the admin: counts per story and person for staff; the addresses themselves only
masked, since staff rarely need them and they are personal data."""

from django.contrib import admin
from django.db.models import Count, Q

from .models import Follow


def masked(email: str) -> str:
    local, _, domain = email.partition("@")
    return f"{local[:1]}…@{domain}"


@admin.register(Follow)
class FollowAdmin(admin.ModelAdmin):
    list_display = ("target", "address", "state", "created_at", "confirmed_at")
    list_filter = (("confirmed_at", admin.EmptyFieldListFilter), "arc", "person")
    list_select_related = ("arc", "person")
    date_hierarchy = "created_at"
    fields = ("target", "address", "state", "created_at", "confirmed_at")
    readonly_fields = fields
    change_list_template = "admin/following/follow/change_list.html"

    @admin.display(description="address")
    def address(self, follow):
        return masked(follow.email)

    @admin.display(description="state")
    def state(self, follow):
        return "confirmed" if follow.confirmed_at else "waiting for confirmation"

    def has_add_permission(self, request):
        return False  # readers sign up themselves (double opt-in); staff never add an address

    def has_change_permission(self, request, obj=None):
        return False

    def changelist_view(self, request, extra_context=None):
        confirmed = Count("pk", filter=Q(confirmed_at__isnull=False))
        pending = Count("pk", filter=Q(confirmed_at__isnull=True))
        counts = (
            Follow.objects.values("arc__title", "person__name")
            .annotate(confirmed=confirmed, pending=pending)
            .order_by("-confirmed", "arc__title", "person__name")
        )
        extra_context = {**(extra_context or {}), "follower_counts": counts}
        return super().changelist_view(request, extra_context)
