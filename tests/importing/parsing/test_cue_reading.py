"""Cues whose subject stands away from the quotation: an inverted cue closing the sentence, a participle
after "with", a statement someone released, a relative "who", a conjunction opening the sentence."""

from importing.parsing import parse_document
from importing.parsing.asides import is_interjected_clause
from importing.parsing.attribution import (
    opening_name,
    sentence_subject,
    subject_after_quote,
    subject_before_quote,
)
from importing.parsing.subjects import subject_of

HEADLINE = "A headline\n\n"
INTRO = "Ana Pell opened the hearing. Ray Dunne sat at the back.\n\n"


def speakers(body):
    doc = parse_document(HEADLINE + INTRO + body, name="t")
    return [(q.text, q.speaker) for q in doc.quotes]


def test_inverted_cue_closing_the_sentence_credits_a_fragment_before_it():
    found = subject_after_quote(
        " for the harbour, said Ray Dunne, a fisherman who works the docks."
    )
    assert (found.kind, found.text) == ("name", "Ray Dunne")


def test_an_inverted_cue_closing_a_sentence_after_a_clause_with_its_own_verb_credits_the_fragment():
    # `Prime Minister Justin Trudeau is “lying” when he accuses Conservatives of stalling ..., said Conservative
    # leader Pierre Poilievre in a statement` gave the opposition leader's word to the prime minister (set 54).
    found = subject_after_quote(
        " when he accuses the port of stalling the inquiry, said harbour leader Ana Pell in a statement."
    )
    assert (found.kind, found.text) == ("name", "Ana Pell")
    assert (
        speakers(
            "Ray Dunne is “lying” when he accuses the port of stalling, said harbour leader Ana Pell in a statement."
        )[0][1]
        == "Ana Pell"
    )
    # The quotation's own cue still comes first: `“...,” he said when Pell asked, ...`.
    assert subject_after_quote(" he said when Ana Pell asked him, on Monday.").text == "he"


def test_inverted_cue_after_a_clause_of_the_writer_credits_the_fragment():
    found = subject_after_quote(" in the eyes of the board, says Ana Pell, a lawyer.")
    assert (found.kind, found.text) == ("name", "Ana Pell")


def test_inverted_cue_closing_the_sentence_may_name_an_unnamed_source():
    found = subject_after_quote(" for the harbour, said a spokesman for the board.")
    assert found.kind == "nominal"


def test_subordinate_clause_before_a_closing_cue_is_not_the_attribution():
    assert subject_after_quote(" when the board met, he said Ana Pell would stay.") is None


def test_name_after_with_is_the_subject_of_its_participle():
    found = subject_before_quote("Fishermen were angry, with Ray Dunne calling it a ")
    assert (found.kind, found.text) == ("name", "Ray Dunne")


def test_name_after_with_is_the_subject_of_a_participle_that_reports():
    found = subject_before_quote(
        "Members were quick to respond, with Ray Dunne tweeting that the levy was a "
    )
    assert found.text == "Ray Dunne"


def test_whoever_released_a_statement_said_what_it_says():
    found = subject_before_quote(
        "The board's chair, Ana Pell, released a statement saying that the levy was "
    )
    assert found.text == "Ana Pell"


def test_name_before_who_is_the_subject_of_its_cue():
    found = subject_before_quote("The vote was a blow for Ray Dunne, who said he would ")
    assert found.text == "Ray Dunne"


def test_conjunction_opening_the_sentence_does_not_hide_the_name_after_it():
    found = subject_before_quote(
        "But Tom Fitch, the head of the trust, a charity that has sued the board, said that "
    )
    assert found.text == "Tom Fitch"


def test_conjunction_and_then_opening_the_sentence_leave_its_subject():
    assert opening_name("And then Dunne went on the attack, ").text == "Dunne"


def test_aside_after_an_opening_conjunction_is_still_an_aside():
    assert opening_name("But as Dunne spoke, the crowd ") is None


def test_pronoun_opening_the_sentence_is_the_subject_of_a_participle_cue():
    found = subject_before_quote(
        "She pushed back against the charge of secrecy, saying the board was "
    )
    assert (found.kind, found.text) == ("pronoun", "she")


def test_fragment_in_a_sentence_closed_by_an_inverted_cue_is_the_speakers():
    body = 'The levy marks "a turning point" for the harbour, said Ray Dunne, a fisherman.'
    assert speakers(body) == [("a turning point", "Ray Dunne")]


def test_statement_released_by_a_named_person_is_theirs():
    body = 'Later Ana Pell released a statement saying the levy was "fair and overdue."'
    assert speakers(body) == [("fair and overdue.", "Ana Pell")]


def test_indefinite_description_still_names_no_one():
    body = 'An executive at the port said the levy was "a mistake."'
    assert speakers(body) == [("a mistake.", None)]


def test_cue_closing_a_sentence_speaks_for_its_earlier_fragment_whoever_else_it_names():
    body = (
        'Given Pell\'s record, her plan will carry "real weight" and bring the "firepower" '
        "the port needs, Dunne said."
    )
    assert speakers(body) == [("real weight", "Ray Dunne"), ("firepower", "Ray Dunne")]


def test_a_fragment_with_a_cue_of_its_own_keeps_it():
    body = 'Tom Fitch called the plan "a disaster" before the board, and "a fraud," Dunne said.'
    assert speakers(body)[0] == ("a disaster", "Tom Fitch")


def test_an_appositive_after_a_titled_name_describes_the_name():
    # `Former harbour master Ray Dunne, an ally of the mayor, said`: the appositive is who Dunne is.
    found = subject_before_quote(
        "Former harbour master Ray Dunne, an ally of the mayor, said in an interview that the plan was "
    )
    assert (found.kind, found.text) == ("name", "Ray Dunne")
    found = subject_before_quote(
        "Rep. Ana Pell of Ohio, a critic of the levy, said Thursday that it was "
    )
    assert (found.kind, found.text) == ("name", "Ana Pell")


def test_an_appositive_after_a_name_joined_to_another_phrase_stays_the_subject():
    found = subject_before_quote("The lawyer for Ana Pell, a former judge, said ")
    assert found.kind == "nominal"


def test_as_a_name_put_it_after_a_conjunction():
    found = subject_before_quote("Or, as Ray Dunne, a fisherman, put it: ")
    assert (found.kind, found.text) == ("name", "Ray Dunne")


def test_a_quotation_interrupted_by_its_cue_keeps_its_speaker_whatever_the_cue_names():
    # The second fragment borrows the cue between the two; the names in that cue's appositive or participle
    # are not someone else speaking.
    body = (
        "“The risk,” said Tom Hale, an economist who directs the Harbour Forecast Centre at Ana Pell "
        "College, “is that we lose the port.”"
    )
    assert speakers(body) == [("The risk", "Tom Hale"), ("is that we lose the port.", "Tom Hale")]
    body = (
        "“Let the board decide,” said Tom Hale, urging those who asked Ana Pell to resign "
        "to “give her time.”"
    )
    assert speakers(body)[1] == ("give her time.", "Tom Hale")


def test_a_name_that_modifies_the_subject_s_noun_is_no_speaker():
    # `one Pell confidant`, `a Pell supporter`, `Pell aides`: the confidant, supporter or aides spoke, not Pell.
    for after in (
        " one Pell campaign source said.",
        " wrote one Pell supporter, linking a story.",
        " said one Pell confidant.",
    ):
        assert subject_after_quote(after).kind == "nominal", after
    assert subject_before_quote("Pell supporters responded with chants of ").kind == "nominal"
    # Adjectives may stand between the determiner and the name: `a senior Pell adviser`.
    assert subject_after_quote(" said a senior Pell adviser.").kind == "nominal"
    assert subject_before_quote("One longtime Dunne aide said ").kind == "nominal"
    # A name before a verb is still the subject (`Pell rallied supporters by warning that`).
    found = subject_before_quote("Ana Pell rallied supporters by warning that ")
    assert (found.kind, found.text) == ("name", "Ana Pell")


