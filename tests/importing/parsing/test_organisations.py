"""Organisations that speak are proposed as organisations, with their names, never as people (issue 19).
Texts written for these tests."""

from importing.parsing import document_to_json, parse_document
from importing.parsing.bench import predictions_for
from importing.parsing.organisations import beside_person, organisation_name
from importing.parsing.parser import read_candidates
from importing.parsing.sentences import is_abbreviation
from tests.importing.parsing.readings import with_candidates


def sources(body):
    doc = parse_document("Headline\n\n" + body, name="test")
    return [(q.speaker, q.speaker_description, q.speaker_organisation) for q in doc.quotes]


def test_a_speaking_organisation_gives_its_name_and_is_no_person():
    body = "“The bridge will reopen in May,” the Harbour Transit Authority said on Monday."
    assert sources(body) == [(None, "the Harbour Transit Authority", "Harbour Transit Authority")]
    assert parse_document("Headline\n\n" + body, name="test").people == ()


def test_an_organisation_named_with_of_is_named_whole():
    body = "“Pay us for every hour,” the Association of Harbour Pilots said in a statement."
    assert sources(body)[0][2] == "Association of Harbour Pilots"


def test_a_wire_service_and_an_outlet_are_organisations():
    body = "“Turnout was low,” reported Reuters. “The count is late,” the Valley Tribune wrote."
    assert [source[2] for source in sources(body)] == ["Reuters", "Valley Tribune"]


def test_a_brand_written_in_camel_case_is_an_organisation_not_a_surname():
    assert sources("“The claim is false,” FactSquad said.") == [(None, "FactSquad", "FactSquad")]
    assert (
        organisation_name("McAllister", "McAllister") == ""
    )  # Mc, Mac, O' and De prefixes make surnames


def test_parties_groups_and_places_are_not_organisations():
    assert sources("“The numbers do not add up,” the Republican said.") == [
        (None, "the Republican", "")
    ]
    assert organisation_name("Republicans", "Republicans") == ""
    assert organisation_name("Union Station", "Union Station") == ""
    assert organisation_name("CITY HALL HAS SPOKEN", "CITY HALL HAS SPOKEN") == ""


def test_a_person_named_before_the_organisation_is_still_the_person():
    body = "“We will appeal,” said Ana Pell, a lawyer for the Harbour Transit Authority."
    assert sources(body) == [("Ana Pell", "", "")]


def test_the_organisation_is_the_speaker_in_the_json_and_the_bench_prediction():
    doc = parse_document(
        "Headline\n\n“Rates will hold,” the Central Bank of Norland said.", name="test"
    )
    assert document_to_json(doc)["quotes"][0]["speaker_organisation"] == "Central Bank of Norland"
    assert document_to_json(doc)["quotes"][0]["speaker"] is None
    assert predictions_for(doc) == [
        {"text": "Rates will hold", "speaker": "Central Bank of Norland"}
    ]


def test_an_outlet_whose_name_has_a_word_in_ly_is_named_whole():
    assert sources("“Pay up,” the Valley Daily said.") == [
        (None, "the Valley Daily", "Valley Daily")
    ]


def test_a_state_that_speaks_is_named_as_an_organisation():
    body = "Norway called the test “a grave mistake.” Even Peru said it was “deeply concerned.”"
    assert [source[2] for source in sources(body)] == ["Norway", "Peru"]


def test_a_day_after_an_organisation_is_not_part_of_its_name():
    body = "The Harbour Council on Friday called the closure “a clear threat to trade.”"
    assert sources(body)[0][2] == "Harbour Council"


def test_a_title_word_naming_a_department_is_part_of_its_name():
    # "Justice" is a title (Justice Ana Pell) but in `the Justice Department` it names the department.
    body = "“The inquiry is closed,” the Justice Department said."
    assert sources(body) == [(None, "the Justice Department", "Justice Department")]
    assert sources("“We disagree,” said Justice Ana Pell.") == [("Ana Pell", "", "")]


def test_an_organisation_closing_its_sentence_is_one_candidate_without_the_full_stop():
    def organisations(body):
        [read] = [r for r in read_candidates("Headline\n\n" + body) if r.quotes]
        return [[c.name for c in options if c.organisation] for options in read.candidates]

    assert organisations("“Turnout was low,” reported Reuters.") == [["Reuters"]]
    assert organisations("“The quay is closed,” said the Harbour Department.") == [
        ["Harbour Department"]
    ]
    assert organisations("“We are sorry,” said Acme Inc.") == [["Acme Inc."]]  # its own full stop
    assert sources("The quay is “closed for good,” according to Reuters.") == [
        (None, "Reuters", "Reuters")
    ]


