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
