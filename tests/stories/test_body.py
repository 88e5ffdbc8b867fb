"""The body plan: which stored paragraphs an edited body keeps, and where each quote goes (pure, no database)."""

from stories.body import (
    AnchoredQuote,
    StoredParagraph,
    join_body,
    plan_body,
    split_body,
    word_count,
)

A = "Backman said the Mets never called him back. “Nobody has called about Wally,” a source said."
B = "Alderson has not commented on the matter since the spring."
C = "“I never blackballed anybody,” Alderson said on Tuesday."
D = "The feud began in 2016, when Backman left the Las Vegas job."
STORED = [StoredParagraph(1, A), StoredParagraph(2, B), StoredParagraph(3, C)]
QUOTES = [
    AnchoredQuote(10, 1, "Nobody has called about Wally,"),
    AnchoredQuote(30, 3, "I never blackballed anybody,"),
]


def kept_ids(plan):
    return [p.keeps for p in plan.paragraphs]


def test_split_body_reads_blank_lines_as_paragraph_breaks_and_single_breaks_as_spaces():
    assert split_body("One line\nwrapped.\r\n\r\n  Two.  \n \n\n\nThree.\n") == [
        "One line wrapped.",
        "Two.",
        "Three.",
    ]


def test_join_then_split_gives_back_the_paragraphs():
    assert split_body(join_body([A, B, C])) == [A, B, C]


def test_word_count_counts_words():
    assert word_count("Nobody has called\n\nabout Wally.") == 5


def test_an_unchanged_body_keeps_every_row_and_quote_in_place():
    plan = plan_body(STORED, [A, B, C], QUOTES)
    assert kept_ids(plan) == [1, 2, 3]
    assert (plan.removed, plan.rewritten, plan.orphans) == ((), (), ())
    assert plan.quote_targets == {10: 0, 30: 2}


def test_a_paragraph_inserted_at_the_top_is_new_and_the_others_keep_their_rows():
    plan = plan_body(STORED, [D, A, B, C], QUOTES)
    assert kept_ids(plan) == [None, 1, 2, 3]
    assert plan.quote_targets == {10: 1, 30: 3}
    assert plan.words_changed == ()


def test_a_deleted_paragraph_is_removed_and_the_rest_keep_their_rows():
    plan = plan_body(STORED, [A, C], QUOTES)
    assert kept_ids(plan) == [1, 3]
    assert plan.removed == (2,)
    assert plan.quote_targets == {10: 0, 30: 1}


def test_moved_paragraphs_keep_their_rows_and_quotes():
    plan = plan_body(STORED, [C, A, B], QUOTES)
    assert kept_ids(plan) == [3, 1, 2]
    assert plan.quote_targets == {10: 1, 30: 0}
    assert plan.words_changed == ()


def test_an_edited_paragraph_keeps_its_row_and_its_quote_while_the_words_are_still_there():
    edited = C.replace("on Tuesday", "on Wednesday")
    plan = plan_body(STORED, [A, B, edited], QUOTES)
    assert kept_ids(plan) == [1, 2, 3]
    assert plan.rewritten == (3,)
    assert plan.quote_targets[30] == 2


def test_a_typographic_change_is_not_a_change_of_words():
    plan = plan_body(STORED, [A.replace("“", '"').replace("”", '"'), B, C], QUOTES)
    assert plan.words_changed == ()
    assert plan.paragraphs[0].text.startswith("Backman")


def test_a_split_paragraph_keeps_its_row_for_the_closer_half_and_the_quote_follows_its_words():
    first, second = (
        "Backman said the Mets never called him back.",
        "“Nobody has called about Wally,” a source said.",
    )
    plan = plan_body(STORED, [first, second, B, C], QUOTES)
    assert plan.paragraphs[0].keeps == 1 or plan.paragraphs[1].keeps == 1
    assert plan.quote_targets[10] == 1
    assert plan.orphans == ()


def test_merged_paragraphs_keep_one_row_and_both_quotes():
    merged = f"{B} {C}"
    plan = plan_body(STORED, [A, merged], QUOTES)
    assert len(plan.paragraphs) == 2
    assert plan.quote_targets == {10: 0, 30: 1}
    assert len(plan.removed) == 1
    assert plan.orphans == ()


def test_removing_a_quotes_words_orphans_it():
    plan = plan_body(STORED, [A, B, "Alderson said nothing on Tuesday."], QUOTES)
    assert [quote.id for quote in plan.orphans] == [30]


def test_deleting_the_paragraph_of_a_quote_orphans_it():
    plan = plan_body(STORED, [A, B], QUOTES)
    assert [quote.id for quote in plan.orphans] == [30]


def test_a_quote_removed_in_the_same_save_is_no_orphan():
    plan = plan_body(STORED, [A, B], QUOTES, removed_quotes=frozenset({30}))
    assert plan.orphans == ()
    assert 30 not in plan.quote_targets


def test_a_quote_whose_words_moved_to_another_paragraph_follows_them():
    moved_words = f"{B} “I never blackballed anybody,” he added."
    plan = plan_body(STORED, [A, moved_words, "Alderson said this on Tuesday."], QUOTES)
    assert plan.quote_targets[30] == 1
    assert plan.orphans == ()


def test_a_moved_and_edited_paragraph_is_new_but_its_quote_finds_its_words():
    edited = "Later, on Friday, Alderson told reporters: “I never blackballed anybody,” and left."
    plan = plan_body(STORED, [edited, A, B], QUOTES)
    assert plan.quote_targets[30] == 0
    assert plan.orphans == ()


def test_repeated_paragraphs_pair_in_order():
    stored = [StoredParagraph(1, B), StoredParagraph(2, A), StoredParagraph(3, B)]
    plan = plan_body(stored, [B, D, A, B], [])
    assert kept_ids(plan) == [1, None, 2, 3]


def test_a_new_body_on_a_new_article_is_all_new_rows():
    plan = plan_body([], [A, B], [])
    assert kept_ids(plan) == [None, None]
    assert plan.removed == ()


def test_a_quote_rewritten_with_its_paragraph_carries_the_new_words():
    from stories.body import carried_words

    old = "“I never blackballed anybody,” Alderson said on Tuesday."
    new = "“I never blackballed anyone,” Alderson said on Tuesday."
    assert carried_words(old, "I never blackballed anybody,", new) == "I never blackballed anyone,"
    assert carried_words("He said “nope” then left.", "nope", "He left.") is None
    assert carried_words("Nothing like it.", "absent words", "Nothing like it at all.") is None
