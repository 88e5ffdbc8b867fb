"""Acronyms a story spells out name its speaking organisations in full. Texts written for these tests."""

from importing.parsing import parse_document
from importing.parsing.acronyms import spelled_out


def test_an_acronym_the_story_spells_out_speaks_in_full():
    # `the Southern African Catholic Bishops’ Conference (SACBC) ... the SACBC remarked, “...”`: the name
    # readers were given, with the acronym the story uses after it (set 30); a name given in full stays as it is.
    doc = parse_document(
        "Bishops mourn\n\nIn South Africa, the Southern African Catholic Bishops’ Conference (SACBC) "
        "remembered the Pope. In their press statement, the SACBC remarked, “He was a shepherd.”\n\n"
        "“We are grateful,” the Electronic Privacy Information Center (EPIC) said. “Thank you,” CNN said.",
        name="t",
    )
    assert [q.speaker_organisation for q in doc.quotes] == [
        "Southern African Catholic Bishops’ Conference (SACBC)",
        "Electronic Privacy Information Center",
        "CNN",
    ]
    assert spelled_out(["Mr. Pell (R) said", "the Bay Area Rapid Transit (BART) line"]) == {
        "BART": "Bay Area Rapid Transit"
    }
