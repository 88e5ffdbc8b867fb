"""Inline rows without typed positions: dragged into order (django-admin-sortable2) or kept in date order.

The order is decided here; the rows are written by a service (stories/services/positions.py
`save_in_order`, through each model's own), which gives them positions 1, 2, ... Without
JavaScript the hidden positions keep the order shown; new rows go last.
"""

import math

from adminsortable2.admin import CustomInlineFormSet, SortableInlineAdminMixin

POSITION = "position"


class OrderedFormSet(CustomInlineFormSet):
    def order_key(self, form, index: int):
        """Dragged order: the position the browser sent (hidden field), new rows after the others."""
        position = form.cleaned_data.get(POSITION)
        return (position or math.inf, index)

    def save(self, commit=True):
        # Rows are written by the services (stories/services), never by the formset itself: the
        # admin calls save(commit=False), then hands `ordered_rows()` and `deleted_objects` to one.
        if commit:
            raise TypeError(
                f"{type(self).__name__} is saved through a service: save(commit=False)."
            )
        return super().save(commit=False)

    def ordered_rows(self) -> list:
        """After save(commit=False): the rows kept, in the order the editor gave; new rows last."""
        deleted = set(map(id, self.deleted_forms))
        kept = [
            (f, i)
            for i, f in enumerate(self.forms)
            if id(f) not in deleted and (f.instance.pk or f.has_changed())
        ]
        return [form.instance for form, _ in sorted(kept, key=lambda pair: self.order_key(*pair))]


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
