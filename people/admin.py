from django.contrib import admin
from django.db import models
from django.db.models import Count

from imaging.forms import IMAGE_UPLOAD_FIELD, DescribedImageFormMixin
from imaging.renditions import discard_replaced, ensure_renditions
from revisions.admin import ConflictGuardForm, HistoryAdmin

from .models import Organisation, Person, Role
from .versioning import register_versions

register_versions()  # before the VersionAdmins below, which would otherwise register with their own defaults


class RoleInline(admin.TabularInline):
    model = Role
    extra = 0
    autocomplete_fields = ["organisation"]
    fields = [
        "title",
        "organisation",
        "started_on",
        "started_precision",
        "ended_on",
        "ended_precision",
    ]


class PersonAdminForm(DescribedImageFormMixin, ConflictGuardForm):
    described_images = {"headshot": ("headshot_alt", "headshot_caption", "headshot_credit")}


@admin.register(Person)
class PersonAdmin(HistoryAdmin):
    form = PersonAdminForm
    list_display = ["name", "alias_summary", "role_count", "quote_count", "has_headshot"]
    search_fields = ["name", "aliases"]
    list_per_page = 50
    prepopulated_fields = {"slug": ["name"]}
    inlines = [RoleInline]
    formfield_overrides = {models.ImageField: IMAGE_UPLOAD_FIELD}
    fieldsets = [
        (None, {"fields": ["name", "slug", "aliases", "bio"]}),
        (
            "Headshot",
            {
                "fields": ["headshot", "headshot_alt", "headshot_caption", "headshot_credit"],
                "classes": ["collapse"],
            },
        ),
    ]

    class Media:
        css = {"all": ["admin/desk/desk.css"]}

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .annotate(
                role_total=Count("roles", distinct=True), quote_total=Count("quotes", distinct=True)
            )
            .order_by("name")
        )

    def save_model(self, request, obj, form, change):
        previous = (
            Person.objects.filter(pk=obj.pk).values_list("headshot", flat=True).first()
            if change
            else ""
        )
        super().save_model(request, obj, form, change)
        ensure_renditions(obj.headshot)
        discard_replaced(obj.headshot, previous)

    @admin.display(description="Also known as")
    def alias_summary(self, person):
        return ", ".join(person.alias_list)

    @admin.display(description="Roles", ordering="role_total")
    def role_count(self, person):
        return person.role_total

    @admin.display(description="Quotes", ordering="quote_total")
    def quote_count(self, person):
        return person.quote_total

    @admin.display(description="Headshot", boolean=True)
    def has_headshot(self, person):
        return bool(person.headshot)


@admin.register(Organisation)
class OrganisationAdmin(HistoryAdmin):
    list_display = ["name", "kind", "parent"]
    list_filter = ["kind"]
    search_fields = ["name"]
    prepopulated_fields = {"slug": ["name"]}
    autocomplete_fields = ["parent"]


@admin.register(Role)
class RoleAdmin(HistoryAdmin):
    list_display = ["person", "title", "organisation", "period"]
    list_filter = ["organisation__kind", "organisation"]
    list_select_related = ["person", "organisation"]
    search_fields = ["person__name", "title", "organisation__name"]
    autocomplete_fields = ["person", "organisation"]
