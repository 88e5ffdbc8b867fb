from importing.parsing import parse_document
from importing.parsing.quotes import scan_double_quotes
from importing.parsing.sentences import sentence_bounds
from importing.parsing.voice import is_partial, is_scare_quote, is_title


def first(paragraph):
    return scan_double_quotes(paragraph)[0]


def test_podcast_title_after_possessive_is_a_title():
    paragraph = "he said on The Post’s “Amazin’ But True” Mets podcast."
    assert is_title(paragraph, first(paragraph))


def test_capitalised_full_sentence_is_not_a_title():
    paragraph = "“Make It Happen,” he said."
    assert not is_title(paragraph, first(paragraph))


def test_so_called_marks_a_scare_quote():
    paragraph = "It was a so-called “deal” for everyone involved, with many words after."
    span = first(paragraph)
    assert is_scare_quote(paragraph, span, (0, len(paragraph)))


def test_short_fragment_without_speech_verb_is_a_scare_quote():
    paragraph = "The “experts” were wrong again."
    assert is_scare_quote(paragraph, first(paragraph), (0, len(paragraph)))


def test_short_fragment_with_speech_verb_is_a_quote():
    paragraph = "He believes they have “blackballed” him."
    assert not is_scare_quote(paragraph, first(paragraph), (0, len(paragraph)))


def test_fragment_inside_writers_sentence_is_partial():
    paragraph = "He thinks “Jeff didn’t stand up” for him."
    assert is_partial(paragraph, first(paragraph), 0)


def test_fragment_followed_by_writers_words_is_partial():
    paragraph = "“I’ve been betrayed” by the owners, he added."
    assert is_partial(paragraph, first(paragraph), 0)


def test_quote_opening_its_sentence_with_attribution_is_not_partial():
    paragraph = "“It’s not his nature,” he said."
    assert not is_partial(paragraph, first(paragraph), 0)


def test_quote_introduced_by_comma_is_not_partial():
    paragraph = "He refuted it, saying, “Nobody has called.”"
    assert not is_partial(paragraph, first(paragraph), 0)


def test_quote_ending_a_sentence_with_attribution_after_stays_one_sentence():
    paragraph = "“Why now?” Smith asked. Then he left."
    spans = scan_double_quotes(paragraph)
    bounds = sentence_bounds(
        paragraph, spans, continues_sentence=lambda rest, asks: rest.startswith(" Smith")
    )
    assert bounds[0] == (0, len("“Why now?” Smith asked."))


def test_abbreviation_does_not_end_a_sentence():
    paragraph = "Sen. Ana Pell spoke. Then he left."
    assert len(sentence_bounds(paragraph, [])) == 2


def test_show_title_ending_in_full_stop_is_a_title():
    paragraph = "He said so on “Face the Nation.”"
    assert is_title(paragraph, first(paragraph))


def test_short_fragment_after_as_a_is_someones_words():
    paragraph = "He openly admires the leader as a “strong leader.”"
    assert not is_scare_quote(paragraph, first(paragraph), (0, len(paragraph)))


def test_fragment_owned_by_a_possessive_name_is_a_quote():
    paragraph = "He backed Nora Vance’s “fresh start” again."
    assert not is_scare_quote(paragraph, first(paragraph), (0, len(paragraph)))


def test_a_work_credited_to_its_author_is_a_title():
    paragraph = "“Harbour Lights (Part Two)” was written by Ana Pell after the storm."
    assert is_title(paragraph, first(paragraph))
    paragraph = "She closed with “Harbour Lights,” the song by Ana Pell."
    assert is_title(paragraph, first(paragraph))


def test_capitalised_words_someone_said_are_not_a_title_for_the_words_after_them():
    paragraph = "“We Will Rebuild,” Ana Pell said by the harbour."
    assert not is_title(paragraph, first(paragraph))


