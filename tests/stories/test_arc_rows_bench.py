"""bench/arc_rows.py (part of `make bench`) times the arc page's timeline lines, shown from the index, against
the plain ORM: both ways must build what the page shows alike, or its figures compare unlike things (the times
are in its output)."""

from bench.arc_rows import items_from_the_index, items_through_the_orm, shown_by_line
from stories.models import StoryArc
from stories.models.publishing import READERS
from stories.timeline.index import Kind, timeline_index


def test_the_timeline_lines_shown_from_the_index_are_those_the_orm_reads(seeded):
    arc = StoryArc.objects.get()
    entries, shown = timeline_index(arc, READERS.visible_through)
    assert {entry.kind for entry in entries} == {Kind.ARTICLE, Kind.UPDATE, Kind.EVENT}

    from_the_index = shown_by_line(items_from_the_index(READERS.visible_through, entries, shown))

    assert from_the_index == shown_by_line(
        items_through_the_orm(READERS.visible_through, entries, shown)
    )
