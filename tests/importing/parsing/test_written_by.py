"""Whose words a document holds (issue 28): the one who wrote it said them. Texts written for these tests."""

from importing.parsing import parse_document
from importing.parsing.written_by import writer


def test_the_owner_of_a_post_or_a_statement_wrote_its_words():
    assert writer("Ana Pell’s statement").name == "Ana Pell"
    assert writer("Ortiz’s latest post").name == "Ortiz"
    assert writer("the Harbour Trust's annual report").name == "Harbour Trust"


def test_someone_s_people_are_not_their_words():
    assert writer("Ana Pell’s spokesman") is None
    assert writer("a statement") is None


def test_a_document_from_someone_by_name_holds_their_words():
    # `After the tweet, a statement from Mr Hopkins said: “Demand on our emergency department ...”` and the two
    # paragraphs running on from it had no speaker (set 78).
    assert writer("a statement from Mr Hopkins").name == "Hopkins"
    assert writer("A letter from Ana Pell").name == "Ana Pell"
    assert writer("a statement from the council") is None
    doc = parse_document(
        "Apology\n\nAna Pell runs the trust. After the tweet, a statement from Ms Pell said: “We are sorry.”",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Ana Pell"]


def test_a_document_on_someone_s_own_site_holds_their_words():
    # `A short 87-word statement on United’s official website read: “Erik ten Hag has left his role ...”` had gone
    # to no one, or to the manager it was about (set 101): `read` after a document is what it says.
    assert writer("A short statement on Ana Pell’s official website").name == "Ana Pell"
    assert writer("a statement on the website") is None
    doc = parse_document(
        "Club statement\n\nAna Pell runs the trust. Ray Dunne was sacked on Monday.\n\nA short statement on "
        "Ms Pell’s official website read: “Ray Dunne has left his role.”",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Ana Pell"]
