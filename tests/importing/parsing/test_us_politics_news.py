"""Attribution on US political news since 2018: clauses opening a sentence, citations of another's words,
interviewers, and the one a verb of telling or forcing has speak. Texts written for these tests."""

from importing.parsing.attribution import sentence_subject
from importing.parsing.genders import gender_of_full_name
from importing.parsing.names import find_mentions
from importing.parsing.sentences import without_dateline
from importing.parsing.speaking import speaking
from tests.importing.parsing.readings import speakers, with_candidates


def candidates_of(story, words):
    """The candidates for the quotation holding `words`, and those of them who may have spoken it."""
    ((item, options),) = [
        (item, options)
        for item, options in with_candidates(story)
        if words in item.block.text[item.span.start : item.span.end]
    ]
    return [c.name for c in options], [c.name for c in speaking(item, options)]


def test_a_when_clause_opening_the_sentence_gives_its_subject_to_a_later_his():
    body = (
        "When Ana Pell founded the charity in her dorm room, it was, in her own words, “an idealistic and "
        "optimistic venture” meant to connect people."
    )
    assert speakers(body)[0][0] == "Ana Pell"


def test_words_cited_from_someone_are_theirs_not_the_citer_s():
    body = (
        "Host Dana Ruiz cited this warning from House Speaker Tom Keller in November: “If the secretary "
        "does not resign, we will investigate.”"
    )
    assert speakers(body)[0][0] == "Tom Keller"
    body = "Ruiz read out a statement from Senator Ana Pell: “I will not vote for this bill.”"
    assert speakers(body)[0][0] == "Ana Pell"


def test_per_an_outlet_credits_the_outlet():
    body = (
        "The House passed President Biden's spending package 220-213, “approving $2 trillion in spending over "
        "the next decade,” per The New York Times. Minority Leader Kevin McCarthy spoke for eight hours."
    )
    (person, organisation, _), *_ = speakers(body)
    assert person is None and organisation == "New York Times"


def test_the_second_of_two_joined_gerunds_after_with_shares_the_first_s_subject():
    body = (
        "Evan Marsh accused Senator Tom Keller of having “betrayed your oath,” with Keller demanding an "
        "apology and adding that “there were rumors circulating” before the vote."
    )
    assert [person for person, _, _ in speakers(body)] == ["Evan Marsh", "Tom Keller"]


def test_words_someone_s_statement_of_gives_are_theirs():
    body = "Senator Tom Keller, however, seemed to take Ana Pell’s statement of “insufficient evidence” as a win."
    assert speakers(body)[0][0] == "Ana Pell"


def test_a_name_set_off_after_an_according_to_post_is_the_speaker():
    body = (
        "According to Ana Pell's deputy chief of staff, Drew Hammond, “The president called the speaker at "
        "11:45 p.m. this evening.”"
    )
    assert speakers(body)[0][0] == "Drew Hammond"
    # A clause after the comma is no name set off: the post stays a description.
    body = (
        "According to their friends and advisers, Ana Pell and Tom Keller have worried that her messages, "
        "like “I get results,” fell flat."
    )
    assert speakers(body)[0][0] is None


def test_one_named_only_as_whom_the_words_were_told_to_is_no_speaker():
    story = (
        "Headline\n\nHouse Judiciary Chairman Jerry Nadler said the hearing was not a mistake.\n\n"
        "“The attorney general misrepresented that report,” the New York Democrat told George Stephanopoulos, "
        "host of ABC’s “This Week.”"
    )
    candidates, may_speak = candidates_of(story, "misrepresented")
    assert "George Stephanopoulos" in candidates
    assert "George Stephanopoulos" not in may_speak


def test_a_surname_with_capitals_within_ending_in_ly_is_no_adverb():
    body = (
        "Republican Martha McSally touted her record.\n\n"
        "Democrat Kyrsten Sinema stressed that she would be independent of her party.\n\n"
        "But by the end of the debate, McSally was frustrated.\n\n"
        "“I can’t believe this is the last question,” she told the moderators."
    )
    assert speakers(body)[-1][0] == "Martha McSally"
    assert sentence_subject("McSally was frustrated.").text == "McSally"


def test_an_opening_mark_straight_after_a_full_stop_opens_a_new_sentence():
    body = (
        "Senator Lena Graham called the race a disgrace on Fox News.\n\n"
        "Oddly the runoff was close, but Ana Pell was able to speak with her supporters.“After a hard-fought "
        "campaign, it is my honor to stand here,” she said."
    )
    assert speakers(body)[-1][0] == "Ana Pell"


def test_more_speech_verbs_in_ing_credit_the_words_after_them():
    body = "Ana Pell is stressing the need to protect the grid from “constant attack” by hackers."
    assert speakers(body)[0][0] == "Ana Pell"


