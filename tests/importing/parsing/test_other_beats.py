"""Attribution on news beyond politics: British house style (ranks, `told X:`), courts, sport, entertainment."""

import pytest

from importing.parsing import parse_document
from importing.parsing.attribution import (
    opening_name,
    sentence_subject,
    subject_after_quote,
    subject_before_quote,
)
from importing.parsing.coordinated import coordinated_subjects
from importing.parsing.genders import gender_of_first_name
from importing.parsing.names import find_mentions
from importing.parsing.parser import _register_names, headline_speaker, read_candidates
from importing.parsing.person_names import is_person_name
from importing.parsing.registry import NameRegistry
from importing.parsing.sentences import sentence_bounds, without_dateline
from importing.parsing.subjects import subject_of


def candidate_names(story):
    """Everyone the model may choose from, for any quotation of the story."""
    reads = read_candidates(story)
    return {c.name for read in reads for options in read.candidates for c in options or ()}


def the_quote(text):
    (quote,) = parse_document(text, name="story").quotes
    return quote


def test_the_one_told_before_a_colon_is_not_the_speaker():
    assert subject_before_quote("Ana Pell told Judge Ray Dunne: ").text == "Ana Pell"


def test_titled_speaker_telling_a_titled_listener():
    assert subject_before_quote("Speaking in the chamber, Mr Pell told Mr Dunne: ").text == "Pell"


def test_speaker_of_a_telling_gerund_before_a_colon():
    assert subject_before_quote("Ms Vance cut in, telling Mr Pell: ").text == "Vance"


def test_name_after_a_conjunction_is_the_subject_of_its_clause():
    before = "Her brother and her friend Tom Ward looked on as Pell told the jury: "
    assert subject_before_quote(before).text == "Pell"


def test_a_name_after_a_preposition_is_still_not_the_subject():
    assert subject_before_quote("A letter to Pell said: ").kind == "nominal"


def test_post_before_the_name_of_its_holder():
    before = "The region's Police Commander, Chief Superintendent Nora Vance, said: "
    assert subject_before_quote(before).text == "Nora Vance"


def not_a_name(phrase):
    found = subject_of(phrase)
    return found is None or found.kind != "name"


def test_a_post_is_no_person():
    assert not_a_name("Deputy Harbour Area Commander")
    assert not_a_name("Transport Secretary")


def test_a_party_group_is_no_person():
    assert not_a_name("Opposition MPs")
    assert not_a_name("Cabinet Ministers")


def test_british_ranks_and_titles_written_without_full_stops():
    assert subject_before_quote("Det Supt Ana Pell added: ").text == "Ana Pell"
    assert subject_before_quote("Cllr Ray Dunne said: ").text == "Ray Dunne"
    assert subject_before_quote("Prof Nora Vance said: ").text == "Nora Vance"


def test_a_day_opening_the_sentence_is_not_its_subject():
    found = sentence_subject("Yesterday, head coach Ray Dunne recalled the time he fell.")
    assert (found.kind, found.text) == ("name", "Ray Dunne")
    assert subject_before_quote("Today, the minister said ").text == "the minister"


def test_the_agent_of_a_passive_telling_said_the_quoted_words():
    before = "The councillor was told by the chairman Ray Dunne to "
    assert subject_before_quote(before).text == "Ray Dunne"
    assert subject_before_quote("The plan was described by Nora Vance as ").text == "Nora Vance"


def test_a_person_known_by_one_name_after_an_occupation():
    registry = NameRegistry()
    _register_names(registry, "The pop singer Zandro cancelled the show.")
    assert registry.knows_part("Zandro")


COURT_REPORT_IN_SINGLE_MARKS = """Fisherman jailed for harbour trust fraud

A fisherman who stole £40,000 from a harbour trust has been jailed for three years.

Judge Sarah Whitfield told Ray Dunne, 52: ‘You abused the trust placed in you by your neighbours.’

Det Insp Tom Hale said: ‘This was a calculated fraud. We didn’t expect the Dunnes’ neighbours to forgive it.’ Dunne’s lawyer, Ana Pell, said her client was ‘deeply remorseful’.

‘He told me he would pay it all back,’ said one trustee, Mary Vance. ‘He never did. The board called it “a betrayal”.’
"""


def test_a_document_quoting_in_single_marks_loses_no_quotation():
    # British and Commonwealth papers often quote in single marks, and nest double marks inside them.
    doc = parse_document(COURT_REPORT_IN_SINGLE_MARKS, name="court")
    found = [(q.text, q.speaker, q.parent is None) for q in doc.quotes]
    assert found == [
        ("You abused the trust placed in you by your neighbours.", "Sarah Whitfield", True),
        (
            "This was a calculated fraud. We didn’t expect the Dunnes’ neighbours to forgive it.",
            "Tom Hale",
            True,
        ),
        ("deeply remorseful", "Ana Pell", True),
        ("He told me he would pay it all back", "Mary Vance", True),
        ("He never did. The board called it “a betrayal”.", "Mary Vance", True),
        ("a betrayal", None, False),
    ]


def test_single_marks_stay_nested_in_a_document_that_quotes_in_double_marks():
    text = (
        "Harbour vote\n\nAna Pell said: “The board called it ‘a betrayal’ and left.”\n\n"
        "The trust’s ‘review’ and the ‘audit’ were delayed, she said."
    )
    found = [(q.text, q.parent is None) for q in parse_document(text, name="mixed").quotes]
    assert found == [("The board called it ‘a betrayal’ and left.", True), ("a betrayal", False)]


def test_a_club_s_boss_or_coach_before_a_name_is_a_role_not_a_speaker():
    assert sentence_subject("Stoke boss Tony Pulis was happy with the point.").text == "Tony Pulis"
    assert sentence_subject("England coach Ana Pell was pleased.").text == "Ana Pell"


