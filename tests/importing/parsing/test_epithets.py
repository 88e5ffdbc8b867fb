"""What a sports or arts story calls the person it is about (`the Lakers guard`, `the 31-year-old`, `the
actress`) means the person who spoke last, when no one holds it as a role."""

from importing.parsing import parse_document
from importing.parsing.epithets import epithet_gender


def sources(body):
    doc = parse_document("Harbour win\n\n" + body, name="t")
    return [(q.speaker, q.speaker_description) for q in doc.quotes]


def test_epithets_are_a_team_s_post_an_age_or_a_performer():
    assert epithet_gender("the Lakers guard") == ""
    assert epithet_gender("the 31-year-old") == ""
    assert epithet_gender("the veteran Wigan captain") == ""
    assert epithet_gender("The actress") == "f"
    assert epithet_gender("the senator") is None  # a role: the text says who holds it
    assert epithet_gender("the company") is None


def test_the_teams_guard_is_who_spoke_last():
    # `“I felt like I was in high school again,” said Bryant ... “It just so happens that I have good games
    # when he's here,” the Lakers guard said.`: a description the model could not name (0.01).
    found = sources(
        "Ray Dunne scored 30 points as the Harbour beat Denver.\n\n"
        "“I felt like I was in high school again,” said Dunne.\n\n"
        "Dunne knew Ana Pell was in the building but did not speak with her.\n\n"
        "“I have good games when she's here,” the Harbour guard said."
    )
    assert found[-1] == ("Ray Dunne", "")


def test_an_epithet_after_no_quotation_stays_a_description():
    found = sources(
        "Ray Dunne scored 30 points as the Harbour beat Denver.\n\n"
        "“I have good games when she's here,” the Harbour guard said."
    )
    assert found == [(None, "the Harbour guard")]


def test_a_team_s_coach_no_one_is_named_as_is_the_person_the_story_last_had_as_a_subject():
    # `... says Karl Robinson. / The striker had only been on the pitch ten minutes ... / “We know he brings an
    # awful lot of quality to us ...,” the United head coach said.` and `Karanka admits he fully expected Paul
    # Cook’s side to give them a thorough test. / “No I wasn’t surprised ...,” conceded the Forest boss.` had
    # been no one's (set 81).
    assert epithet_gender("the United head coach") == ""
    assert epithet_gender("the Forest boss") == ""
    found = sources(
        "Ray Dunne admits he fully expected Ana Pell’s side to test them.\n\n"
        "“I was not surprised with how well they played,” conceded the Harbour boss."
    )
    assert found == [("Ray Dunne", "")]


def test_an_age_or_a_post_after_no_one_spoke_still_stays_a_description():
    # Quotebench records `the 46-year-old` (Melania Trump) as the speaker, by description: an age or a player's
    # post is whoever spoke last, in quotation marks or out of them (below), or no one.
    found = sources(
        "Ray Dunne fully expected Ana Pell’s side to test them.\n\n"
        "“I was not surprised with how well they played,” said the 31-year-old."
    )
    assert found == [(None, "the 31-year-old")]


def test_a_manager_of_no_named_team_is_not_the_latest_subject():
    # `the manager said` may be a shop's, whom the story does not name.
    found = sources(
        "Ray Dunne visited the bakery on Monday.\n\n“We have never been busier,” the manager said."
    )
    assert found == [(None, "the manager")]


