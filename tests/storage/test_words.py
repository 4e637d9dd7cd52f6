"""Every sentence the storage layer shows can be found by Qt's translation tools."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from canfield.storage import words


def all_sentences() -> set[str]:
    tables = (words.DAMAGED, words.PARTIAL, words.NEWER, words.UNREADABLE, words.WRITE_FAILED)
    found = {text for table in tables for text in table.values()}
    found |= set(words.SETTING_LABELS.values()) | set(words.MODE_LABELS.values()) | set(words.GAME_LABELS.values())
    return found | {words.KEPT_AS, words.LEFT_AT, words.VERSION_LABEL, words.RECENT_LABEL}


def lupdate() -> str | None:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    return str(beside) if beside.exists() else shutil.which("pyside6-lupdate")


def test_lupdate_extracts_every_sentence(tmp_path: Path) -> None:
    tool = lupdate()
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "storage.ts"
    subprocess.run([tool, words.__file__, "-ts", str(ts)], check=True, capture_output=True, timeout=120)
    messages = ElementTree.parse(ts).getroot().iter("message")
    extracted = {m.findtext("source") for m in messages}
    assert all_sentences() <= extracted


def test_placeholders_are_named() -> None:
    for sentence in all_sentences():
        assert "{}" not in sentence


def test_field_names_are_joined_with_the_languages_own_comma():
    """Review X10: a Latin ", " inside an Arabic sentence; the separator is translated like the names."""
    from canfield.storage.notices import Notice

    notice = Notice.of(("Reset: {fields}.", {"fields": ("card back", "language")}))
    arabic = {", ": "، ", "card back": "ظهر الورق", "language": "اللغة"}
    assert notice.text(lambda text: arabic.get(text, text)) == "Reset: ظهر الورق، اللغة."
    assert notice.text() == "Reset: card back, language."
