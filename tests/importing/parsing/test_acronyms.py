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


def test_a_code_in_brackets_after_a_name_speaks_as_that_name():
    # `Kenya Airways (KQ) ... KQ dismissed the reports saying; “...”` (set 96): an airline's code is no set of
    # initials, but it opens as the name does and stands right after it.
    doc = parse_document(
        "Airline answers\n\nKenya Airways (KQ) has issued a statement on the video.\n\n"
        "KQ dismissed the reports, saying: “The delays are due to spare parts.”",
        name="t",
    )
    assert [q.speaker_organisation for q in doc.quotes] == ["Kenya Airways (KQ)"]
    # Only the run of capitalised words right before the brackets, and never one word alone.
    assert spelled_out(["He flew with Kenya Airways (KQ)", "said Tuesday (AP)"]) == {
        "KQ": "Kenya Airways"
    }


def test_each_capitalised_part_of_a_hyphened_word_gives_a_letter():
    # `the World Anti-Doping Agency (WADA) appealed` left `WADA` unspelled (set 123).
    assert spelled_out(["after the World Anti-Doping Agency (WADA) appealed"]) == {
        "WADA": "World Anti-Doping Agency"
    }
    assert spelled_out(["the Anti-doping Lab (AL) said"]) == {"AL": "Anti-doping Lab"}
