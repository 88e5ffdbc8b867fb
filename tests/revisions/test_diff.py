"""Word diffs (revisions/diff.py): the runs give back both texts, whatever the texts."""

from hypothesis import given
from hypothesis import strategies as st

from revisions.diff import ADDED, REMOVED, SAME, word_diff

WORDS = st.lists(
    st.sampled_from(
        ["Backman", "said", "I’ve", "I", "have", "“", "”", ",", ".", "well-known", " ", "\n"]
    ),
    max_size=30,
).map("".join)


@given(before=WORDS, after=WORDS, phrases=st.booleans())
def test_the_runs_give_back_both_texts(before, after, phrases):
    runs = word_diff(before, after, phrases=phrases)
    assert "".join(text for op, text in runs if op != REMOVED) == after
    assert "".join(text for op, text in runs if op != ADDED) == before
    assert all(text for _, text in runs)


def test_as_readers_read_it_marks_stay_and_neighbouring_changes_are_one():
    assert word_diff("“I’ve been betrayed”", "“I have been betrayed”", phrases=True) == (
        (SAME, "“"),
        (REMOVED, "I’ve"),
        (ADDED, "I have"),
        (SAME, " been betrayed”"),
    )
    assert word_diff("he was let go.", "he stepped down.", phrases=True) == (
        (SAME, "he "),
        (REMOVED, "was let go"),
        (ADDED, "stepped down"),
        (SAME, "."),
    )


def test_for_editors_each_word_is_its_own_change():
    assert word_diff("he was let go.", "he stepped down.") == (
        (SAME, "he "),
        (REMOVED, "was"),
        (ADDED, "stepped"),
        (SAME, " "),
        (REMOVED, "let go."),
        (ADDED, "down."),
    )