def test_a_shouted_headline_run_is_no_organisation():
    text = "AUSTRALIAN OLYMPIC TEAM REFUSES TO STAY IN OLYMPIC VILLAGE The team cited"
    assert (
        organisation_name(text, "AUSTRALIAN OLYMPIC TEAM REFUSES TO STAY IN OLYMPIC VILLAGE The")
        == ""
    )
    assert (
        organisation_name("the NAACP Legal Defense Fund said", "Fund") == "NAACP Legal Defense Fund"
    )


def test_a_name_written_with_an_ampersand_is_one_organisation():
    body = "“Earnings will fall,” S&P Global Ratings said. “We cut 200 jobs,” AT&T said on Monday."
    assert sources(body) == [
        (None, "S&P Global Ratings", "S&P Global Ratings"),
        (None, "AT&T", "AT&T"),
    ]
    assert parse_document("Headline\n\n" + body, name="test").people == ()


def test_a_body_opening_the_sentence_is_not_the_she_of_its_cue():
    body = (
        "“The convention will be open to all,” said Lena Ortiz, the committee’s press secretary. "
        "Reuters had the figures first, she said, to “make sure anyone can watch” it."
    )
    assert sources(body) == [("Lena Ortiz", "", ""), ("Lena Ortiz", "", "")]


def test_a_post_written_in_capitals_is_no_organisation():
    body = "“We grew,” the CEO said. “Why has the House been told otherwise?” the MP said."
    assert sources(body) == [(None, "the CEO", ""), (None, "the MP", "")]


def test_a_name_before_an_outlets_noun_is_that_outlet():
    # `Egypt’s state-owned Al-Akhbar daily claimed that Cairo was “close”` was credited to Egypt: the paper's
    # name alone named no body (set 16).
    assert organisation_name("Egypt’s state-owned Al-Akhbar daily", "Al-Akhbar") == "Al-Akhbar"
    assert (
        organisation_name("the Harbour Gazette newspaper", "Harbour Gazette") == "Harbour Gazette"
    )
    doc = parse_document(
        "Truce talks\n\nEgypt’s state-owned Al-Akhbar daily claimed that Cairo was “close” to a deal.",
        name="t",
    )
    assert doc.quotes[0].speaker_organisation == "Al-Akhbar"


def test_a_company_ending_in_an_ampersand_and_a_letter_ends_its_sentence():
    # `AT&T.` had read as a name ending in an initial: the full stop stayed in the name and the sentence
    # after it ran on (set 29).
    body = "“We are sorry,” said the chief executive of AT&T. “It was our fault,” he said."
    assert sources(body)[0][2] == "AT&T"
    assert not is_abbreviation("AT&T.", 5) and not is_abbreviation("P&G.", 4)
    assert is_abbreviation("J.", 2)


def test_a_nationality_before_an_outlets_noun_is_not_the_outlet():
    # `according to reporting from Australian broadcaster ABC`: `Australian` had been a body, and the
    # model credited it with a diver's words (set 30).
    assert organisation_name("Australian broadcaster ABC", "Australian") == ""
    doc = parse_document(
        "Salmon pause\n\nTassal diver Ana Pell said workers were used as “a political tool” but added she "
        "had “full faith in my industry that it will do the right thing,” according to reporting from "
        "Australian broadcaster ABC.",
        name="t",
    )
    assert "Australian" not in {q.speaker_organisation for q in doc.quotes}


