"""Display helpers for quotation marks: stored text stays verbatim, readers see each mark once."""

import time

from stories.text import marked_once, nested_in_quotes, occurs_verbatim


def test_a_straight_mark_typed_beside_a_curly_one_shows_once():
    assert (
        marked_once('"“In the last phone call,” he said.”"')
        == "“In the last phone call,” he said.”"
    )


def test_the_same_curly_mark_twice_shows_once():
    assert marked_once("““Yes,”” he said") == "“Yes,” he said"


def test_single_marks_and_lone_marks_are_left_alone():
    text = 'He said, ‘I will do anything.’ "Fine" and ’16'
    assert marked_once(text) == text


def test_a_quote_within_quotes_turns_its_marks_single():
    assert (
        nested_in_quotes("Wally Backman says he was “betrayed” by the Wilpons")
        == "“Wally Backman says he was ‘betrayed’ by the Wilpons”"
    )


def _check_every_quote_seconds(count: int) -> float:
    # One paragraph of `count` quotations, as `"“ said ” " * 4000` pastes: each is checked against it.
    passage = "“ said ” " * count
    quotes = ["said"] * count
    start = time.process_time()
    for quote in quotes:
        occurs_verbatim(quote, passage)
    return time.process_time() - start


def test_checking_every_quote_of_a_long_paragraph_takes_linear_time():
    # Normalising the paragraph once per quote made this quadratic (27 s for 4,000 quotes in an import).
    small, large = (min(_check_every_quote_seconds(n) for _ in range(3)) for n in (250, 2000))
    assert large / max(small, 1e-3) < 24  # linear: about 8; quadratic: about 64
