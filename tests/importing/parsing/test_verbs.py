"""Speech verbs in a clause, and the words that look like them but are not."""

import pytest

from importing.parsing import parse_document
from importing.parsing.attribution import subject_before_quote
from importing.parsing.verbs import find_verbs


@pytest.mark.parametrize(
    "clause, verbs",
    [
        ("by allowing the chancellor to avoid answering questions in the House", []),
        ("He was dismissing claims of a rift", []),
        ("The ruling claims that the law stands", ["claims"]),  # a noun in -ing is a subject
        ("Pell questions whether the plan works", ["questions"]),
    ],
)
def test_what_a_gerund_does_something_with_is_no_speech_verb(clause, verbs):
    assert [verb.group() for verb in find_verbs(clause)] == verbs


def test_the_name_after_a_quotation_is_no_speaker_of_a_gerund_s_object():
    # `accused David Cameron of “covering up his great friend” George Osborne by allowing the chancellor to avoid
    # answering questions ...` had gone to Osborne (set 94).
    doc = parse_document(
        "Budget row\n\nThe Labour leader accused Ray Dunne of “covering up for his friend” Carl Pell by allowing "
        "the chancellor to avoid answering questions in the Commons.",
        name="t",
    )
    quote = doc.quotes[0]
    assert (quote.speaker, quote.speaker_description) == (None, "The Labour leader")


@pytest.mark.parametrize(
    "clause, verbs",
    [
        ("The statement read: ", ["read"]),  # what a document says (set 101)
        ("the email read", ["read"]),
        ("He read the report aloud: ", []),  # someone reading
        ("She read it out, then said", ["said"]),
    ],
)
def test_read_is_a_cue_only_after_a_document(clause, verbs):
    assert [verb.text for verb in find_verbs(clause)] == verbs


def test_how_someone_responded_is_no_cue():
    # `She said that ... Officer Chris Meyer had been terminated for the way he responded to the shoplifting call
    # ..., an episode that caused “adverse effects ...”` went to Meyer (set 106).
    before = "She said that Officer Ray Dunne had been fired for the way he responded, an episode that caused "
    assert subject_before_quote(before).text == "she"


def test_the_noun_a_gerund_names_a_kind_of_is_no_verb():
    # `... responded to the shoplifting call on May 27, an episode that caused “`: no one called (set 106).
    assert find_verbs("for the way he acted on the shoplifting call, an episode that caused") == ()
    assert [verb.text for verb in find_verbs("The ruling claims that")] == ["claims"]


def test_made_it_clear_is_a_cue_its_subject_s():
    # `Naidu made it clear that India maintains strong safety oversight mechanisms. “...,” he said.` went to the
    # man quoted the paragraph before: the sentence was read as India's, the subject of `maintains` (set 107).
    assert [verb.text for verb in find_verbs("Pell made it clear that")] == ["made it clear"]
    body = (
        "Headline\n\n“The plane lost height,” said Samir Kumar Sinha.\n\nMinister Ram Mohan Naidu spoke on "
        "Friday.\n\nNaidu made it clear that India maintains strong oversight. “We have very strict "
        "standards,” he said."
    )
    doc = parse_document(body, name="t")
    assert [q.speaker for q in doc.quotes] == ["Samir Kumar Sinha", "Ram Mohan Naidu"]


def test_ruled_is_a_cue():
    # `“The fact is that the only behaviour ... is the commission of a doping violation,” the court ruled in a
    # 35-page judgment` went to the agency named the paragraph before (set 110).
    doc = parse_document(
        "Ruling\n\nThe Agency said it was regrettable.\n\n“The ban is void,” the court ruled in a long "
        "judgment.",
        name="t",
    )
    assert [(q.speaker_organisation, q.speaker_description) for q in doc.quotes] == [
        ("", "the court")
    ]


def test_a_decades_s_is_no_possessive_before_a_verb():
    # `“...,” one Dubai resident in his 30s told The Guardian`: the `s` of `30s` had read as a possessive's,
    # making `told` a noun, and the quotation went to the last speaker.
    assert [verb.group() for verb in find_verbs(" a woman in her 60s said.")] == ["said"]
    assert [verb.group() for verb in find_verbs(" Dunne’s claims were false")] == []
    doc = parse_document(
        "Floods\n\n“It was like an invasion,” Ana Pell, a resident, told the Harbour Times.\n\n"
        "“It was horrific,” one resident in his 30s told the Valley Tribune.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell", None]
    assert doc.quotes[1].speaker_description == "one resident in his 30s"


def test_an_interviewers_pressed_and_interrupted_are_cues():
    # `“Would it be negotiable about the 11 million?” Hannity pressed.` went to the candidate he was
    # interviewing, the last speaker, as if no one had been credited.
    doc = parse_document(
        "Interview\n\n“It is negotiable,” Ray Dunne said.\n\n"
        "“Would it be negotiable about the fence?” Carl Pell pressed. “Maybe a shorter one?”\n\n"
        "“Not at all,” Dunne said.\n\n"
        "“And the cost?” Pell interrupted.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == [
        "Ray Dunne",
        "Carl Pell",
        "Carl Pell",
        "Ray Dunne",
        "Carl Pell",
    ]
