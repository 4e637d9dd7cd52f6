"""A mistyped game code or a draw the rules do not allow is explained in the player's language (review X1).

Before, parse_code and Rules raised plain English ValueErrors, and the New
Game dialog showed them as they were in every language.
"""

from __future__ import annotations

import re

import pytest

from canfield.engine import parse_code, resolve_rules
from canfield.engine.errors import BadGameCode, RuleConflict

LANGS = ("ar", "ro", "ru", "hy")
LATIN_WORD = re.compile(r"(?<![^\W\d_])[A-Za-z]{3,}(?![^\W\d_])")  # a whole word in plain Latin letters
FSI, LRI, PDI = "\u2068", "\u2066", "\u2069"
BAD = {"XYZ": "code_form", "CF1-D2-AAAAACL": "code_draw", "CF1-D3-ABC": "code_letters"}


def english_left(message: str, english: str, lang: str) -> list[str]:
    """Words of 3+ Latin letters that look English: any at all in a non-Latin script, English ones in Romanian."""
    words = LATIN_WORD.findall(message)
    if lang == "ro":
        return [w for w in words if w.lower() in {e.lower() for e in LATIN_WORD.findall(english)}]
    return words


def code_error(text: str) -> BadGameCode:
    with pytest.raises(BadGameCode) as caught:
        parse_code(text)
    return caught.value


@pytest.mark.parametrize(("text", "reason"), BAD.items())
def test_a_bad_code_says_why_with_a_reason_and_the_code(text, reason):
    error = code_error(text)
    assert isinstance(error, ValueError)
    assert error.reason == reason
    assert error.details["code"] == text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("text", BAD)
def test_a_bad_code_is_worded_in_the_language_with_no_english(lang, text):
    message, english = code_error(text).say(lang), str(code_error(text))
    assert text in message and "CF1-D3-AAAAACL" in message
    rest = message.replace(text, "").replace("CF1-D3-AAAAACL", "")
    assert english_left(rest, english, lang) == [], message


def test_the_english_wording_is_unchanged():
    assert str(code_error("XYZ")) == (
        "'XYZ' is not a game code. A game code looks like CF1-D3-AAAAACL: CF1, then D1 or D3, then 7 letters A to Z."
    )


def test_arabic_isolates_the_codes_so_they_keep_their_order():
    message = code_error("CF1-D3-ABC").say("ar")
    assert f"{FSI}CF1-D3-ABC{PDI}" in message
    assert f"{LRI}CF1-D3-AAAAACL{PDI}" in message


@pytest.mark.parametrize("profile", ["strict", "classic"])
def test_a_draw_the_rules_do_not_allow_is_worded_in_every_language(profile):
    with pytest.raises(RuleConflict) as caught:
        resolve_rules(profile).with_draw(1)
    error = caught.value
    assert (error.reason, error.details["draw"]) == ("draw_only", 3)
    assert str(error) == f"The {profile} rules are played with draw 3 only."
    for lang in LANGS:
        message = error.say(lang)
        assert "3" in message and english_left(message, str(error), lang) == [], message
