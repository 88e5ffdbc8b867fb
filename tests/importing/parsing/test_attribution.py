import pytest

from importing.parsing import parse_document
from importing.parsing.attribution import (
    inverted_subject,
    sentence_subject,
    subject_after_quote,
    subject_before_quote,
)
from importing.parsing.parser import read_candidates
from importing.parsing.quotes import MASK
from importing.parsing.reporting import (
    dash_signature,
    is_reporters_prose,
    recipient_of_telling,
    speaker_label,
)
from importing.parsing.sentences import first_sentence_end
from importing.parsing.verbs import find_verbs

HEADLINE = "A headline\n\n"


def speakers(body, **kwargs):
    doc = parse_document(HEADLINE + body, name="t", **kwargs)
    return [
        (
            q.text,
            q.speaker or f"UNNAMED: {q.speaker_description}"
            if q.speaker_description
            else q.speaker,
        )
        for q in doc.quotes
    ]


def named(story):
    """The speakers a whole story's quotations are given, headline first."""
    return [quote.speaker for quote in parse_document(story, name="story").quotes]


def test_name_said_after_quote():
    assert subject_after_quote(", Jane Smith said.").text == "Jane Smith"


def test_said_name_inverted_after_quote():
    assert subject_after_quote(", said Mr. Ortiz, the law professor.").text == "Ortiz"


def test_pronoun_added_after_quote():
    found = subject_after_quote(", he added.")
    assert (found.kind, found.text) == ("pronoun", "he")


def test_name_told_someone_before_quote():
    assert subject_before_quote("Jane Smith told reporters: ").text == "Jane Smith"


def test_name_tells_someone_before_quote():
    assert subject_before_quote("Jane Smith tells the Post ").text == "Jane Smith"


def test_according_to_name():
    assert subject_before_quote("According to Jane Smith, the plan is ").text == "Jane Smith"


def test_according_to_a_description_is_the_noun_phrase_not_where_it_spoke():
    # `Tuition fees “may have to rise again,” according to the vice chancellor of the University of Exeter in a
    # debate hosted by the university's debating society` went to the fees, and then to the university (set 107).
    found = subject_after_quote(
        " according to the vice chancellor of the University of Exeter in a debate hosted by the society."
    )
    assert (found.kind, found.text) == (
        "nominal",
        "the vice chancellor of the University of Exeter",
    )


def test_a_verb_coordinated_after_the_quotation_goes_on_from_the_sentences_own():
    # `He accused external powers of “attacking” Venezuela, specifically the US government, and promised to
    # guarantee “peace and national sovereignty”.`: both went to a body `Venezuela` (set 262).
    assert (
        subject_after_quote(" Harbourton, specifically the Isles board, and promised calm.") is None
    )
    body = (
        "Ana Pell spoke on Monday.\n\nShe accused rival ports of “attacking” Harbourton, specifically the "
        "Isles board, and promised to guarantee “calm and order”."
    )
    assert "Harbourton" not in {
        q.speaker_organisation for q in parse_document(body, name="t").quotes
    }
    # A name before its own verb still closes the quotation (`“...” Smith and Jones said`).
    assert subject_after_quote(", Ana Pell and Ray Dunne said.").kind == "name"


def test_a_role_s_participle_makes_the_name_after_it_its_object():
    # `“Are you having some difficulty with my questions?” counsel assisting the ICAC, Scott Robertson, asked Ms
    # Berejiklian.` went to a body `ICAC` (set 265).
    found = subject_after_quote(" counsel assisting the ICAC, Scott Robertson, asked Ms Marsh.")
    assert (found.kind, found.text) == ("name", "Scott Robertson")
    assert subject_after_quote(", a lawyer representing Acme, said.").kind == "nominal"
    # An adjective that looks like one still describes the name after it.
    assert subject_after_quote(", acting director Ana Pell said.").text == "Ana Pell"


def test_a_past_tense_before_both_makes_the_names_its_objects():
    # `The ethics commission interviewed both Smith and Shandro about the call and noted that each had "a different
    # version of the conversation."` went to Danielle Smith (set 265).
    found = subject_before_quote(
        "The ethics board interviewed both Pell and Dunne about the call and noted that each had "
    )
    assert found is None or found.kind != "name"
    assert subject_before_quote("Both Ana Pell and Ray Dunne said it was ").text == "Ana Pell"


