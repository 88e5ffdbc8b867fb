"""Who the learned attributor may choose from (issue 28): organisations named in a quotation's sentence are
candidates too, under their whole names. Texts written for
these tests."""

from importing.parsing import parse_document
from importing.parsing.candidates import FEATURES
from importing.parsing.parser import read_candidates
from tests.importing.parsing.readings import with_candidates

HEADLINE = "Harbour plan\n\n"


def candidates(body: str, number: int = 0) -> dict[str, bool]:
    read = read_candidates(HEADLINE + body)[0]
    return {c.name: c.organisation for c in read.candidates[number]}


def feature(body: str, name: str, feature: str, number: int = 0) -> float:
    read = read_candidates(HEADLINE + body)[0]
    found = next(c for c in read.candidates[number] if c.name == name)
    return found.features[FEATURES.index(feature)]


def test_an_organisation_a_quotation_is_credited_to_is_a_candidate():
    body = "The pier will close, according to Reuters, which said “the money ran out.”"
    assert candidates(body) == {"Reuters": True}
    assert feature(body, "Reuters", "according_to") == 1.0


def test_a_surname_the_cue_gives_but_the_text_never_spells_out_is_a_candidate_of_its_own_kind():
    # The model weighs a bare surname as such (`Hale said`): named only when it is sure enough.
    body = "“They took his slogan and gave it to the port,” Hale said."
    assert candidates(body) == {"Hale": False}
    assert feature(body, "Hale", "bare_surname") == 1.0
    assert feature(body, "Hale", "next_to_verb") == 1.0
    # A surname the cue does not give stays no one's.
    assert candidates("Hale left early. “They took his slogan,” a voter said.") == {}


def test_a_body_is_offered_under_its_whole_name():
    body = "Ana Pell spoke first. “The inquiry is closed,” the Justice Department said."
    assert candidates(body, 0) == {"Ana Pell": False, "Justice Department": True}


def test_parties_and_places_are_not_candidates():
    assert candidates("“The numbers do not add up,” the Republican said.") == {}
    assert candidates("“The numbers do not add up,” Democrats in Los Angeles said.") == {}


def test_the_person_the_sentence_before_is_about_is_marked():
    body = "Ana Pell walked the pier with Ray Dunne on Monday. “We will build it,” she said."
    assert feature(body, "Ana Pell", "previous_subject") == 1.0
    assert feature(body, "Ray Dunne", "previous_subject") == 0.0


def test_a_name_that_modifies_the_cue_s_noun_is_marked():
    # `one Pell confidant` is a confidant, not Pell: the model may doubt the rules' reading of the cue.
    body = "Ana Pell spoke on Monday. “It is over,” said one Pell confidant."
    assert feature(body, "Ana Pell", "determiner_before") == 1.0
    assert feature(body, "Ana Pell", "word_after") == 3.0
    assert feature("“It is over,” said Ana Pell.", "Ana Pell", "determiner_before") == 0.0


def test_a_nearer_man_outranks_the_rules_antecedent_of_he():
    body = "Ray Dunne spoke first, and then Tom Hale rose. “It is over,” he said."
    assert feature(body, "Tom Hale", "same_gender_rank") == 0.0
    assert feature(body, "Ray Dunne", "same_gender_rank") == 1.0


def test_a_word_that_only_opens_sentences_is_no_bare_surname():
    # `Sure, he admits` leaves the rules a one-word description, as `Hale said` does; but the text only ever
    # writes `Sure` where a sentence opens, and not as a speech verb's subject: a word, not a name.
    assert (
        candidates("The pier is losing money. Sure, he admits that “the rates are too low.”") == {}
    )
    assert (
        candidates("Hours later, the board met. Hours later, it said “the rates are too low.”")
        == {}
    )
    # A surname written mid-sentence somewhere, or as the subject of the cue's verb, stays a candidate.
    assert candidates(
        "Ray Dunne called Hale on Monday. Hale, 54, said: “They took his slogan.”"
    ) == {
        "Ray Dunne": False,
        "Hale": False,
    }
    hale = "“They took his slogan and gave it to the port,” Hale said."
    assert candidates(hale) == {"Hale": False}
    # Read as written, like any other mention: followed by its speech verb.
    assert feature(hale, "Hale", "word_after") == 1.0
    later = "Hours later, Pell told them “the rates are too low for the port.”"
    assert candidates(later) == {"Pell": False}
    assert feature(later, "Pell", "determiner_before") == 0.0


