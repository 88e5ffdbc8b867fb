"""Whom a quotation's `he` or `she` means (issue 28): each candidate's salience where the cue stands, the
part its name last played, and the cue's pronoun, read as a resolver of pronouns would. Texts written for
these tests."""

import pytest

from importing.parsing.antecedents import OBLIQUE, POSSESSIVE, SPEAKER, SUBJECT
from importing.parsing.candidates import FEATURES
from importing.parsing.parser import parse_document, read_candidates

HEADLINE = "Harbour plan\n\n"


def features(body: str, number: int = 0) -> dict[str, dict[str, float]]:
    read = read_candidates(HEADLINE + body)[0]
    return {c.name: dict(zip(FEATURES, c.features, strict=True)) for c in read.candidates[number]}


def test_the_speaker_of_the_sentence_before_outranks_a_nearer_name_in_a_prepositional_phrase():
    body = (
        "Laura Pell said the pier would close, a decision that angered the board led by Mary Dunne. "
        "“We had no choice,” she said."
    )
    found = features(body)
    assert found["Laura Pell"]["salience_rank"] == 0
    assert found["Mary Dunne"]["salience_rank"] == 1
    assert found["Laura Pell"]["last_role"] == SPEAKER
    assert found["Mary Dunne"]["last_role"] == OBLIQUE


def test_a_name_in_a_clause_opened_by_as_is_that_clause_s_subject():
    body = (
        "Tom Reyes, the farm secretary, toured Ames on Thursday.\n\n"
        "But as Mr. Vance campaigned on Friday, he stuck to his message. “I like this town,” he said."
    )
    found = features(body)
    assert found["Vance"]["last_role"] == SUBJECT
    assert found["Vance"]["salience_rank"] == 0
    assert found["Tom Reyes"]["salience_rank"] == 1


def test_a_possessive_weighs_less_than_a_subject():
    body = "Laura Pell read Mary Dunne’s letter aloud on Monday. “It is a fair offer,” she said."
    found = features(body)
    assert found["Mary Dunne"]["last_role"] == POSSESSIVE
    assert found["Laura Pell"]["salience"] > found["Mary Dunne"]["salience"]


def test_a_pronoun_adds_to_the_person_it_means():
    # `He` continues Reyes's sentence: Reyes stays ahead of Vance, named once since.
    body = (
        "Tom Reyes toured the pier on Monday. Later he met Mr. Vance at the harbour. "
        "He also walked the quay. “It is a fine pier,” he said."
    )
    found = features(body)
    assert found["Tom Reyes"]["salience_rank"] == 0
    assert found["Vance"]["salience_rank"] == 1


def test_only_people_whose_gender_fits_the_cue_s_pronoun_are_ranked():
    body = "Tom Reyes met Laura Pell at the pier. “It is a fine pier,” she said."
    found = features(body)
    assert found["Laura Pell"]["salience_rank"] == 0
    assert found["Tom Reyes"]["salience_rank"] == 99


@pytest.mark.parametrize(
    "body, number, code",
    [
        ("Tom Reyes spoke. “It is over,” he argued.", 0, 1.0),  # any speech verb
        ("Laura Pell spoke. She continued: “It is over.”", 0, 2.0),
        # A quotation that borrows its neighbour's cue borrows its pronoun.
        ("Laura Pell spoke. “It is over,” she said. “We are done.”", 1, 2.0),
        ("Laura Pell spoke. “It is over,” Tom Reyes said.", 0, 0.0),
    ],
)
def test_the_cue_s_pronoun_is_read_from_any_speech_verb_and_from_the_cue_a_quotation_borrows(
    body, number, code
):
    found = features(body, number)
    assert {values["near_pronoun"] for values in found.values()} == {code}


def test_he_said_after_a_clause_about_someone_means_them_not_the_last_paragraph_s_subject():
    text = (
        "Harbour plan\n\n"
        "Tom Reyes, the transport secretary, toured the port on Thursday and praised its new cranes.\n\n"
        "But as Mr. Vance campaigned on Friday in Ames, he stuck firmly to his message about the "
        "pier. “I like this harbour more than the other one,” he said."
    )
    (quote,) = parse_document(text, name="harbour").quotes
    assert quote.speaker == "Vance"


def test_a_name_made_of_words_the_text_also_writes_in_lowercase_is_no_he_or_she():
    body = (
        "Tom Reyes, the mayor, spoke on Monday. Earlier, Harbour Keepers said the quay was unsafe, "
        "and harbour keepers agreed. “It is a fine pier,” he said."
    )
    found = features(body)
    assert found["Tom Reyes"]["salience_rank"] == 0
    assert found["Harbour Keepers"]["salience_rank"] == 99


def test_her_keeps_the_person_it_means_ahead_of_a_name_in_a_prepositional_phrase():
    body = (
        "Laura Pell has led the campaign against the pier since March. Her group has written to "
        "Mary Vance, the minister, three times. “We will not stop until the minister listens,” she said."
    )
    found = features(body)
    assert found["Laura Pell"]["salience_rank"] == 0
    assert found["Mary Vance"]["salience_rank"] == 1
