"""Whom a sentence with no one as its subject is about (issue 28). Texts written for these tests."""

from importing.parsing.registry import NameRegistry
from importing.parsing.topics import described, owner


def test_a_sentence_is_about_the_person_it_describes():
    sentence = (
        "It became an issue, with Ana Pell -- who has called for a ban -- attacking the plan."
    )
    assert described(sentence, NameRegistry()) == ["Ana Pell"]
    assert described("It worries Ray Dunne, president of the port board.", NameRegistry()) == [
        "Ray Dunne"
    ]
    assert described("Ray Dunne left early.", NameRegistry()) == []


def test_a_sentence_naming_one_person_in_a_possessive_is_about_them_unless_someone_speaks():
    assert (
        owner("The words came rolling out of coach Ray Dunne’s mouth.", NameRegistry())
        == "Ray Dunne"
    )
    assert owner("Ana Pell said on Ray Dunne’s show that it was over.", NameRegistry()) is None
    assert owner("Ray Dunne’s and Ana Pell’s plans failed.", NameRegistry()) is None