def test_he_means_the_subject_of_the_clause_joined_last():
    # Match reports: `Arsenal continue to impress and Arsene Wenger was delighted. He said: “...”`. The
    # rules' reading is asserted (the model weighs it with the rest).
    text = (
        "Harbour Cup\n\n"
        "Harbour Rovers continue to impress and Ray Dunne was delighted with the win. "
        "He said: “We were very good.”\n\n"
        "Tom Hale scored twice, while Joe Marsh made his debut, and Sam Vale was happy with both. "
        "He said: “I am happy for Tom.”\n\n"
        "Ana Pell said he and Tom Hale had been frustrated. “They kept us waiting,” she said."
    )
    (read,) = read_candidates(text)[:1]
    assert [e.source.speaker for e in read.evidence] == ["Ray Dunne", "Sam Vale", "Ana Pell"]


def test_a_filing_dated_by_an_abbreviated_month_is_described_whole():
    # `Oct.` is a month, not a name; the description a reader sees ends without the sentence's full stop.
    text = (
        "Harbour fraud\n\n"
        "It is “beyond dispute that the trust was robbed,” says an Oct. 11 prosecution filing with the court."
    )
    quote = the_quote(text)
    assert quote.speaker is None
    assert quote.speaker_description == "an Oct. 11 prosecution filing with the court"
    assert names_in("The Sept. 4 and Dec. 12 hearings were delayed.") == []


def names_in(text):
    return [m.name for m in find_mentions(text)]


def test_a_parliamentary_post_is_no_person_but_a_surname_like_king_is():
    assert not is_person_name("Labour MP")
    assert not is_person_name("Commons Leader")
    assert is_person_name("Billie Jean King")
    assert names_in("Labour MP Diana Johnson said") == ["Diana Johnson"]


def test_a_name_after_in_the_before_a_colon_is_a_place_not_the_speaker():
    found = subject_before_quote("Trickett said of May's remarks in the Commons: ")
    assert found.text == "Trickett"


def test_a_press_conference_topic_line_names_no_speaker():
    # Team sites print a player's answers under topic lines; the name in the topic is not who answered.
    assert subject_before_quote("On looking like Ray Dunne: ") is None
    assert subject_before_quote("On facing Ray Dunne on Sunday: ") is None
    assert subject_before_quote("Ray Dunne: ").text == "Ray Dunne"


def test_a_quotation_opening_the_paragraph_after_one_about_someone_new_is_read_as_theirs():
    # Round-ups: `Newcastle manager Alan Pardew felt ...` then a paragraph that is only his words.
    text = (
        "Round-up\n\n"
        "“We were a bit lucky,” Ana Pell said after her side won.\n\n"
        "Harbour manager Ray Dunne felt his side were unlucky to lose their unbeaten start.\n\n"
        "“I felt the breaks didn't go our way.”"
    )
    (read,) = read_candidates(text)[:1]
    last = read.evidence[-1]
    assert (last.how, last.source.speaker) == ("topic", "Ray Dunne")


def test_a_cue_sentence_after_the_full_stop_that_only_says_where_is_the_quotation_s():
    # `“... Our financial foundation is solid.” The company said in a press release.`
    text = (
        "Results\n\n"
        "“We made great progress,” Ana Pell, the chief executive, said in a statement.\n\n"
        "“Our financial foundation is solid.” The company said in a press release."
    )
    quotes = parse_document(text, name="results").quotes
    assert [(q.speaker, q.speaker_description) for q in quotes][-1] == (None, "The company")
    # A sentence that goes on to say something of its own is not the quotation's cue.
    text = (
        "Results\n\n“We made great progress,” Ana Pell said.\n\n"
        "“Our foundation is solid.” The company said in a statement that it would appeal."
    )
    quotes = parse_document(text, name="results").quotes
    assert quotes[-1].speaker_description != "The company"


def test_a_press_conference_s_topic_lines_carry_the_answers_of_the_headline_s_speaker():
    text = (
        "Harbour Rovers’ Ray Dunne: ‘We will build from here’\n\n"
        "On the team meeting on Friday: “I asked the coach if I could address the team.”\n\n"
        "On facing Tom Hale on Sunday: “Let’s not get carried away.”"
    )
    (read,) = read_candidates(text)[:1]
    assert [(e.how, e.source.speaker) for e in read.evidence] == [
        ("intro", "Ray Dunne"),
        ("intro", "Ray Dunne"),
    ]
    # Only a name of up to three words closing the part before the colon gives the floor.
    assert headline_speaker("Trump Addresses Munich Attack: ‘This Cannot Continue.’") is None
    assert headline_speaker("Harbour vote delayed") is None


def test_a_joined_clause_with_a_short_present_verb_also_moves_he():
    text = (
        "Harbour Cup\n\nHarbour Rovers lost and Ray Dunne gets the blame. He said: “We go again.”"
    )
    (read,) = read_candidates(text)[:1]
    assert [e.source.speaker for e in read.evidence] == ["Ray Dunne"]


def test_a_ministry_s_portfolio_after_and_is_no_person():
    # Whitehall posts name their portfolio: `Health and Social Care` is what the secretary looks after.
    assert "Social Care" not in names_in("The Secretary of State for Health and Social Care said")
    assert "Climate Change" not in names_in("the Minister for Energy and Climate Change said")
    # The holder's name may follow the portfolio in the same run of capitals.
    assert "Sylvia Burwell" in names_in(
        "Secretary of Health and Human Services Sylvia Burwell said"
    )
    text = (
        "NHS plans\n\nThe government announced new funding for hospitals on Monday.\n\n"
        "The Secretary of State for Health and Social Care said: “This is the biggest investment "
        "in a generation.”\n"
    )
    quote = the_quote(text)
    assert quote.speaker is None
    # People joined by `and` after `of` are still people.
    assert names_in("a meeting of Theresa May and Boris Johnson") == [
        "Theresa May",
        "Boris Johnson",
    ]
    assert names_in("the election of Trump and Mike Pence") == ["Trump", "Mike Pence"]
    assert "Kasich" in names_in("Govs. Chris Christie of New Jersey and Kasich of Ohio")


def test_a_club_between_adjectives_and_a_post_says_whose_post_not_who_spoke():
    # Chelsea is also a first name: `the former Chelsea manager` gave the quotation to a person `Chelsea`.
    found = subject_of("the former Chelsea manager")
    assert found.kind == "nominal"
    text = (
        "Mourinho backtracks\n\nJosé Mourinho has backtracked on comments about Antonio Conte.\n\n"
        '"I don\'t speak to him," the former Chelsea manager claimed.\n'
    )
    quote = the_quote(text)
    assert quote.speaker != "Chelsea"
    assert subject_of("the late Tom Hale").kind == "name"


