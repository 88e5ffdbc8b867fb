"""Someone a story introduces without a name (`One woman who lives on Elm Street`) is who the next `she`
means, not the latest woman it named."""

from importing.parsing import parse_document
from importing.parsing.parser import read_candidates
from importing.parsing.unnamed_people import introduced_unnamed, same_person

HEADLINE = "Flooding on Elm Street\n\n"


def sources(body):
    doc = parse_document(HEADLINE + body, name="t")
    return [(q.text, q.speaker, q.speaker_description) for q in doc.quotes]


def test_a_sentence_opening_on_an_indefinite_person_introduces_them():
    assert introduced_unnamed("One woman who lives on Elm Street was angry.") == ("One woman", "f")
    assert introduced_unnamed("A 45-year-old mother of three stood up.") == (
        "A 45-year-old mother",
        "f",
    )
    assert introduced_unnamed("Another man shouted at the mayor.") == ("Another man", "m")
    assert introduced_unnamed("His wife was in tears.") == ("His wife", "f")


def test_a_person_the_sentence_names_or_a_thing_of_theirs_is_no_introduction():
    assert introduced_unnamed("A woman, Jane Doe, said the plan was bad.") is None
    assert introduced_unnamed("His wife Jane was in tears.") is None
    assert introduced_unnamed("A man named Bob Stone stood up.") is None
    assert introduced_unnamed("One man’s view was different.") is None
    assert introduced_unnamed("The woman asked again.") is None  # someone written about before
    assert introduced_unnamed("A mandate was issued.") is None
    assert introduced_unnamed("A group of women marched.") is None


def test_the_same_noun_after_the_means_the_one_introduced():
    assert same_person("the woman", "One woman")
    assert same_person("the elderly woman", "One woman")
    assert not same_person("the mayor", "One woman")


def test_she_after_an_unnamed_woman_is_hers_not_the_mayors():
    found = sources(
        "Jane Smith, the mayor, met residents on Tuesday. One woman who lives on Elm Street was angry "
        "about the flooding.\n\n"
        '"We have waited three years," she said. "Nobody listens."\n\n'
        'Smith said she would visit again. "I hear them," she said.'
    )
    assert found == [
        ("We have waited three years", None, "One woman"),
        ("Nobody listens.", None, "One woman"),
        ("I hear them", "Jane Smith", ""),
    ]


def test_she_goes_on_meaning_her_while_no_woman_is_named():
    found = sources(
        "Jane Smith, the mayor, met residents on Tuesday.\n\n"
        "One woman adopted from Iran did not learn of her status until 2008.\n\n"
        "She met with an array of lawyers.\n\n"
        "Now 46 and living in California, she is terrified.\n\n"
        '"I am even more scared," she said.'
    )
    assert found == [("I am even more scared", None, "One woman")]


def test_a_woman_named_since_is_who_she_means():
    found = sources(
        "One woman who lives on Elm Street was angry about the flooding.\n\n"
        "Repeating her promise of last week, Jane Smith, the mayor, visited the street.\n\n"
        '"We will fix it," she said.'
    )
    assert found == [("We will fix it", "Jane Smith", "")]


def test_he_after_an_unnamed_woman_is_the_man_named_before():
    found = sources(
        "Tom Hale, the city engineer, inspected the drains. One woman who lives on Elm Street was "
        'angry about the flooding.\n\n"The pipes are old," he said.'
    )
    assert found == [("The pipes are old", "Tom Hale", "")]


def test_an_unnamed_person_is_forgotten_after_three_paragraphs():
    def rules_source(fillers):
        read, *_ = read_candidates(
            HEADLINE
            + "Jane Smith, the mayor, met residents on Tuesday. One woman was angry about it.\n\n"
            + "The road was closed.\n\n" * fillers
            + 'The council met on Friday. "We will fix it," she said.'
        )
        return read.evidence[0].source[:2]

    assert rules_source(2) == (None, "One woman")
    # So far on, the rules read the mayor (whom the model, at this distance, may still decline to name).
    assert rules_source(3) == ("Jane Smith", "")


def test_one_introduced_alone_before_a_colon_is_the_unnamed_speaker():
    # `A shopper in Mansfield: “It’s sad to be losing a stalwart of the high street.”` went to the shopper quoted
    # the paragraph before (set 119).
    doc = parse_document(
        "Shoppers\n\nAna Pell, a student in Leeds: “It is very sad.”\n\nA shopper in Mansfield: “It’s sad to "
        "be losing a stalwart of the high street.”",
        name="t",
    )
    assert [(q.speaker, q.speaker_description) for q in doc.quotes] == [
        ("Ana Pell", ""),
        (None, "A shopper in Mansfield"),
    ]
