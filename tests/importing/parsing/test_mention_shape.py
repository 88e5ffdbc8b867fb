"""How a name stands where it is mentioned (issue 28): what lets the learned attributor doubt the rules'
reading of a cue. Texts written for these tests."""

from importing.parsing.mention_shape import (
    AFTER_CAPITALISED_WORD,
    AFTER_FUNCTION_WORD,
    AFTER_LOWERCASE_WORD,
    AFTER_PUNCTUATION,
    AFTER_SPEECH_VERB,
    common_words,
    determiner_before,
    lowercase_words,
    mid_sentence_words,
    same_gender_rank,
    word_after,
    written_mid_sentence,
)


def _at(text: str, name: str) -> tuple[int, int]:
    start = text.index(name)
    return start, start + len(name)


def test_a_name_inside_a_phrase_a_determiner_opens_modifies_its_noun():
    for text in (
        "“It is over,” said one Pell confidant.",
        "“It is over,” said a 2008 Pell veteran.",
        "“It is over,” said the printed Pell slate card.",
    ):
        start, end = _at(text, "Pell")
        assert determiner_before(text, start), text
        assert word_after(text, end) == AFTER_LOWERCASE_WORD, text


def test_a_name_that_heads_its_phrase_has_no_determiner():
    for text in (
        "“It is over,” said Ana Pell.",
        "“It is over,” said the harbour manager, Ana Pell.",
        "“It is over,” said the Tribune columnist Ana Pell.",
    ):
        assert not determiner_before(text, text.index("Ana Pell")), text


def test_what_follows_a_name():
    cases = {
        "Ana Pell said it was over.": AFTER_SPEECH_VERB,
        "Ana Pell, who runs the pier, left.": AFTER_PUNCTUATION,
        "Ana Pell has left.": AFTER_FUNCTION_WORD,
        "Ana Pell supporters left.": AFTER_LOWERCASE_WORD,
        "Ana Pell Tower stands.": AFTER_CAPITALISED_WORD,
        "It was Ana Pell": AFTER_PUNCTUATION,
    }
    for text, expected in cases.items():
        assert word_after(text, _at(text, "Ana Pell")[1]) == expected, text


def test_the_nearest_person_of_the_same_gender_ranks_first():
    genders = {"Ana Pell": "f", "Ray Dunne": "m", "Tom Hale": "m", "Acme": ""}
    nearer_first = ["Ray Dunne", "Acme", "Ana Pell", "Tom Hale"]
    assert same_gender_rank("Ray Dunne", nearer_first, genders.get) == 0
    assert same_gender_rank("Ana Pell", nearer_first, genders.get) == 0
    # Ray Dunne, another man, stands nearer the quotation than Tom Hale.
    assert same_gender_rank("Tom Hale", nearer_first, genders.get) == 1
    assert same_gender_rank("Acme", nearer_first, genders.get) == -1


def test_capitalised_words_the_document_also_writes_in_lowercase_are_counted():
    lowercase = lowercase_words(
        ["Sure, the right wing of the party will watch.", "Ana Pell is sure."]
    )
    assert common_words("Sure It", lowercase) == 1
    assert common_words("Right Wing Watch", lowercase) == 3
    assert common_words("Ana Pell", lowercase) == 0


def test_words_written_where_no_sentence_opens():
    texts = [
        "Hours later, Pell left. She asked Dunne. Vance went from Queens in May.",
        "\ue000 Hale said.",
    ]
    assert mid_sentence_words(texts) == {"Pell", "Dunne", "Queens", "May", "Hale"}
    assert written_mid_sentence("Ray Dunne", mid_sentence_words(texts))
    assert not written_mid_sentence("Hours", mid_sentence_words(texts))
    assert not written_mid_sentence("Vance", mid_sentence_words(texts))


def test_one_a_quotation_thanks_by_a_short_form_of_their_first_name_is_not_its_speaker():
    # `“Perfect time for an old timer to come up there,” Jackson said. / Teixiera just laughed. / “Oh, thanks
    # Reg.”` went to Reggie Jackson, whom the words thank (set 76).
    from importing.parsing.mention_shape import addressed_in

    assert addressed_in("Oh, thanks Reg.", "Reggie Jackson")
    assert addressed_in("Congratulations, Tom!", "Tommy Lee")
    assert not addressed_in("Reg told me the news.", "Reggie Jackson")
    assert not addressed_in("Thanks to the crowd.", "Reggie Jackson")
