from importing.parsing.parser import parse_document, read_candidates
from importing.parsing.speaking import describes_one_of, speaking

HEADLINE = "Harbour plan\n\n"


def test_an_outlet_the_sentence_has_someone_tell_speaks_none_of_it():
    # `Crews encountered “heavy fire conditions” ..., Rob Hogan, the department's deputy chief ..., told CBC on
    # Saturday.`: the model named CBC, the outlet he told (set 46).
    story = (
        HEADLINE
        + "Crews encountered “heavy fire conditions” and “numerous outbuildings” at the back "
        "of the house, Ray Dunne, the department’s deputy chief, told CBC on Saturday."
    )
    (read, _) = read_candidates(story)
    assert "CBC" in {c.name for c in read.candidates[0]}
    assert "CBC" not in {c.name for c in speaking(read.evidence[0], read.candidates[0])}
    assert "CBC" not in {q.speaker_organisation for q in parse_document(story, name="t").quotes}


def test_the_head_of_a_body_is_not_the_body():
    # `The chairman of Shrewsbury and Telford Hospital NHS Trust has apologised over “excessive” waiting times`:
    # the trust was named for its chairman's word (set 46). A spokesman for a body speaks as it.
    story = HEADLINE + "The chairman of Acme Harbour Trust has apologised over “excessive” waits."
    assert [q.speaker_organisation for q in parse_document(story, name="t").quotes] == [""]
    assert describes_one_of("the chief executive of Acme Harbour Trust", "Acme Harbour Trust")
    # `according to the vice chancellor of the University of Exeter` (set 107).
    assert describes_one_of("the vice chancellor of the University of Acme", "University of Acme")
    assert not describes_one_of("a spokesman for Acme Harbour Trust", "Acme Harbour Trust")
    # `The boss of AstraZeneca has said the UK's Covid vaccine strategy ... is “absolutely the right way to go”`:
    # the company was named for its chief executive's words (set 244).
    assert describes_one_of("The boss of Acme Harbour Trust", "Acme Harbour Trust")
    story = (
        HEADLINE + "The boss of Acme Harbour Trust has said the plan is “absolutely the right way”."
    )
    assert [q.speaker_organisation for q in parse_document(story, name="t").quotes] == [""]


def test_a_member_of_a_body_is_not_the_body():
    # `Nuala Murray ... said “it was the hardest decision” ... / The Royal College of Nursing member added: “This
    # was so unprecedented ...”` went to the college (set 273). On train the same reading leaves `the RNC member
    # said` unnamed, which quotebench's gold (`the RNC member`) would have scored as the RNC's.
    assert describes_one_of(
        "The Royal College of Harbour Pilots member", "Royal College of Harbour Pilots"
    )
    story = (
        HEADLINE
        + "Ana Pell joined colleagues outside the port.\n\nThe Royal College of Harbour Pilots "
        "member added: “This was so unprecedented for us.”"
    )
    assert [q.speaker_organisation for q in parse_document(story, name="t").quotes] == [""]


def test_a_pronoun_fitted_to_no_one_is_no_one_of_the_other_gender():
    # `Ana Pell thanked her husband. “We are proud,” he said.`: the rules fit `he` to no one, and the model named
    # her (0.45, above its threshold of 0.44).
    read = read_candidates(HEADLINE + "Ana Pell thanked her husband. “We are proud,” he said.")[0]
    assert "Ana Pell" in {c.name for c in read.candidates[0]}
    assert "Ana Pell" not in {c.name for c in speaking(read.evidence[0], read.candidates[0])}
    (quote,) = parse_document(
        HEADLINE + "Ana Pell thanked her husband. “We are proud,” he said.", name="t"
    ).quotes
    assert quote.speaker is None
    read = read_candidates(HEADLINE + "Ana Pell thanked her husband. “We are proud,” she said.")[0]
    assert "Ana Pell" in {c.name for c in speaking(read.evidence[0], read.candidates[0])}


def test_a_band_or_a_work_named_before_its_people_does_not_speak():
    # `the former Talking Heads frontman adds his voice to ... the "miniscule" amounts` and `The Bitter Sweet
    # Symphony songwriter wrote: “Apologies to my fans ...”` went to `Talking Heads` and `Bitter Sweet Symphony`
    # (set 72): a band's frontman and a song's writer are not the band or the song.
    for text in (
        "“The pay is miniscule,” the former Harbour Lights frontman said.",
        "The Silver Harbour Symphony songwriter wrote: “Apologies to my fans.”",
    ):
        [quote] = parse_document(f"Streaming\n\n{text}", name="t").quotes
        assert quote.speaker is None and quote.speaker_organisation == ""