def test_an_imperative_opening_the_sentence_is_not_its_subject():
    # `Take, for example, ...`: the reader is told to look; the man the sentence names speaks.
    text = (
        "Conference calls\n\nTake, for example, Cleveland-Cliffs CEO Lourenco Goncalves, who was asked "
        "about capital allocation and unloaded on analysts, saying that some “can’t read numbers.”\n"
    )
    read = read_candidates(text)[0]
    assert read.evidence[0].source.speaker == "Lourenco Goncalves"


def test_a_transcript_s_question_in_brackets_names_no_speaker():
    # A club's `What they said` page: the question before each answer names the player asked about.
    text = (
        "What they said after the game\n\n"
        "(On how he thought Tom Hale handled the game, and how he is physically right now) “He’s in "
        "the concussion protocol, and I thought he handled himself with class.”\n"
    )
    quote = the_quote(text)
    assert quote.speaker is None
    (read,) = read_candidates(text)[:1]
    assert [c.name for c in read.candidates[0]] == []


def test_the_one_a_press_conference_s_topic_line_names_is_no_candidate():
    # 8f941e0 kept the rules from reading Ray Dunne here; the model still named him (0.55).
    text = (
        "News conference\n\n"
        "On facing Ray Dunne on Sunday: “He is a great player and we will have to be ready.”\n\n"
        "On Saturday, Ana Pell said on Twitter: “The harbour is open.”\n"
    )
    reads = read_candidates(text)
    assert [c.name for c in reads[0].candidates[0]] == []
    quotes = parse_document(text, name="presser").quotes
    assert [q.speaker for q in quotes] == [None, "Ana Pell"]


def test_an_aside_in_brackets_opening_a_paragraph_keeps_its_cue():
    text = "Harbour vote\n\n(On Tuesday, Ana Pell said she would “fight on.”)\n"
    assert the_quote(text).speaker == "Ana Pell"


def test_a_reporters_question_on_a_line_of_its_own_names_no_one_who_answers():
    # Team transcripts set each question on its own line above the answer; the people it names did not speak.
    text = (
        "Media availability\n\n"
        "Head Coach Ray Dunne\n"
        "(On if coaching quarterback Tom Hale is ‘fun’)\n"
        "“Some days, yeah. Most days he’s pretty fun.”\n"
        "On what Offensive Coordinator Ana Pell said at halftime:\n"
        "“Well, she just walked over and told us to get ready.”\n"
    )
    reads = read_candidates(text)
    offered = {c.name for read in reads for options in read.candidates for c in options or ()}
    assert offered.isdisjoint({"Tom Hale", "Ana Pell"})
    assert [q.speaker for q in parse_document(text, name="presser").quotes] == [None, None]


def test_one_known_by_one_name_whom_the_text_calls_who_is_a_person():
    body = (
        "Nora Vance hosted the show, and she opened it with a speech.\n\n"
        "Meanwhile Rihanna, who was honored with the Rockstar award, spoke about self-acceptance. “The minute "
        "you learn to love yourself, you would not want to be anyone else,” she said."
    )
    assert the_quote("Awards night\n\n" + body).speaker == "Rihanna"


def test_a_name_in_a_works_title_is_no_one_a_pronoun_can_mean():
    # `The “Mr. India” star ... he said` had given the actor's words to `India` (0.61).
    body = (
        "Bollywood actor Ravi Kapur on Monday unveiled a trailer. The “Mr. India” star was so fascinated "
        "that he wanted to see it again.\n\n"
        "“It is such a special moment for me,” he said at the launch."
    )
    assert the_quote("Trailer night\n\n" + body).speaker != "India"
    assert subject_of("The “Mr. India” star").kind == "nominal"


def test_revealed_and_other_verbs_of_celebrity_news_are_cues():
    body = (
        "Nora Vance hosted the screening.\n\n"
        "“I was terrified. I was so scared,” Adele revealed before moving on to the album."
    )
    assert the_quote("Album night\n\n" + body).speaker == "Adele"


def test_a_surname_ending_in_an_accented_letter_before_said_is_the_speaker():
    # Read as ASCII words, `García said` was `Garc a said`: "said" a noun after "a", and no cue at all.
    assert subject_after_quote(", union president Lily García said.").text == "Lily García"
    reads = read_candidates("Teachers are “looking to see who is next,” Ana Peña said.")
    assert [e.source.speaker for read in reads for e in read.evidence] == ["Ana Peña"]


def test_a_paragraph_ending_on_its_cue_and_a_comma_introduces_the_next():
    # Indian legal reporting's house style: the cue closes its own paragraph with a comma, not a colon.
    doc = parse_document(
        "Court slams lawyers\n\nJustice Neena Bansal Krishna remarked,\n\n“It is the litigant who "
        "suffers.”\n\nConversely, one advocate requested an adjournment stating,\n\n“I beg to appear.”",
        name="story",
    )
    assert [q.speaker for q in doc.quotes] == ["Neena Bansal Krishna", None]


def test_a_wire_dateline_with_a_long_credit_and_a_colon_is_no_one():
    # The dateline hid the sentence's subject, so the rules read `he` as no one (the model guessed).
    reads = read_candidates(
        "Captain praises team\n\nLAHORE, (APP - Pakistan Point News - 22nd Feb, 2020 ) :Multan "
        "captain Ravi Dunne has credited his team's win against Karachi Kings to hard work.\n\n"
        "“It was a very good team effort”, he said after the match."
    )
    assert [e.source.speaker for read in reads for e in read.evidence] == ["Ravi Dunne"]


def test_a_reuters_dateline_is_no_one_and_not_the_sentence_s_opening_name():
    # `PYEONGTAEK, South Korea (Reuters) - Samsung ... is seeking a “common denominator”`: the fragment is
    # the sentence subject's, not the town's.
    sentence = "PYEONGTAEK, South Korea (Reuters) - Samsung Electronics is seeking a "
    assert opening_name(sentence).text == "Samsung Electronics"
    assert opening_name("LOS ANGELES — Actress Ana Pell took the stage ").text == "Ana Pell"


