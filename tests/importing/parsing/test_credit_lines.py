"""Credit lines: the speaker named on the line after a quotation set alone in its paragraph."""

from importing.parsing import parse_document


def test_a_credit_line_names_the_quotation_before_it():
    # `"... I will certainly look into it." / - Hillary Clinton.` went to Sanders, quoted the paragraph
    # before, and `-President Obama, tweeting after Clinton's speech.` gave Obama's tweet to Harry Reid.
    doc = parse_document(
        "The debate\n\nAna Pell and Ray Dunne clashed over banks.\n\n"
        '"The banks are too big."\n\n- Ray Dunne.\n\n'
        '"I will certainly look into it."\n\n- Pell.\n\n'
        '"Great speech. She\'s tested."\n\n-Governor Carl Voss, tweeting after the debate.\n\n'
        "“It needs to stop.”\n\n— Mia Lund, Philadelphia",
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == [
        "Ray Dunne",
        "Ana Pell",
        "Carl Voss",
        "Mia Lund",
    ]


def test_a_dash_before_prose_or_a_quotation_with_its_own_cue_credits_no_one():
    # A quotation with a cue of its own keeps it whatever line follows, and a dash before a sentence's words (`–
    # An immigrant himself –.`) is no credit line: the readings are those of the story without the lines.
    story = (
        "The debate\n\nRay Dunne spoke first.\n\n“The banks are too big,” said Ana Pell.\n\n{cued}"
        "Carl Voss answered.\n\n“Our accents and colours change.”\n\n{prose}Lund spoke last."
    )
    with_lines = parse_document(
        story.format(cued="- Ray Dunne.\n\n", prose="– An immigrant himself –.\n\n"), name="t"
    )
    without = parse_document(story.format(cued="", prose=""), name="t")
    read = [(q.speaker, q.speaker_description) for q in with_lines.quotes]
    assert read == [(q.speaker, q.speaker_description) for q in without.quotes]
    assert read[0] == ("Ana Pell", "")


def test_a_heading_in_capitals_names_the_speaker_of_the_quotations_under_it():
    # Reuters' `Following are quotes and reactions to the announcement.` / `MANCHESTER UNITED CAPTAIN BRUNO
    # FERNANDES` / `"Thanks for everything boss! ...` / `FORMER UNITED PLAYER AND SKY SPORTS PUNDIT GARY NEVILLE`:
    # eight quotations had no speaker, or a person called `PLAYER` (set 250). A heading naming no one credits no
    # one, and prose ends what a heading heads.
    doc = parse_document(
        "Reactions\n\nThe club sacked its manager on Monday.\n\nFollowing are quotes and reactions.\n\n"
        'HARBOUR UNITED CAPTAIN ANA PELL\n\n"Thanks for everything boss!\n\n"I wish you all the best."\n\n'
        'FORMER HARBOUR PLAYER AND TV PUNDIT RAY DUNNE\n\n"The lack of style has been a mystery."\n\n'
        'REACTION FROM THE STANDS\n\n"We want our club back."\n\nRAY DUNNE\n\nThe pundit spoke at length.\n\n'
        '"It was coming," one fan added.',
        name="t",
    )
    assert [quote.speaker for quote in doc.quotes] == [
        "Ana Pell",
        "Ana Pell",
        "Ray Dunne",
        None,
        None,
    ]