def test_one_the_words_came_through_said_none_of_them():
    # `“I’ve got Pat Mahomes,” the coach said, via ESPN’s Adam Teicher. “You give me a minute ...”` (set 93).
    story = (
        "Chiefs win\n\nAndy Reid told reporters why.\n\n“I’ve got a great quarterback,” the coach said, via "
        "ESPN’s Carl Pell. “You give me a minute and a half and I’m pretty good.”"
    )
    read = read_candidates(story)[0]
    for item, options in zip(read.evidence, read.candidates, strict=True):
        assert "Carl Pell" in {c.name for c in options}
        assert "Carl Pell" not in {c.name for c in speaking(item, options)}
    # The coach is Andy Reid, who spoke last (outside quotation marks); never the reporter.
    quotes = parse_document(story, name="t").quotes
    assert [(q.speaker, q.speaker_description) for q in quotes] == [("Andy Reid", "")] * 2


def test_a_body_holds_no_one_person_s_post():
    # `“Is he an economic expert?” remarked the judge when the deputy told the bench his boss was busy attending
    # Economic Coordination Committee (ECC).` had gone to the committee (set 92).
    story = (
        HEADLINE
        + "“Is the attorney general a servant of the prime minister?” remarked the judge when the deputy "
        "told the bench that his boss was busy attending the Harbour Coordination Committee (HCC)."
    )
    (read, _) = read_candidates(story)
    bodies = {c.name for c in read.candidates[0] if c.organisation}
    assert bodies
    assert not bodies & {c.name for c in speaking(read.evidence[0], read.candidates[0])}
    assert parse_document(story, name="t").quotes[0].speaker_organisation == ""


def test_the_one_a_case_is_named_after_is_not_who_the_cue_describes():
    # `The lead prosecutor in the Ahmaud Arbery murder case said that the jury's decision “was a verdict based on
    # the facts.”` went to Arbery, the man killed (set 106).
    assert describes_one_of("The lead prosecutor in the Ana Pell murder case", "Ana Pell")
    assert describes_one_of("a lawyer in the Pell trial", "Pell")
    assert not describes_one_of("a spokesman for Ana Pell", "Ana Pell")
    doc = parse_document(
        "Verdict\n\nThe lead prosecutor in the Ana Pell murder case said the decision “was a verdict based "
        "on the facts.”",
        name="t",
    )
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [
        (None, "The lead prosecutor in the Ana Pell murder case")
    ]


def test_the_speaker_of_a_house_is_not_the_house():
    # `the House speaker only said that they agree they “want to be able to come to an agreement”` went to the
    # House (set 111).
    assert describes_one_of("the House speaker", "House")
    doc = parse_document(
        "Talks\n\nThe House speaker only said that they “want to come to an agreement.”", name="t"
    )
    assert [(q.speaker, q.speaker_organisation) for q in doc.quotes] == [(None, "")]


def test_an_outlet_a_cue_s_speaker_is_reported_by_speaks_none_of_it():
    # `“The holy sites today record the highest temperatures ...,” the health ministry said, according to the
    # state-affiliated Al-Ekhbariya channel.`: the model named the channel (set 249). The outlet a quotation has
    # no other cue for is still its source.
    story = (
        HEADLINE
        + "“The quay records its highest tides,” the harbour ministry said, according to the "
        "state-affiliated Harbour Radio channel.\n\nAccording to Harbour Radio, the tides were “unusual”."
    )
    read = read_candidates(story)[0]
    assert "Harbour Radio" not in {c.name for c in speaking(read.evidence[0], read.candidates[0])}
    assert [q.speaker_organisation for q in parse_document(story, name="t").quotes] == [
        "",
        "Harbour Radio",
    ]


def test_someones_family_speaks_of_them_not_as_them():
    # `The family of Chris Kaba have said they have been left with the “deep pain of injustice” after a jury found
    # the firearms officer who fatally shot him not guilty of murder.` went to Chris Kaba (set 257).
    assert describes_one_of("The family of Ray Dunne", "Ray Dunne")
    assert describes_one_of("lawyers of the late Ray Dunne", "Ray Dunne")
    assert not describes_one_of("Ray Dunne", "Ray Dunne")
    story = (
        HEADLINE
        + "The family of Ray Dunne have said they have been left with the “deep pain of injustice” "
        "after a jury found the officer who shot him not guilty."
    )
    assert [q.speaker for q in parse_document(story, name="t").quotes] == [None]