def test_an_appositive_name_after_an_inverted_description_is_the_speaker():
    found = subject_after_quote(" said another Twitter user, Johanna Bayer.")
    assert (found.kind, found.text) == ("name", "Johanna Bayer")
    assert subject_after_quote(" said a spokesman, who asked not to be named.").kind == "nominal"


def test_a_supporter_s_words_are_not_given_to_the_candidate():
    body = "Ana Pell held a rally on Monday. “It's her party,” one Pell campaign source said."
    assert speakers(body) == [("It's her party", None)]


def test_shooting_or_firing_back_is_a_cue():
    body = "Ray Dunne called the levy a tax on fishermen. “Ray wants to be a tough guy,” Ana Pell shot back."
    assert speakers(body) == [("Ray wants to be a tough guy", "Ana Pell")]
    found = subject_before_quote("Asked about the levy, Ana Pell fired back: ")
    assert (found.kind, found.text) == ("name", "Ana Pell")


def test_a_cue_that_introduces_the_next_quotation_with_a_colon_is_that_one_s():
    body = (
        "After Ray Dunne said that fishermen might do better at “smaller ports,” Ana Pell said: "
        "“I don't like what he said.”"
    )
    assert speakers(body) == [
        ("smaller ports", "Ray Dunne"),
        ("I don't like what he said.", "Ana Pell"),
    ]


def test_the_one_told_is_never_the_inverted_subject():
    found = subject_after_quote(
        ", Harbour Rep. Ana Pell’s chief of staff, Tom Hale, told Reuters on Monday."
    )
    assert (found.kind, found.text) == ("name", "Tom Hale")


def test_a_past_participle_opening_the_sentence_is_an_aside():
    found = subject_before_quote(
        "Reached by Reuters, Tom Hale denied the report, explaining that he was "
    )
    assert (found.kind, found.text) == ("name", "Tom Hale")
    assert is_interjected_clause("Asked about the levy", set_off=True)
    # A past tense continuing the sentence is no aside.
    assert not is_interjected_clause(" clashed with the board", set_off=True)


def test_a_fragment_running_on_into_its_sentence_keeps_the_cue_before_it():
    # `without reporters asking him`: a speech verb later in the sentence is no cue of the fragment's.
    body = (
        "Frustrated, Ana Pell said she “cannot walk down the street” without reporters asking her "
        "to attack Ray Dunne."
    )
    assert speakers(body) == [("cannot walk down the street", "Ana Pell")]


def test_an_appositive_name_after_its_role_word_is_the_inverted_speaker():
    found = subject_after_quote(" exhorted the mayor's introducer, actress Ana Pell.")
    assert (found.kind, found.text) == ("name", "Ana Pell")


def test_a_cue_set_off_inside_a_sentence_that_opens_with_no_one_credits_its_subject():
    found = subject_before_quote(
        "The paradox of Pell, says Tom Hale, a historian at the library, is that she was "
    )
    assert (found.kind, found.text) == ("name", "Tom Hale")
    found = subject_before_quote("However, said Ray Dunne, the pier is ")
    assert (found.kind, found.text) == ("name", "Ray Dunne")
    # A sentence that opens with a name is that name's; the one told is not the speaker.
    found = subject_before_quote("Dunne, a lawyer, said Ana Pell, the mayor, was ")
    assert found.text == "Dunne"
    found = subject_before_quote("The plan, he told Ana Pell, is ")
    assert found.text != "Ana Pell"


def test_a_possessive_name_before_a_quotation_of_its_words_is_their_speaker():
    body = (
        "Two morning shows featured all-male panels discussing Ray Dunne’s “harbour card” remark.\n\n"
        "Critics seized on Pell’s “basket of crabs” comment for weeks.\n\n"
        "They praised Dunne’s “clean harbour” policy.\n"
    )
    assert speakers(body) == [
        ("harbour card", "Ray Dunne"),
        ("basket of crabs", "Ana Pell"),
        ("clean harbour", None),
    ]


def test_a_crowd_counted_in_hundreds_is_no_one_s_name():
    found = subject_before_quote(
        "Hundreds of demonstrators marched through Center City on Monday, chanting "
    )
    assert found is None or found.kind != "name"
    found = subject_of("Dozens of fishermen")
    assert found is None or found.kind != "name"


def test_a_pronoun_opening_a_clause_is_its_subject_not_a_name_later_in_it():
    # `Southern` was the subject of `He then adopted a fake Southern accent and joked`, and the model named
    # a person `Southern`.
    found = subject_of("He then adopted a fake Southern accent and joked")
    assert (found.kind, found.text) == ("pronoun", "he")
    assert subject_of("She says people may not like the answer, but insists Pell").kind == "pronoun"
    found = subject_of("He and Ana Pell")
    assert found is None or found.kind != "pronoun"
    # After the quotation, a clause of its sentence runs on before the attribution that closes it.
    found = subject_after_quote(" they need to win, DFA spokesman Ray Dunne said.")
    assert (found.kind, found.text) == ("name", "Ray Dunne")


def test_a_later_quotation_s_source_is_not_an_earlier_one_s_across_its_own_cue():
    body = (
        "The mayor began her speech by slamming rivals who would “outsource” the harbour and followed "
        "up with an attack on Ray Dunne, who has said he wants to be a “neutral” broker.\n"
    )
    assert dict(speakers(body))["outsource"] != "Ray Dunne"
    assert dict(speakers(body))["neutral"] == "Ray Dunne"
    # With no cue between them, a fragment shares the later quotation's source.
    body = "The “clean harbour” plan and its “bold” levy were praised by Ray Dunne, who called it “a gift.”\n"
    assert dict(speakers(body))["a gift."] == "Ray Dunne"


def test_the_one_an_ing_verb_tells_is_not_the_speaker():
    # `, telling Fox 35 that ...` named the station (0.78 in a train story).
    assert subject_after_quote(", telling Fox 35 that the trust is focused on ") is None
    found = subject_after_quote(", said Ray Dunne, a fisherman.")
    assert found.text == "Ray Dunne"


def test_a_name_opening_a_while_clause_is_its_subject_before_an_appositive():
    body = (
        "Gov. Ana Pell on Monday signed an order, while Ray Dunne, the former harbour governor, "
        "proposed we “wake up and smell the fish.”\n"
    )
    assert speakers(body) == [("wake up and smell the fish.", "Ray Dunne")]


def test_an_ing_cue_after_a_cue_shares_that_cue_s_subject_not_the_sentence_opener():
    body = (
        "After the victories of Republicans Joe Marsh in Harbourton, Tom Hale in Eastport and Lena "
        "Ortiz in Westport, “there is urgency,” Dunne said, noting that donors feel “we must find a "
        "place.”\n"
    )
    assert speakers(body) == [
        ("there is urgency", "Ray Dunne"),
        ("we must find a place.", "Ray Dunne"),
    ]


def test_a_description_no_comma_closes_is_the_cue_subject_not_the_name_before_it():
    # `Pell, a top aide said, “is ...`: the aide speaks about Pell; `Pell, a top aide, said` is Pell.
    doc = parse_document(HEADLINE + INTRO + "Pell, a top aide said, “is very confident.”", name="t")
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [(None, "a top aide")]
    assert speakers("Dunne, a top aide, said “we are very confident.”") == [
        ("we are very confident.", "Ray Dunne")
    ]


