"""The translation refresh (scripts/update-translations.sh, lupdate) loses nothing.

Run on a copy of the repository, the refresh must leave every message of every
.ts file as it was: the same translations and every plural form. Before
scripts/keep_plurals.py, lupdate turned "%n card(s)" into a plain, unfinished
message in every language ("Removed plural forms...") and emptied canfield_en.ts.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from canfield.i18n import SUPPORTED
from tests.i18n.qt_strings import read_ts

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
sys.path.insert(0, str(ROOT / "scripts"))
import keep_plurals  # noqa: E402 - a script, not a package

pytestmark = pytest.mark.skipif(not (BIN / "pyside6-lupdate").exists(), reason="pyside6-lupdate is not installed")


def messages(folder: Path, lang: str) -> dict[tuple[str, str, str], tuple[bool, str, tuple[str, ...]]]:
    """Each message of a language's .ts file: numerus or not, its state and its translation(s)."""
    _, found = read_ts(folder / f"canfield_{lang}.ts")
    return {(m.context, m.source, m.comment): (m.numerus, m.kind, m.forms) for m in found}


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory) -> Path:
    """A copy of the repository's sources and translations after a full refresh."""
    copy = tmp_path_factory.mktemp("repo")
    for part in ("canfield", "scripts", "translations"):
        shutil.copytree(ROOT / part, copy / part, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    env = {**os.environ, "PYSIDE6_BIN": str(BIN)}
    subprocess.run(["bash", "scripts/update-translations.sh"], cwd=copy, env=env, check=True, capture_output=True)
    return copy


@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_refresh_keeps_every_translation_and_plural_form(refreshed, lang):
    before = messages(ROOT / "translations", lang)
    after = messages(refreshed / "translations", lang)
    assert after == before


@pytest.mark.parametrize("lang", SUPPORTED)
def test_the_refresh_rebuilds_the_same_qm_files(refreshed, lang):
    name = f"canfield/locale/canfield_{lang}.qm"
    assert (refreshed / name).read_bytes() == (ROOT / name).read_bytes()


def test_keep_plurals_puts_back_only_the_numerus_messages():
    before = (
        '<TS><context>\n    <name>Table</name>\n    <message numerus="yes">\n        <source>%n card(s)</source>\n'
        "        <translation>\n            <numerusform>%n карта</numerusform>\n"
        "            <numerusform>%n карты</numerusform>\n            <numerusform>%n карт</numerusform>\n"
        "        </translation>\n    </message>\n    <message>\n        <source>Stock</source>\n"
        "        <translation>Запас</translation>\n    </message>\n</context></TS>"
    )
    after = before.replace(
        before[before.index('<message numerus="yes">') : before.index("<message>\n")],
        (
            '<message>\n        <source>%n card(s)</source>\n        <translation type="unfinished"></translation>\n'
            "    </message>\n    "
        ),
    ).replace("Запас", "Новый запас")
    text, restored = keep_plurals.restore(before, after)
    assert restored == 1
    assert "<numerusform>%n карт</numerusform>" in text
    assert "Новый запас" in text  # lupdate's other changes stay