def test_a_body_that_names_an_appositive_s_post_does_not_speak():
    # `Jo Grady, UCU general secretary, said: “University staff have turned out in massive numbers ...` went to
    # the union (set 270).
    found = subject_before_quote(
        "On Wednesday, the first day of strike action, Ana Pell, HPU general secretary, said: "
    )
    assert (found.kind, found.text) == ("name", "Ana Pell")
    assert subject_before_quote("Ana Pell, Acme chief executive, said ").text == "Ana Pell"
    # A body set off with a clause of its own still speaks.
    assert subject_before_quote("The HPU, which represents dockers, said ").text == "HPU"


def test_a_name_after_a_preposition_of_place_is_not_the_subject():
    # `Those outside Ulster Hospital told ITV News they were "angry" and "sad"` went to the hospital (set 273).
    found = subject_before_quote("Those outside Harbour Hospital told reporters they were ")
    assert found is None or found.text != "Harbour Hospital"
    assert speakers(
        'Those outside Harbour Hospital told reporters they were "angry" and "sad".'
    ) == [
        ("angry", None),
        ("sad", None),
    ]


def test_colon_after_named_source():
    assert subject_before_quote("including the candidate Ray Dunne -- ").text == "Ray Dunne"


def test_titles_are_not_part_of_the_name():
    assert subject_after_quote(", Sen. Ana Pell said.").text == "Ana Pell"


def test_appositive_after_name_keeps_the_name():
    found = subject_before_quote(
        "Sam Reyes, the director of a think tank at the University of Elsewhere, compared it to "
    )
    assert found.text == "Sam Reyes"


def test_parenthetical_party_tag_is_skipped():
    assert subject_after_quote(", Rep. John Doe (R-Fla.) said.").text == "John Doe"


def test_unnamed_source_is_a_description():
    found = subject_after_quote(", a source said.")
    assert (found.kind, found.text) == ("nominal", "a source")


def test_organisation_can_be_a_speaker():
    assert (
        subject_before_quote("The New York Post reports that she wanted to ").text
        == "New York Post"
    )


def test_outlet_possessive_before_inverted_name():
    assert inverted_subject("the Tribune’s Ana Pell.").text == "Ana Pell"


def test_abbreviations_do_not_end_the_attribution_clause():
    assert first_sentence_end(" Mr. Ortiz said. Then more.") == len(" Mr. Ortiz said.")


def test_transcript_label_names_the_speaker():
    assert speaker_label("MARSH: Well, look.").text == "Marsh"


def test_dash_signature_after_testimonial():
    assert dash_signature(" ― Jane Example").text == "Jane Example"


def test_verbs_are_found_with_phrasal_cues_and_opening_capital():
    assert [v.group() for v in find_verbs("Said he, according to them, and went on")] == [
        "Said",
        "according to",
        "went on",
    ]


def test_capitalised_or_determined_words_are_not_verbs():
    assert find_verbs("the United States and his claims") == ()


def test_a_verb_inside_a_hyphenated_word_is_no_cue():
    # `Johnatakis, a self-described “sovereign citizen,” was found guilty ..., and he was sentenced ... he
    # repeatedly downplayed the riots, calling the riot “overblown”` read `described` as a cue with `a self` its
    # speaker, so the sentence's subject was never noted and `he` went to the judge named before (set 55).
    assert (
        find_verbs("Pell, a self-described citizen, a so-called expert and a kiss-and-tell book")
        == ()
    )
    assert [v.group() for v in find_verbs("vowing to")] == ["vowing"]
    doc = parse_document(
        "Sentencing\n\n“This cannot become normal,” Judge Ray Dunne said during the sentencing of Carl Pell.\n\n"
        "Pell, a self-described “sovereign citizen,” was found guilty of assault, and he was sentenced to seven"
        " years. After his conviction, he repeatedly downplayed the riots, calling the riot “overblown.”",
        name="t",
    )
    assert [q.speaker_description for q in doc.quotes][1] != "a self"
    assert doc.quotes[-1].speaker == "Carl Pell"


