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
        ("Ajinkya Rahane", "m"),  # Indian, Italian, Russian and Arabic men's (sets 123 and 127)
        ("Luca Brecel", "m"),
        ("Nikita Mazepin", "m"),
        ("Mustafa Suleyman", "m"),
        ("Siya Kolisi", ""),  # a man's in South Africa, a woman's in India
        ("Mika Salo", ""),  # a man's in Finland, a woman's elsewhere
        ("Obama", ""),  # a bare surname is never judged by its ending
        ("Peter Vance", "m"),  # the lists first
        ("Robby Mook", "m"),  # short forms the news quotes
        ("Brigid Harrison", "f"),
        ("Marty Walz", ""),  # a man's and a woman's (Marty Walz, a Massachusetts legislator)
        ("Iain Duncan Smith", "m"),  # Scottish, Welsh and British Asian first names
        ("Keir Starmer", "m"),
        ("Rishi Sunak", "m"),
        ("Suella Braverman", "f"),
        ("Gill Baker", "f"),  # a `he added` after `Clive said` had gone to her (set 128)
        (
            "Gladys Marsh",
            "f",
        ),  # English names of older generations, Britain's and Australia's (set 265)
        ("Daryl Pell", "m"),
        ("Kirsty Vance", "f"),
        ("Shaun Dunne", "m"),
    ],
)
def test_a_full_name_s_gender(name, gender):
    assert gender_of_full_name(name) == gender


def test_he_is_not_a_woman_whose_first_name_the_lists_lacked():
    # `Former NSW premier Gladys Berejiklian is played a tapped phone call ... in which former NSW Liberal MP
    # Daryl Maguire complains to her ... / He said he “heckled” the then treasurer` went to Gladys Berejiklian
    # (set 265): neither first name was on a list.
    body = (
        "Inquiry live\n\nFormer premier Gladys Marsh is played a tapped phone call, in which former MP Daryl "
        "Pell complains to her about funding.\n\nHe said he “heckled” the treasurer."
    )
    assert [q.speaker for q in parse_document(body, name="t").quotes] == ["Daryl Pell"]


def test_he_is_not_the_woman_a_first_name_ending_in_a_names():
    body = (
        "The Premier was grilled by reporters. Sky News reporter Gabriella Power told Mr Andrews "
        "“everyone was expecting announcements”, prompting Mr Andrews to bite back.\n\n"
        "“I will just not do that,” he said."
    )
    doc = parse_document("Premier snaps\n\n" + body, name="t")
    assert [quote.speaker for quote in doc.quotes] == ["Gabriella Power", "Andrews"]


def test_he_in_the_sentence_of_the_man_it_follows_is_his():
    # `... Iain Duncan Smith quit his role over what he labelled a “deeply unfair” Budget` had gone to John
    # McDonnell, whom the story was about before (set 94).
    body = (
        "Shadow chancellor Carl Pell said the process was in chaos.\n\nThe developments come after work and "
        "pensions secretary Iain Duncan Smith quit his role over what he labelled a “deeply unfair” Budget."
    )
    doc = parse_document("Budget chaos\n\n" + body, name="t")
    assert doc.quotes[0].speaker == "Iain Duncan Smith"


def test_he_after_a_man_whose_first_name_ends_in_a_is_his():
    # `Rahane said, “...”` then `he said` had gone to Kane Williamson, the last man a list knew (set 127).
    body = (
        "Kane Williamson was pleased. “We know this side is strong,” said Williamson.\n\nAjinkya Rahane was "
        "happy.\n\nRahane said, “Very good game of cricket.”\n\nAsked about the light, he said, “It was about "
        "light.”"
    )
    doc = parse_document("Cricket\n\n" + body, name="t")
    assert doc.quotes[-1].speaker == "Ajinkya Rahane"