def test_a_role_holder_after_an_organisation_whose_name_goes_on_is_the_speaker():
    # `Charleston Tenants and Residents’ Association chairwoman Stella Carrington criticised ...`: the
    # organisation's name runs on past `and`, so the first half of it had been taken for the speaker.
    phrase = "Hilltown Tenants and Residents’ Association chairwoman Ana Pell"
    assert subject_of(phrase).text == "Ana Pell"
    # After a person's name, `and` joins a second person: the first stays the subject.
    assert subject_of("Ray Dunne and Harbour Post editor Ana Pell").text == "Ray Dunne"


def test_a_business_owner_or_founder_after_the_business_is_the_speaker():
    # `“I got a call ...,” CNI Wholesale Nursery owner Brion Clegg said.`: the nursery had been taken for a
    # person (the speaker), as `owner` is too short for the ending that tells a trade.
    quote = the_quote('Bridge shut\n\n"We got a call," Harbour Farm Supply owner Ana Pell said.')
    assert quote.speaker == "Ana Pell"
    assert subject_of("Lakeside Diner co-founder Ray Dunne").text == "Ray Dunne"
    assert subject_of("Harbour Bakery head chef Ray Dunne").text == "Ray Dunne"


def test_a_club_whose_player_the_cue_names_does_not_speak():
    # `“Faz has been fantastic,” the former New Zealand Warriors winger added.`: the club had been read as
    # the speaker (by the rules, then by the model, which learned that `a spokesman for Acme` is Acme's).
    assert subject_of("the former Harbour Rovers winger").kind == "nominal"
    quote = the_quote(
        "Rovers win\n\nRay Dunne scored twice for Wigan on Saturday.\n\n"
        '"It was a good day," the former Harbour Rovers forward said.'
    )
    assert (quote.speaker, quote.speaker_organisation) == (None, "")
    assert quote.speaker_description == "the former Harbour Rovers forward"


def test_a_prize_whose_winner_the_cue_describes_does_not_speak():
    # `The 23-time Grand Slam winner gave herself a pat on the back, telling the reporter, “...”` went to a
    # person `Grand Slam`.
    quote = the_quote(
        "Open win\n\nAna Pell won in straight sets on Wednesday.\n\n"
        "The 23-time Harbour Cup winner gave herself a pat on the back, telling the reporter, "
        "“Well, I'm a pretty good player.”"
    )
    assert (quote.speaker, quote.speaker_organisation) == (None, "")


def test_a_role_holder_after_a_numbered_ward_or_district_is_the_speaker():
    # `“Meetings were held ...,” said Ward 25 councillor Shongwe.` went to a person `Ward`.
    assert subject_of("Ward 25 councillor Ana Pell").text == "Ana Pell"
    assert subject_of("District 9 supervisor Ray Dunne").text == "Ray Dunne"


def test_a_place_after_a_preposition_is_not_a_role_holder():
    # `President Donald Trump rallied supporters in Fayetteville on Monday.` made `Fayetteville` the sentence's
    # subject (`supporters` read as a role noun before a name), and the next `he said` his.
    assert (
        subject_of("President Ray Dunne rallied supporters in Harbourton on Monday.").text
        == "Ray Dunne"
    )
    quote = the_quote(
        "Rally\n\nWith voters headed to the polls, President Ray Dunne rallied supporters in Harbourton on "
        "Monday.\n\nThe president was on stage for an hour.\n\n“We are the party of the worker,” he said."
    )
    assert quote.speaker == "Ray Dunne"


def test_a_general_manager_or_a_prime_ministers_office_names_no_one():
    # `the ones that Railways General Manager had requested` gave a person `Manager`, whom the model preferred
    # to the union secretary the cue's `He` meant; `a source in the Prime Minister’s Office told Zenger News`
    # credited a body `Office` (set 16).
    assert [
        m.name for m in find_mentions("the trains that Railways General Manager had requested")
    ] == []
    assert [
        m.name for m in find_mentions("a source in the Prime Minister’s Office told Harbour News")
    ] == ["Harbour News"]
    assert [m.name for m in find_mentions("the Met Office said")] == ["Met Office"]
    quote = the_quote(
        "Strike\n\nUnion Secretary Ray Dunne said the strike would go on.\n\n"
        "He said they had stopped every train, including those the General Manager had asked them to run.\n\n"
        "“We are considering the request,” he said."
    )
    assert (
        quote.speaker == "Ray Dunne"
    )  # whom the cue's `he` means, no longer outranked by `Manager`
    quote = the_quote(
        "Talks\n\nA source in the Prime Minister’s Office told Harbour News that Prime Minister Ray Dunne "
        "“is not commenting on the talks.”"
    )
    assert (quote.speaker_organisation, quote.speaker) == ("", None)


def test_a_body_after_an_acronym_and_before_a_post_describes_the_post_holder():
    # `“We are fully determined to protect our people,” said the EU Council president` credited a body
    # `Council`: the finder leaves `EU` out of the name, so no determiner stood before it (set 16).
    assert subject_of("the EU Council president").kind == "nominal"
    assert subject_of("the European Council president").kind == "nominal"
    quote = the_quote(
        "Summit\n\nLeaders met in Brussels.\n\n“We are fully determined,” said the EU Council president."
    )
    assert (quote.speaker, quote.speaker_organisation, quote.speaker_description) == (
        None,
        "",
        "the EU Council president",
    )


def test_the_and_of_a_portfolio_joins_no_clause():
    # `Federal Minister for Information and Broadcasting Fawad Chaudhry announced ...` made a person
    # `Broadcasting Fawad Chaudhry` the latest written about, whom the next `he said` meant (set 16).
    assert (
        coordinated_subjects(
            "Minister for Information and Broadcasting Ray Dunne announced a truce."
        )
        == []
    )
    assert [m.name for m in coordinated_subjects("Harbour won and Ray Dunne was delighted.")] == [
        "Ray Dunne"
    ]
    quote = the_quote(
        "Truce\n\nISLAMABAD: Federal Minister for Information and Broadcasting Ray Dunne announced on Monday "
        "that the truce would hold.\n\n“Talks are under way,” he said in a video message."
    )
    assert quote.speaker == "Ray Dunne"


