"""A body speaks through its spokesperson (`a Qantas spokesperson said`); a person's spokesperson is not that
person. Texts written for these tests."""

import pytest

from importing.parsing import parse_document
from importing.parsing.registry import NameRegistry
from importing.parsing.spokespeople import body_speaking, speaks_for


def credited(text):
    return [
        (q.speaker, q.speaker_organisation, q.speaker_description)
        for q in parse_document("Story\n\n" + text, name="t").quotes
    ]


@pytest.mark.parametrize(
    ("cue", "body"),
    [
        ("a Harbour Air spokesperson said", "Harbour Air"),
        ("a spokesman for Harbour Air said", "Harbour Air"),
        ("said a spokeswoman for the Harbour Department.", "Harbour Department"),
        ("a Harbour Police spokesperson said", "Harbour Police"),
    ],
)
def test_a_body_speaks_through_its_spokesperson(cue, body):
    # `A WA Police spokesperson said`, `a Twitter spokesman said` named no one: the description alone (set 51;
    # on train, Twitter, Intel, NY1 and the Clinton campaign).
    [(speaker, organisation, description)] = credited(f"“The officer has stood aside,” {cue}")
    assert (speaker, organisation) == (None, body)
    assert description.startswith(("a ", "A ")) and not description.endswith(".")


def test_a_persons_or_a_peoples_spokesperson_is_no_body():
    assert credited("Ray Dunne spoke.\n\n“We are here,” a Dunne spokesman said.") == [
        (None, "", "a Dunne spokesman")
    ]
    assert credited("“We are here,” a Chinese spokesman said.") == [
        (None, "", "a Chinese spokesman")
    ]
    registry = NameRegistry()
    assert body_speaking("a Republican spokesman", registry) == ""
    assert body_speaking("an Ana Pell spokeswoman", registry) == ""


def test_a_campaign_speaks_through_its_spokesperson():
    assert credited("Ray Dunne spoke.\n\n“We are here,” a Dunne campaign spokesman said.") == [
        (None, "Dunne campaign", "a Dunne campaign spokesman")
    ]


def test_speaks_for_reads_a_spokesperson_of_the_body():
    assert speaks_for("a Qantas spokesperson", "Qantas")
    assert speaks_for("the Acme Trust’s spokesman", "Acme Trust")
    assert not speaks_for("the former Qantas pilot", "Qantas")


def test_the_spokesperson_after_a_bodys_spokesperson_speaks_for_that_body():
    # `A WA Police spokesperson said the inquiry was being conducted ... / “...,” the spokesperson said.` named
    # no one three times (set 51). A spokesperson the text named is still that person.
    # The reader sees the cue's own words as the source's description, not the body's name twice.
    assert credited(
        "A Harbour Police spokesperson said an inquiry was under way.\n\n“The officer has stood aside,” the"
        " spokesperson said."
    ) == [(None, "Harbour Police", "the spokesperson")]
    assert credited("“The officer has stood aside,” the spokesperson said.") == [
        (None, "", "the spokesperson")
    ]
    assert (
        credited(
            "Police spokesman Ray Dunne said an inquiry was under way.\n\n“The officer has stood aside,” the"
            " spokesman said."
        )[0][0]
        == "Ray Dunne"
    )


def test_the_spokesperson_is_not_one_the_story_introduces_later():
    # `A spokesperson from the group says ... / “If we allowed it to remain open ...,” the spokesperson said.`,
    # then paragraphs on `said John Turchiano, spokesman for the New York Hotel Trades Council union`: the
    # company's words had gone to the union's spokesman (set 69).
    quotes = credited(
        "A spokesperson from the owner says the buffet lost money.\n\n“It was losing money,” the spokesperson"
        " said.\n\nThe workers were angry.\n\n“I am very upset,” said Ray Dunne, spokesman for the Harbour"
        " Workers union."
    )
    assert [speaker for speaker, _, _ in quotes] == [None, "Ray Dunne"]


def test_a_bodys_statement_speaks_for_it_as_its_spokesperson_does():
    # `“This is not the first time that our players and staff have had to contend with racial abuse ...,” a Dover
    # statement said.` named no one (set 250). A person's statement is no body's.
    doc = parse_document(
        "Abuse\n\nRay Dunne spoke.\n\n“We are appalled,” a Harbour Athletic statement said.\n\n"
        "“We will act,” a Ray Dunne statement said.",
        name="t",
    )
    assert [q.speaker_organisation for q in doc.quotes] == ["Harbour Athletic", ""]


def test_a_bodys_lawsuit_or_filing_speaks_for_it():
    # `“Kroger and Albertsons are two of the largest supermarket chains ...,” the FTC lawsuit said.` named no one:
    # the model may not name one a case is named after, and the FTC had been taken for that (set 255).
    assert speaks_for("the FTC lawsuit", "FTC") and speaks_for("the Acme filing", "Acme")
    assert not speaks_for("the Ana Pell case", "Ana Pell")
    doc = parse_document(
        "Merger\n\nThe FTC sued on Monday.\n\n“Kroger and Albertsons are two of the largest chains,” the FTC "
        "lawsuit said.",
        name="t",
    )
    assert [q.speaker_organisation for q in doc.quotes] == ["FTC"]
