"""Display helpers for quotation marks: stored text stays verbatim, readers see each mark once."""

from stories.text import marked_once, nested_in_quotes


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
