from django import template

from people.models import Person

from ..review import document_body, document_rows

register = template.Library()


@register.filter
def review_rows(doc):
    """The import page's review rows for one parsed document."""
    return document_rows(doc)


@register.filter
def body_rows(doc):
    """(posts before the first paragraph, paragraphs with the posts after each) of a parsed document."""
    return document_body(doc)


@register.inclusion_tag("admin/importing/people_datalist.html")
def people_datalist():
    return {"people_names": Person.objects.order_by("name").values_list("name", flat=True)}
