"""Inline rows without typed positions: dragged into order (django-admin-sortable2) or kept in date order.

Parts carry a unique (parent, position), so rows cannot take each other's places one save at a time:
saving first moves every row of the parent out of the way, then writes positions 1, 2, ... in the
order decided here. Without JavaScript the hidden positions keep the order shown; new rows go last.
"""

import math

from adminsortable2.admin import CustomInlineFormSet, SortableInlineAdminMixin

from ..services.positions import free_positions

POSITION = "position"


class OrderedFormSet(CustomInlineFormSet):
    def order_key(self, form, index: int):
        """Dragged order: the position the browser sent (hidden field), new rows after the others."""
        position = form.cleaned_data.get(POSITION)
        return (position or math.inf, index)

    def save(self, commit=True):
        if not commit:
            return super().save(commit)
        deleted = set(map(id, self.deleted_forms))
        kept = [
            (f, i)
            for i, f in enumerate(self.forms)
            if id(f) not in deleted and (f.instance.pk or f.has_changed())
        ]
        ordered = [form for form, index in sorted(kept, key=lambda pair: self.order_key(*pair))]
        free_positions(self.model._default_manager.filter(**{self.fk.name: self.instance}))
        for position, form in enumerate(ordered, 1):
            form.instance.position = position
        saved = super().save(commit)
        # Rows the editor did not touch were moved out of the way above: put them at their place.
        for form in ordered:
            if form.instance.pk and not form.has_changed():
                form.instance.save(update_fields=[POSITION])
        return saved


class DateOrderedFormSet(OrderedFormSet):
    """Chronological parts (updates): ordered by their date, rows of one date in the order they had."""

    date_field = "dated_on"

    def order_key(self, form, index: int):
        return (
            form.cleaned_data.get(self.date_field) or form.instance.dated_on,
            *super().order_key(form, index),
        )


class DraggableInlineMixin(SortableInlineAdminMixin):
    """Rows dragged into order, new ones too (before their first save); their position is a hidden
    field, never typed."""

    formset = OrderedFormSet
    ordering = [POSITION]

    class Media:
        js = ["admin/ordering/new_rows.js"]


class DateOrderedInlineMixin:
    """Rows shown and saved in date order; their position is never typed."""

    formset = DateOrderedFormSet
    ordering = ["dated_on", POSITION]
