"""The parser's time grows linearly with its input (issue 17 item 7: `“ said ” ` repeated 4,000 times took 69 s).

A ratio, not an absolute time: parsing 8n units must cost well under the 64 times n units that quadratic
growth gives, on a noisy shared machine. CPU time, best of a few runs, is what is compared."""

import time

import pytest

from importing.parsing import parse_document
from importing.parsing.adversarial import ADVERSARIAL
from importing.parsing.parser import clear_caches

# Linear growth gives 8; quadratic 64. Even n^1.5 (22.6) fails this bound.
_RATIO_BOUND = 20
# Characters of the smaller input: big enough to take a measurable time (milliseconds), small enough for a suite.
_SMALL = 2_000


def _cpu_seconds(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        clear_caches()
        start = time.process_time()
        parse_document(text, name="adversarial")
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize("shape", sorted(ADVERSARIAL))
def test_parsing_eight_times_the_input_takes_about_eight_times_as_long(shape):
    build = ADVERSARIAL[shape]
    units = max(1, round(_SMALL / (len(build(100)) / 100)))
    small, large = _cpu_seconds(build(units)), _cpu_seconds(build(8 * units))
    # A floor keeps timer granularity from inflating the ratio of tiny times.
    assert large / max(small, 0.002) < _RATIO_BOUND, f"{shape}: {small:.4f} s -> {large:.4f} s"


# A sentence of thousands of quotations: a scan of the sentence's later quotations for each one (the
# closing cue of 311ff90) cost 30 times the time for 16 times the input, which the 8x test above, at its
# small size, let through. Sixteen times the input must cost well under quadratic's 256, and under 1.5
# times linear.
@pytest.mark.parametrize("shape", ["said between marks", "full stops in quotes"])
def test_one_sentence_of_thousands_of_quotations_reads_in_linear_time(shape):
    build = ADVERSARIAL[shape]
    units = round(3_000 / (len(build(100)) / 100))
    small, large = _cpu_seconds(build(units)), _cpu_seconds(build(16 * units))
    assert large / max(small, 0.002) < 24, f"{shape}: {small:.4f} s -> {large:.4f} s"


# A run of thousands of capitalised words (`Xa Senator Xa Senator ...`): a slice of the run's remaining words
# taken for each word (a royal title's check, this round) cost 185 times the time for 16 times the input at
# 200,000 characters, which both tests above let through at their sizes (24 times at 3,000 characters). Thirty-two
# times the input must cost under 1.5 times linear.
def test_a_run_of_thousands_of_capitalised_words_reads_in_linear_time():
    build = ADVERSARIAL["titles in a name"]
    units = round(3_000 / (len(build(100)) / 100))
    small, large = _cpu_seconds(build(units)), _cpu_seconds(build(32 * units))
    assert large / max(small, 0.002) < 48, f"{small:.4f} s -> {large:.4f} s"
