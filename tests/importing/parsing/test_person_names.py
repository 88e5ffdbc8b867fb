"""Telling a person's name from a place's, a body's, a post's or a thing's (importing.parsing.person_names).
Texts written for these tests."""

from importing.parsing import parse_document
from importing.parsing.person_names import is_person_name


def test_organisations_are_not_person_names():
    assert not is_person_name("New York Post")
    assert is_person_name("Wally Backman")


def test_fox_after_a_first_name_is_a_surname():
    # `Lynne Fox, the headteacher at Bramhall High School, said` named a body, `Fox` being Fox News's word, so
    # her `She continues: “...”` was no one's (set 46); `Liam Fox said` was an organisation.
    assert is_person_name("Lynne Fox") and is_person_name("Liam Fox")
    assert not is_person_name("Fox News") and not is_person_name("Century Fox")
    assert not is_person_name("Supreme Court")


def test_watchdogs_reports_and_political_committees_are_not_people():
    for name in (
        "Judicial Watch",
        "Pew Research",
        "Oxford Economics",
        "Business Insider",
        "Principles PAC",
        "Opportunity Project",
        "Hurun Report",
        "Air Force",
        "National Convention",
        "Black Lives Matter",
    ):
        assert not is_person_name(name), name
    assert is_person_name("Kevin Swanson")


def test_a_region_is_no_person():
    # `Western Europe` was a candidate the model named for `they write` (out of fold, 0.58).
    for region in (
        "Western Europe",
        "Middle East",
        "South Asia",
        "West Africa",
        "Northern Ireland",
    ):
        assert not is_person_name(region), region
    assert is_person_name("Kanye West")
    assert is_person_name("Allen West")


def test_a_part_of_a_state_is_no_person():
    # `Under Florida law, battery is “...”`: `South Florida`, named earlier, was given the law's words (0.49).
    for region in ("South Florida", "East Texas", "Upstate New York"):
        assert not is_person_name(region), region
    assert is_person_name("Hank South")


def test_a_law_is_no_person():
    assert not is_person_name("Agents Registration Act")
    assert not is_person_name("Equal Rights Amendment")
    assert is_person_name("Jude Law")


def test_events_are_no_people():
    # `the World Championships in Helsinki ... She said: “I would like to win a World Championship ...”` went
    # to a person `World Championships`.
    for event in (
        "World Championships",
        "Olympic Games",
        "World Cup",
        "London Marathon",
        "US Open",
        "Super Bowl",
        "Grand Slam",
    ):
        assert not is_person_name(event), event
    assert is_person_name("Ana Pell")


def test_a_festival_or_a_summit_is_no_person():
    # `He also hit out at the Cheltenham Festival going ahead` made the festival a person, whom the model
    # preferred for the councillor's next `“...,” he said.` (set 37).
    for event in ("Cheltenham Festival", "Glastonbury Festival", "Paris Summit", "Brit Awards"):
        assert not is_person_name(event), event


def test_a_place_opening_with_old_fort_or_mount_is_no_one():
    # `a bruising 2-2 draw at Old Trafford. His mantra is: “Look after today ...”`: the retrained model named a
    # person `Old Trafford` (set 62).
    assert not is_person_name("Old Trafford")
    assert not is_person_name("Fort Myers") and not is_person_name("Mount Hood")
    assert is_person_name("Ana Pell")


def test_a_sports_channel_is_no_person():
    # `the coach told Sky Sport Italia.` / `He continued: “...”`: a model retrained this round named a person
    # `Sky Sport Italia` (set 62).
    assert not is_person_name("Sky Sport Italia") and not is_person_name("Fox Sports West")


def test_an_irish_party_is_no_person():
    # `The Sinn Fein TD said ...` / `“...,” he said.` went to a person `Sinn Fein` (set 67).
    assert not is_person_name("Sinn Fein") and not is_person_name("Sinn Féin")
    assert not is_person_name("Fianna Fáil") and not is_person_name("Fine Gael")


def test_pacific_and_african_countries_are_no_people():
    # `Macron flies to New Caledonia` / `... to quell what he called an “unprecedented insurrection.”` went to a
    # person `New Caledonia` (set 104).
    for place in ("New Caledonia", "Papua New Guinea", "Solomon Islands", "Sierra Leone"):
        assert not is_person_name(place)


def test_two_countries_side_by_side_are_no_person():
    # `Australia Indonesia treaty: Albanese spruiks strengthened defence` offered a person `Australia Indonesia`
    # as a speaker of the story's quotations (set 104).
    assert not is_person_name("Australia Indonesia")
    assert is_person_name(
        "Jordan Henderson"
    )  # a first name that is a country's too, left off the list


def test_a_prize_is_no_person():
    # `Narges Mohammadi “celebrated” her Nobel Peace Prize ..., her family told AFP` had named the prize.
    assert not is_person_name("Nobel Peace Prize")
    assert not is_person_name("Harbour Book Award")


def test_a_named_storm_is_no_person():
    # `Citing the aftermath of Hurricane Andrew in 1992—a “category five (storm), absolutely devastating”—she
    # highlighted ...`: the fragment, and the `she`, went to `Hurricane Ian` (set 237).
    assert not any(
        map(is_person_name, ("Hurricane Ian", "Cyclone Gabrielle", "Tropical Storm Ana"))
    )
    assert is_person_name("Storm Reid")
    doc = parse_document(
        "Storms\n\nAs Hurricane Ian made landfall, Ana Pell said leaders had learnt a lot.\n\n"
        "Citing the aftermath of Hurricane Andrew in 1992—a “category five (storm), absolutely devastating”—she "
        "highlighted the building code.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell"]


