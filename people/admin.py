from django.contrib import admin
from django.db.models import Count

from .models import Organisation, Person, Role


class RoleInline(admin.TabularInline):
    model = Role
    extra = 0
    autocomplete_fields = ["organisation", "source"]
    fields = ["title", "organisation", "started_on", "started_precision", "ended_on", "ended_precision", "source"]


@admin.register(Person)
class PersonAdmin(admin.ModelAdmin):
    list_display = ["name", "alias_summary", "role_count", "has_headshot"]
    search_fields = ["name", "aliases"]
    prepopulated_fields = {"slug": ["name"]}
    inlines = [RoleInline]
    fieldsets = [
        (None, {"fields": ["name", "slug", "aliases", "bio"]}),
        ("Headshot", {"fields": ["headshot", "headshot_alt"], "classes": ["collapse"]}),
    ]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(role_total=Count("roles")).order_by("name")

    @admin.display(description="Also known as")
    def alias_summary(self, person):
        return ", ".join(person.alias_list)

    @admin.display(description="Roles", ordering="role_total")
    def role_count(self, person):
        return person.role_total

    @admin.display(description="Headshot", boolean=True)
    def has_headshot(self, person):
        return bool(person.headshot)


@admin.register(Organisation)
class OrganisationAdmin(admin.ModelAdmin):
    list_display = ["name", "kind", "parent"]
    list_filter = ["kind"]
    search_fields = ["name"]
    prepopulated_fields = {"slug": ["name"]}
    autocomplete_fields = ["parent"]


@admin.register(Role)
class RoleAdmin(admin.ModelAdmin):
    list_display = ["person", "title", "organisation", "period", "source"]
    list_filter = ["organisation__kind", "organisation"]
    list_select_related = ["person", "organisation", "source"]
    search_fields = ["person__name", "title", "organisation__name"]
    autocomplete_fields = ["person", "organisation", "source"]
