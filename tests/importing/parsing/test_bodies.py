"""A body the story names in full speaks by that name when the story goes on to call it by its noun alone.
Texts written for these tests."""

import pytest

from importing.parsing import parse_document
from importing.parsing.bodies import body_described, named_bodies


def bodies_speaking(story: str) -> list[str]:
    return [quote.speaker_organisation for quote in parse_document(story, name="t").quotes]


def test_the_noun_alone_means_the_body_the_story_named():
    # `The Smithsonian National Zoo has conducted ... “...,” the zoo said`: the zoo's bulletin was a description
    # only, no one's words (set 43).
    story = (
        "Panda cub\n\nThe Smithsonian’s National Zoo has conducted the first exam on its panda cub.\n\n"
        "“The cub is strong and healthy,” the zoo said.\n\n"
        "The Department for Education published the figures. “Only 12% of schools are affected,” "
        "the department said."
    )
    assert bodies_speaking(story) == ["Smithsonian’s National Zoo", "Department for Education"]
    assert [q.speaker_description for q in parse_document(story, name="t").quotes] == [
        "the zoo",
        "the department",
    ]


def test_two_bodies_with_the_noun_leave_it_no_one_s():
    story = (
        "Turbine row\n\nShropshire Council and Telford Council disagree about the turbine.\n\n"
        "“It will be visible,” the council said."
    )
    assert bodies_speaking(story) == [""]


@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        (["But Shropshire Council approved it."], {"council": "Shropshire Council"}),
        (["the Ministry of Human Resources said"], {"ministry": "Ministry of Human Resources"}),
        (["The European Union and the union"], {}),  # `the union`: seldom the European Union
        (["The Council met. The Department met."], {}),  # a sentence's capital names no body
        # `This` opening the sentence is no part of the name, whatever its last letter
        (["This Council met. Shropshire Council approved it."], {"council": "Shropshire Council"}),
    ],
)
def test_named_bodies(texts, expected):
    assert named_bodies(texts) == expected


def test_only_the_noun_after_the_means_the_body():
    bodies = {"zoo": "National Zoo"}
    assert body_described("The zoo", bodies) == "National Zoo"
    assert body_described("the zoo’s keepers", bodies) is None
    assert body_described("a zoo", bodies) is None


def test_the_company_means_the_one_company_the_story_named_as_one():
    # `Acme Corp cut 200 jobs. ... “...,” the company said in a statement.` named no one (probed).
    story = (
        "Jobs\n\nHarbour Freight Corp cut 200 jobs on Monday.\n\n"
        "“We regret the decision,” the company said in a statement."
    )
    assert bodies_speaking(story) == ["Harbour Freight Corp"]
    assert named_bodies(["Acme Corp cut jobs.", "Quill Inc. grew."]) == {}
    assert named_bodies(["The Acme Holdings board met."]) == {"company": "Acme Holdings"}


def test_a_club_a_bank_or_a_court_the_story_named_is_what_its_noun_means():
    # `Chelsea Football Club have parted company with Head Coach Frank Lampard. / The club, in a statement, said:
    # / “This has been a very difficult decision ...”` (set 250); `the court` after the Seoul Central District
    # Court (set 252, kept apart).
    assert bodies_speaking(
        "Coach leaves\n\nHarbour Football Club have parted company with Head Coach Ray Dunne.\n\n"
        "The club, in a statement, said:\n\n“This has been a very difficult decision.”"
    ) == ["Harbour Football Club"]
    assert bodies_speaking(
        "Ruling\n\nThe Harbour Central District Court ruled on Friday.\n\nThe defendant “violated norms”, the "
        "court said."
    ) == ["Harbour Central District Court"]


def test_a_chamber_s_or_a_place_s_body_in_lower_case_is_named_and_meant_by_its_noun():
    story = (
        "Homes report\n\nHomes need “extensive rebuilding”, the Commons harbour committee has concluded.\n\n"
        "“It is shocking,” the committee said."
    )
    assert bodies_speaking(story) == ["Commons harbour committee", "Commons harbour committee"]
    # A lower-case word that only joins others is no part of the name: `Democrats on the committee`.
    assert named_bodies(["Democrats on the committee met."]) == {}