def test_quote_reporting_a_source_is_reporters_prose():
    assert is_reporters_prose("After a while, a source said that he left.")
    assert not is_reporters_prose("I left after a while.")


def test_recipient_of_a_source_telling():
    assert recipient_of_telling("He was denied, a source tells Ackert") == "Ackert"


def test_quote_broken_by_attribution_gives_both_pieces_the_speaker():
    assert speakers("“First,” Jane Smith said. “Second.”") == [
        ("First", "Jane Smith"),
        ("Second.", "Jane Smith"),
    ]


def test_pronoun_resolves_to_most_recent_named_person():
    body = "Jane Smith spoke on Monday.\n\n“We are ready,” she said."
    assert speakers(body) == [("We are ready", "Jane Smith")]


def test_pronoun_skips_people_of_the_other_gender():
    body = "Mary Rowe met John Brown on Monday. John Brown left early.\n\n“We are ready,” she said."
    assert speakers(body) == [("We are ready", "Mary Rowe")]


def test_later_surname_resolves_to_earlier_full_name():
    body = "Wanda Example is a coach.\n\n“We lost,” Example said."
    assert speakers(body) == [("We lost", "Wanda Example")]


def test_quote_continuing_over_paragraphs_keeps_its_speaker():
    body = "“First part,” Jane Smith said. “It goes on\n\n“and on.”"
    assert speakers(body)[-1] == ("and on.", "Jane Smith")


def test_paragraph_ending_in_colon_introduces_next_quote():
    body = "Jane Smith told the crowd:\n\n“We will win this.”"
    assert speakers(body) == [("We will win this.", "Jane Smith")]


def test_unnamed_source_is_never_given_a_name():
    body = "Jane Smith left.\n\n“It was over,” a source said."
    assert speakers(body) == [("It was over", "UNNAMED: a source")]


def test_quoted_report_naming_a_source_belongs_to_the_reporter():
    body = "A report by Kim Writer of the Daily says so.\n\nHe was fired, a source tells Writer:\n\n“After a while, a source said that he left.”"
    assert speakers(body) == [("After a while, a source said that he left.", "Kim Writer")]


def test_interviewee_introduced_by_spoke_to_is_who_he_said_means():
    body = "Bob Reporter spoke to a rival executive who knows Joe Boss and denied it. “Not true,” he said."
    assert speakers(body) == [("Not true", "UNNAMED: a rival executive who knows Joe Boss")]


def test_the_channel_a_speaker_talks_to_is_not_who_he_said_means():
    body = (
        "Defence minister Ray Dunne invited talks.\n\n“Use parliament,” he said while talking to a "
        "private news channel.\n\n“The chairman has become unpopular,” he said."
    )
    assert speakers(body) == [
        ("Use parliament", "Ray Dunne"),
        ("The chairman has become unpopular", "Ray Dunne"),
    ]


def test_pronoun_after_name_opening_its_sentence_means_that_name():
    body = "Jane Smith met Tom Rowe. Tom Rowe, her rival, said he thought it was “a mess.”"
    assert speakers(body) == [("a mess.", "Tom Rowe")]


def test_fragment_without_cue_belongs_to_the_sentence_subject():
    body = "Jane Smith openly admires the governor as a “strong leader” these days."
    assert speakers(body) == [("strong leader", "Jane Smith")]


def test_infinitive_is_not_an_attribution_cue():
    assert (
        subject_before_quote("Jane Smith said it was too early to tell whether there was ").text
        == "Jane Smith"
    )


def test_leading_aside_is_passed_over_for_the_subject():
    body = "In recent weeks, Joe Example has gone after his rival as a “human leech.”"
    assert speakers(body) == [("human leech.", "Joe Example")]


def test_subordinate_clause_before_subject_is_an_aside():
    assert subject_before_quote("As the music stopped, the host said, ").text == "the host"


def test_words_without_determiner_or_early_head_are_no_source():
    assert subject_after_quote(" often in his campaign, and criticized the rival.") is None