def test_a_show_named_inside_a_quotation_is_a_title_not_a_quotation_of_its_own():
    body = '"PELL: Well, look, Ray Dunne apparently thinks this is an episode of “Harbour Watch.” It is not."'
    doc = parse_document("Headline\n\n" + body, name="t")
    assert [quote.text for quote in doc.quotes if quote.parent is not None] == []
    assert [quote.speaker for quote in doc.quotes] == ["Pell"]


def test_a_work_named_before_a_comma_set_inside_its_marks_is_a_title():
    # American style sets the sentence's comma inside the closing mark.
    paragraph = "Even in a quarter in which the company released “Harbour Wars V,” its chief executive was unhappy."
    assert is_title(paragraph, first(paragraph))
    talk = "He was a guest on “Meet the Press,” where he said little."
    assert is_title(talk, first(talk))
    assert not is_title("“Make It Happen,” he said.", first("“Make It Happen,” he said."))


def test_a_work_named_before_its_cast_or_in_a_sentence_is_a_title():
    paragraph = "Tributes poured in from “Sound of Music” co-stars on Friday."
    assert is_title(paragraph, first(paragraph))
    paragraph = "His children in “Sound of Music” also shared their statements."
    assert is_title(paragraph, first(paragraph))
    paragraph = "He said in a statement, “We Will Win.”"
    assert not is_title(paragraph, first(paragraph))


def test_a_nickname_in_marks_is_part_of_the_name_not_a_quotation():
    # `“We heard you loud and clear ...,” said J.R. “Rusty” Norman, board president` gave a quotation `Rusty`
    # and no name for the cue, so the words went to the speaker before (set 19).
    doc = parse_document(
        "Board meeting\n\n“This is no joke,” said Ana Pell, a parent.\n\n"
        "“We heard you loud and clear,” said Ray “Rusty” Dunne, board president.",
        name="t",
    )
    assert [(q.text, q.speaker) for q in doc.quotes] == [
        ("This is no joke", "Ana Pell"),
        ("We heard you loud and clear", "Ray Rusty Dunne"),
    ]
    # A show's name after a possessive, a comma inside the marks, is no nickname.
    doc = parse_document(
        "Pirates\n\nOn Fox News Channel’s “Hannity,” Ray Dunne said the ticket was “two pirates.”",
        name="t",
    )
    assert [(q.text, q.speaker) for q in doc.quotes][-1:] == [("two pirates.", "Ray Dunne")]


def test_a_nickname_in_two_apostrophes_reads_as_one_in_double_marks():
    doc = parse_document(
        "Board\n\n''We heard you,'' said Ray ''Rusty'' Dunne, board president.", name="t"
    )
    assert [(q.text, q.speaker) for q in doc.quotes] == [("We heard you", "Ray Rusty Dunne")]


def test_a_work_after_its_kind_and_a_comma_its_author_or_its_host_is_a_title():
    for paragraph in (
        "In his new book, “Doomed to Succeed,” and in an interview, he argued otherwise.",
        "said Ana Pell, the author of “Harbour of the Fund,” a lively new history.",
        "She joined him as host of “Morning Harbour” for the last 15 years.",
        "ABC was canceling the low-rated “Rush Hour.”",
        "The crowd sang to the tune of “Silent Night.”",
    ):
        assert is_title(paragraph, first(paragraph)), paragraph


def test_a_programme_someone_spoke_on_is_no_one_s_words():
    body = (
        "“I don’t think it was a failure,” Ana Pell told “Harbour Tonight,” adding that she would run again.\n\n"
        "Speaking to “Good Morning Harbour” on Monday, Pell said, “We will win.”"
    )
    doc = parse_document("Pell stays in\n\n" + body, name="t")
    assert [(quote.text, quote.speaker) for quote in doc.quotes] == [
        ("I don’t think it was a failure", "Ana Pell"),
        ("We will win.", "Ana Pell"),
    ]


def test_a_capitalised_answer_someone_gives_is_still_theirs():
    paragraph = "Asked if he would run, he told reporters: “Absolutely Not.”"
    assert not is_title(paragraph, first(paragraph))
