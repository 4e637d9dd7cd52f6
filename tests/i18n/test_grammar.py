"""Grammar checks from the second translation review (issue 32), over every text a player reads.

The corpus is the one the glossary test reads: each help page, the .ts translations and the engine's
words table. Each check failed before its fix (review rows R-1, R-2, R-4, H-2, H-8, H-11).
"""

from __future__ import annotations

import re

import pytest

from canfield.engine import Game, Move
from canfield.engine.describe import announce, describe_pile
from canfield.play import gestures
from tests.i18n.test_glossary import corpus

# Second-person singular forms («tu»): the game says «dumneavoastră» (trageți, dați, luați, puteți...).
RO_TU = re.compile(
    r"(?i)\b(trage-o|trage-le|dă|iei|poți|anulezi|începi|atingi|alegi|faci|vrei|apasă|ai (?:jucat|câștigat))\b"
    r"|(?:^|[.!:]\s+)Trage\b"
)


def seed_after_two() -> Game:
    game = Game.from_code("CF1-D3-AAAAACL")
    for move in ("reserve>c2", "reserve>f1"):
        game.play(Move.parse(move))
    return game


def test_romanian_speaks_to_the_player_as_dumneavoastra():
    found = {where: RO_TU.findall(text) for where, text in corpus("ro").items()}
    assert {where: hits for where, hits in found.items() if hits} == {}


def test_romanian_talonul_is_neuter():
    """«talonul» takes «-l», not the feminine «-o» left over from «descărcarea» (R-1)."""
    for where, text in corpus("ro").items():
        assert not re.search(r"(?i)\btalonul\b[^.;:]*\bs-o\b", text), where


def test_romanian_names_a_court_card_without_cartea_and_a_number_card_with_it():
    """«Dama de treflă poate merge…» but «Cartea 6 de treflă nu are unde să meargă.» (R-4)."""
    from canfield.engine.words import explain

    queen = gestures.tap(Game.from_code("CF1-D3-AAAAACL"), "reserve", 12, columns=False)  # Q♣ on the reserve
    six = gestures.tap(Game.from_code("CF1-D3-AAAAACL"), "c1", 0)  # 6♣, nowhere to go
    seven = gestures.tap(Game.from_code("CF1-D3-AAAAACL"), "f1", 0)  # 7♥ on its foundation
    assert explain(queen, "ro") == (
        "Dama de treflă poate merge doar pe o coloană, iar setarea „Dublu clic” este oprită: "
        "trageți-o acolo sau dați dublu clic pe ea."
    )
    assert explain(six, "ro") == "Cartea 6 de treflă nu are unde să meargă."
    assert explain(seven, "ro") == "Trageți cartea 7 de inimă roșie ca s-o luați înapoi de pe fundație."


def test_the_armenian_hint_says_the_reserve_will_fill_the_column():
    """A hint proposes a move: its refill is in the future, not the announcement's past (H-2)."""
    game = seed_after_two()
    preview = game.preview(Move.parse("c2>c4x2"))
    hint = announce(preview, game, "hy", capital=False, hint=True)
    assert hint.endswith("Պահուստից սյուն 2-ը կլրացվի՝ ղառի թագուհի։") and "լրացվեց" not in hint
    assert "Պահուստից լրացվեց սյուն 2-ը՝ ղառի թագուհի։" in announce(game.play(Move.parse("c2>c4x2")), game, "hy")


def test_armenian_puts_n_before_a_vowel():
    """The article «ը» is «ն» before ա, է, ի, օ, ու (H-4, H-8): «հաղթանակն անիմացիայով», «ղառի 7-ն է»."""
    from canfield.engine.words import explain

    for where, text in corpus("hy").items():
        assert not re.findall(r"\w+ը (?:ա|է|ի|օ|ու)\w*", text), where
    needs = explain(gestures_refusal_foundation(), "hy")
    assert needs.endswith("այս հիմքի հաջորդ քարտը ղառի 7-ն է։"), needs


def gestures_refusal_foundation():
    """The ace of spades played to the empty spades foundation (it needs the 7)."""
    from canfield.engine import IllegalMove

    game = Game.from_code("CF1-D3-AAAAACL")
    with pytest.raises(IllegalMove) as caught:
        game.play(Move("c4", "f2", 1))
    return caught.value


def test_an_armenian_foundation_s_name_has_one_label_mark():
    """«Հիմք 1՝ սիրտ, մինչև սրտի 8, 2 քարտ», not «Հիմք 1՝ սիրտ՝ մինչև…» (H-11); the count said as one (F11)."""
    game = seed_after_two()
    assert describe_pile(game, "f1", "hy") == "Հիմք 1՝ սիրտ, մինչև սրտի 8, 2 քարտ"
    assert describe_pile(game, "f2", "hy") == "Հիմք 2՝ ղառ, դատարկ"
    assert "սիրտ՝ մինչև սրտի 8 (2)" in game.describe("hy")  # inside the board's list the mark stays