def test_reported_clause_after_verb_is_not_an_inverted_subject():
    assert inverted_subject("that the city and its workers back him") is None


def test_possessive_name_with_document_is_an_unnamed_source():
    found = subject_before_quote(
        "However, Dana Quill's brief said that was not her view and dismissed them as "
    )
    assert (found.kind, found.text) == ("nominal", "Dana Quill's brief")


def test_contracted_pronoun_before_verb_is_the_subject():
    found = subject_before_quote("He’s claiming that the count is ")
    assert (found.kind, found.text) == ("pronoun", "he")


def test_name_after_a_preposition_is_not_the_subject():
    assert subject_before_quote("Ed Marsh at the Herald agreed: ").text == "Ed Marsh"


def test_role_noun_between_names_points_at_the_second():
    found = subject_before_quote("Quill campaign manager Ron Vale told reporters the rival tells ")
    assert found.text == "Ron Vale"


def test_first_of_two_coordinated_names_leads():
    assert subject_before_quote("Jane Smith and Tom Rowe call them ").text == "Jane Smith"


def test_prepositional_phrase_after_verb_is_not_a_source():
    assert subject_after_quote(" compared to half of the other claims.") is None


def test_the_sentence_splitter_and_the_attribution_cues_share_one_abbreviation_list():
    from importing.parsing.sentences import ABBREVIATIONS, sentence_bounds

    for word in sorted(ABBREVIATIONS):
        text = f" Ann Lee of {word.capitalize()}. Said so. Then more."
        assert first_sentence_end(text) == len(f" Ann Lee of {word.capitalize()}. Said so."), word
        assert len(sentence_bounds(text.strip(), [])) == 2, word


def test_a_when_clause_after_a_quotation_is_no_attribution():
    assert subject_after_quote(" when Ana Pell blasted him for it.") is None
    assert subject_after_quote(", Ana Pell said when asked.").text == "Ana Pell"


def test_a_name_before_a_speech_verb_in_ing_is_its_subject_even_after_of():
    found = subject_before_quote(
        "The spot ends with footage of Ray Dunne saying during the debate, "
    )
    assert (found.kind, found.text) == ("name", "Ray Dunne")


def test_a_coordinated_clause_before_the_verb_has_its_own_subject():
    found = subject_before_quote(
        "Ana Pell's firm holds $2 billion abroad, and the report says the firm "
    )
    assert (found.kind, found.text) == ("nominal", "the report")


def test_a_plural_group_before_a_name_is_the_subject_not_a_descriptor_of_the_name():
    body = (
        "In May, several harbour groups granted Mr. Dunne more time, saying his “money ran short.”"
    )
    doc = parse_document(HEADLINE + body, name="t")
    assert [quote.speaker for quote in doc.quotes] == [None]


def test_a_dateline_is_not_the_speaker():
    body = "HARBOURTON -- Mayor Ana Pell, opening the bridge on Saturday, said it would be “a new start.”"
    assert speakers(body) == [("a new start.", "Ana Pell")]


def test_a_dateline_s_hyphen_may_stand_against_the_place():
    # `NASSAU, BAHAMAS- Prime Minister Dr. Hubert Minnis today announced ..., warning that Hurricane Dorian is a
    # “very powerful” storm`: the fragment went to `NASSAU` (set 241).
    body = (
        "HARBOURTON, ISLES- Prime Minister Dr. Ana Pell today announced an evacuation order, warning that the "
        "storm is a “very powerful” one."
    )
    assert speakers(body) == [("very powerful", "Ana Pell")]


def test_a_datelines_day_may_follow_its_place():
    # `SYDNEY, March 23: World number one Ashleigh Barty stunned tennis on Wednesday by announcing her retirement
    # ..., saying she had fulfilled her dreams and was “spent physically”.` went to a body `SYDNEY` (set 251).
    body = (
        "SYDNEY, March 23: World number one Ana Pell stunned tennis on Wednesday by announcing her "
        "retirement from the sport aged just 25, saying she had fulfilled her dreams and was “spent physically”."
    )
    assert speakers(body) == [("spent physically", "Ana Pell")]


