"""Attribution on South Asian news: Indian wire datelines, initials for given names, legislatures before a
member's post, peoples named in two words, and a role's holder over the party the role is named by.
Texts written for these tests."""

from importing.parsing.names import find_mentions
from importing.parsing.person_names import is_person_name
from importing.parsing.sentences import without_dateline
from importing.parsing.speaking import speaking
from tests.importing.parsing.readings import speakers, with_candidates


def last_quotation(story):
    """The last quotation's reading by the rules, and the candidates the model may choose from."""
    return with_candidates(story)[-1]


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


def test_an_indian_wire_dateline_is_no_one():
    assert without_dateline("Lucknow, Mar 24 (PTI) Party chief Mayawati said") == (
        "Party chief Mayawati said"
    )
    assert without_dateline("Colombo, Aug 24 (PTI): Opposition parties met") == (
        "Opposition parties met"
    )
    assert without_dateline("New Delhi: Lok Sabha MP Adhir Chowdhury said") == (
        "Lok Sabha MP Adhir Chowdhury said"
    )
    # A speaker's label before a transcript's line is not a place.
    assert without_dateline("Ray Dunne: We will win") == "Ray Dunne: We will win"
    body = (
        "Colombo, Aug 24 (PTI): Opposition parties gathered here on Sunday to condemn the arrest, "
        "calling it “undemocratic” and petty."
    )
    ((person, body_, description),) = speakers(body)
    assert (person, body_) == (None, "") and "Colombo" not in description


def test_a_people_named_in_two_words_is_no_one():
    assert not is_person_name("Sri Lankan")
    assert is_person_name("David French")
    body = (
        "Sri Lankan opposition parties condemned the arrest, calling it “undemocratic” and petty."
    )
    assert speakers(body)[0][0] is None


def test_the_holder_of_a_role_outranks_the_party_it_is_named_by():
    body = (
        "Congress president Mallikarjun Kharge on Friday hit out at the government over the "
        "disqualification of Rahul Gandhi from the Lok Sabha.\n\n"
        "“They tried all ways to disqualify him. We will continue to speak the truth,” said the "
        "Congress president on the disqualification."
    )
    assert speakers(body) == [("Mallikarjun Kharge", "", "")]


def test_a_he_after_an_opening_clause_means_the_main_clause_s_subject():
    body = (
        "Ravi Menon, a Congress MP, said he was surprised.\n\n"
        "Party leader Suresh Nair called for action against him.\n\n"
        "After Nair named him on Thursday, the two-time MP wrote in a column that he expected a row: "
        "“I was the only politician on the list,” he wrote."
    )
    ((person, _, description),) = speakers(body)[-1:]
    assert person != "Suresh Nair"
    # A name alone before its appositive's comma opens no clause of its own.
    body = (
        "When Robby Mook, the campaign manager, was asked about it on Monday, he laughed and said, "
        "“We will see.”"
    )
    assert speakers(body)[0][0] == "Robby Mook"


def test_a_legislature_says_nothing_of_its_own_unless_a_cue_gives_it_words():
    story = (
        "Headline\n\nKharge’s remarks came after the Congress MP from Wayanad was disqualified from Lok "
        "Sabha after being convicted in a defamation case, for his alleged remark, “How come all the "
        "thieves have the same surname?”"
    )
    item, options = last_quotation(story)
    assert "Lok Sabha" in {c.name for c in options}
    assert "Lok Sabha" not in {c.name for c in speaking(item, options)}
    # Words a cue gives it are its own.
    ((_, organisation, _),) = speakers("“The bill is passed,” the Lok Sabha said in a bulletin.")
    assert organisation == "Lok Sabha"


def test_a_body_s_own_paper_speaks_for_it():
    for cue, body_name in (
        ("a notification by the Lok Sabha secretariat said", "Lok Sabha secretariat"),
        ("a statement from the Foreign Office said", "Foreign Office"),
    ):
        ((person, organisation, _),) = speakers(f"“The member stands disqualified,” {cue}.")
        assert (person, organisation) == (None, body_name)
    # A person's letter is still the person's.
    assert speakers("“The member stands disqualified,” a letter from Ray Dunne said.")[0][0] == (
        "Ray Dunne"
    )


