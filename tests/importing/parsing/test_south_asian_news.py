"""Attribution on South Asian news: Indian wire datelines, initials for given names, legislatures before a
member's post, peoples named in two words, and a role's holder over the party the role is named by.
Texts written for these tests."""

from importing.parsing import parse_document
from importing.parsing.names import find_mentions, is_person_name
from importing.parsing.sentences import without_dateline


def speakers(body):
    doc = parse_document("Headline\n\n" + body, name="test")
    return [
        (quote.speaker, quote.speaker_organisation, quote.speaker_description)
        for quote in doc.quotes
    ]


def test_initials_for_the_given_names_stay_with_the_surname_after_an_office():
    assert [m.name for m in find_mentions("Chief Justice of India D Y Chandrachud said")] == [
        "D Y Chandrachud"
    ]
    body = "Chief Justice of India D Y Chandrachud said, “The order is not mala fide.”"
    assert speakers(body)[0][0] == "D Y Chandrachud"
    # A dotted middle initial still goes with the first name before it.
    assert [m.name for m in find_mentions("Secretary of Defense Robert M. Gates said")] == [
        "Robert M. Gates"
    ]


def test_a_legislature_before_a_member_s_post_is_no_one():
    body = (
        "Earlier, DMK leader Kavitha Raman thanked her supporters.\n\n"
        "“I thank everybody who stood by me,” the Rajya Sabha MP said."
    )
    ((person, _, description),) = speakers(body)
    assert person != "Rajya Sabha"
    assert description == "the Rajya Sabha MP" or person == "Kavitha Raman"
    assert not is_person_name("Lok Sabha")
