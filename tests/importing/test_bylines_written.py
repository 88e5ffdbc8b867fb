"""A byline in the text ("By Jane Doe and John Roe") is written as the article's bylines, in order."""

import pytest

from importing.parsing import parse_document
from importing.sources import SourceText
from importing.writer import ImportForbidden, write_documents
from people.models import Person
from tests.factories import PersonFactory

pytestmark = pytest.mark.django_db

TEXT = (
    "Council votes on the bridge\n\n"
    "By Jane Doe and John Roe\n\n"
    "The council voted on Tuesday to rebuild the bridge.\n\n"
    "“We will build it,” Ana Pell said.\n"
)


def import_text(text=TEXT, *, by=None):
    source = SourceText("bridge", "bridge.txt", text, "d" * 64)
    return write_documents([(source, parse_document(text, name="bridge"))], by=by)


def test_both_writers_of_a_byline_are_written_in_order_as_new_people():
    [outcome] = import_text()
    writers = [b.person.name for b in outcome.article.bylines.order_by("position")]
    assert writers == ["Jane Doe", "John Roe"]
    assert {"Jane Doe", "John Roe"} <= set(outcome.new_people)


def test_a_writer_on_file_by_name_or_alias_is_that_person_not_a_new_one():
    jane = PersonFactory(name="Jane Doe")
    john = PersonFactory(name="Jonathan Roe", aliases="John Roe")
    [outcome] = import_text()
    assert [b.person for b in outcome.article.bylines.order_by("position")] == [jane, john]
    assert Person.objects.filter(name__in=["Jane Doe", "John Roe"]).count() == 1


def test_a_reporter_who_may_not_add_people_cannot_create_writers(reporter):
    with pytest.raises(ImportForbidden, match="Jane Doe, John Roe, Ana Pell are not on file"):
        import_text(by=reporter)
    assert not Person.objects.filter(name="Jane Doe").exists()