def test_an_ameer_after_his_party_is_a_post():
    body = (
        "“I will contest the election in all 300 constituencies,” the Jamaat-e-Islami Ameer said."
    )
    assert speakers(body) == [(None, "", "the Jamaat-e-Islami Ameer")]
    assert not is_person_name("Jamaat-e-Islami Ameer")


def test_a_first_name_cut_short_is_the_one_person_it_opens():
    body = (
        "Suryakumar Yadav and Tilak Varma put on 90 for the third wicket.\n\n"
        "“We had a chat in the dugout,” Surya said."
    )
    assert speakers(body)[0][0] == "Suryakumar Yadav"
    # Two people whose first names it opens: neither.
    body = "Alexander Reed and Alexandra Cole met on Monday.\n\n“We will talk again,” Alex said."
    assert speakers(body)[0][0] != "Alexander Reed"


def test_who_thanks_someone_for_a_quoted_phrase_said_it():
    body = (
        "Lok Sabha MP Adhir Ranjan Chowdhury said his party would not be wiped out.\n\n"
        "Chowdhury’s remarks came during a debate in which BJP member Dilip Saikia thanked the Prime "
        "Minister for “wiping out” the Congress."
    )
    assert speakers(body)[-1][0] == "Dilip Saikia"


def test_words_inside_another_s_contention_are_theirs():
    body = (
        "Governor Ravi Nair said on Monday that he had acted within the Constitution.\n\n"
        "“He has kept them pending without assent,” Mr. Kumar said in response to Mr. Nair’s contention "
        "that he had “withheld” eight bills."
    )
    assert [person for person, _, _ in speakers(body)] == ["Kumar", "Ravi Nair"]


def test_a_person_named_by_their_initials_is_that_person():
    body = (
        "After winning the election, D K Shivakumar said he was grateful.\n\n"
        "“I delivered Karnataka to the fold,” DKS said."
    )
    assert speakers(body)[-1][:2] == ("D K Shivakumar", "")
    # A body the text names in capitals has no person's letters.
    body = (
        "The guards, known as the Global Response Staff, were praised by Bob Ray.\n\n"
        "“They were heroes,” GRS veterans said."
    )
    assert speakers(body)[-1][0] != "Global Response Staff"


def test_the_cj_is_the_chief_justice_the_text_names():
    body = (
        "IHC Chief Justice Aamer Farooq on Wednesday criticised both sides.\n\n"
        "Hearing a contempt petition, the IHC CJ remarked, “Both were wrong,” as he questioned them."
    )
    assert speakers(body) == [("Aamer Farooq", "", "")]


def test_the_line_of_actual_control_is_no_one():
    names = [m.name for m in find_mentions("troops along the Line of Actual Control said")]
    assert "Actual Control" not in names


def test_two_capitals_before_a_surname_are_given_names():
    for text, name in (
        ("Chief Minister MK Stalin said", "MK Stalin"),
        ("Chief of Air Staff VR Chaudhari said", "VR Chaudhari"),
        ("US President Joe Biden said", "Joe Biden"),
        ("AG Lynch announced the lawsuit", "Lynch"),
        ("UP CM Yogi Adityanath said", "Yogi Adityanath"),
    ):
        assert [m.name for m in find_mentions(text)] == [name]
    assert "A Clinton" not in [m.name for m in find_mentions("A Clinton adviser said")]
    # One man spelled with and without a space between his initials: his letters are still his.
    body = (
        "D K Shivakumar won the seat. DK Shivakumar then thanked Sonia Gandhi.\n\n"
        "“I delivered Karnataka to the fold,” DKS said."
    )
    assert speakers(body)[-1][0] in ("D K Shivakumar", "DK Shivakumar")


def test_a_party_s_supremo_or_convenor_is_the_person_named_after_the_post():
    body = "BSP supremo Mayawati hit out at the government, saying, “The code of conduct is operational.”"
    assert speakers(body) == [("Mayawati", "", "")]
    body = "“We will contest every seat,” said AAP national convenor Arvind Kejriwal."
    assert speakers(body) == [("Arvind Kejriwal", "", "")]


