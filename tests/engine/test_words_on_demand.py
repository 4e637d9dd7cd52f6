"""The engine reads a language's words when they are first asked for, not at import (issue 43: start-up)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from canfield.engine.words import PLURAL_RULES, words_for

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import json, sys
sys.path.insert(0, {root!r})
from canfield.engine import Game
from canfield.engine.words import words_for

def tables():
    return sorted(name for name in sys.modules if name.startswith("canfield.engine.lang."))

at_import = tables()
Game.from_code("CF1-D3-AAAAACL", "canfield").describe("ru")
print(json.dumps({{"import": at_import, "after": tables()}}))
"""


def test_only_english_is_read_until_another_language_is_asked_for() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE.format(root=str(ROOT))], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout)
    assert seen["import"] == ["canfield.engine.lang.en"]
    assert seen["after"] == ["canfield.engine.lang.en", "canfield.engine.lang.ru"]


@pytest.mark.parametrize("lang", list(PLURAL_RULES))
def test_each_language_is_read_once_and_kept(lang: str) -> None:
    words = words_for(lang)
    assert words.code == lang
    assert words_for(lang) is words


def test_an_unknown_language_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="known: en, ar, ro, ru, hy"):
        words_for("xx")
