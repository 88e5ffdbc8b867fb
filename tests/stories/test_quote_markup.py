"""Stored quotes become linked <q> elements inside their paragraph; everything else stays text."""

from dataclasses import dataclass

from stories.quote_markup import mark_up_quotes


@dataclass
class FakeQuote:
    pk: int
    text: str

    def get_absolute_url(self):
        return f"/quotes/{self.pk}/"


def test_a_quote_becomes_a_q_whose_words_link_to_its_page():
    html = mark_up_quotes("He said “no way” today.", [FakeQuote(1, "no way")])
    assert html == (
        'He said “<q class="quote" id="quote-1" cite="/quotes/1/"><a class="quote__link" href="/quotes/1/">no way</a></q>” today.'
    )


def test_the_text_around_and_inside_quotes_is_escaped():
    html = mark_up_quotes(
        "<b>Bold</b> “<script>x</script>” & more", [FakeQuote(1, "<script>x</script>")]
    )
    assert "<b>" not in html and "<script>" not in html
    assert "&lt;b&gt;Bold&lt;/b&gt;" in html
    assert '<a class="quote__link" href="/quotes/1/">&lt;script&gt;x&lt;/script&gt;</a>' in html
    assert "&amp; more" in html


def test_a_quote_is_found_whatever_quote_marks_and_spacing_the_paragraph_uses():
    html = mark_up_quotes('She said, "It\'s  over."', [FakeQuote(1, "It’s over.")])
    assert '<a class="quote__link" href="/quotes/1/">It&#x27;s  over.</a>' in html


def test_a_reported_quote_nests_inside_the_quote_that_reports_it():
    text = "“He told me, ‘I will help you.’ He lied.”"
    outer = FakeQuote(1, "He told me, ‘I will help you.’ He lied.")
    inner = FakeQuote(2, "I will help you.")
    html = mark_up_quotes(text, [inner, outer])
    assert html.index('id="quote-1"') < html.index('id="quote-2"') < html.index("He lied")
    assert html.count("</q>") == 2
    assert (
        '<a class="quote__link" href="/quotes/1/">He told me, ‘</a><q class="quote" id="quote-2"'
        in html
    )


def test_a_quote_whose_words_are_not_in_the_text_is_left_unmarked():
    assert (
        mark_up_quotes("Nothing quoted here.", [FakeQuote(1, "elsewhere")])
        == "Nothing quoted here."
    )


def test_the_same_words_quoted_twice_mark_two_places():
    html = mark_up_quotes(
        "“No,” he said. “No,” she said.", [FakeQuote(1, "No,"), FakeQuote(2, "No,")]
    )
    assert html.index('id="quote-1"') < html.index("he said") < html.index('id="quote-2"')


def test_a_quote_that_would_straddle_another_is_left_unmarked():
    html = mark_up_quotes(
        "one two three four", [FakeQuote(1, "one two three"), FakeQuote(2, "three four")]
    )
    assert 'id="quote-1"' in html and 'id="quote-2"' not in html


def test_a_quote_across_doubled_apostrophes_runs_of_spaces_and_line_breaks_marks_the_paragraphs_own_characters():
    html = mark_up_quotes("He said ''no  way\n\tat all'' today.", [FakeQuote(1, "no way at all")])
    assert html == (
        'He said &#x27;&#x27;<q class="quote" id="quote-1" cite="/quotes/1/"><a class="quote__link" '
        'href="/quotes/1/">no  way\n\tat all</a></q>&#x27;&#x27; today.'
    )
    html = mark_up_quotes("  Lead \xa0 space “it’s  done”", [FakeQuote(3, "it's done")])
    assert html == (
        '  Lead \xa0 space “<q class="quote" id="quote-3" cite="/quotes/3/"><a class="quote__link" '
        'href="/quotes/3/">it’s  done</a></q>”'
    )