def test_an_age_means_one_who_spoke_outside_quotation_marks_after_anothers_quotation():
    # `“I got two out of three!” said Hambrick ... / Alejandro Mendoza, who was among the several hundred people
    # to turn out for the service, said he had become more proud of Chicago. / “I'm telling everybody that the
    # pope is from where I'm from,” the 24-year-old said.` had no speaker (set 249).
    doc = parse_document(
        "Harbour service\n\n“I got two out of three!” said Ana Pell, who lives nearby.\n\nRay Dunne, who was among "
        "the hundreds at the service, said he had become more proud of the town.\n\n“I'm telling everybody "
        "that the bridge is ours,” the 24-year-old said.",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == ["Ana Pell", "Ray Dunne"]


def test_an_age_with_its_noun_is_an_epithet_of_that_gender():
    # `Ricardo Sanchez, however, said he plans to vote for Galvez because of her “business vision.” / Obrador’s
    # “policy of putting the poor first ...,” said the 55-year-old businessman in the northern city of Monterrey.`
    # had no speaker (set 242).
    assert epithet_gender("the 55-year-old businessman") == "m"
    assert epithet_gender("the 31-year-old mother") == "f"
    assert epithet_gender("the 24-year-old student") == ""
    found = sources(
        "Ray Dunne, however, said he plans to vote for Pell because of her “business vision.”\n\n"
        "Her “policy is to help us all,” said the 55-year-old businessman in the northern city."
    )
    assert found == [("Ray Dunne", ""), ("Ray Dunne", "")]
    found = sources(
        "Ray Dunne, however, said he plans to vote for Pell.\n\n“It is time,” said the 31-year-old mother."
    )
    assert found == [(None, "the 31-year-old mother")]


def test_a_winner_or_a_champion_and_a_plain_adjective_make_an_epithet():
    # `“Success for me is knowing that I’ve given absolutely everything ...,” said the three-time Grand Slam
    # winner.` and `..., the exhausted skipper said` had no speaker (set 251). Not `the other player`.
    assert epithet_gender("the three-time Grand Slam winner") == ""
    assert epithet_gender("the exhausted skipper") == ""
    assert (
        epithet_gender("the other player") is None and epithet_gender("the opposing coach") is None
    )
    found = sources(
        "Ana Pell said she was “so ready” to retire.\n\n“I’ve given everything,” said the three-time Grand "
        "Slam winner."
    )
    assert found == [("Ana Pell", ""), ("Ana Pell", "")]


def test_a_record_or_title_holder_is_who_spoke_last():
    assert epithet_gender("the world record holder") == ""
    assert epithet_gender("the defending title holder") == ""
    found = sources(
        "The race was run around the park.\n\n"
        "In an interview after the race, Ray Dunne cited an ear problem.\n\n"
        "“I am really disappointed,” said the world record holder."
    )
    assert found == [("Ray Dunne", "")]


def test_an_epithet_means_one_person_throughout_the_story():
    # `The 32-year-old stated ...`, then Dana White's words, then `the 32-year-old said`: still Khabib's.
    found = sources(
        "Ray Dunne announced his retirement on Saturday.\n\n"
        "“I gave my mother my word,” the 32-year-old said.\n\n"
        "After the fight, promoter Tom Hale praised him.\n\n"
        "Hale said, “He is one of the toughest men on the planet.”\n\n"
        "Following his victory, the 32-year-old said, “I am the undefeated champion.”"
    )
    assert [speaker for speaker, _ in found] == ["Ray Dunne", "Tom Hale", "Ray Dunne"]


def test_a_team_s_sporting_director_is_one_of_its_people_and_the_one_written_about():
    # `Ross Wilson has admitted ... / Speaking to Rangers TV, the Light Blues' sporting director said: “...`
    doc = parse_document(
        "Harbour win\n\nRay Dunne has admitted the club was impressed by the candidates.\n\n"
        "And he thanked the other applicants.\n\n"
        "Speaking to club TV, the Harbour Rovers' sporting director said: “We were hugely impressed.”",
        name="t",
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [("Ray Dunne", "")]


def test_a_nationality_is_an_epithet_of_the_one_who_spoke_last():
    assert epithet_gender("The Russian") == ""
    assert epithet_gender("the veteran Irishman") == "m"
    assert epithet_gender("the Guardian") is None  # a newspaper, not a demonym
    found = sources(
        "Ray Dunne hailed his relationship with the coach.\n\n"
        "Fans rarely hear directly from Dunne, but he released a public comment upon the sacking.\n\n"
        "The Russian said: “This was a very difficult decision for the club.”"
    )
    assert found == [("Ray Dunne", "")]


def test_the_politician_is_who_spoke_last():
    found = sources(
        "Prime Minister Ray Dunne said the boycott had ended.\n\n"
        "“They are being absurd,” the politician concluded."
    )
    assert found == [("Ray Dunne", "")]
