"""Choice fields of inline rows that read the database once per form page, not once per row.

Django builds each inline row's fields by copying the formset's, and every copy asks again: a select
reads its options, an autocomplete reads the labels of its chosen values. An article of 10 quotes
and 10 people named cost 165 queries that way, 101 of them person look-ups, growing with every quote.
Here the copies share what the first one read (a select's options: `SharedModelChoiceField`), and an
autocomplete names the rows its row read with it (`KnownLabelsFormSetMixin`: the inline selects and
prefetches them). A value its row does not hold (a row the editor changed, shown again with an error)
is looked up as Django does.
"""

from collections.abc import Iterable

from django import forms
from django.contrib.admin.widgets import AutocompleteSelect, AutocompleteSelectMultiple
from django.db.models import Model
from django.forms.models import ModelChoiceIterator


class _Shared:
    """What the first row read; the rows' copies of a field hold this same object (copies are shallow)."""

    def __init__(self):
        self.value = None


class SharedChoiceIterator(ModelChoiceIterator):
    def __iter__(self):
        shared = self.field.shared
        if shared.value is None:
            shared.value = list(super().__iter__())
        yield from shared.value

    def __len__(self):
        return len(list(self))


class SharedModelChoiceField(forms.ModelChoiceField):
    """A select whose options are read once for all the rows of a formset."""

    iterator = SharedChoiceIterator

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.shared = _Shared()


class KnownLabelsMixin:
    """An autocomplete that names its chosen values from `known` (id -> label) when it knows them all:
    the related rows its form's instance already read (select_related, prefetch_related)."""

    known: dict[str, str] = {}

    def optgroups(self, name, value, attr=None):
        field = self.choices.field
        selected = [str(v) for v in value if str(v) not in field.empty_values]
        if not all(v in self.known for v in selected):
            return super().optgroups(name, value, attr)
        options = []
        if not self.is_required and not self.allow_multiple_selected:
            options.append(self.create_option(name, "", "", False, 0))
        for v in selected:
            options.append(self.create_option(name, v, self.known[v], True, len(options)))
        return [(None, options, 0)]


class KnownLabelsSelect(KnownLabelsMixin, AutocompleteSelect):
    pass


class KnownLabelsSelectMultiple(KnownLabelsMixin, AutocompleteSelectMultiple):
    pass


def _autocomplete(field: forms.Field) -> KnownLabelsMixin | None:
    widget = getattr(
        field.widget, "widget", field.widget
    )  # inside the admin's related-field wrapper
    return widget if isinstance(widget, KnownLabelsMixin) else None


def know_labels(field: forms.Field, objects: Iterable[Model]) -> None:
    """Tell `field`'s autocomplete (one form's own copy) the labels of `objects`, read already."""
    widget = _autocomplete(field)
    if widget is not None:
        widget.known = {str(obj.pk): field.label_from_instance(obj) for obj in objects}


class KnownLabelsFormSetMixin:
    """Each stored row's autocompletes name its related rows as read with it, instead of a query a row."""

    def add_fields(self, form, index):
        super().add_fields(form, index)
        instance = form.instance
        if instance.pk is None:
            return
        for name, field in form.fields.items():
            if _autocomplete(field) is None:
                continue
            model_field = instance._meta.get_field(name)
            if model_field.many_to_many:
                know_labels(field, getattr(instance, name).all())
            elif getattr(instance, model_field.attname) is not None:
                know_labels(field, [getattr(instance, name)])