def test_a_credit_that_dates_itself_needs_no_dash():
    # `MOSCOW (UrduPoint News / Sputnik - 27th November, 2019) A prominent human rights watchdog has criticized
    # Chile's national police for committing "serious human rights violations,"` went to a body `MOSCOW` (set 262).
    body = (
        "HARBOURTON (Isles Wire / Port News - 27th November, 2019) A prominent rights group has criticized the "
        'port police for committing "serious violations," after the protests.'
    )
    assert speakers(body) == [("serious violations", "UNNAMED: A prominent rights group")]
    # A body's letters before what they stand for are no dateline.
    body = 'NATO (North Atlantic Treaty Organization) Secretary General Ana Pell said it was "a new start."'
    assert speakers(body) == [("a new start.", "Ana Pell")]


def test_a_town_in_title_case_with_a_wires_credit_is_a_dateline():
    # `Washington (AFP) – Democrat Hillary Clinton has taken a swipe ...`: the town had been the sentence's
    # subject, and the quotation its, where the subject is the one who said it.
    body = (
        "Harbourton (AFP) – Mayor Ana Pell has taken a swipe at the port board, saying that its "
        "“reckless borrowing” does more harm than good."
    )
    assert speakers(body) == [("reckless borrowing", "Ana Pell")]
    # A name with a party's letter is no town: it stays the speaker.
    assert speakers("Ana Pell (D) – the mayor – said the bridge was “a new start.”") == [
        ("a new start.", "Ana Pell")
    ]


def test_as_a_bare_name_put_it_names_the_speaker():
    body = "As Ana Pell, a lawyer at the port, recently put it, “Who pays for the bridge?”"
    assert speakers(body) == [("Who pays for the bridge?", "Ana Pell")]


def test_the_owner_of_a_claim_said_the_words_it_quotes():
    body = (
        "The board seized on Ray Dunne’s claim that there have been “hundreds of delays” this year."
    )
    assert speakers(body) == [("hundreds of delays", "Ray Dunne")]
    # Without "that", the words after the claim are the sentence subject's, not the claim owner's.
    assert subject_before_quote("Ana Pell said Ray Dunne’s claim was ").text == "Ana Pell"


def test_after_a_question_a_long_attribution_clause_is_still_the_attribution():
    body = "Ray Dunne spoke first.\n\n“Who would have believed it?” Dunne said, looking out over the cheering crowd."
    assert speakers(body) == [("Who would have believed it?", "Ray Dunne")]


def test_after_a_full_stop_a_new_sentence_with_its_own_subject_is_no_attribution():
    body = "The Herald reported that Ana Pell called it “against our policy.” The council said it would meet on Monday."
    assert speakers(body)[0][1] != "UNNAMED: The council"


def test_an_attribution_closing_the_sentence_covers_a_quotation_inside_it():
    body = "Ana Pell spoke first.\n\nA clerk who “takes a handful of notes” is held to account, Pell said."
    assert speakers(body) == [("takes a handful of notes", "Ana Pell")]


def test_a_described_speaker_opening_the_sentence_before_is_who_she_said_means():
    body = (
        "Police found Markel Vance in a vacant home.\n\n"
        "Another neighbor, who asked not to be named, said she had a front row seat to the arrest.\n\n"
        "“I saw him when he threw his guns down,” she said."
    )
    assert speakers(body) == [
        ("I saw him when he threw his guns down", "UNNAMED: Another neighbor")
    ]


@pytest.mark.parametrize(
    "opening",
    [
        "A few weeks later, Ray Dunne noticed",
        "Weeks later, Ray Dunne noticed",
        "Two days later, Ray Dunne noticed",
        "Years ago, Ray Dunne noticed",
        "A few weeks after burglars hit Ray Dunne’s home, he noticed",
        # The clause opens with the aside's spans too: one list of numbers and units for both.
        "Decades after burglars hit Ray Dunne’s home, he noticed",
        "Many nights after burglars hit Ray Dunne’s home, he noticed",
        "10 days after burglars hit Ray Dunne’s home, he noticed",
    ],
)
def test_a_span_of_time_opening_a_sentence_is_not_its_subject(opening):
    # `A few weeks later, Carlos Gomez noticed ...` had `A few weeks later` for its subject, and `A few weeks
    # after burglars hit Carlos Gomez's home, he noticed ...` no main clause, so the `he said` after them was no
    # one's and the quotation going on from it too (set 29).
    story = (
        f"Burglary\n\nNeighbours are frustrated.\n\n{opening} thieves next door.\n\n"
        "“They took a lot of jewellery,” he said. “I got a picture.”"
    )
    assert named(story) == ["Ray Dunne", "Ray Dunne"]