def test_an_ing_verb_after_time_or_continued_is_the_clause_subject_s():
    body = (
        "The state votes on Tuesday, but Senator Ana Pell wasted little time declaring, “We are going to win "
        "here.”"
    )
    assert speakers(body)[0][0] == "Ana Pell"


def test_a_name_set_off_after_a_description_opening_the_sentence_is_its_subject():
    body = (
        "The senator's daughter and adviser, Ana Pell, weighed in on her father's mood, saying he views the "
        "process as “just raw partisan politics.”"
    )
    assert speakers(body)[0][0] == "Ana Pell"


def test_one_whom_a_relative_clause_has_speak_is_whom_the_next_he_means():
    body = (
        "The House is set to vote on whether to expel Representative George Sandos, who was charged on Friday."
        "\n\nThe resolution failed to attract the support of House Speaker Tom Keller (R-La.), who "
        "essentially acknowledged last week that he was willing to put up with Sandos because Republicans "
        "could not risk their majority. “We have no margin for error,” he told Fox News host Sean Hanley."
    )
    assert speakers(body)[0][0] == "Tom Keller"
    # A body a preposition puts someone at is not the one the clause has speak.
    body = (
        "“The stock has not done well,” said Ed Rubel, a senior analyst at Jefferies, who notes the cuts.\n\n"
        "“My family has all been factory workers,” she said."
    )
    assert speakers(body)[-1][0] != "Jefferies"


def test_found_is_a_cue_before_that_or_at_the_clause_end_only():
    body = (
        "Judge nominee Justin Walker falls short on both counts.\n\n"
        "“Mr. Walker’s experience to date has a very substantial gap,” the American Bar Association found."
    )
    assert speakers(body)[-1][:2] == (None, "American Bar Association")
    body = (
        "As for Carson’s mangling of “Hamas,” New York attorney Eric Levine found comic relief in it. "
        "“I needed some carrots to dip,” he said."
    )
    assert speakers(body)[-1][0] == "Eric Levine"


def test_words_his_allegation_gives_are_not_the_sentence_subject_s():
    body = (
        "Representative Liz Chaney continued to criticize Senator Tom Keller over his conduct in January and "
        "his allegation that Democrats “stole” the election."
    )
    assert speakers(body)[0][0] != "Liz Chaney"


def test_who_straight_after_a_name_stands_for_it_without_a_comma():
    body = (
        "The switch makes Eric Johnson the only Republican mayor of a big city, which was welcome news to GOP "
        "leaders like Texas Gov. Greg Abbott who wrote on X, “Texas is getting more Red every day.”"
    )
    assert speakers(body)[0][0] == "Greg Abbott"


def test_the_verb_of_a_relative_clause_after_a_quotation_is_no_cue():
    body = (
        "Sen Ana Pell (R-Utah), who clerked for Justice Samuel Alito in the late 1990s, said that Roe v. Wade "
        "belongs to the “anticanon of Supreme Court history” alongside infamous decisions such as Plessy v. "
        "Ferguson and Dred Scott v. Sandford, which denied citizenship to descendants of liberated slaves."
    )
    assert speakers(body)[0][0] == "Ana Pell"


def test_a_name_set_before_the_cue_s_own_he_is_whom_he_spoke_of():
    body = (
        "Governor Larry Hogan has been vocal about testing.\n\n"
        "President Trump swiftly criticized Hogan at his evening briefing. Hogan, he added, “could have saved "
        "a lot of money.”"
    )
    assert speakers(body)[-1][0] == "Trump"


def test_a_he_joined_to_the_cue_before_it_is_that_cue_s_subject():
    body = (
        "The summit ended where Russian President Vladimir Putin denied that Russia meddled.\n\n"
        "Committee Chairman Richard Burl (R-N.C.) pushed back on the president.\n\n"
        "He said Russia had conducted a “coordinated cyberattack” on state election systems.\n\n"
        "Putin “is not our friend,” Burl said, and he urged the president not to “tolerate hostile Russian "
        "activities against us.”"
    )
    assert speakers(body)[-1][0] == "Richard Burl"


def test_first_names_given_to_both_give_no_gender():
    assert gender_of_full_name("Dana Rohrabacher") == ""
    assert gender_of_full_name("Kim Jong Un") == ""
    body = (
        "Senator Josh Hawley spoke earlier.\n\n"
        "Representative Dana Rohrabacher filmed an ad with his daughter, who was diagnosed with leukemia.\n\n"
        "“For her and all our families, we must protect America’s healthcare system,” he said."
    )
    assert speakers(body)[-1][0] != "Josh Hawley"


def test_a_titled_name_straight_after_a_quotation_still_wins_over_its_appositive():
    body = (
        "“Today’s a proud day for America,” Judiciary Committee Chairman Tom Keller, a Democrat from "
        "Illinois, said to open the hearing, noting that the court has had “many superb justices” before."
    )
    assert [person for person, _, _ in speakers(body)] == ["Tom Keller", "Tom Keller"]


