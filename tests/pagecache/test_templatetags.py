"""{% fragment %}: a block of a template kept between renders until what it showed changes."""

import pytest
from django.template import Context, Template, TemplateSyntaxError

from pagecache.invalidation import invalidate
from pagecache.tags import collecting
from tests.factories import PersonFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("kept_parts")]

BLOCK = Template(
    '{% load pagecache %}<p>{% fragment "greeting" number %}{% shows extra %}'
    "{% for person in people %}{{ person.name }} {% endfor %}{{ number }}{% endfragment %}</p>"
)


class People:
    """A lazy list the view hands the template: counts how often the block really read it."""

    def __init__(self):
        self.reads = 0

    def __iter__(self):
        from people.models import Person

        self.reads += 1
        return iter(Person.objects.order_by("pk"))


def render(people, number=1, extra=("list-people",)):
    """The block inside a public page's render: (its HTML, the page's tags)."""
    with collecting() as page_tags:
        html = BLOCK.render(Context({"people": people, "number": number, "extra": extra}))
    return html, page_tags


def test_the_block_is_rendered_once_then_kept_with_the_tags_of_what_it_showed():
    person = PersonFactory(name="Ana Pell")
    people = People()
    first, _ = render(people)
    again, page_tags = render(people)
    assert first == again == "<p>Ana Pell 1</p>" and people.reads == 1
    # The kept block tags the page as if it had rendered: the row it showed and what {% shows %} named.
    assert {f"person-{person.pk}", "list-people"} <= page_tags


def test_an_edit_to_what_it_shows_renders_it_again():
    person = PersonFactory(name="Ana Pell")
    people = People()
    render(people)
    person.name = "Ana Pell-Dunne"
    person.save()  # invalidates person-<id> through the registry's signals
    html, _ = render(people)
    assert html == "<p>Ana Pell-Dunne 1</p>" and people.reads == 2


def test_a_tag_named_by_shows_renders_it_again():
    PersonFactory(name="Ana Pell")
    people = People()
    render(people)
    invalidate({"list-people"})
    render(people)
    assert people.reads == 2


def test_each_value_it_varies_by_is_a_block_of_its_own():
    PersonFactory(name="Ana Pell")
    people = People()
    assert render(people, number=1)[0] == "<p>Ana Pell 1</p>"
    assert render(people, number=2)[0] == "<p>Ana Pell 2</p>"
    assert people.reads == 2


def test_outside_a_public_page_s_render_it_is_rendered_every_time():
    PersonFactory(name="Ana Pell")
    people = People()
    for _ in range(2):
        BLOCK.render(Context({"people": people, "number": 1, "extra": ()}))
    assert people.reads == 2


def test_a_fragment_needs_a_name():
    with pytest.raises(TemplateSyntaxError):
        Template("{% load pagecache %}{% fragment %}x{% endfragment %}")


def test_a_page_of_kept_blocks_reads_the_changes_token_once(monkeypatch):
    from pagecache import fragments
    from pagecache.invalidation import TOKEN_KEY

    lines = Template(
        '{% load pagecache %}{% for n in numbers %}{% fragment "line" n %}{{ n }}{% endfragment %}'
        "{% endfor %}"
    )
    context = {"numbers": range(5)}
    with collecting():
        lines.render(Context(context))
    asked = []
    get_many = fragments.shared_cache.get_many

    def counted(keys):
        asked.extend(key for key in keys if key == TOKEN_KEY)
        return get_many(keys)

    monkeypatch.setattr(fragments.shared_cache, "get_many", counted)
    with collecting():
        assert lines.render(Context(context)) == "01234"
    assert len(asked) == 1  # one round trip for the token, as the arc's lines took in one batch


def test_a_row_loaded_outside_the_block_tags_it_through_shows():
    """The page's own row, loaded by the view before the block renders, is named with {% shows row %}."""
    block = Template(
        '{% load pagecache %}{% fragment "name" person.pk %}{% shows person %}{{ person.name }}'
        "{% endfragment %}"
    )
    from people.models import Person

    person = PersonFactory(name="Ana Pell")

    def render():
        with collecting() as page_tags:
            shown = Person.objects.get(pk=person.pk)  # loaded outside the block, as a view does
            return block.render(Context({"person": shown})), page_tags

    render()
    person.name = "Ana Pell-Dunne"
    person.save()
    html, page_tags = render()
    assert html == "Ana Pell-Dunne" and f"person-{person.pk}" in page_tags