def test_the_second_of_two_names_a_preposition_joins_does_not_introduce_the_quotation():
    # `And don't expect any battle between Hancock and Kanye West: “Kanye and I are cool.”` was West's (set 33).
    story = (
        "Backstage\n\nAna Pell was thrilled. And don't expect any battle between Pell and Ray Dunne: “Ray and I "
        "are cool.”"
    )
    assert subject_before_quote("And don't expect any battle between Pell and Ray Dunne: ") is None
    assert subject_before_quote("Ana Pell and Ray Dunne: ").text == "Ray Dunne"
    # The model weighs Pell, the one the paragraph is about, just under its threshold: no one, never Dunne.
    assert named(story) in ([None], ["Ana Pell"])


def test_an_epithet_after_a_person_s_own_reported_speech_is_that_person():
    # `Mark Cripps waited 90 minutes ... and said polling staff seemed overwhelmed. “...,” said the 48-year-old.`
    # was no one's: the epithet means the latest person only if they spoke last, and reported speech did not
    # count (set 35).
    story = (
        "Queues\n\nElections Harbour said volumes were normal.\n\nIn Hamilton, Ray Dunne waited 90 minutes and "
        "said staff seemed overwhelmed. “All the lineups were huge,” said the 48-year-old."
    )
    assert named(story) == ["Ray Dunne"]


def test_a_conjunction_opening_a_sentence_does_not_hide_its_subject():
    # `But Mr. O’Toole sidestepped those questions and instead spoke ...` / `“Here’s something interesting,” he
    # said.`: the sentence had no subject, so `he` was no one (set 35).
    assert sentence_subject("But Ana Pell sidestepped those questions.").text == "Ana Pell"
    story = (
        "Vaccines\n\nBut Mr. O’Pell sidestepped those questions and instead spoke generally about the "
        "party’s approach.\n\n“Here’s something interesting,” he said. “We’ve followed the rules.”"
    )
    assert named(story) == ["O’Pell", "O’Pell"]


def test_a_verb_joined_to_the_first_predicate_shares_its_subject_not_a_name_set_off_after_its_object():
    # `He thanked the people for supporting his grandfather, Zulfiqar Ali Bhutto, in the past and said that ...`
    # made the grandfather the sentence's subject, whom the next `he said` meant (set 40).
    said = "Ana Pell thanked the people for supporting her grandfather, Ray Dunne, in the past and said that "
    assert subject_before_quote(said + "“").text == "Ana Pell"
    assert subject_before_quote("The founder, Ray Dunne, said “").text == "Ray Dunne"
    story = (
        "Rally\n\nParty chairman Ray Dunne spoke in Quetta.\n\nHe thanked the people for supporting his "
        "grandfather, Tom Pell, in the past and said that the party had always worked for the poor.\n\n"
        "“We started the programme,” he said."
    )
    assert named(story) == ["Ray Dunne"]


def test_a_sentence_about_no_one_but_one_person_s_possession_is_about_that_person():
    # `The adjectives came rolling out of coach Dwane Casey’s mouth. “We played like crap,” he said` left the
    # `he` no one's to the rules: a possessive was never whom a sentence is about (set 44).
    story = (
        "Raptors win\n\nThe Raptors had just won a game.\n\n"
        "The adjectives came rolling out of coach Ray Dunne’s mouth.\n\n"
        "“We played like crap,” he said right off the bat."
    )
    (read, _) = read_candidates(story)
    assert [quote.speaker for quote in read.quotes] == ["Ray Dunne"]
    assert named(story) == ["Ray Dunne"]
    # Not where the sentence has someone speak: the show's host is no one's topic.
    story = (
        "Interview\n\n“We were robbed,” said Ray Dunne.\n\n"
        "The candidate told Tom Pell’s radio show on Thursday that the vote was rigged.\n\n"
        "“We need a recount,” he said."
    )
    (read, _) = read_candidates(story)
    assert [quote.speaker for quote in read.quotes] == ["Ray Dunne", "Ray Dunne"]


