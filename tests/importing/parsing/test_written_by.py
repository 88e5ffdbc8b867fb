"""Whose words a document holds (issue 28): the one who wrote it said them. Texts written for these tests."""

from importing.parsing.written_by import writer


def test_the_owner_of_a_post_or_a_statement_wrote_its_words():
    assert writer("Ana Pell’s statement").name == "Ana Pell"
    assert writer("Ortiz’s latest post").name == "Ortiz"
    assert writer("the Harbour Trust's annual report").name == "Harbour Trust"


def test_someone_s_people_are_not_their_words():
    assert writer("Ana Pell’s spokesman") is None
    assert writer("a statement") is None
