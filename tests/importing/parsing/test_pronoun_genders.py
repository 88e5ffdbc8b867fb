"""A person's gender from the text's own pronouns, where no first name or title gives it (issue 28).
Texts written for these tests."""

from importing.parsing import parse_document
from importing.parsing.blocks import read_block
from importing.parsing.parser import _register_names
from importing.parsing.pronoun_genders import text_genders
from importing.parsing.registry import NameRegistry


def genders(*paragraphs: str) -> dict[str, str]:
    registry = NameRegistry()
    blocks = [read_block("paragraph", n, p) for n, p in enumerate(paragraphs, 1)]
    for block in blocks:
        _register_names(registry, block.masked)
    return text_genders(blocks, registry)


MANHUNT = (
    "Markeith Loyd was arrested on Tuesday night after a nine-day manhunt.",
    "Loyd was found hiding in an abandoned house. He had been wanted since the shooting, and his lawyer "
    "said he would plead not guilty.",
    "Loyd said little as he was led away. He wore a bloodied shirt.",
)


def test_the_he_that_follows_sentences_about_a_person_gives_their_gender():
    assert genders(*MANHUNT) == {"Markeith Loyd": "m"}


def test_one_she_in_a_sentence_about_someone_is_no_clear_vote():
    assert genders("Tatenda Taibu faced the bowler. She watched from the stands.") == {}


def test_a_sentence_naming_two_people_votes_for_neither():
    text = "Tatenda Taibu met Sikandar Raza, and he said little. He left. Raza and Taibu spoke; he smiled."
    assert genders(text) == {}


def test_pronouns_inside_quotations_do_not_vote():
    text = "Tatenda Taibu read the letter: “She wrote to her mother and her sister, and she asked for her.”"
    assert genders(text) == {}


def test_a_womans_she_is_not_credited_to_a_man_the_text_calls_he():
    # `she replied` follows a sentence about Loyd: with no first name to go by, the rules gave him the
    # neighbour's words (a wrong name, 0.90).
    story = "\n\n".join(
        (
            *MANHUNT,
            "Another neighbor, who asked not to be named, said she saw officers surround the house. A reporter "
            "asked whether she had met Loyd. “No, I did not,” she replied.",
        )
    )
    (quote,) = parse_document("Manhunt ends\n\n" + story, name="story").quotes
    assert quote.speaker is None