def test_a_name_then_a_post_then_its_body_set_off_by_commas_is_the_person_s():
    for body_name in ("Birla Planetarium", "Acme Foods"):
        text = f"Sandeep Bhattacharya, Assistant Director, {body_name} said in Jaipur, “This is excellent.”"
        assert speakers(text) == [("Sandeep Bhattacharya", "", "")]


def test_a_name_joined_inside_what_someone_said_is_not_the_next_he():
    body = (
        "K.T. Rama Rao addressed a rally in Karimnagar on Monday.\n\n"
        "He said that Mr. Kishan Reddy ran away when asked to resign, and Mr. Revanth Reddy was caught "
        "in a bribery case.\n\n"
        "“We gave farmers free electricity,” he said."
    )
    assert speakers(body)[-1][0] == "K.T. Rama Rao"


def test_a_contest_never_speaks():
    story = (
        "Headline\n\nNeeraj Chopra and Arshad Nadeem met again in Paris.\n\n"
        "“Please do not use my comments as propaganda,” tweeted the Tokyo Olympics gold medal winner."
    )
    item, opts = last_quotation(story)
    assert "Tokyo Olympics" in {c.name for c in opts}
    assert "Tokyo Olympics" not in {c.name for c in speaking(item, opts)}


def test_an_ambassador_to_a_country_is_the_name_after_it():
    body = "US Ambassador to Bangladesh Peter Haas on Thursday said the policy was “merely their way of helping”."
    assert speakers(body) == [("Peter Haas", "", "")]
    # A title before `to` is an office, not a person called Adviser.
    assert [m.name for m in find_mentions("Adviser to Prime Minister Shehbaz Sharif said")] == [
        "Shehbaz Sharif"
    ]


def test_an_outlet_reporting_what_someone_said_is_not_its_speaker():
    body = (
        "Mohamed Nasheed said on Thursday that Maldivians would do everything to keep their "
        "“heads above water,” Reuters reported."
    )
    assert speakers(body) == [("Mohamed Nasheed", "", "")]
    # With no one else's cue in the sentence, the outlet is all the text gives.
    assert speakers("The deal was “all but done,” Reuters reported.")[0][1] == "Reuters"


def test_a_contrast_clause_keeps_its_own_cue():
    body = (
        "While AAP convenor Arvind Kejriwal called the case “completely fake and politically "
        "motivated”, the BJP demanded the minister’s removal."
    )
    assert speakers(body)[0][0] == "Arvind Kejriwal"


def test_a_province_s_portfolio_before_its_minister_is_no_one():
    names = [
        m.name for m in find_mentions("Punjab Information and Culture Minister Azma Bokhari said")
    ]
    assert names == ["Azma Bokhari"]
    # Two people joined by `and` stay two people.
    assert [m.name for m in find_mentions("Ray Dunne and Health Minister Ana Pell said")] == [
        "Ray Dunne",
        "Ana Pell",
    ]


def test_a_whip_is_a_post():
    assert not is_person_name("Opposition Whip")
    body = "“Elections on time are the mark of a democracy,” the Chief Opposition Whip said."
    assert speakers(body)[0][0] is None


def test_one_known_by_one_name_is_a_person_by_a_description_or_an_appositive():
    # `“...,” said Chikkalappa, a resident. / Chikkalappa said there are six members in her family. “...,” she
    # said.`: the single word had stayed a description, and `she` had gone to the locality `RR Nagar` (set 260).
    body = (
        "Residents of Harbour Nagar say they queue for water.\n\n"
        "“There is a water problem throughout the ward,” said Mallappa, a resident.\n\n"
        "Mallappa said there are six members in her family. “Water isn't enough,” she said."
    )
    assert [speaker for speaker, _, _ in speakers(body)] == ["Mallappa", "Mallappa"]
    # `Portugal’s entry for the Eurovision Song Contest, Iolanda, said “peace will prevail”` went to Lithuania.
    body = (
        "Harbourton's entry for the Song Contest, Lorinda, said “peace will prevail” after her show, as did "
        "the Isles' entry."
    )
    assert speakers(body)[0][0] == "Lorinda"