def test_a_description_with_a_relative_clause_or_a_missing_comma_keeps_the_name():
    body = (
        "Tom Vance, the director for the Harbour Party said in a statement. “There are no ballots.”\n\n"
        "Lena Ortiz, a native who writes fiction on the side, wrote of a contest “where the loser is cooked.”"
    )
    assert speakers(body) == [
        ("There are no ballots.", "Tom Vance"),
        ("where the loser is cooked.", "Lena Ortiz"),
    ]


def test_a_he_after_a_while_clause_means_the_main_clauses_subject():
    body = (
        "Sasha Lowry and Jordan Vale met twice. While Lowry pledged to work with both parties, Vale insisted "
        "that change will come only with a shake-up. “Nothing real will happen without it,” he said."
    )
    assert speakers(body) == [("Nothing real will happen without it", "Jordan Vale")]


def test_a_he_in_a_later_clause_means_the_man_the_sentence_named_before_it():
    # No name opens the sentence, and the woman written about before is not `he`.
    body = (
        "Cabinet minister Therese Coffey has slapped down rumours she could resign.\n\n"
        "The secretary hit back at Labour’s Neil Coyle after he suggested she had failed to answer "
        "questions because she had “one foot out of the door”."
    )
    assert speakers(body) == [("one foot out of the door", "Neil Coyle")]


def test_who_wrote_the_post_said_its_words_not_where_it_was_posted():
    body = (
        "Lena Ortiz has written a blog post answering the allegations.\n\n"
        "“In the interest of truth, these are the responses,” reads Ortiz’s post on Medium, in which she "
        "admits to some of them."
    )
    assert speakers(body) == [("In the interest of truth, these are the responses", "Lena Ortiz")]
    assert subject_of("Ana Pell’s statement").text == "Ana Pell"
    assert subject_of("Ana Pell’s spokesman").kind == "nominal"  # her spokesman is someone else
    assert subject_after_quote(", said master of ceremonies Tom Hale.").text == "Tom Hale"


def test_a_law_is_no_one_who_speaks():
    body = (
        "A legal opinion concluded that the centre qualified as a “foreign principal” under the Foreign Agents "
        "Registration Act but said disclosure was not required."
    )
    assert speakers(body) == [("foreign principal", None)]
    assert subject_of(" under the Foreign Agents Registration Act but") is None


def test_a_whisper_is_a_cue_whose_own_subject_speaks():
    before = (
        "As the crowd cheered, The Harbour Post’s Ana Pell reported, his wife whispered to him: "
    )
    assert subject_before_quote(before) == subject_of("his wife")


def test_a_state_after_a_town_in_an_opening_aside_is_no_subject():
    body = (
        "At a campaign event in Ames, Iowa, on Sunday, Mrs. Pell tried to expand on her statement, saying "
        "the port should “be rallying our partners.”"
    )
    assert speakers(body) == [("be rallying our partners.", "Ana Pell")]
    assert opening_name("In Ames, Iowa, Ray Dunne said ").text == "Ray Dunne"


def test_a_state_ends_the_clause_of_a_name_and_where_it_is_from():
    subject = subject_before_quote("Another delegate, Tom Hale of Washington, D.C., explained: ")
    assert subject.text == "Tom Hale"


def test_a_participle_aside_sending_words_to_someone_names_no_speaker():
    before = "The message, sent to Chief of Staff Ray Dunne and forwarded to Ana Pell, called it "
    assert subject_before_quote(before) == subject_of("The message")


def test_an_aside_between_the_quotation_and_its_cue_is_passed_over():
    assert subject_after_quote(", just as Pell did in 2008, Dunne added.").text == "Dunne"


def test_the_cues_own_clause_led_by_a_conjunction_has_its_own_subject():
    before = (
        "Dunne is coming off a strong debate on Thursday night, when many commentators called him "
    )
    assert subject_before_quote(before) == subject_of("many commentators")
    assert (
        subject_before_quote("Even as Mr. Dunne has repeatedly said that he opposes ").text
        == "Dunne"
    )
    # A passive's subject is the one asked, not the one whose words follow.
    before = "When Dunne was questioned about the dispute, his answer dwelt on how the pier was silent, as if it "
    assert subject_before_quote(before) is None


def test_what_opens_a_clause_whose_subject_is_the_name_after_it():
    assert subject_before_quote("As the town prepares for what Ana Pell called ").text == "Ana Pell"


def test_the_subject_of_a_verb_that_keeps_asking_says_the_words():
    before = (
        "In 2013, Sen. Ray Dunne (R-Wis.) kept asking her why the port had tied the violence to "
    )
    assert subject_before_quote(before).text == "Ray Dunne"


def test_the_name_a_past_tense_acts_on_is_its_object_not_a_speaker():
    assert subject_of("trashed Dunne on the radio") is None
    # The object of `prompted` is the subject of the infinitive after it; `retired` describes.
    assert subject_before_quote("That prompted Pell to make a joke and call Dunne ").text == "Pell"
    assert subject_of("retired Gen. Ray Dunne").text == "Ray Dunne"


def test_a_name_opening_a_quoted_title_is_no_subject():
    assert subject_of("trashed the plan on WBUR’s “Harbour Talk") is None
    assert subject_of("“Ray Dunne").text == "Ray Dunne"  # a stray mark opening the text


def test_an_adverb_may_stand_between_a_gerunds_subject_and_its_verb():
    before = "Some of his supporters punched a protester, with Ray Dunne reportedly yelling: "
    assert subject_before_quote(before).text == "Ray Dunne"


def test_a_party_tag_or_a_time_may_stand_between_a_gerunds_subject_and_its_verb():
    # `..., with Rep. Carolyn Maloney (D-N.Y.) at one point saying “I don't blame customers ...”` gave the
    # congresswoman's words to the newspaper the sentence opened with (set 52).
    for between in ("(D-Harbour)", "at one point", "(R-Texas) at times", "again"):
        before = (
            f"The Herald wrote that the hearing went badly, with Rep. Ray Dunne {between} saying "
        )
        assert subject_before_quote(before).text == "Ray Dunne", between
    assert (
        speakers(
            "The Herald wrote that the hearing went badly, with Rep. Ray Dunne (D-N.Y.) at one point saying "
            "“I don’t blame the customers.”"
        )[0][1]
        == "Ray Dunne"
    )


def test_the_body_whose_document_says_the_words_speaks():
    # `Trusty said that one charge related to the Espionage Act, which the FBI’s August search warrant said was
    # related to “willful retention of national defense information.”` went to the lawyer (set 55).
    for owner in (
        "the FBI’s August search warrant",
        "the FBI’s warrant",
        "The Harbour Board’s annual report",
    ):
        assert subject_of(owner).kind == "name", owner
    assert subject_of("the FBI’s search warrant").text == "FBI"
    quote = parse_document(
        HEADLINE
        + "Ray Dunne said that one charge related to the Espionage Act, which the FBI’s August search"
        " warrant said was related to “willful retention of national defense information.”",
        name="t",
    ).quotes[0]
    assert (quote.speaker, quote.speaker_organisation) == (None, "FBI")


def test_a_party_tag_set_off_by_commas_is_no_subject():
    # `“...,” Senate Majority Leader Chuck Schumer, D-N.Y., said Thursday, calling Jackson “brilliant,”` gave the
    # second quotation to a description `D-N.Y.` (set 55).
    doc = parse_document(
        HEADLINE
        + "“This is a wonderful day,” Harbour Leader Ray Dunne, D-N.Y., said Thursday, calling the port"
        " “brilliant.”",
        name="t",
    )
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [("Ray Dunne", "")] * 2