def test_a_description_ending_in_a_name_is_that_name_for_the_next_he():
    body = (
        "An emotional Supreme Court nominee Brett Kavanagh, after berating the committee, said he would "
        "support an investigation.\n\n"
        "“Senator, I wanted a hearing the next day,” he said of the claims. “Instead, 10 days passed.”"
    )
    assert [person for person, _, _ in speakers(body)] == ["Brett Kavanagh", "Brett Kavanagh"]


def test_an_assemblymember_or_councilmember_is_titled_not_named_so():
    assert [
        m.name for m in find_mentions("Central Coast Assemblymember Robert Rivas responded.")
    ] == ["Robert Rivas"]
    assert [m.name for m in find_mentions("Councilmember Ana Pell said")] == ["Ana Pell"]


def test_who_after_a_name_and_its_party_stands_for_the_name():
    body = (
        "“We are the last line of defense,” Attorney General Eric Schmidt said.\n\n"
        "That sentiment was echoed by Arkansas Attorney General Leslie Rutland (R), who told the outlet, "
        "“Under President Biden, the federal government has failed to uphold its responsibility.”"
    )
    assert speakers(body)[-1][0] == "Leslie Rutland"


def test_a_chamber_s_post_names_no_one_and_no_body():
    assert find_mentions("the House Speaker said") == ()
    assert find_mentions("the Senate Majority Leader said") == ()
    assert [m.name for m in find_mentions("the New Hampshire Union Leader said")] == [
        "New Hampshire Union Leader"
    ]
    body = (
        "Nancy Pelosi reacts to the ruling\n\n"
        "“American women today have less freedom than their mothers,” the House Speaker said."
    )
    assert speakers(body)[-1][1] != "House Speaker"


def test_the_outlet_that_obtained_a_document_did_not_write_it():
    body = (
        "Senator Mitch McConnor also sent a letter to Republican senators on Friday night.\n\n"
        "“Over the coming days, we are all going to come under tremendous pressure from the press,” the "
        "letter obtained by NBC News said."
    )
    assert speakers(body)[-1][1] != "NBC News"


def test_a_town_of_two_words_before_an_em_dash_is_a_dateline():
    assert without_dateline("Grand Rapids —  Gov. Gretchen Whitmer on Monday reversed her vow") == (
        "Gov. Gretchen Whitmer on Monday reversed her vow"
    )
    # A person's name before a dash stays.
    assert without_dateline("Mehmet Oz — a surgeon — said").startswith("Mehmet Oz")


def test_a_person_the_quotation_names_in_full_is_spoken_of_not_speaking():
    story = (
        "Clyborn Delivers Emotional Endorsement Of Biden\n\n"
        "Former Vice President Joe Biden is hoping for a win in South Carolina on Saturday.\n\n"
        "His voice choked with emotion, Clyborn opened his remarks with memories of his late wife.\n\n"
        "“We often talked about the leadership of this country,” he said. “And there’s nobody who Emily loved "
        "as a leader more than she loved Joe Biden.”\n\n"
        "He recalled an elderly lady beckoning him over at a funeral, encouraging him to tell the community "
        "who he was supporting.\n\n"
        "“I want the public to know that I’m voting for Joe Biden,” he said."
    )
    candidates, may_speak = candidates_of(story, "voting for")
    assert "Joe Biden" in candidates
    assert "Joe Biden" not in may_speak


def test_a_person_s_spokespeople_are_not_that_person():
    body = (
        "Governor Gretchen Whitman vowed to veto the budget.\n\n"
        "Whitman spokespeople said in a statement Friday that the Republicans' choice constitutes “games” that "
        "“are leading the state toward a shutdown.”"
    )
    assert [person for person, _, _ in speakers(body)] == [None, None]


def test_a_cue_closing_the_sentence_of_a_fragment_is_its_own():
    body = (
        "Governor John Bell Edwards spoke in Baton Rouge on Monday.\n\n"
        "Meanwhile, the National Guard continues its search and rescue efforts using boats and helicopters, "
        "which began “very early this morning,” the governor said."
    )
    assert speakers(body)[-1][1] != "National Guard"


def test_a_chamber_is_not_its_majority_leader():
    body = (
        "Meanwhile, New York Sen. Chuck Schumar pledged to bring federal resources to bear.\n\n"
        "“We’re going to do everything we can to get the federal aid that’s needed,” the Democratic Senate "
        "majority leader said."
    )
    assert speakers(body)[-1][1] != "Democratic Senate"


def test_read_before_a_document_credits_whom_it_is_from():
    body = (
        "Senate Majority Leader Chuck Schumar said the shutdown would be brief.\n\n"
        "“The most recent appropriations for the Department of Defense expired at midnight,” read a "
        "statement from the Pentagon, issued after the deadline was missed."
    )
    assert speakers(body)[-1][:2] == (None, "Pentagon")


def test_potus_is_an_office_not_a_body():
    assert find_mentions("Then POTUS highlighted his charity work") == ()