def test_an_office_in_lower_case_before_a_surname_names_its_holder():
    # `“...,” said mayor Bartlett. The mayor urged caution ... “...,” he said`: a surname after an office in lower
    # case was no one the text named, so the mayor's words went to the councillor quoted before (set 44).
    story = (
        "City Council Votes for More Cops\n\n"
        "“We need police,” said councilor Jack Henderson.\n\n"
        "“I’d ask you to be thoughtful,” said mayor Bartlett.\n\n"
        "The mayor urged caution on funding a second academy.\n\n"
        "“I’d hate to see layoffs,” he said."
    )
    assert named(story) == ["Jack Henderson", "Bartlett", "Bartlett"]


@pytest.mark.parametrize("opening", ["In response", "In reply", "For his part"])
def test_a_phrase_opening_the_sentence_without_its_comma_hides_no_subject(opening):
    # `In response Torres replied: “...”` was no one's: the preposition opening the sentence was read as the
    # name's, as in `from Torres` (carried from an earlier round's hand-read sets).
    story = (
        "Council row\n\nThe mayor, Ana Pell, criticised Ray Torres on Monday.\n\n"
        f"{opening} Torres replied: “The mayor has not read the report.”"
    )
    assert named(story) == ["Ray Torres"]
    assert subject_before_quote(f"{opening} to Pell Torres wrote: ") is None


def test_a_person_named_fox_speaks_as_a_person():
    story = (
        "Trade talks\n\nLiam Fox, the trade secretary, met officials on Monday.\n\n"
        "“We will get a deal,” he said.\n\n“It is in reach,” Fox said."
    )
    assert named(story) == ["Liam Fox", "Liam Fox"]


def test_a_possession_makes_no_one_of_a_shared_surname_the_latest_person():
    # `... which also graces the Eames chairs in Ivanka Trump’s den.` / `“...,” Mr. Trump said`: noting the owner
    # as the latest person written about made the next `Mr. Trump` hers (train, read with the round's rule).
    story = (
        "The fleet\n\nDonald J. Trump owns a Boeing 757. But anonymity is not Mr. Trump’s style. The jet is "
        "his favorite toy, he said in an interview on Saturday.\n\nIt has a bedroom; the toilet seats were "
        "reupholstered with leather, which also graces the chairs in Ivanka Trump’s den.\n\n"
        "“It’s like a new plane,” Mr. Trump said in a documentary."
    )
    (read, _) = read_candidates(story)
    assert [quote.speaker for quote in read.quotes] == ["Donald J. Trump"]


@pytest.mark.parametrize(
    "sentence, name",
    [
        ("His team principal, Christian Horner could only praise his driver.", "Christian Horner"),
        ("Her coach, Ana Pell, was pleased with the result.", "Ana Pell"),
        # A post of a body runs longer (set 97).
        (
            "The secretary general of the Italian Presidency, Ugo Zampetti, has indicated that he met Ray Dunne.",
            "Ugo Zampetti",
        ),
    ],
)
def test_a_post_opening_the_sentence_before_its_holder_s_name_is_that_person(sentence, name):
    assert sentence_subject(sentence).text == name


def test_the_holder_set_after_a_post_speaks_the_quotation_that_follows():
    body = (
        "Max Vance won the race in the rain. His team principal, Christian Horner could only praise his "
        "driver. “It was a masterclass today.”"
    )
    doc = parse_document("Vance wins\n\n" + body, name="t")
    assert [quote.speaker for quote in doc.quotes] == ["Christian Horner"]


def test_whom_a_participle_accuses_did_not_say_the_words():
    before = "Another journalist pushed ahead with the questioning, accusing Mr Andrews of "
    assert subject_before_quote(before) is None
    doc = parse_document(
        "Premier snaps\n\nMr Andrews refused to answer. Another journalist pushed ahead with the questioning, "
        "accusing Mr Andrews of “dangling a carrot to Victorians”.",
        name="t",
    )
    assert doc.quotes[0].speaker is None