def test_a_name_before_its_protesters_is_theirs_not_a_speaker():
    assert subject_of("Dunne protesters").kind == "nominal"


def test_the_subject_of_a_relative_clause_the_cue_is_in_says_the_words():
    before = "Dunne, the port's lawyer, criticized the levy, which an internal review said was "
    assert subject_before_quote(before) == subject_of("an internal review")


def test_a_bare_name_just_before_the_verb_after_a_quotation_is_its_subject():
    after = " by the United States, NATO and other partners, Ana Pell said on Monday, "
    assert subject_after_quote(after).text == "Ana Pell"


def test_a_name_inside_a_works_title_opening_the_sentence_is_no_subject():
    phrase = "“Orange is the New Black” star Selenis Leyva opened up about being described as a"
    assert subject_of(phrase).text == "Selenis Leyva"
    assert subject_of("“Ray Dunne tried to laugh it off by interjecting, “Only").text == "Ray Dunne"


def test_a_contrast_without_a_comma_leads_the_cues_own_clause():
    before = (
        "Players usually hold a huddle to mark the day but Dunne this week described the match as "
    )
    assert subject_before_quote(before).text == "Dunne"


def test_a_long_indefinite_description_after_a_quotation_is_its_cue():
    # `Geological Survey`, named the paragraph before, had been given the journalist's words (0.66).
    body = (
        "The epicentre was 150 kilometres out, the US Geological Survey reported.\n\n"
        "“The quake was felt around 15-20 seconds. The shakings were quite long,” an AFP journalist on "
        "Morotai island in the Maluku archipelago said."
    )
    assert speakers(body) == [
        ("The quake was felt around 15-20 seconds. The shakings were quite long", None)
    ]


def test_a_pair_of_names_closing_an_aside_is_not_the_verbs_subject():
    before = (
        "State Minister of Trade Tom Hale, criticising the behaviour of opposition MPs Ana Pell and "
        "Ray Dunne, said: "
    )
    assert subject_before_quote(before).text == "Tom Hale"


def test_a_relative_object_after_its_preposition_leads_the_cues_clause():
    # `to which` and `in which` open a clause with a subject of its own, not the sentence's.
    before = "Pell said the plans were strong, to which O'Malley interjected: "
    assert subject_before_quote(before).text == "O'Malley"
    before = "Pell's campaign sent round a video from 1999, in which Dunne called himself "
    assert subject_before_quote(before).text == "Dunne"


def test_sobbed_and_wept_are_cues():
    # `..., one resident in a plaza in the capital, Georgina Sanchez, 52, sobbed to AFP.`: with no cue, the
    # organisation the paragraph before opened on was taken for the speaker.
    after = ", one resident in the square, Ana Pell, 52, sobbed to AFP."
    assert subject_after_quote(after).text == "Ana Pell"
    assert subject_after_quote(", Ray Dunne wept.").text == "Ray Dunne"


def test_singing_is_a_cue():
    # `he spotted fan Alex Maguire and started singing: “`: with no cue, the fan was taken for the singer.
    before = "During the set, he spotted fan Ray Dunne and started singing: "
    assert subject_before_quote(before).text == "he"


def test_a_pronoun_opening_a_sentence_that_ends_in_a_colon_is_its_subject():
    # `She batted one back at a over-loquatious hack: “...”`: no cue verb, but the sentence's subject speaks.
    assert subject_before_quote("She batted one back at a hack: ").text == "she"
    assert subject_before_quote("He then addressed the supporters again: ").text == "he"
    assert subject_before_quote("The mayor is rolling out a new slogan: ") is None


def test_verbs_of_other_newsrooms_english_are_cues():
    # Nigerian, Indian and British reporting's `informed`, `averred`, `enthused`, and others.
    for verb in ("informed", "averred", "enthused", "clarified", "alleged", "underscored", "cried"):
        assert subject_after_quote(f", Ana Pell {verb}.").text == "Ana Pell", verb
    # Not `begged` or `mentioned`: they tell of someone, and the sentence's own cue speaks.
    before = "At the rally, Dunne said that Pell begged him for an endorsement and "
    assert subject_before_quote(before).text == "Dunne"
    before = "Boos rained down when Dunne mentioned her, and the crowd reprised the chant "
    assert subject_before_quote(before) is None


def test_a_name_before_a_dash_is_no_introducer_when_its_clause_has_a_verb():
    # `While King acknowledged the gulf in sales between Sainsbury and Tesco – “...” – he added:`
    before = "While Pell acknowledged the gulf in sales between Harbourside and Tesco – "
    assert subject_before_quote(before).text == "Pell"
    # Its own clause, set off by a comma: `..., including the former candidate Mitt Romney -- “`.
    before = "Republicans have said the same, including the former candidate Ray Dunne -- "
    assert subject_before_quote(before).text == "Ray Dunne"


def test_who_asked_or_told_in_a_passive_cue_said_the_words():
    # `Mr Lee was asked by a questioner whether it was necessary for countries to have “close enclosure”`:
    # the questioner's words had gone to the prime minister, who was asked.
    before = "Mr Dunne was asked by a questioner whether it was necessary for countries to have "
    assert subject_before_quote(before).text == "a questioner"
    assert (
        subject_before_quote("Ray Dunne was told by Ana Pell that the plan was ").text == "Ana Pell"
    )
    # The one asked still speaks in his own sentence.
    assert subject_before_quote("Asked about the plan, Ray Dunne said it was ").text == "Ray Dunne"


def test_a_first_name_ending_in_ly_opens_no_aside():
    # `Emily`, `Carly`, `Holly` are first names, not `Reportedly`: the sentence's subject is the person.
    assert subject_before_quote("Emily Pell has said ").text == "Emily Pell"
    assert subject_before_quote("Carly Dunne has told ").text == "Carly Dunne"
    assert subject_before_quote("Reportedly, Pell said ").text == "Pell"
    story = (
        "Festival defends ticket price\n\n"
        "Emily Pell has now responded to the criticism online.\n\n"
        "She said: “We're facing enormous rises in the costs of running this vast show.”"
    )
    (quote,) = parse_document(story, name="story").quotes
    assert quote.speaker == "Emily Pell"


def test_a_posts_portfolio_may_stand_between_it_and_the_holders_name_after_the_verb():
    found = subject_after_quote(
        ", said ITV’s Managing Director, Media and Entertainment, Kevin Pell."
    )
    assert (found.kind, found.text) == ("name", "Kevin Pell")


def test_one_of_them_before_an_ing_cue_is_its_speaker_not_the_sentences_subject():
    # Not `Fans` (a person, as the sentence's opening name) nor the person the sentence is about.
    assert subject_before_quote("Fans flooded the page, one saying: ").kind == "nominal"
    assert subject_before_quote("Some support Pell's reasoning, one replying: ").kind == "nominal"


def test_a_delegate_after_the_acronym_of_their_body_is_the_one_named():
    found = subject_after_quote(", CNE delegate Yves Pell said at the unions' meeting in Brussels.")
    assert (found.kind, found.text) == ("name", "Yves Pell")


def test_an_office_at_a_body_before_its_holder_after_the_verb_is_the_holder():
    # `“...,” said Chief Executive of the BRC Helen Dickinson.` was described as `Chief Executive` (set 42).
    assert subject_after_quote(", said Chief Executive of the HRC Ana Pell.").text == "Ana Pell"
    assert subject_after_quote(", said Director of Harbour Research Ana Pell.").text == "Ana Pell"


