"""Build the POST a browser would send from a rendered admin change form."""

from django.db.models.fields.files import FieldFile


def _add_field(data, bound_field):
    value = bound_field.value()
    if value is None or value is False or isinstance(value, FieldFile):
        return  # unchecked boxes, empty values and already stored files are absent from a real POST
    if value is True:
        value = "on"
    data[bound_field.html_name] = (
        [str(v) for v in value] if isinstance(value, (list, tuple)) else value
    )


def change_form_data(response) -> dict:
    """Every field of the main form and its inline formsets (management forms included), as shown."""
    context = response.context
    data = {}
    for bound_field in context["adminform"].form:
        _add_field(data, bound_field)
    for inline in context["inline_admin_formsets"]:
        formset = inline.formset
        for bound_field in formset.management_form:
            _add_field(data, bound_field)
        for form in formset.initial_forms:
            for bound_field in form:
                _add_field(data, bound_field)
    return data


def with_paragraph(data: dict, index: int, text: str | None) -> dict:
    """The form data with the body's paragraph `index` replaced by `text` (None takes it out)."""
    paragraphs = [p for p in data["body"].split("\n\n")]
    if text is None:
        del paragraphs[index]
    else:
        paragraphs[index] = text
    return {**data, "body": "\n\n".join(paragraphs)}


def panel_data(html: str, prefix: str) -> dict:
    """The inputs a browser would send from the page's fields named `prefix`-…: hidden and text values, ticked boxes."""
    from html.parser import HTMLParser

    data = {}

    class Inputs(HTMLParser):
        def handle_starttag(self, tag, attrs):
            attrs = dict(attrs)
            name = attrs.get("name") or ""
            if tag != "input" or not name.startswith(f"{prefix}-"):
                return
            if attrs.get("type") == "checkbox":
                if "checked" in attrs:
                    data[name] = "on"
            else:
                data[name] = attrs.get("value") or ""

    Inputs().feed(html)
    return data
