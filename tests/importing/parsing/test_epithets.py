"""What a sports or arts story calls the person it is about (`the Lakers guard`, `the 31-year-old`, `the
actress`) means the person who spoke last, when no one holds it as a role."""

from importing.parsing import parse_document
from importing.parsing.epithets import epithet_gender


def sources(body):
    doc = parse_document("Harbour win\n\n" + body, name="t")
    return [(q.speaker, q.speaker_description) for q in doc.quotes]


def test_epithets_are_a_team_s_post_an_age_or_a_performer():
    assert epithet_gender("the Lakers guard") == ""
    assert epithet_gender("the 31-year-old") == ""
    assert epithet_gender("the veteran Wigan captain") == ""
    assert epithet_gender("The actress") == "f"
    assert epithet_gender("the senator") is None  # a role: the text says who holds it
    assert epithet_gender("the company") is None


def test_the_teams_guard_is_who_spoke_last():
    # `“I felt like I was in high school again,” said Bryant ... “It just so happens that I have good games
    # when he's here,” the Lakers guard said.`: a description the model could not name (0.01).
    found = sources(
        "Ray Dunne scored 30 points as the Harbour beat Denver.\n\n"
        "“I felt like I was in high school again,” said Dunne.\n\n"
        "Dunne knew Ana Pell was in the building but did not speak with her.\n\n"
        "“I have good games when she's here,” the Harbour guard said."
    )
    assert found[-1] == ("Ray Dunne", "")


def test_an_epithet_after_no_quotation_stays_a_description():
    found = sources(
        "Ray Dunne scored 30 points as the Harbour beat Denver.\n\n"
        "“I have good games when she's here,” the Harbour guard said."
    )
    assert found == [(None, "the Harbour guard")]