def test_the_words_between_a_quotation_and_its_cue_are_counted():
    # A cue beside the quotation speaks for it more surely than one closing a long sentence.
    assert feature("Ana Pell said “it is over.”", "Ana Pell", "cue_gap") == 0.0
    assert feature("“It is over,” Ana Pell said.", "Ana Pell", "cue_gap") == 2.0
    body = "The levy marks “a turning point” for the harbour and its boats, said Ana Pell."
    assert feature(body, "Ana Pell", "cue_gap") == 6.0
    assert feature("Ana Pell spoke. “It is over.”", "Ana Pell", "cue_gap") == 99.0


def test_a_bare_surname_in_the_cue_a_quotation_borrows_is_a_candidate():
    # The second quotation takes the cue of the first (`said Hale`): Hale may have said both.
    body = "“We were at the pier,” said Hale. “They took his slogan and gave it to the port.”"
    assert candidates(body, 1) == {"Hale": False}
    assert feature(body, "Hale", "bare_surname", 1) == 1.0
    assert feature(body, "Hale", "same_sentence", 1) == 0.0


def test_a_named_person_s_campaign_speaks_as_a_body():
    body = (
        "Ana Pell and Ray Dunne toured the harbour on Monday.\n\n"
        "“We are confident in our numbers,” the Pell campaign said.\n\n"
        "Dunne’s campaign on Tuesday called it “a stunt.”\n\n"
        "Dunne’s campaign manager said it was “a fair fight.”\n\n"
        "The Smith campaign said it was “over.”\n"
    )
    reads = read_candidates(HEADLINE + body)
    sources = [e.source for read in reads for e in read.evidence if e is not None]
    assert [(s.organisation, s.description) for s in sources] == [
        ("Pell campaign", "the Pell campaign"),
        ("Dunne campaign", "Dunne’s campaign"),
        # One of the campaign's people, and a campaign of someone the text never names: descriptions.
        ("", "Dunne’s campaign manager"),
        ("", "The Smith campaign"),
    ]
    assert candidates(body) == {"Ana Pell": False, "Ray Dunne": False, "Pell campaign": True}


def test_one_the_quotation_speaks_to_by_name_is_no_candidate():
    body = (
        "There was something of the bully about Ray Dunne in this sledging of Tomas Vale.\n\n"
        "“That’s a big shot, Tomas,” he chirped as Vale drove one to cover."
    )
    read = read_candidates(HEADLINE + body)[0]
    assert [c.name for c in read.candidates[0]] == ["Ray Dunne"]


def test_a_town_the_state_after_it_names_is_no_candidate():
    body = (
        "Ana Pell spoke in Salem.\n\n"
        "In the hours after the attack in San Bernardino, Calif., a familiar voice celebrated on Twitter: "
        "“California, we have arrived.”"
    )
    assert "San Bernardino" not in candidates(body, 0)


def test_a_law_is_no_candidate():
    body = "Ana Pell said the centre was a “foreign principal” under the Foreign Agents Registration Act."
    assert not any(name.endswith("Act") for name in candidates(body))


def test_a_word_for_where_someone_is_from_is_no_bare_surname():
    # `“The course is gettable today,” said the Offalyman.` (Shane Lowry, of County Offaly) had the model name
    # a person `Offalyman`.
    body = "The Harbourman led by a shot on Monday. “The course is gettable,” said the Harbourman."
    assert candidates(body) == {}
    assert candidates("“The course is gettable,” the Dubliner said.") == {}
    # `“I'm in trouble,” said the Scot.` (Gordon Ramsay): a native's word that is a first name as well.
    assert candidates("Ray Dunne ran again. “I'm in trouble,” said the Scot.") == {
        "Ray Dunne": False
    }
    assert candidates("“The course is gettable,” Harbourman said.") == {"Harbourman": False}


def test_things_counted_are_no_candidates():
    # `The lawyer who ran three Boston Marathons ... is already talking about “a fierce urgency”`: the
    # marathons had been the only candidate, and named.
    story = (
        "Profile\n\nPell was awake before anyone else on the plane. The lawyer who ran three Harbour "
        "Marathons before her knee gave out is already talking about “a fierce urgency” to get things done."
    )
    doc = parse_document(story, name="t")
    assert [quote.speaker for quote in doc.quotes] == [None]
    names = [
        option.name
        for read in read_candidates(story)
        for options in read.candidates
        for option in options or []
    ]
    assert "Harbour Marathons" not in names


def test_a_name_owning_a_church_or_a_school_is_a_place_not_a_candidate():
    # `a vigil was held outside St Anthony's Shrine ... “...,” he said`: the saint had been the only candidate
    # for the cardinal's `he`.
    story = (
        "Vigil\n\nA vigil was held outside St Ignatius's Shrine in Harbourton on Sunday.\n\n"
        "“We pray for the injured,” he said."
    )
    names = [option.name for _, options in with_candidates(story) for option in options]
    assert "St Ignatius" not in names
