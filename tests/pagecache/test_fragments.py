"""Parts of pages are kept between renders and made stale by the same tags as pages (pagecache/fragments.py)."""

import pytest
from django.http import Http404

from pagecache.fragments import Lazy, fragment
from pagecache.invalidation import invalidate
from pagecache.tags import collecting, depends_on, shows
from tests.factories import PersonFactory

# Storing a part reads the scheduled publications (none here), which are in the database.
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("kept_parts")]


class Build:
    """A part's build: counts its runs and shows `tags`, as a part loading rows would."""

    def __init__(self, value, *tags):
        self.value, self.tags, self.runs = value, tags, 0

    def __call__(self):
        self.runs += 1
        shows(*self.tags)
        return self.value


def render(key, build, **kwargs):
    """`fragment()` inside a public page's render: (its value, the page's tags)."""
    with collecting() as page_tags:
        value = fragment(key, build, **kwargs)
    return value, page_tags


def test_a_part_is_built_once_and_then_reused_with_its_tags():
    build = Build(["a list"], "quote-1", "person-2")
    first, _ = render("part", build)
    again, page_tags = render("part", build)
    assert first == again == ["a list"] and build.runs == 1
    assert {"quote-1", "person-2"} <= page_tags  # the page shows what the kept part shows


def test_each_render_gets_its_own_copy_of_a_kept_value():
    render("part", Build(["a list"]))
    value, _ = render("part", Build(["unused"]))
    value.append("changed by one render")
    assert render("part", Build(["unused"]))[0] == ["a list"]


def test_invalidating_a_tag_the_part_shows_rebuilds_it():
    build = Build("words", "quote-1")
    render("part", build)
    invalidate({"quote-1"})
    render("part", build)
    assert build.runs == 2


def test_invalidating_other_tags_leaves_the_part_kept():
    build = Build("words", "quote-1")
    render("part", build)
    invalidate({"quote-2", "person-9"})
    render("part", build)
    assert build.runs == 1


def test_tags_given_for_what_a_part_reads_without_rows_make_it_stale_too():
    build = Build("the cast")
    render("cast", build, tags=("arc-3",))
    invalidate({"arc-3"})
    _, page_tags = render("cast", build, tags=("arc-3",))
    assert build.runs == 2 and "arc-3" in page_tags


def test_what_a_part_read_but_does_not_show_stales_the_part_and_stays_off_the_page():
    def build():
        build.runs += 1
        shows("arc-3")
        depends_on("article-7")  # read for a line another page shows
        return "the index"

    build.runs = 0
    _, built = render("index", build)
    _, reused = render("index", build)
    assert build.runs == 1 and "arc-3" in built and "arc-3" in reused
    assert "article-7" not in built and "article-7" not in reused
    invalidate({"article-7"})
    render("index", build)
    assert build.runs == 2


def test_a_lazy_value_is_built_once_a_render_and_stales_every_part_reading_it():
    from people.models import Person

    person = PersonFactory(name="Ana Pell")
    builds = []

    def names():
        builds.append(1)
        return [p.name for p in Person.objects.order_by("pk")]

    def render():
        value = Lazy(names)
        with collecting() as page_tags:
            parts = (fragment("one", lambda: " ".join(value)), fragment("two", lambda: value[0]))
        return parts, page_tags

    parts, page_tags = render()
    assert parts == ("Ana Pell", "Ana Pell") and len(builds) == 1
    assert f"person-{person.pk}" in page_tags
    assert render()[0] == ("Ana Pell", "Ana Pell") and len(builds) == 1  # both kept: never built
    person.name = "Ana Pell-Dunne"
    person.save()
    # The second part read the value the first built: it carries the row's tag all the same.
    assert render()[0] == ("Ana Pell-Dunne", "Ana Pell-Dunne") and len(builds) == 2


def test_outside_a_public_render_every_part_is_built():
    build = Build("for staff")
    fragment("part", build)
    fragment("part", build)
    assert build.runs == 2


def test_with_no_lifetime_nothing_is_kept(settings):
    settings.FRAGMENT_CACHE_SECONDS = 0
    build = Build("words")
    render("part", build)
    render("part", build)
    assert build.runs == 2


def test_a_build_that_raises_keeps_nothing():
    def missing():
        raise Http404("Nobody by that name.")

    for _ in range(2):
        with pytest.raises(Http404), collecting():
            fragment("person:nobody", missing)
    build = Build("somebody")
    assert render("person:nobody", build)[0] == "somebody" and build.runs == 1


def test_a_change_during_the_build_makes_the_part_stale():
    """Invalidated after its build began (an edit committing meanwhile), the part is not reused."""

    def racing():
        shows("quote-1")
        invalidate({"quote-1"})
        return "words read before the edit committed"

    with collecting():
        fragment("part", racing)
    build = Build("words after it", "quote-1")
    assert render("part", build)[0] == "words after it"
