"""Inputs built to make a careless parser slow. Each repeats one unit n times, so a linear parser's
time grows n-fold: `make bench-quotes` times them at two sizes, and the linear-time test compares n with 8n."""

from __future__ import annotations

from typing import Callable


def _word(number: int) -> str:
    """A distinct capitalised made-up word per number (`Ba`, `Bb`, ...): names without digits."""
    word = ""
    number += 26
    while number:
        number, digit = divmod(number, 26)
        word = "abcdefghijklmnopqrstuvwxyz"[digit] + word
    return word.capitalize()


def _distinct_speakers(n: int) -> str:
    units = (f"{_word(i)} {_word(i + n)} said “we will see.” She added: “Later.”" for i in range(n))
    return "Headline\n\n" + " ".join(units)


def _role_holders(n: int) -> str:
    """Many senators, each followed by "the senator said": a nominal speaker must not scan everyone with the role."""
    units = (f"Sen. {_word(i)} {_word(i + n)} spoke. “Yes,” the senator said." for i in range(n))
    return "Headline\n\n" + " ".join(units)


def _names_in_quotations(n: int) -> str:
    """Full names spelled out only inside quotations, their surnames alone outside: each must be looked up
    in the body's words once, not searched for across every paragraph."""
    units = (
        f"“{_word(i)} {_word(i + n)} is here,” a voter said. {_word(i + n)} nodded.\n\n"
        for i in range(n)
    )
    return "Headline\n\n" + "".join(units)


ADVERSARIAL: dict[str, Callable[[int], str]] = {
    # The reported case (issue 17 item 7): one paragraph of empty quotations cued by "said".
    "said between marks": lambda n: "“ said ” " * n,
    "quotes in one sentence": lambda n: "Headline\n\nAnn Lee said " + "“a b” and " * n + "“c.”",
    "distinct speakers": _distinct_speakers,
    "full stops in quotes": lambda n: "“a.” b. " * n,
    "unclosed openers": lambda n: "“a " * n,
    "straight around curly": lambda n: '"a “b ' * n + '"',
    "nested single marks": lambda n: "“" + "I said, ‘a b.’ " * n + "” Ann Lee said.",
    "wrapped lines": lambda n: "Headline\n\n" + "a word\n" * n,
    "tweet markup": lambda n: "<tweet>a " * n,
    "titles in a name": lambda n: "Headline\n\n" + "Xa Senator " * n + "said “yes.”",
    "one long word": lambda n: "A" * (8 * n) + "-b said “no.”",
    "role holders": _role_holders,
    "many paragraphs": lambda n: "Headline\n\n" + "“Yes,” Ann Lee said. “No.” He said it.\n\n" * n,
    "names in quotations": _names_in_quotations,
    # A document that quotes in single marks, apostrophes and all, in one paragraph.
    "single marks": lambda n: (
        "Headline\n\n" + "‘We didn’t see the Dunnes’ “boat”,’ Ann Lee said. " * n
    ),
}