def test_the_subject_of_a_passive_cue_speaks():
    # `Hua Chunying, Chinese Foreign Ministry Spokesperson said ... “...,” the Chinese Foreign Ministry
    # Spokesperson was quoted as saying by news agency ANI.` went to a body named `Chinese Foreign Ministry
    # Spokesperson` (set 61): the description ran on to `was quoted as`, which is no role.
    found = subject_of("the mayor was quoted as")
    assert (found.kind, found.text) == ("nominal", "the mayor")
    found = subject_of("the spokesperson has been heard")
    assert (found.kind, found.text) == ("nominal", "the spokesperson")
    doc = parse_document(
        HEADLINE
        + "Ana Pell, the mayor, spoke on Monday.\n\n“We will win,” the mayor was quoted as saying"
        " by the Harbour Times.",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Ana Pell"]


def test_in_someones_words_credits_the_quotation_to_them():
    # `... held in Tel Aviv because, in Forbes’ words, “they are the most entrepreneurial places ...”` went to
    # Michael Dell, quoted in the sentence before (train).
    assert speakers("The plan was, in the words of Ray Dunne, “a disaster.”")[-1][1] == "Ray Dunne"
    assert (
        speakers("Ana Pell spoke. The plan was, in his words, “a disaster.”")[-1][1] == "Ray Dunne"
    )
    doc = parse_document(
        HEADLINE
        + "Michael Dell said last week, “Israel is the center.” The summit was held in Tel Aviv"
        " because, in Forbes’ words, “they are the most entrepreneurial places.”",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Michael Dell", "Forbes"]


def test_in_someones_opinion_or_view_credits_the_quotation_to_them():
    # `Marine Le Pen noted that the pressure will increase. In her opinion, “Macron is largely responsible ...”`
    # went to the woman quoted before her (set 97).
    body = (
        "“The minister must resign,” said Mary Dunne. Ana Pell noted that the pressure will grow. In her "
        "opinion, “the president is largely responsible.”"
    )
    assert speakers(body)[-1][1] == "Ana Pell"
    assert speakers("Mary Dunne spoke. In Pell’s view, “the plan is dead.”")[-1][1] == "Ana Pell"


def test_a_pronoun_after_a_clause_opening_the_sentence_means_that_clause_s_subject():
    # `Although the Taoiseach welcomed “continuous engagement” between Mr Šefčovič and UK Brexit Minister David
    # Frost, he added “it was imperative ...”` went to Frost, the latest man the clause names (set 112).
    body = "Although Mary Dunne welcomed talks between Tom Hale and Ana Pell, she added “it was imperative.”"
    assert speakers(body)[-1][1] == "Mary Dunne"
    body = "Although the minister welcomed talks between Tom Hale and Ray Dunne, he added “it was imperative.”"
    assert speakers(body)[-1][1] is None


def test_had_this_to_say_introduces_the_quotation():
    # `Dr. Glass had this to say:` / `"I am overwhelmed with emotion ..."` named no one (set 60): `to say` had
    # been read as an infinitive that attributes nothing (`too early to tell`).
    doc = parse_document(
        HEADLINE
        + "The board hired Neil Glass on Monday.\n\nDr. Glass had this to say:\n\n“I am overwhelmed.”",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Neil Glass"]
    assert speakers("It is too early to tell whether the plan is “a disaster.”")[-1][1] is None


def test_a_participle_opening_the_sentence_is_the_main_clause_subject_s():
    # `Saying he was “deeply grateful” to Eagles owner Jeffrey Lurie, Kelly added, “...”` went to the reporter
    # named in the paragraph before (set 68): the `he` after `Saying` is what was said, not who said it.
    assert speakers("Saying he was “deeply grateful” to the owner, Ana Pell added, “I regret it.”")[
        -2:
    ] == [
        ("deeply grateful", "Ana Pell"),
        ("I regret it.", "Ana Pell"),
    ]
    assert speakers("Calling the plan “a disaster,” Ana Pell said the council must vote.")[-1] == (
        "a disaster",
        "Ana Pell",
    )


def test_a_body_s_chair_before_a_name_is_that_person_s_post():
    # `“Chairman Perez’s comments are dangerous ...,” RNC chair Ronna McDaniel wrote in a statement.` went to
    # a body `RNC` (set 66): `chair` was no role noun, so the acronym was read as the subject.
    assert subject_of("RNC chair Ronna McDaniel").text == "Ronna McDaniel"
    assert (
        speakers("“We will appeal,” Harbour Trust chair Ana Pell wrote in a statement.")[-1][1]
        == "Ana Pell"
    )


def test_whom_a_source_quoted_as_saying_speaks():
    # `“There is disappointment for the boys ...,” the club's official website quoted Sarri as saying.` named
    # no one, and neither did the paragraph after it (set 62).
    assert subject_of("the club’s official website quoted Ana Pell as").text == "Ana Pell"
    assert speakers("“We lost,” the club’s website quoted Ana Pell as saying.")[-1][1] == "Ana Pell"


def test_a_speech_verb_in_the_passive_credits_no_words_to_its_subject():
    # `Brooks was never informed he was under arrest for driving under the influence, Howard said. “When one is
    # charged with DUI, ...”` went to Brooks, the subject of `was informed` (set 75); `its Edge variant being
    # touted as the “most beautiful Samsung phone ever”` to Samsung, whose sentence it is (set 74).
    doc = parse_document(
        HEADLINE
        + "Ray Dunne spoke on Monday. Ana Pell was never informed she was under arrest, Dunne"
        " said. “When one is charged, one is told at once.”",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Ray Dunne"]
    doc = parse_document(
        HEADLINE
        + "Harbour Phones Ltd has launched its new phone, with the model being touted as the"
        " “finest phone ever” at the event.",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [(None, "")]


def test_a_names_clause_with_a_verb_of_its_own_before_the_cue_is_not_the_cues_subject():
    # `when Google was developing video search in 2006, YouTube "came out of nowhere," Facebook was getting
    # popular with photos in its feed, and then Instagram surfaced, the report said.` went to Facebook (set 74).
    found = subject_after_quote(
        " Harbour Phones was getting popular with its feed, and then Acme surfaced, the report said."
    )
    assert (found.kind, found.text) == ("nominal", "the report")
    assert subject_after_quote(", Ana Pell, who was there, said.").text == "Ana Pell"


def test_a_constable_s_abbreviated_rank_is_a_title():
    # `"Not sure what else can be done ...," said OPP Const. Ian Michel.` went to `Const` (set 75).
    assert subject_after_quote(", said OPP Const. Ian Michel.").text == "Ian Michel"
    assert subject_after_quote(", said RCMP Cst. Ana Pell.").text == "Ana Pell"


def test_a_post_of_something_before_its_holder_after_the_verb_is_the_holder():
    # `“When you are 1,000 teachers short ...,” said Oklahoma’s superintendent of public instruction, Joy
    # Hofmeister.` was the superintendent's, no one's (set 78).
    found = subject_after_quote(
        ", said Harbour’s superintendent of public instruction, Ana Pell. She left."
    )
    assert (found.kind, found.text) == ("name", "Ana Pell")
    assert subject_after_quote(
        ", said a professor of history, who asked not to be named."
    ).kind == ("nominal")


def test_whose_verdict_a_copula_after_the_quotation_calls_it_said_it():
    # `"A real great advert for Scottish football," was Rodgers' assessment.` went to Moussa Dembele, named in the
    # paragraph before (set 81).
    body = "Mary Dunne scored twice. “A real great advert for the game,” was Pell’s assessment."
    assert speakers(body)[-1] == ("A real great advert for the game", "Ana Pell")
    assert speakers("“A fine game,” was Pell’s blunt verdict.")[-1][1] == "Ana Pell"


def test_the_words_a_possessive_pledge_introduces_are_its_owners():
    # `Merz offered a reflection on former Chancellor Angela Merkel's 2015 pledge that "we can do this"` went to
    # Merz, the sentence's subject (set 97).
    body = (
        "Mary Dunne spoke on Monday. She reflected on Ana Pell's 2015 pledge that “we can do this.”"
    )
    assert speakers(body)[-1][1] == "Ana Pell"
    # Another's verdict on someone's comments is the other's, and a slogan is quoted as a name.
    body = "Mary Dunne said Ana Pell's comments “are based on opinion, not facts.”"
    assert speakers(body)[-1][1] == "Mary Dunne"


def test_a_he_after_an_as_for_clause_means_the_main_clauses_subject():
    # `As for the 20-cent increase in the gas tax Walz proposed, Munson said it’s unfair ... “...,” he said` went
    # to Walz (set 80).
    sentence = "As for the increase in the tax Ana Pell proposed, Ray Dunne said it is unfair."
    assert sentence_subject(sentence).text == "Ray Dunne"
    body = sentence + " “We drive farther for what we do,” he said."
    assert speakers(body)[-1] == ("We drive farther for what we do", "Ray Dunne")


def test_a_quotation_its_cue_introduces_is_not_the_next_sentence_s():
    # `One constituent complained that the House rushed the vote ..., saying “This is not how democracy works. And
    # you know that.” Blum agreed.` went to Blum (set 80).
    body = (
        "Ray Dunne defended his vote. One voter complained that the House rushed it, saying “This is not"
        " how it works.” Dunne agreed."
    )
    doc = parse_document(HEADLINE + body, name="t")
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [(None, "One voter")]


def test_who_teases_says_the_words():
    # `"Just tell the truth ...," says Danson. "But he's wrong a lot," teases Steenburgen.` gave her words to Danson
    # (set 82).
    body = "“Just tell the truth,” says Dunne. “But he is wrong a lot,” teases Pell."
    assert [speaker for _, speaker in speakers(body)] == ["Ray Dunne", "Ana Pell"]


def test_a_bodys_bracketed_letters_do_not_part_a_role_from_its_holder():
    # `Reserve Bank (RBNZ) chief economist Yuong Ha referred to house prices falling as a “deterioration of
    # wealth”`: the brackets cut the subject short at the bank, whose words the fragment became (set 231).
    doc = parse_document(
        "Prices\n\nHarbour Bank (HBNZ) chief economist Ana Pell referred to prices falling as a "
        "“deterioration of wealth”, which could not be afforded.",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [("Ana Pell", "")]
    assert sentence_subject("Harbour Bank (HBNZ) chief economist Ana Pell referred to it").text == (
        "Ana Pell"
    )


def test_a_fragment_is_the_words_of_the_latest_joined_clauses_subject():
    # `UCU is attempting to win over supporters with a bullish social media campaign, and Dr Grady defended
    # engaging in “rough and tumble” online, saying ...`: the fragment went to the union (set 230).
    doc = parse_document(
        "Strike\n\nAcme is attempting to win over supporters with a bullish campaign, and Dr Ana Pell "
        "defended engaging in “rough and tumble” online, saying members expected it.\n\n"
        "At the event where Pell and Ray Dunne appeared, Carl Voss took a dig at “my dear friend Pell.”",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell", "Carl Voss"]


def test_a_participle_and_as_set_off_by_commas_is_an_aside():
    # `Hans Koenigsmann, vice president ... for Space Exploration Technologies Corp, known as SpaceX, continued to
    # refer to the accident simply as an “anomaly”`: `known as SpaceX` had been read as the cue's subject (set 233).
    assert is_interjected_clause(" known as Acme", set_off=True)
    doc = parse_document(
        "Test\n\nInstead, Ana Pell, vice president of flight reliability for Harbour Space Technologies Corp, "
        "known as Acme, continued to refer to the accident simply as an “anomaly” - jargon for a failure.",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [("Ana Pell", "")]


def test_his_words_opening_a_sentence_introduce_the_quotation():
    # `Cardoso’s clarification came following speculations ... / His words, “Defending the Naira ... is an
    # elephant in some rooms. ...”`: a Nigerian newsroom's way of introducing a quotation; it had no speaker
    # (set 226).
    doc = parse_document(
        "Naira\n\nGovernor Ray Dunne said the currency is performing independently.\n\n"
        "Dunne’s clarification came after speculation about the reserves.\n\n"
        "His words, “Defending the currency is an elephant in some rooms. It is not our intention.”",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ray Dunne"]


def test_a_post_opening_on_a_word_in_ing_is_no_participles_aside():
    # `Housing Minister Darragh O’Brien has today said one of the core recommendations ... is “problematic”.`:
    # `Housing` had been read as a participle opening an aside (`Speaking to reporters, ...`), and the
    # quotation had no speaker (read in set 231).
    assert not is_interjected_clause("Housing Minister Ray Dunne has today said")
    assert is_interjected_clause("Speaking to reporters", set_off=True)
    doc = parse_document(
        "Housing\n\nHousing Minister Ray Dunne has today said one recommendation is “problematic”.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ray Dunne"]


def test_a_question_s_cue_may_hold_an_appositive_before_its_verb():
    # `“I am calling from the Hillary Clinton campaign. How are you today?” Miller, a retired worker from a
    # nuclear plant, said pleasantly into the phone.`: the cue was read as a sentence of its own (train).
    doc = parse_document(
        "Phone bank\n\nThe first two volunteers inside the door are Mia Lund and Ana Pell, women who "
        "remember the struggle.\n\n"
        "“I am calling from the campaign. How are you today?” Lund, a retired worker from a nuclear plant, "
        "said pleasantly into the phone.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Mia Lund"]


def test_a_names_second_appositive_does_not_hide_the_name():
    # `J.J. Goldberg, editor at large of The Forward, an influential New York-based newspaper catering to American
    # Jews, wrote, “...”`: the quotation was given the newspaper's description (train).
    doc = parse_document(
        "Essay\n\nJust last week, Ana Pell, editor at large of The Harbour, an influential weekly catering to "
        "sailors, wrote, “When we think of the storm, we should think of the crews.”",
        name="t",
    )
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [("Ana Pell", "")]


def test_a_conjunction_and_a_name_alone_before_an_aside_are_the_verbs_subject():
    # `... Pat Buchanan's searing speech at the 1992 Republican convention, when Mr. Buchanan, who had failed to win
    # his party's nomination, called for a “cultural war”`: the fragment was given the description `Some
    # Democrats feared a repeat of the 1992 convention`, a clause (train).
    doc = parse_document(
        "Convention\n\nSome delegates feared a repeat of the 1992 convention, when Mr. Dunne, who had failed to "
        "win his party's nomination, called for a “cultural war” against “liberals and radicals.”",
        name="t",
    )
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [("Dunne", "")] * 2


def test_the_name_after_who_in_an_object_relative_is_the_verbs_subject():
    # `Much of Beck’s ire was also directed at Bannon, who Beck on Wednesday called “a horrible, despicable human
    # being.”`: the words had been given the description `Much of Beck’s ire` (train).
    doc = parse_document(
        "Feud\n\nMuch of Pell’s ire was directed at Ray Dunne, who Ana Pell on Wednesday called “a horrible "
        "human being.”\n\nThe loss was steep for Carl Voss, who said it was “a disaster”.",
        name="t",
    )
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [
        ("Ana Pell", ""),
        ("Carl Voss", ""),
    ]


def test_the_one_a_view_is_echoed_by_is_whom_the_next_he_means():
    # `This view was echoed by Brian Gaze, Chief Forecaster ... / He told Express.co.uk: “...”`: the `he` had gone
    # to the forecaster quoted before, as the passive left the sentence with no one speaking (set 237).
    assert (
        sentence_subject("This view was echoed by Ray Dunne, founder of the Outlook.").text
        == "Ray Dunne"
    )
    doc = parse_document(
        "Heat\n\nCarl Voss, a meteorologist, said it could happen. He said: “We got 40C last year.”\n\n"
        "This view was echoed by Ray Dunne, Chief Forecaster and founder of the Harbour Outlook.\n\n"
        "He told the Harbour Times: “The chance of 40C this summer is very low indeed.\n\n"
        "“Although I expect further spells of hot weather, I don’t think temperatures will reach 40C.”",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Carl Voss", "Ray Dunne", "Ray Dunne"]


def test_a_closing_cue_after_a_subordinate_clause_is_the_main_clauses():
    # `The leaked recording “triggered domestic fury and has left Paetongtarn's coalition with a razor-thin
    # majority” after its second-largest party quit the alliance, Reuters said.`: read as the `when` of the
    # quotation, the cue named no one and the words went to the prime minister quoted before (set 234).
    assert (
        subject_after_quote(" after the party quit the alliance, Reuters said.").text == "Reuters"
    )
    assert subject_after_quote(" when Pell blasted him.") is None
    doc = parse_document(
        "Court\n\nAna Pell said her “true intention” was to serve the country. The leaked call “triggered "
        "domestic fury” after the second party quit the alliance, Harbour Wire said.",
        name="t",
    )
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [
        ("Ana Pell", ""),
        (None, "Harbour Wire"),
    ]


def test_a_bodys_letters_do_not_hide_the_preposition_before_it():
    # `Professor Isabel Oliver from the UK Health Security Agency said it issued this warning “because ...”`: the
    # dropped `UK` stood where the rules look for `from`, and the agency became the verb's subject (set 241).
    doc = parse_document(
        "Heat\n\nProfessor Ana Pell from the UK Harbour Safety Agency said it issued this warning “because "
        "temperatures will be exceptionally high”.",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [("Ana Pell", "")]


def test_a_sentence_opening_for_a_person_gives_that_persons_view():
    # `For Rep. Perci Cendaña (Akbayan Party-list), an endorser of the first impeachment complaint, Duterte’s
    # statement is “deeply ironic”`: no speech verb; the fragment went to the model's choice (set 234). Not a
    # people (`For African-Americans, on the other hand, “you don't take job growth for granted.”`, train).
    doc = parse_document(
        "Impeachment\n\nRay Dunne said he was ready.\n\nFor Rep. Ana Pell, an endorser of the complaint, "
        "Dunne’s statement is “deeply ironic” given the allegations.\n\n"
        "“Growth is slow,” Carl Voss said. For Harbourites, on the other hand, “you don't take jobs for "
        "granted.”",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell", "Carl Voss", "Carl Voss"]


def test_a_relative_clause_without_its_comma_is_not_a_role_before_a_name():
    # `said Sen. Jim Whelan who represents Atlantic City`: `represents` read as a role noun made the city the
    # speaker, and `a ... Republican National Committee member who supports Trump` made Trump (train).
    assert subject_of("Sen. Ana Pell who represents Harbour City").text == "Ana Pell"
    doc = parse_document(
        "Harbour vote\n\nRay Dunne spoke first.\n\n“We kept every promise,” said Sen. Ana Pell who represents "
        "Harbour City. “The bridge is built.”\n\n“He has my vote,” said a senior Harbour Party member who "
        "supports Dunne.",
        name="t",
    )
    # A party's member is one of its people, not its voice (test_speaking's member of a body): no one is named.
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [
        ("Ana Pell", ""),
        ("Ana Pell", ""),
        (None, ""),
    ]


def test_a_deputy_is_a_role_before_a_name():
    # `“We Argentines already know what happens ...,” said Peronist deputy Leandro Santoro.` went to a person
    # called `Peronist` (set 242).
    assert subject_of("Peronist deputy Ana Pell").text == "Ana Pell"
    doc = parse_document(
        "Harbour vote\n\nRay Dunne spoke first.\n\n“We know what happens,” said Peronist deputy Ana Pell.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell"]


def test_one_thanked_before_a_colon_is_not_who_speaks_even_after_an_appositive():
    # `Onstage, she thanked the film's director, Ryan Coogler: “I stand here stronger than I was yesterday ...”`
    # went to Coogler (set 246).
    doc = parse_document(
        "Awards night\n\nAna Pell was overcome when she won. Onstage, she thanked the film's director, Ray "
        "Dunne: “I stand here stronger than I was yesterday.”",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell"]


def test_chair_is_a_title_before_a_name_or_an_appositive():
    # `Chair of LTO Netherlands, Sjaak van der Tak, said that the proposals were “unrealistic”.` had a speaker
    # called `Chair` (set 247).
    doc = parse_document(
        "Farm protest\n\nChair of Harbour Farmers, Ana van der Pell, said that the plans were “unrealistic”.\n\n"
        "“We will keep farming,” Harbour Farmers Chair Ray Dunne said.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana van der Pell", "Ray Dunne"]


def test_two_posts_joined_before_a_name_are_one_persons():
    # `“This fight is not over,” AHCA President and CEO Mark Parkinson stated.` had no speaker: `and` made two
    # people of the posts (set 244). Two names joined are still two people.
    assert subject_of("Acme President and CEO Ana Pell").text == "Ana Pell"
    assert subject_of("Ana Pell and Ray Dunne").text != "Ray Dunne"
    doc = parse_document(
        "Care homes\n\nThe association condemned the rule.\n\n“This fight is not over,” Acme President and CEO "
        "Ana Pell stated.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell"]


def test_whom_a_source_quoted_as_saying_before_the_quotation_speaks():
    # `the Chinese foreign ministry quoted top diplomat Wang Yi as saying the agreement represented “a victory of
    # dialogue and peace”` had no speaker (set 243): `saying` after `as` was read as describing a noun.
    # `An early tweet quoted the president as saying “...”` stays the rules' as before: the post may be anyone's.
    doc = parse_document(
        "Talks\n\nIn a statement, the ministry quoted top diplomat Ana Pell as saying the deal was “a victory "
        "of dialogue”.\n\nThe club website quoted Ray Dunne as saying: “We won.”",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell", "Ray Dunne"]


def test_a_fragment_others_describe_a_name_by_is_not_that_names():
    # `University Hospital Limerick in particular was singled out as being “out of control”.` had the hospital
    # for its speaker (set 244). A name opening the sentence still owns its view (`Dunne openly admires ...`),
    # and one criticized speaks where a speech verb follows (`Obama has been criticized ..., though ... he used
    # stronger language, saying the group “must be destroyed.”`, train).
    doc = parse_document(
        "Hospitals\n\nAna Pell said the wards were full.\n\nHarbour Hospital in particular was singled out as "
        "being “out of control”.\n\nRay Dunne openly admires the nurses as “heroes”.\n\nCarl Voss has been "
        "criticized for the term, though he used stronger words, saying the plan “must be scrapped.”",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [
        (None, ""),
        ("Ray Dunne", ""),
        ("Carl Voss", ""),
    ]


def test_a_place_and_its_area_before_a_titled_name_is_where_they_serve():
    # `“This is how Texas Democrats lose elections,” wrote Dallas area Rep. Michelle Beckley` went to a person
    # called `Dallas` (set 254).
    assert subject_of("Dallas area Rep. Ana Pell").text == "Ana Pell"
    doc = parse_document(
        "Quorum\n\nRay Dunne returned.\n\n“This is how we lose elections,” wrote Dallas area Rep. Ana Pell.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell"]


def test_a_role_may_stand_between_with_and_the_name_before_an_ing_cue():
    # `..., with health secretary Sajid Javid publicly stating “heads should roll” at Yorkshire ... and the
    # parliamentary committee for the Department of Culture, Media and Sport calling an evidence session` went
    # to a body `Media and Sport` (set 251).
    doc = parse_document(
        "Cricket\n\nThe news comes a day after pressure escalated, with health secretary Ana Pell publicly "
        "stating “heads should roll” at the club and the committee for the Department of Culture, Media and "
        "Sport calling a session.",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [("Ana Pell", "")]


def test_a_relative_object_without_its_comma_leads_a_cue_of_its_own():
    # `“What is your height?” Ramosepele asked to which Ngcatshe said: “Around 1.8 meters”.` gave the answer to
    # the one who asked (set 257). The question has no speaker yet: the colon gives the cue to the answer.
    doc = parse_document(
        "Trial\n\nThe trial began with questions.\n\n“What is your height?” Ray Dunne asked to which Ana Pell "
        "said: “Around 1.8 meters”.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == [None, "Ana Pell"]


def test_in_which_leads_a_cue_of_its_own_inside_a_longer_clause():
    # `Simon ... questioned the authenticity of what CGTN said was an email intended for him in which Peng says
    # that she is safe and that the assault allegation is “not true.”` went to Simon (set 253).
    doc = parse_document(
        "Tennis\n\nRay Dunne, who called for an investigation, on Wednesday questioned the authenticity of an "
        "email intended for him in which Ana Pell says that she is safe and that the allegation is “not true.”",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell"]


def test_back_opening_a_sentence_is_when_not_who():
    # `Back in 1999, Mr. Trump expressed admiration for Mr. Clinton's retail political skills, telling CNBC: ''I
    # wish I could be like that. I just can't.''` had a subject called `Back` and no speaker (train).
    doc = parse_document(
        "Skills\n\nAna Pell spoke first.\n\nBack in 1999, Mr. Dunne expressed admiration for Ms. Pell's skills, "
        "telling CNBC: “I wish I could be like that.”",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Dunne"]


def test_a_name_set_before_the_cues_own_he_is_whom_he_spoke_of():
    # `“We have evil in this room,” Mr Justice Tony Hunt told the jury .... Puska, he said, will have his “day of
    # reckoning”.` went to Puska (set 257).
    doc = parse_document(
        "Verdict\n\nRay Dunne was found guilty.\n\n“We have evil in this room,” Judge Carl Voss told the jury. "
        "Dunne, he said, will have his “day of reckoning”.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Carl Voss", "Carl Voss"]


def test_a_body_s_name_running_on_past_of_or_for_before_its_possessive_describes_the_name_after_it():
    # `said the Bank of England’s governor, Andrew Bailey`: the body owns the post, the name holds it.
    body = (
        "“The levy is the end of the road,” said the opposition Movement for Harbour Change party’s "
        "secretary-general, Tom Hale. “It was unfair,” said the Bank of Harbour’s governor, Lena Ortega. "
        "“It will pass,” said the Institute for Fiscal Tides’ Ed Marsh."
    )
    assert speakers(body) == [
        ("The levy is the end of the road", "Tom Hale"),
        ("It was unfair", "Lena Ortega"),
        ("It will pass", "Ed Marsh"),
    ]
    # A name after the verb with no possessive stays the body's own.
    found = subject_after_quote(" said the Bank of Harbour.")
    assert (found.kind, found.text) != ("name", "Lena Ortega")


def test_an_adverb_set_off_alone_opening_a_sentence_leaves_its_subject_written_about():
    # `Now, Hale` is about Hale: the 35-year-old is no longer the one who spoke before him.
    body = (
        "On Friday harbour chief Ray Dunne announced the race was off after Tom Hale was injured.\n\n"
        "Now, Hale has released his first statement.\n\n"
        "The 35-year-old said it had been “very tough” to be ruled out.\n\n"
        "In a post, he wrote: “Very tough to be ruled out.”"
    )
    assert speakers(body) == [("very tough", None), ("Very tough to be ruled out.", "Tom Hale")]
    # An adverb opening an appositive is a post, no aside: `Murphy, now a consultant, said`.
    assert not is_interjected_clause("now a consultant", set_off=True)


def test_a_party_s_politician_is_one_of_its_people_not_its_voice():
    doc = parse_document(
        HEADLINE
        + "Ray Dunne took the floor.\n\n“The levy will fail,” the Harbour Party politician told the Gazette.",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [(None, "")]


def test_according_to_him_or_her_means_whom_the_pronoun_does():
    body = (
        "Ray Dunne called the vote a recognition of the council. According to him, the rebels “have "
        "carried the decrees of their patrons.” The rebels “will be back,” according to him."
    )
    assert speakers(body) == [
        ("have carried the decrees of their patrons.", "Ray Dunne"),
        ("will be back", "Ray Dunne"),
    ]


def test_an_ing_adjective_before_a_post_opens_the_subject_not_an_aside():
    # `Ranking member Marsha Blackburn, R-Tenn., said this is “AI week on the Hill,”` had gone to `R-Tenn`.
    body = (
        "Ranking member Tom Hale, R-Tenn., said this is “levy week on the Hill,” noting the forum."
    )
    assert speakers(body) == [("levy week on the Hill", "Tom Hale")]
    assert is_interjected_clause("Speaking to reporters", set_off=True)
    assert not is_interjected_clause("Outgoing chairman Tom Hale", set_off=True)


def test_a_statement_thanking_or_praising_someone_holds_its_issuer_s_words():
    # `NSW Liberal Party President Philip Ruddock released a statement on Friday thanking Berejiklian for her
    # “outstanding service”` had named no one, and the statement's next paragraph went to the Prime Minister.
    body = (
        "Prime Minister Ray Dunne described her as having “heroic qualities”.\n\n"
        "“She has displayed heroic qualities.”\n\n"
        "NSW Harbour Party President Tom Hale released a statement on Friday thanking Ana Pell for her "
        "“outstanding service” to the state.\n\n“Ana has been a member of the party since her youth.”"
    )
    assert speakers(body) == [
        ("heroic qualities", "Ray Dunne"),
        ("She has displayed heroic qualities.", "Ray Dunne"),
        ("outstanding service", "Tom Hale"),
        ("Ana has been a member of the party since her youth.", "Tom Hale"),
    ]


def test_a_verb_coordinated_after_a_quotation_takes_the_subject_of_the_verb_before():
    # `He said ... models from OpenAI, Google and others are the “best models in the world,” but added that
    # ... will require “sensible regulation”` had described its speaker as `Google and others are the but`.
    doc = parse_document(
        HEADLINE
        + "In response to Senator Ray Dunne, who asked how close the rivals are, Tom Hale replied, "
        "“It is hard to say.” He said he believed that boats from Acme, Harbour and others are the “best boats "
        "in the world,” but added that winning will require “sensible regulation” that “does not slow us down.”",
        name="t",
    )
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [("Tom Hale", "")] * 4
