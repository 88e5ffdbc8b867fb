from adminsortable2.admin import SortableAdminBase, SortableTabularInline
from django.contrib import admin
from django.db.models import Count

from revisions.admin import HistoryAdmin

from ..models import ArcEntry, Event, StoryArc
from ..services import arcs, publishing, reverts
from .ordering import DraggableInlineMixin
from .publishing import PublicationStateFilter, PublishingAdminMixin


class ArcEntryInline(DraggableInlineMixin, admin.TabularInline):
    """Entries dragged into order: the order readers see (the timeline, "Part N of M", previous and next).
    New ones go last unless dragged into place before saving."""

    model = ArcEntry
    template = SortableTabularInline.template
    extra = 0
    autocomplete_fields = ["article", "event"]
    fields = ["article", "event", "key_event", "pinned"]


@admin.register(StoryArc)
class StoryArcAdmin(SortableAdminBase, PublishingAdminMixin, HistoryAdmin):
    list_display = ["title", "publication_state", "entry_count", "updated_at"]
    list_filter = [PublicationStateFilter]
    search_fields = ["title", "summary"]
    prepopulated_fields = {"slug": ["title"]}
    inlines = [ArcEntryInline]
    fields = ["title", "slug", "summary", "is_live", ("status", "publish_at")]

    def get_queryset(self, request):
        return (
            super().get_queryset(request).annotate(entry_total=Count("entries")).order_by("title")
        )

    def save_related(self, request, form, formsets, change):
        form.save_m2m()
        for formset in formsets:  # the entries: written by the arc service, which checks the role
            formset.save(commit=False)
            arcs.save_arc_entries(
                arc=form.instance,
                entries=formset.ordered_rows(),
                deleted=formset.deleted_objects,
                by=request.user,
                seen=form.seen,
            )
            formset.save_m2m()

    def revert(self, request, version):
        reverts.restore_revision(version=version)

    def publish_one(self, arc, *, by):
        publishing.publish_arc(arc=arc, by=by)

    def schedule_one(self, arc, *, by, at):
        publishing.schedule_arc(arc=arc, by=by, at=at)

    def unpublish_one(self, arc, *, by):
        publishing.unpublish_arc(arc=arc, by=by)

    @admin.display(description="Entries", ordering="entry_total")
    def entry_count(self, arc):
        return arc.entry_total


@admin.register(Event)
class EventAdmin(HistoryAdmin):
    list_display = ["title", "display_date", "happened_precision"]
    list_filter = ["happened_precision"]
    date_hierarchy = "happened_on"
    search_fields = ["title", "description"]
    prepopulated_fields = {"slug": ["title"]}
    autocomplete_fields = ["persons", "sources"]
    fields = [
        "title",
        "slug",
        ("happened_on", "happened_precision"),
        "description",
        "persons",
        "sources",
    ]

    @admin.display(description="Date", ordering="happened_on")
    def display_date(self, event):
        return event.display_date
