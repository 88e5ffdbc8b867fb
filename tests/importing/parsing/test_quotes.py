from importing.parsing.quotes import is_apostrophe, scan_double_quotes, scan_nested_quotes


def texts(paragraph):
    return [paragraph[s.start : s.end] for s in scan_double_quotes(paragraph)]


def test_curly_double_quotes():
    assert texts("He said “we will win” today.") == ["we will win"]


def test_straight_double_quotes():
    assert texts('He said "we will win" today.') == ["we will win"]


def test_two_apostrophes_as_wire_quote_marks():
    assert texts("''This isn't reform,'' said Smith. ''It's worse.''") == [
        "This isn't reform",
        "It's worse.",
    ]


def test_two_curly_single_marks_typed_for_a_double_one():
    # `“... sensed defeat,’’ said Raila.` (set 96): the quotation had run on to the paragraph's end, its cue inside.
    assert texts("“We sensed defeat,’’ said Raila. ‘‘We will win.’’ He left.") == [
        "We sensed defeat",
        "We will win.",
    ]
    # A single mark closing a nested quotation before a double one is still one of each.
    assert texts("“He called it ‘bad’” she said.") == ["He called it ‘bad’"]


def test_trailing_comma_before_attribution_is_dropped():
    assert texts("“We will win,” she said.") == ["We will win"]


def test_final_full_stop_is_kept():
    assert texts("“We will win.”") == ["We will win."]


def test_doubled_straight_and_curly_marks_count_as_one():
    assert texts('"“Hello there.”"') == ["Hello there."]


def test_unclosed_quote_runs_to_end_of_paragraph():
    spans = scan_double_quotes("“It goes on and on. And on.")
    assert not spans[0].closed
    assert texts("“It goes on and on. And on.") == ["It goes on and on. And on."]


def test_quote_broken_by_attribution_is_two_spans():
    assert texts("“First part,” she said. “Second part.”") == ["First part", "Second part."]


def test_bracketed_insertions_are_kept_verbatim():
    assert texts("“Terry [Collins] wanted me,” he said.") == ["Terry [Collins] wanted me"]


def test_markup_does_not_break_scanning():
    assert texts('<tweet author="x">hi</tweet> He said “fine.”') == ["fine."]


def test_apostrophes_are_not_quote_marks():
    text = "don’t ’16 players’ union"
    assert is_apostrophe(text, 3)
    assert is_apostrophe(text, 6)


def test_nested_single_quote_inside_double_quote():
    paragraph = "“He told me, ‘I will help you.’ He did not.”"
    parent = scan_double_quotes(paragraph)[0]
    nested = scan_nested_quotes(paragraph, parent, 0)
    assert [paragraph[s.start : s.end] for s in nested] == ["I will help you."]
    assert nested[0].nested_in == 0


def test_unclosed_nested_quote_ends_with_its_parent():
    paragraph = "“People say, ‘You’re being blackballed.”"
    parent = scan_double_quotes(paragraph)[0]
    nested = scan_nested_quotes(paragraph, parent, 0)
    assert paragraph[nested[0].start : nested[0].end] == "You’re being blackballed."


def test_contraction_inside_quote_is_not_a_nested_quote():
    paragraph = "“I don’t know what I’d do,” he said."
    parent = scan_double_quotes(paragraph)[0]
    assert scan_nested_quotes(paragraph, parent, 0) == []


def test_curly_quote_inside_straight_quoted_passage_is_nested():
    from importing.parsing.quotes import scan_inner_double_quotes

    paragraph = '"I read the question: “Are you well?” Most said yes."'
    spans = scan_double_quotes(paragraph)
    assert [paragraph[s.start : s.end] for s in spans] == [
        "I read the question: “Are you well?” Most said yes."
    ]
    inner = scan_inner_double_quotes(paragraph, spans[0], 0)
    assert [paragraph[s.start : s.end] for s in inner] == ["Are you well?"]


def test_a_curly_quotation_inside_a_curly_quotation_leaves_the_outer_one_whole():
    paragraph = "“As a nurse I would rather work in what he calls “chaos” than in a clinic he runs.” ― Ana Pell"
    assert texts(paragraph) == [
        "As a nurse I would rather work in what he calls “chaos” than in a clinic he runs."
    ]


def test_a_curly_opener_left_unclosed_before_a_closed_quotation_is_not_an_outer_quotation():
    assert texts("“We will see, she said. “It opens in June,” Pell said.") == ["It opens in June"]


def test_a_nested_quotation_closing_with_its_outer_one_keeps_its_closing_mark():
    assert texts("“Ray Dunne thinks this is an episode of “Harbour Watch.”” Pell said no.") == [
        "Ray Dunne thinks this is an episode of “Harbour Watch.”"
    ]
