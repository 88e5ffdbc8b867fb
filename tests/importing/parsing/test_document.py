import datetime

import pytest

from importing.parsing.document import (
    first_sentence,
    is_original_article_marker,
    is_teaser,
    parse_post_byline,
    parse_structure,
    parse_update,
    split_lines,
    unwrap_tweet_markup,
)


def test_headline_is_first_line_followed_by_blank_line():
    doc = parse_structure(
        "The Headline\n\nFirst paragraph here, with a comma and more words than a dek\n\nSecond."
    )
    assert doc.headline == "The Headline"
    assert not doc.headline_missing


def test_unpunctuated_summary_line_under_headline_is_the_dek():
    doc = parse_structure("Headline\n\nA short standfirst line\n\nBody one.\n\nBody two.")
    assert doc.dek == "A short standfirst line"
    assert doc.paragraphs == ("Body one.", "Body two.")


def test_one_sentence_lede_under_headline_is_the_first_paragraph():
    doc = parse_structure("Headline\n\nA single-sentence lede, as news often has.\n\nBody one.")
    assert doc.dek == ""
    assert doc.paragraphs == ("A single-sentence lede, as news often has.", "Body one.")


def test_line_under_headline_followed_by_an_update_is_the_lede_not_a_dek():
    doc = parse_structure(
        "Headline\n\nThe lede sentence.\n\n[Update May 1, 2020]: New facts.\n\nBody."
    )
    assert doc.dek == ""
    assert doc.paragraphs == ("The lede sentence.", "Body.")


def test_line_with_a_quotation_is_never_a_dek():
    doc = parse_structure("Headline\n\n“We won,” she said.\n\nBody.")
    assert doc.dek == ""
    assert doc.paragraphs[0] == "“We won,” she said."


def test_one_paragraph_per_line_documents_split_on_lines():
    doc = parse_structure("Line one is a paragraph.\nLine two is another.\nLine three too.")
    assert doc.paragraphs == ("Line one is a paragraph.", "Line two is another.", "Line three too.")


def test_without_headline_the_first_sentence_is_proposed():
    doc = parse_structure("Line one is a paragraph. It goes on.\nLine two.")
    assert doc.headline_missing
    assert doc.headline == "Line one is a paragraph"  # headlines carry no full stop
    assert doc.warnings


def test_hard_wrapped_lines_are_joined():
    lines = split_lines("A sentence that was\nwrapped by a wire service.\nNext paragraph.")
    assert [line.text for line in lines] == [
        "A sentence that was wrapped by a wire service.",
        "Next paragraph.",
    ]


def test_update_block_with_date():
    update = parse_update("[Update January 12, 2017]: Something changed.")
    assert (update.date, update.kind, update.text) == (
        datetime.date(2017, 1, 12),
        "update",
        "Something changed.",
    )


def test_correction_block_kind():
    assert parse_update("[Correction, Feb. 3, 2018]: We misspelled a name.").kind == "correction"


def test_editors_note_block_kind():
    assert parse_update("[Editor’s note]: This story was updated.").kind == "editors_note"


def test_update_without_date_has_none():
    assert parse_update("[Update]: More later.").date is None


def test_original_article_marker_is_recognised_and_not_body():
    assert is_original_article_marker("[Original article follows]")
    doc = parse_structure(
        "Headline\n\n[Update March 2, 2019]: New.\n\n[Original article follows]\n\nBody."
    )
    assert doc.paragraphs == ("Body.",)


def test_embedded_post_byline_with_em_dash():
    author, handle, date = parse_post_byline("— NY Sports (@nysports) October 30, 2017")
    assert (author, handle, date) == ("NY Sports", "@nysports", datetime.date(2017, 10, 30))


def test_embedded_post_byline_with_double_hyphen():
    assert parse_post_byline("-- Jane Doe (@jdoe) May 5, 2016")[1] == "@jdoe"


def test_embedded_post_lines_are_kept_out_of_the_body_and_placed():
    doc = parse_structure("Para one.\nPost text here\n— Someone (@some) May 5, 2016\nPara two.")
    assert doc.paragraphs == ("Para one.", "Para two.")
    post = doc.embedded_posts[0]
    assert (post.text, post.author_name, post.after_paragraph) == ("Post text here", "Someone", 1)


def test_teaser_line_is_kept_out_of_the_body():
    assert is_teaser("Next: Braves interested in a utility man")
    doc = parse_structure(
        "Headline\n\nBody one, which is long enough, and has commas, so it is no dek at all really.\n\nNext: Another story\n\nBody two."
    )
    assert doc.teasers == ("Next: Another story",)
    assert "Next: Another story" not in doc.paragraphs


def test_tweet_markup_becomes_an_embedded_post():
    text = (
        'Before.\n\n<tweet author="someone" timestamp="1474387200">Hello world</tweet>.\n\nAfter.'
    )
    assert "— someone (@someone) September 20, 2016" in unwrap_tweet_markup(text)
    doc = parse_structure(text)
    assert doc.embedded_posts[0].text == "Hello world"
    assert all("<tweet" not in p for p in doc.paragraphs)


def test_first_sentence_stops_at_the_first_full_stop():
    assert first_sentence("One thing. Another thing.") == "One thing."


def test_line_with_wire_style_quotation_is_never_a_dek():
    doc = parse_structure("Headline\n\n''We won,'' she said.\n\nBody.")
    assert doc.dek == ""


@pytest.mark.parametrize(
    ("line", "date", "kind", "text"),
    [
        (
            "[Update, Dec. 14, 2017: The council voted again.]",
            datetime.date(2017, 12, 14),
            "update",
            "The council voted again.",
        ),
        (
            "[Correction: An earlier version misspelled Ms. Pell's name.]",
            None,
            "correction",
            "An earlier version misspelled Ms. Pell's name.",
        ),
        (
            "[Update Dec. 14, 2017] The council voted again.",
            datetime.date(2017, 12, 14),
            "update",
            "The council voted again.",
        ),
    ],
)
def test_an_update_note_inside_its_brackets_keeps_its_date_and_its_text(line, date, kind, text):
    update = parse_update(line)
    assert (update.date, update.kind, update.text) == (date, kind, text)
