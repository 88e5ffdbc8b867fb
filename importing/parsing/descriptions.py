"""An unnamed source's description, in the words the text gave it (`the mayor also said` -> "the mayor")."""

from __future__ import annotations

from importing.parsing.quotes import without_mask
from importing.parsing.verbs import VERB_WORDS

_PREDICATE_ADVERBS = set(
    """also often repeatedly then later previously again once still recently reportedly usually frequently never
    always too further""".split()
)
_LAST_ADVERBS = {"only", "just", "merely", "simply", "even", "quickly", "swiftly", "briefly"}
_AUXILIARIES = set("are is were was have has had been be will would do does did".split())


def describe(phrase: str) -> str:
    """An unnamed source's description: the words before any adverb or speech verb that starts the
    predicate (`the mayor also` -> "the mayor", `The statement noted they had` -> "The statement"), without
    the auxiliary verbs left before the attribution verb."""
    words = phrase.split()
    for number, word in enumerate(words[1:], 1):
        lowered = word.lower().strip(",")
        if lowered in VERB_WORDS or lowered in _PREDICATE_ADVERBS:
            words = words[:number]
            break
    # `the House speaker only said`: an adverb just before the verb (`the only person` keeps its `only`).
    while words and (
        words[-1].lower() in _AUXILIARIES or (len(words) > 1 and words[-1].lower() in _LAST_ADVERBS)
    ):
        words.pop()
    return without_mask(" ".join(words))