def test_a_bodys_word_opening_a_hyphened_one_makes_no_person():
    # `For Rep. Perci Cendaña (Akbayan Party-list), an endorser of the first impeachment complaint, Duterte’s
    # statement is “deeply ironic”`: the fragment went to a person called `Akbayan Party-list` (set 234).
    assert not is_person_name("Akbayan Party-list")
    assert is_person_name("Catherine Zeta-Jones") and is_person_name("Ban Ki-moon")
    doc = parse_document(
        "Impeachment\n\nRay Dunne said he was ready.\n\nFor Rep. Ana Pell (Harbour Party-list), an endorser of "
        "the complaint, Dunne’s statement is “deeply ironic” given the allegations.",
        name="t",
    )
    assert doc.quotes[0].speaker == "Ana Pell"


def test_a_royal_or_a_sheikhs_title_and_a_lineage_name_one_person():
    # `Qatari Prime Minister Sheikh Mohammed bin Abdulrahman bin Jassim Al Thani has called ...` / `Sheikh Mohammed
    # said: “...”`, `“...,” Prince Mohammed, known as MbS, said`: nine quotations went to people called `Sheikh
    # Mohammed` and `Prince Mohammed` (set 243). A place a title opens is still no one.
    assert is_person_name("Abdullah bin Khalid bin Hamad Al Nuaimi")
    doc = parse_document(
        "Gulf talks\n\nForeign Minister Sheikh Abdullah bin Khalid bin Hamad Al Nuaimi has called the strike "
        "“state terror”.\n\n“We are betrayed,” Sheikh Abdullah said.\n\nCrown Prince Faisal bin Turki spoke "
        "next.\n\n“The talks go on,” Prince Faisal, known as FbT, said.\n\n“We will build it,” said the premier "
        "of Prince Edward Island.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == [
        "Abdullah bin Khalid bin Hamad Al Nuaimi",
        "Abdullah bin Khalid bin Hamad Al Nuaimi",
        "Faisal bin Turki",
        None,
    ]


def test_a_contest_or_a_sea_is_no_one():
    # `Ben Stokes hailed the performance of his England side in “another down-to-the-wire” Ashes Test at
    # Headingley` went to a person `Ashes Test`; `..., added the American, who lost ... at the 2022 French Open.`
    # to a body `French Open`; `However, she said, “...”` to a person `Taiwan Strait` (sets 251, 253).
    assert not is_person_name("Ashes Test") and not is_person_name("Taiwan Strait")
    assert is_person_name("Ana Pell")
    doc = parse_document(
        "Tennis\n\n“I feel like I'm in shock,” Ana Pell said.\n\n“I feel blessed,” added the American, who lost "
        "in her only other final at the 2022 Harbour Open.\n\nRay Dunne hailed his side in “another "
        "down-to-the-wire” Ashes Test at Headingley.",
        name="t",
    )
    # `the American` who lost a final is Ana Pell, who spoke last (a nationality is an epithet).
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [
        ("Ana Pell", ""),
        ("Ana Pell", ""),
        ("Ray Dunne", ""),
    ]


def test_a_chief_officers_letters_are_a_post_not_a_body():
    # `“The CMA’s preliminary approval is great news ...,” said Activision Blizzard’s CCO.` named a body `CCO`
    # (set 255).
    doc = parse_document(
        "Merger\n\nAcme’s Ana Pell and Harbour’s Ray Dunne commented.\n\n“The approval is great news,” said "
        "Acme’s CCO.",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [(None, "")]


def test_letters_run_into_a_word_open_a_companys_name():
    # `Dimon’s annual letter ... / “We are facing challenges at every turn ...,” he wrote.` had no speaker: the
    # model weighed a person `JPMorgan Chase` above him (set 255).
    assert not is_person_name("JPMorgan Chase")
    assert (
        is_person_name("DeAndre Jordan")
        and is_person_name("AJ Brown")
        and is_person_name("LeBron James")
    )
    doc = parse_document(
        "Bank letter\n\nRay Dunne’s annual letter has become a tradition for HSMorgan Chase investors. Never too "
        "shy to share his thoughts, the CEO and chairman of HSMorgan Chase often uses his letter to discuss "
        "issues.\n\n“We are facing challenges at every turn,” he wrote.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ray Dunne"]


def test_a_party_s_member_described_is_no_one():
    # `Victorian Liberal leader John Pesutto’s bid ... / he said expelling Deeming was a “necessary step”`: the
    # pronoun went to no one, `Victorian Liberal` standing beside Pesutto as a person.
    assert not is_person_name("Victorian Liberal") and not is_person_name("Harbour Labor")
    assert is_person_name("Ana Pell")
    doc = parse_document(
        "Leadership\n\nHarbour Liberal leader Ray Dunne’s bid to expel Ana Pell was meant to be his making.\n\n"
        "Just one week ago, he said expelling Pell was a “necessary step” for the party.",
        name="t",
    )
    assert [q.speaker for q in doc.quotes] == ["Ray Dunne"]