@pytest.mark.parametrize("old_name", ["formerly Twitter", "formerly known as Twitter"])
def test_a_platform_s_old_name_before_a_colon_does_not_introduce_the_quotation(old_name):
    # `Altman posted Friday on X, formerly Twitter: “i loved my time at openai.”` was Altman's (set 87).
    assert subject_before_quote(f"Altman posted Friday on X, {old_name}: ").text == "Altman"


def test_the_one_a_with_clause_has_saying_that_is_the_speaker():
    # `Team Sky have reacted to the UCI decision ... with the rider himself stating that, ‘it means we can all move
    # on’` went to Team Sky, the sentence's subject (set 110).
    before = "Harbour Rovers reacted to the ruling with the captain himself stating that, "
    assert subject_before_quote(before).text == "the captain"
    assert (
        subject_before_quote("Rovers reacted with Ray Dunne himself stating that, ").text
        == "Ray Dunne"
    )
    # A noun an -ing word names a kind of stays no cue (`with the right calling card`).
    before = "Dunne comes with the right calling card: he won, in what Ana Pell called "
    assert subject_before_quote(before).text == "Ana Pell"


def test_a_titled_object_of_the_subject_s_verb_is_not_the_subject():
    # `Cameron also thanked former President Donald Trump for his endorsement in the race, saying the “Trump
    # culture of winning is alive ...”` went to Trump, read as `Quill campaign manager Ron Vale` is (set 118).
    before = (
        "Dunne also thanked former President Ana Pell for her endorsement in the race, saying the "
    )
    assert subject_before_quote(before).text == "Dunne"
    assert subject_before_quote("Quill campaign manager Ron Vale said ").text == "Ron Vale"


def test_a_participle_straight_after_a_pronoun_s_cue_shares_its_subject():
    # `Russia had been “constantly hitting Ukraine ...,” he said, adding that Putin is “desperate ...”` went to
    # Russia, the sentence's opener (set 117).
    before = f"Harbour Rovers had been {MASK * 8} he said, adding that Ray Dunne is "
    assert subject_before_quote(before).text == "he"


def test_a_body_after_a_name_and_a_preposition_is_not_the_subject_though_a_nationality_opens_it():
    # `David Smith from the British Retail Consortium said: “...”` went to `Retail Consortium`: the mention left
    # out `British`, so `from the` no longer stood right before it (set 119).
    for before in (
        "Ana Pell from the British Retail Consortium said: ",
        "Ana Pell of the British Retail Consortium said: ",
    ):
        assert subject_before_quote(before).text == "Ana Pell"
    assert subject_before_quote("In an open letter to parents Ms Pell said: ").text == "Pell"


def test_a_wires_credit_alone_opening_a_story_is_no_speaker():
    # `(CNN) — Missing Saudi journalist Jamal Khashoggi's fiancée implored ... “to help shed light on”`: the
    # credit had been the subject, and the fiancée's words CNN's.
    body = (
        "(Reuters) — Missing reporter Ray Dunne's fiancée implored Mayor Ana Pell “to help shed light on” "
        "his disappearance in an essay published by the Valley Tribune on Tuesday."
    )
    assert speakers(body) == [("to help shed light on", None)]  # no one, where the credit had stood


def test_said_one_and_said_another_are_people_the_text_does_not_name():
    # `“Our secretary, Buttigieg, needs to get his act together,” said one.`: the cue had not been read, and
    # the words went to the speaker before (a body, `CBS News`).
    body = (
        "Mayor Ana Pell apologised for the delays on Monday.\n\n"
        "“Our mayor needs to get her act together,” said one.\n\n"
        "“I’m really upset but what can I do?” said another.\n\n"
        "“It makes you nervous,” said yet another in the terminal."
    )
    assert speakers(body) == [
        ("Our mayor needs to get her act together", "UNNAMED: one"),
        ("I’m really upset but what can I do?", "UNNAMED: another"),
        ("It makes you nervous", "UNNAMED: yet another"),
    ]