def test_a_rather_than_clause_opening_the_sentence_is_passed_over_for_its_subject():
    # `Rather than join a handful of onlookers ..., an equally lukewarm Colin Hart spent his Wednesday afternoon
    # at a local park. He considers himself a Democrat, but said: “...”` read `Rather` as the subject (set 15).
    quote = the_quote(
        "Iowa\n\nRather than join a handful of onlookers in Norwalk, an equally lukewarm Ray Dunne spent his "
        "afternoon at a park. He considers himself a Democrat, but said: “I’m not fired up about her.”"
    )
    assert quote.speaker == "Ray Dunne"


def test_a_group_opening_its_sentence_is_no_one_named():
    # `Parents, speaking during a public comment period, ... said they should “step aside.”` and `Parents, who
    # read names of the eight students killed, said ...` were credited to a person `Parents` (0.96, set 19).
    found = parse_document(
        "Board meeting\n\nParents, speaking during a public comment period, accused board members of being "
        "unresponsive and said they should “step aside.”\n\nParents, who read names of the students, said the "
        "district did not react when two students sent what the district described as a “kill list.”",
        name="t",
    ).quotes
    assert [(q.speaker, q.speaker_description) for q in found] == [(None, "Parents")] * 2


def test_a_town_set_off_after_a_place_is_not_the_speaker():
    # `Homeowners in Florence Close, Kempsey, said it was a "shoddy state of affairs"` was a person `Kempsey`'s
    # (0.81, set 18).
    found = subject_before_quote("Homeowners in Florence Close, Kempsey, said it was a ")
    assert found.text == "Homeowners"  # a group, which the reader describes
    assert (
        subject_before_quote("Ana Pell of Harbour Road, Kempsey, said it was a ").text == "Ana Pell"
    )
    # An appositive name after an organisation, and a subject after a place, stay the speaker (train).
    leader = "The leader of the Harbour League, Ray Dunne, warned that a ban would be "
    assert subject_before_quote(leader).text == "Ray Dunne"
    assert (
        subject_before_quote("As the race tightens in Iowa, Dunne said his rival is in ").text
        == "Dunne"
    )


def test_a_day_opening_the_subject_is_when_not_who():
    # `Yesterday the WA Premier labelled John Barilaro as “selfish”` was described as `Yesterday the WA
    # Premier`, a role no one holds (set 18).
    quote = the_quote(
        "Olive branch\n\nWA Premier Ana Pell was asked about the plan on Monday.\n\n"
        "Yesterday the WA Premier labelled Ray Dunne as “selfish” after he suggested quarantine."
    )
    assert quote.speaker == "Ana Pell"


def test_a_member_of_parliament_after_the_party_is_the_speaker():
    # `ANC member of Parliament Xola Nqola chastised the EFF for its behaviour, calling it "anarchy".` credited
    # the party, then the next paragraph too (set 21).
    assert subject_of("ANC member of Parliament Ana Pell").text == "Ana Pell"
    assert subject_of("Harbour member of Congress Ray Dunne").text == "Ray Dunne"


@pytest.mark.parametrize(
    "introduced, described",
    [
        # A body named with `of`: the rules read `University` as the subject and the noun went unread.
        (
            "Camilo Pell, a geographer at the University of Hawaii, led the study.",
            "the University of Hawaii researcher",
        ),
        # The model had learned that `a spokesman for Acme` is Acme's.
        ("Jo Pell works at Harvard University.", "the Harvard University researcher"),
    ],
)
def test_a_scholar_described_by_their_university_is_not_the_university(introduced, described):
    quote = the_quote(f"{introduced} “We are running out of options,” {described} added.")
    assert (quote.speaker, quote.speaker_organisation) == (None, "")
    assert quote.speaker_description == described
    # The body itself still speaks.
    assert subject_of("the Bank of England").kind == "name"
    assert subject_of("a Bank of England economist").kind == "nominal"


def test_paying_tribute_to_quoted_words_is_saying_them():
    story = (
        "“The world has lost a great writer,” Jo Pell said, "
        "while French President Ana Dunne paid tribute to “a literary giant.”"
    )
    first, second = parse_document(story, name="story").quotes
    assert (first.speaker, second.speaker) == ("Jo Pell", "Ana Dunne")


def test_others_opening_a_sentence_is_no_one():
    story = (
        "Ana Dunne called him a kind man. “He’s a new dad,” she said. "
        "“A dad for the second time.” Others paid tribute on Twitter."
    )
    quotes = parse_document(story, name="story").quotes
    assert [q.speaker for q in quotes] == ["Ana Dunne", "Ana Dunne"]


def test_the_officer_of_an_aquarium_speaks_not_the_aquarium():
    story = (
        "Inky the octopus escapes\n\n"
        "National manager of the National Aquarium of New Zealand Rob Pell said octopuses were escape artists.\n\n"
        "“But Inky really tested the waters here,” he told The Guardian.\n\n"
        "Exhibits keeper at the National Aquarium Reiss Dunne said he was confident Inky was not stolen.\n\n"
        "“I understand the nature of octopus behaviour very well,” he said."
    )
    quotes = parse_document(story, name="story").quotes
    assert [q.speaker for q in quotes] == ["Rob Pell", "Reiss Dunne"]


def test_a_role_at_a_body_then_a_name_is_that_person():
    assert subject_of("Exhibits keeper at the National Aquarium Reiss Dunne").text == "Reiss Dunne"
    assert subject_of("Chief executive of the Acme Foundation Rob Pell").text == "Rob Pell"
    # Not the people of someone: no body stands between.
    assert subject_of("Supporters of Bernie Sanders").kind == "nominal"


def test_the_winner_of_a_prize_with_a_particle_is_the_one_named_after_it():
    story = "Modric wins again\n\n“It was a great night for us,” said Ballon d’Or winner Luka Pell."
    assert the_quote(story).speaker == "Luka Pell"


def test_a_long_role_that_ends_in_its_holders_name_is_the_cue_after_a_quotation():
    # Ten words before the verb were read as a new clause, and the quotation was no one's.
    story = (
        "UPA would last its full term\n\n"
        "“We will not quit just because one person is making the demand,” Minister of State in the "
        "Prime Minister`s Office (PMO) V Pell said here."
    )
    assert the_quote(story).speaker == "V Pell"
    assert subject_of("Minister of State in the Prime Minister’s Office V Pell").text == "V Pell"


