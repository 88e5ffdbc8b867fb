"""A cue that goes on from the quotation before it. Texts written for these tests."""

from importing.parsing.going_on import goes_on


def test_a_continuing_cue_is_told_from_others():
    assert goes_on("She adds: ", "") and goes_on("", ", he continued. “")
    assert not goes_on("", " she said.") and not goes_on("He said she added the ", "")
