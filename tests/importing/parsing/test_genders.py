"""A full name's gender, for the pronouns that follow it: by first name, else by a first name's -a ending."""

import pytest

from importing.parsing import parse_document
from importing.parsing.genders import gender_of_full_name


@pytest.mark.parametrize(
    "name, gender",
    [
        ("Gabriella Power", "f"),  # on no list: a first name ending in -a
        ("Faiza Patel", "f"),
        ("Narendra Modi", "m"),  # the men's that end so
        ("Luka Doncic", "m"),
        ("Kazuya Sato", "m"),
        ("Mika Salo", ""),  # a man's in Finland, a woman's elsewhere
        ("Obama", ""),  # a bare surname is never judged by its ending
        ("Peter Vance", "m"),  # the lists first
    ],
)
def test_a_full_name_s_gender(name, gender):
    assert gender_of_full_name(name) == gender


def test_he_is_not_the_woman_a_first_name_ending_in_a_names():
    body = (
        "The Premier was grilled by reporters. Sky News reporter Gabriella Power told Mr Andrews "
        "“everyone was expecting announcements”, prompting Mr Andrews to bite back.\n\n"
        "“I will just not do that,” he said."
    )
    doc = parse_document("Premier snaps\n\n" + body, name="t")
    assert [quote.speaker for quote in doc.quotes][-1] != "Gabriella Power"


@pytest.mark.parametrize(
    "name, gender", [("Robby Mook", "m"), ("Brigid Harrison", "f"), ("Marty Walz", "")]
)
def test_short_forms_the_news_quotes_are_on_the_lists(name, gender):
    # Marty is a man's and a woman's (Marty Walz, a Massachusetts legislator): on neither list.
    assert gender_of_full_name(name) == gender


@pytest.mark.parametrize(
    "name, gender",
    [
        ("Iain Duncan Smith", "m"),
        ("Keir Starmer", "m"),
        ("Rishi Sunak", "m"),
        ("Suella Braverman", "f"),
    ],
)
def test_scottish_welsh_and_british_asian_first_names_are_on_the_lists(name, gender):
    assert gender_of_full_name(name) == gender


def test_he_in_the_sentence_of_the_man_it_follows_is_his():
    # `... Iain Duncan Smith quit his role over what he labelled a “deeply unfair” Budget` had gone to John
    # McDonnell, whom the story was about before (set 94).
    body = (
        "Shadow chancellor Carl Pell said the process was in chaos.\n\nThe developments come after work and "
        "pensions secretary Iain Duncan Smith quit his role over what he labelled a “deeply unfair” Budget."
    )
    doc = parse_document("Budget chaos\n\n" + body, name="t")
    assert doc.quotes[0].speaker == "Iain Duncan Smith"