def test_a_title_case_headline_makes_no_person_of_a_verb_and_a_surname():
    story = (
        "Coast Guard to Order Exxon to Finish Cleanup\n\n"
        "Exxon must “do what we tell them,” the Coast Guard commandant said today.\n\n"
        "“The job is not done,” Paul Yost said of the spill."
    )
    named = candidate_names(story)
    assert "Order Exxon" not in named and "Paul Yost" in named
    # A headline in sentence case still completes the surname the body uses alone.
    story = "A shaky week for Kelly Pell\n\n“We will win,” Pell said."
    assert the_quote(story).speaker == "Kelly Pell"


@pytest.mark.parametrize(
    "rank", ["Adm.", "Capt.", "Cmdr.", "Det. Supt.", "Maj.", "Fr.", "Hon.", "Brig."]
)
def test_an_abbreviated_rank_before_the_speaker_neither_ends_the_sentence_nor_joins_the_name(rank):
    story = f"Cleanup goes on\n\n“The job is not done,” {rank} Paul Pell said of the spill."
    assert the_quote(story).speaker == "Paul Pell"


def test_a_service_and_a_rank_may_stand_between_a_role_and_its_holder():
    story = (
        "Strategy unchanged\n\n"
        "“We are already at war,” said Pentagon spokesman Navy Capt. Jeff Pell, who was asked about it."
    )
    assert the_quote(story).speaker == "Jeff Pell"


def test_a_team_the_text_makes_plural_after_the_is_no_one():
    # `... go ahead of the Cleveland Guardians in the eighth inning. / Now, it's 2-1, and the Guardians are very
    # much in this series. / ... He was clearly ticked at the question, ..., saying, "That's, come on, no."` went to
    # a person `Cleveland Guardians` (set 266).
    story = (
        "Yankees fall\n\nThe Yankees hit two home runs to go ahead of the Harbour Wardens in the eighth inning. "
        "Then Ray Dunne hit a walk-off home run.\n\nNow, it is 2-1, and the Wardens are very much in this "
        'series.\n\nAfter the game, Boone was asked about it. He was clearly ticked, saying, "Come on, no."'
    )
    read, *_ = read_candidates(story)
    assert [c.name for c in read.candidates[0]] == ["Ray Dunne"]


def test_a_team_named_like_a_man_is_not_the_he_who_speaks():
    # `Finn` is a man's first name; `FINN HARPS have hit` makes the club plural, so the next `he` is the boss.
    story = (
        "Derry boss Ruaidhrí Pell believes Finn Harps’ squad is the best in years\n\n"
        "FINN HARPS have hit a purple patch and could give the FAI Cup a real go.\n\n"
        "The Donegal club notched up a first Cup win over Derry City on Friday.\n\n"
        "And City boss Ruaidhrí Pell is fully aware the Finnsiders are on a roll.\n\n"
        "He said: “I think it is the best squad Harps have had since 2004.\n\n"
        "“They are on a great run and credit to them.”\n\n"
        "Pell went on: “We are disappointed.”\n\n"
        "This was Harps’ fifth win on the trot."
    )
    speakers = [quote.speaker for quote in parse_document(story, name="story").quotes]
    assert "Finn Harps" not in speakers and speakers[0] == speakers[-1] == "Ruaidhrí Pell"
    # A person is never made plural by a verb that belongs to someone else.
    story = "Sanders allies push\n\nAides to Mr. Sanders have been pressing.\n\n“Fracking,” Sanders said."
    assert the_quote(story).speaker == "Sanders"


def test_a_title_in_marks_is_no_candidate():
    # Not the film `Dil Dhadakne Do` for the actor it describes.
    story = (
        "Excited to work with Big B: Farhan Pell\n\n"
        'Actor-director Farhan Pell will be seen in the film "Wazir".\n\n'
        'Asked how different this role is, the "Dil Dhadakne Do" star said: "It\'s a completely different part."'
    )
    quote = parse_document(story, name="story").quotes[-1]
    assert quote.speaker in (None, "Farhan Pell")
    named = candidate_names(story)
    assert not named & {"Dil Dhadakne Do", "Wazir"}


def test_an_unnamed_speakers_paragraph_takes_the_quotation_after_it_from_the_last_named_speaker():
    story = (
        "Heavy rain closes roads\n\n"
        "“This happens a lot when it floods,” Septic Tank Services owner Lindsay Pell said.\n\n"
        "“I can’t be certain it’s going to work, but we’ll make an attempt.”\n\n"
        "A Clutha District Council spokeswoman said contractors could not check every road.\n\n"
        "“We ask everyone to take care on the roads and drive to the conditions.”"
    )
    quote = parse_document(story, name="story").quotes[-1]
    assert (quote.speaker, quote.speaker_description) == (
        None,
        "A Clutha District Council spokeswoman",
    )


def test_a_described_speakers_paragraph_takes_the_quotation_after_it_from_the_last_named_speaker():
    # `Responding to Trump’s statements, the office of the presidency denied ... and said that ...` then
    # `“The recently adopted Expropriation Act is not a confiscation instrument ...`: the presidency's words
    # had gone to Trump, quoted before (set 226). A definite description that speaks is the paragraph's
    # topic, as an indefinite one (`A Clutha District Council spokeswoman said`) already was.
    story = (
        "Land reform\n\n"
        "Carl Voss said he would “cut off all future funding” to the country.\n\n"
        "Responding to Voss’s statements, the office of the presidency denied that land had been seized "
        "and said that the new law was no instrument to do so.\n\n"
        "“The recently adopted act is not a confiscation instrument.”"
    )
    quote = parse_document(story, name="story").quotes[-1]
    assert (quote.speaker, quote.speaker_description) == (None, "the office of the presidency")