def test_a_body_that_speaks_in_a_paragraph_of_its_own_is_the_next_quotations_topic():
    # `The Department for Education said that only 12% of schools ...` / `“This is by far the lowest level of
    # support ...”`: the department's words had gone to the minister quoted before (set 32).
    doc = parse_document(
        "Strike\n\n“It is bizarre to strike while talks are under way,” Ana Pell said.\n\n"
        "The Harbour Education Department said that only 12% of schools were closed.\n\n"
        "“This is by far the lowest level of support for any strike.”",
        name="story",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [
        ("Ana Pell", ""),
        (None, "Harbour Education Department"),
    ]


def test_a_body_s_name_stops_at_its_sentence_s_full_stop():
    # `told the Senate Armed Services Committee. He later added that “...”`: a body `Senate Armed Services
    # Committee. He` had been a candidate for the words (set 35).
    said = "told the Harbour Services Committee. He later added"
    assert organisation_name(said, "Harbour Services Committee") == "Harbour Services Committee"
    assert organisation_name("the U.S. Department of Justice said", "Department") == (
        "U.S. Department of Justice"
    )
    reads = read_candidates(
        "Deployments\n\n“We are looking at it,” Ana Pell told the Harbour Services Committee. She later "
        "added that “it is possible.”"
    )
    names = {c.name for read in reads for options in read.candidates for c in options or ()}
    assert "Harbour Services Committee" in names and not any(". She" in name for name in names)


def test_people_a_body_s_name_describes_are_not_its_voice():
    # `UK campaigners have urged the Government to step up with a “huge boost” to nature` went to a body, `UK`
    # (set 78).
    assert organisation_name("UK campaigners", "UK") == ""
    assert organisation_name("NHS workers", "NHS") == ""
    assert organisation_name("NHS bosses", "NHS") == "NHS"
    # `Union members have hailed an “extraordinary show of solidarity”` went to a body `Union` (set 263).
    assert organisation_name("Union members", "Union") == ""
    assert sources(
        "UK campaigners have urged ministers to give nature a “huge boost” this year."
    ) == [(None, "UK campaigners", "")]


def test_a_nurse_s_letters_after_her_name_are_no_body():
    # `“It is early in the season ...,” said ACMC Infection Control Practitioner, Bonnie Bourdeau, BSN, RN.` went
    # to a person called `Infection Control Practitioner`, with BSN and RN as bodies (set 78).
    body = "“Flu is early this year,” said ACMC Infection Control Practitioner, Ana Pell, BSN, RN."
    assert [speaker for speaker, _, _ in sources(body)] == ["Ana Pell"]
    candidates = [
        c.name
        for read in read_candidates("Headline\n\n" + body)
        for options in read.candidates
        for c in options or ()
    ]
    assert "Ana Pell" in candidates
    assert "BSN" not in candidates and "Infection Control Practitioner" not in candidates


def test_what_a_body_makes_or_owns_is_not_part_of_its_name():
    # `ChatGPT-maker Open AI said Friday it has pushed out ...` (set 87).
    phrase = "ChatGPT-maker Open AI said Friday"
    assert organisation_name(phrase, "ChatGPT-maker Open AI") == "Open AI"
    assert (
        organisation_name("TikTok-owner ByteDance Ltd said", "TikTok-owner ByteDance Ltd")
        == "ByteDance Ltd"
    )


def test_a_person_set_beside_their_body_is_no_part_of_its_name():
    # `said Dana Whitcombe of the Coastal Retail Federation`: the run of capitals holds a person and the body
    # they speak for; the organisation offered is the body alone, so no organisation is recorded under a
    # person's name.
    story = (
        "Retailers object\n\n"
        "Shops say the rule will cost them.\n\n"
        "“This is an extreme revision of the threshold,” said Dana Whitcombe of the Coastal Retail Federation.\n\n"
        "“It is too late for that,” Marcus Pell of Harbour News said on Monday.\n\n"
        "Harbour News’ Marcus Pell asked: “Why now?”"
    )
    offered = [
        [option.name for option in options if option.organisation]
        for _, options in with_candidates(story)
    ]
    assert offered == [["Coastal Retail Federation"], ["Harbour News"], ["Harbour News"]]
    doc = parse_document(story, name="test")
    assert [quote.speaker for quote in doc.quotes] == [
        "Dana Whitcombe",
        "Marcus Pell",
        "Marcus Pell",
    ]
    assert not any("Whitcombe" in (quote.speaker_organisation or "") for quote in doc.quotes)


def test_a_body_named_after_someone_or_holding_a_connector_stays_whole():
    assert beside_person("Marcus Pell of Harbour News", "Marcus Pell") == "Harbour News"
    assert beside_person("Harbour News’ Marcus Pell", "Marcus Pell") == "Harbour News"
    assert beside_person("House Speaker Dana Whitcombe of Wisconsin", "Dana Whitcombe") == ""
    assert beside_person("Senate Ranking Democrat Dana Whitcombe", "Dana Whitcombe") == ""
    assert beside_person("Eric Trump Foundation", "Eric Trump") == "Eric Trump Foundation"
    assert beside_person("Citizens for Tax Justice", "Tax Justice") == "Citizens for Tax Justice"


def test_the_words_after_a_bodys_connector_are_no_person():
    # `the Center for Coastal Renewal`: `Coastal Renewal` is two capitalised words, as a person's name is,
    # but they end the body's name; no quotation may be given to them.
    story = (
        "Prices\n\n"
        "Fuel costs rose again in May.\n\n"
        "“Prices will rise,” said an economist at the Center for Coastal Renewal. Harriet Vance agreed."
    )
    ((_, options),) = with_candidates(story)
    assert "Coastal Renewal" not in [option.name for option in options]
    assert "Center for Coastal Renewal" in [
        option.name for option in options if option.organisation
    ]


def test_the_words_after_a_connector_end_a_body_whose_first_word_is_no_mention():
    # `According to the Office for National Statistics, 216,000 homes were delivered ...` then `He said: “...”`:
    # `Office` is no mention of its own, so `National Statistics` had stood as a person, the model's choice for
    # the `he` (set 231).
    story = (
        "Housing\n\n"
        "Ana Pell, the housing secretary, spoke on Sunday.\n\n"
        "According to the Office for Coastal Renewal, few homes were built in May.\n\n"
        "She said: “No-one can deny that it is going to be difficult.”"
    )
    ((_, options),) = with_candidates(story)
    assert [option.name for option in options] == ["Ana Pell"]
    assert parse_document(story, name="t").quotes[0].speaker == "Ana Pell"