def test_a_radio_show_and_its_station_are_no_candidates_and_akan_names_have_a_gender():
    story = (
        "Budget cuts are just talk, says former minister\n\n"
        "Former Minister for Works and Housing, Kojo Oppong Pell, has criticized the administration.\n\n"
        "Speaking on Asempa FM’s Ekosii Sen show, he dismissed claims that spending was cut.\n\n"
        "“There has been no cut in the budget,” he argued."
    )
    named = candidate_names(story)
    assert not named & {"Ekosii Sen", "Asempa FM"}
    assert parse_document(story, name="story").quotes[-1].speaker == "Kojo Oppong Pell"
    assert (
        gender_of_first_name("Kojo Oppong Pell") == "m" and gender_of_first_name("Akua Pell") == "f"
    )


@pytest.mark.parametrize(
    "dateline",
    [
        "Danang, Vietnam – ",
        "DANANG, Vietnam (Reuters) -",
        "SYRACUSE, N.Y. - ",
        "Kyiv, Ukraine (AP) — ",
    ],
)
def test_a_dateline_before_a_quotation_names_no_one(dateline):
    # Al Jazeera's `Danang, Vietnam – “Well I can tell you, all my fish are dead now.”` was Vietnam's: the
    # town in title case, or a hyphen at the end, hid the dateline from the rules and the model (set 30).
    story = f"Salt drought\n\nFarmers suffer.\n\n{dateline} “All my fish are dead now.”\n\nAna Pell sounds resigned."
    assert without_dateline(dateline).strip() == ""
    assert candidate_names(story) == set()
    assert the_quote(story).speaker_organisation == ""


def test_a_town_and_a_name_before_a_dash_are_no_dateline():
    assert without_dateline("Pell, Dunne – ") == "Pell, Dunne – "
    # A first name, and a name with the aside its dashes set off, before an em dash.
    for text in (
        "Ana — Ray’s rival, said",
        "Mehmet Oz — Ivy League-trained surgeon — has been called",
    ):
        assert without_dateline(text) == text
    assert without_dateline("Oz — an Ivy League-trained surgeon — has been called").startswith("Oz")


def test_a_town_alone_before_an_em_dash_is_a_dateline():
    # The Detroit News's `Lansing — Gov. Gretchen Whitmer signed off on the state's new budget on Wednesday,
    # saying it was an example of what can happen when officeholders seek “common ground.”` was Lansing's (set 49).
    story = (
        "Budget signed\n\nHarbourton — Gov. Ana Pell signed off on the budget on Wednesday, saying it was "
        "an example of what happens when officeholders seek “common ground.”"
    )
    assert without_dateline("Harbourton — Gov. Ana Pell signed") == "Gov. Ana Pell signed"
    assert (the_quote(story).speaker, candidate_names(story)) == ("Ana Pell", {"Ana Pell"})


def test_a_state_abbreviated_in_a_wire_dateline_ends_no_sentence():
    # AP's `LITITZ, Pa. (AP) — Donald Trump delivered a profane ... speech ..., suggesting he “shouldn’t have left”
    # the White House` was the AP's: `Pa.` ended a sentence, and what was left of the dateline led the next (set 55).
    story = (
        "Rally\n\nHARBOURTON, Pa. (AP) — Ray Dunne delivered a long speech on Sunday, talking about the port and"
        " suggesting he “shouldn’t have left” the board."
    )
    assert the_quote(story).speaker == "Ray Dunne"
    assert sentence_bounds("A rally in Harbourton, Pa. The crowd cheered.", []) == [
        (0, 26),
        (27, 45),
    ]
    assert len(sentence_bounds("HARBOURTON, Mass. — Ana Pell spoke. She left.", [])) == 2


def test_a_holder_after_a_qualified_post_at_a_body_is_the_speaker():
    # `said OEA interim President Ismael Armendariz` gave a union leader's words to the union (set 32).
    assert subject_of("OEA interim President Ana Pell").text == "Ana Pell"
    assert subject_of("Acme acting Chief Executive Ana Pell").text == "Ana Pell"
    quote = the_quote(
        "Strike\n\nThe Harbour Education Association gave notice.\n\n“We will strike,” said HEA interim "
        "President Ana Pell."
    )
    assert (quote.speaker, quote.speaker_organisation) == ("Ana Pell", "")


def test_a_holder_after_a_post_of_a_body_s_reach_is_the_speaker():
    # `“...,” UAW international President Ray Curry said in a statement.` gave the union leader's words to the
    # union (set 52): `international`, `national`, `state` say how far the post reaches, as `interim` says when.
    assert subject_of("HEA international President Ana Pell").text == "Ana Pell"
    assert subject_of("Acme national Chairwoman Ana Pell").text == "Ana Pell"
    quote = the_quote(
        "Strike\n\nThe Harbour Education Association gave notice.\n\n“We will strike,” HEA international "
        "President Ana Pell said in a statement."
    )
    assert (quote.speaker, quote.speaker_organisation) == ("Ana Pell", "")


def test_a_person_of_a_firm_described_by_its_trade_is_the_speaker():
    # `Philip Dorgan of brokers Panmure said: “...”` was the brokers' (set 33).
    assert subject_of("Ana Pell of brokers Harbour").text == "Ana Pell"
    quote = the_quote("Prices\n\nAna Pell of analysts Harbour Research said: “Prices will rise.”")
    assert (quote.speaker, quote.speaker_organisation) == ("Ana Pell", "")


@pytest.mark.parametrize("dateline", ["GENEVA: ", "NEW DELHI: ", "KOLKATA: "])
def test_a_dateline_with_a_colon_names_no_one(dateline):
    # `GENEVA: The World Health Organization chief hailed on Monday “encouraging” news` was Geneva's, and
    # `KOLKATA: Sri Lanka head coach Chris Silverwood ... will have to “learn their lessons”` Kolkata's
    # description (sets 33 and 34): Asian and Gulf outlets write datelines with a colon.
    story = f"Vaccines\n\n{dateline}Harbour head coach Ana Pell said they will have to “learn their lessons”."
    assert without_dateline(dateline + "The").strip() == "The"
    assert the_quote(story).speaker == "Ana Pell"


def test_a_label_before_a_quotation_is_no_dateline():
    assert without_dateline("PELL: “We will win.”") == "PELL: “We will win.”"


def test_a_crosshead_names_no_one():
    # `Complicated Reasons`, a crosshead between paragraphs, had been a person, the latest written about, whom
    # the next `he says` meant (set 39).
    story = (
        "Divorce\n\n“People want answers,” Ray Dunne says.\n\nComplicated Reasons\n\n"
        "Instead, he says, the reason was “far more complicated than it is made out to be.”"
    )
    assert "Complicated Reasons" not in candidate_names(story)
    assert [q.speaker for q in parse_document(story, name="story").quotes] == [
        "Ray Dunne",
        "Ray Dunne",
    ]


def test_a_show_s_host_is_not_the_show():
    # `“...?” the Tonight Show host started his monologue` was the show's (set 39).
    quote = the_quote("Leno\n\n“You know the legend?” the Tonight Show host started his monologue.")
    assert quote.speaker is None and quote.speaker_organisation == ""


def test_a_chairperson_before_a_name_is_a_role():
    # `House chairperson Thoko Didiza delivered her rulings.` had `House` for its subject, so no one was written
    # about and the chair's `she said` went to the MP she was ruling on (set 40).
    assert subject_of("House chairperson Ana Pell").text == "Ana Pell"
    doc = parse_document(
        "Assembly\n\nHouse chairperson Ana Pell delivered her rulings.\n\nShe then turned to Ray Dunne, "
        "who had called a rival “a racist”.\n\n“Your remarks were derogatory,” she said.",
        name="story",
    )
    assert doc.quotes[-1].speaker == "Ana Pell"


def test_a_desk_dateline_and_a_city_of_two_words_are_no_one():
    # `New Delhi | Jagran News Desk: China on Tuesday tried to downplay ..., saying there are “communication
    # issues”` gave China's words to a person `New Delhi` (set 61).
    assert without_dateline("New Delhi | Jagran News Desk: China on Tuesday said").startswith(
        "China"
    )
    assert not is_person_name("New Delhi") and not is_person_name("Hong Kong")
    reads = read_candidates(
        "Talks stall\n\nNew Delhi | Harbour News Desk: China on Tuesday tried to downplay the reports, saying"
        " there are “communication issues”."
    )
    assert [e.source.description or e.source.speaker for read in reads for e in read.evidence] == [
        "China"
    ]


def test_a_place_in_capitals_before_a_spaced_hyphen_is_a_dateline():
    # `TUCSON - Sheriff Clarence Dupnik spoke ..., calling it a "horrendous, senseless, unbelievable crime."`
    # went to a body `TUCSON` (set 64).
    assert without_dateline("TUCSON - Sheriff Clarence Dupnik spoke").startswith("Sheriff")
    doc = parse_document(
        "Shooting\n\nTUCSON - Sheriff Ray Dunne spoke at a press conference, calling it a “senseless crime.”",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Ray Dunne"]


def test_an_alderman_s_title_is_no_name_and_ends_no_sentence():
    # `"It's no different than a car or anything else," said Ald. Mike King, 2nd Ward.` went to `Ald` (set 60).
    assert [m.name for m in find_mentions("said Ald. Mike King, 2nd Ward.")][0] == "Mike King"
    doc = parse_document(
        "Golf carts\n\n“It is no different than a car,” said Ald. Ray Dunne, 2nd Ward.", name="t"
    )
    assert [q.speaker for q in doc.quotes] == ["Ray Dunne"]


def test_places_filed_from_together_before_a_horizontal_bar_are_a_dateline():
    # `SEOUL/BARCELONA, Spain ― Samsung Electronics has fired ...` made a body `SEOUL` the speaker (set 74).
    assert without_dateline("SEOUL/BARCELONA, Spain ― Acme has fired").startswith("Acme")
    doc = parse_document(
        "Phones\n\nSEOUL/BARCELONA, Spain ― Ana Pell launched the phone, calling it the “finest ever.”",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Ana Pell"]


def test_a_list_item_s_lead_in_label_is_no_one():
    # `Walkout: Iowa Rep. Rod Blum was one of few Republicans to publicly defend his vote ... Blum agreed. “I have
    # always said the process was bad ...,” he told the crowd.` read `Walkout` as a person and `he` as no one
    # (set 80).
    assert without_dateline("Walkout: Iowa Rep. Ray Dunne was one of few").startswith("Iowa")
    assert without_dateline("For shame: New York Rep. Ana Pell was greeted").startswith("New York")
    doc = parse_document(
        "Town halls\n\nWalkout: Iowa Rep. Ray Dunne was one of few Republicans to defend his vote, which he did"
        " at a town hall. Dunne agreed. “I have always said the process was bad,” he told the crowd.",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Ray Dunne"]


def test_what_a_crowd_chants_at_someone_is_not_their_words():
    # `New York Rep. Elise Stefanik was greeted by protesters chanting “Shame! Shame! Shame!”` (set 80).
    doc = parse_document(
        "Town halls\n\nRep. Ana Pell was greeted by protesters chanting “Shame! Shame! Shame!” at the hall.",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == [None]


def test_a_while_clause_s_subject_is_not_whom_the_next_he_means():
    # `McConnell pointed out that the GOP majority has held 100 roll call votes ..., while Reid allowed 15 roll
    # call votes last year.` / `“The difference is I’m taking up bills ...,” he said.` went to Reid (set 111).
    assert (
        coordinated_subjects("Dunne pointed out that he held 100 votes, while Tom Hale allowed 15.")
        == []
    )
    quote = the_quote(
        "Votes\n\nRay Dunne and Tom Hale spoke.\n\nDunne pointed out that the majority has held 100 votes, "
        "while Hale allowed 15 votes last year.\n\n“The difference is I take up bills,” he said."
    )
    assert quote.speaker == "Ray Dunne"


def test_a_wires_list_of_quotes_is_the_speakers_it_names():
    # `PRETORIA (Reuters) – Below are some quotes from South African Reserve Bank Governor Lesetja Kganyago at a
    # news conference ...` then nine paragraphs, each a quotation alone: none had a speaker (set 226).
    story = (
        "Governor's comments\n\n"
        "HARBOURTON (Reuters) – Below are some quotes from Harbour Reserve Bank Governor Ana Pell at a news "
        "conference to announce the bank's latest rate decision.\n\n"
        "“Inflation has edged higher over the past few months.”\n\n"
        "“We continue to see low inflation for goods.”\n\n"
        "“We assess that the risks to growth are to the downside.”"
    )
    doc = parse_document(story, name="story")
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell"] * 3
