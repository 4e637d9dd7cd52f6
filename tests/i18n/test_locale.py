"""Choosing the language from the setting or the system locale (no Qt)."""

import pytest

from canfield import i18n


@pytest.mark.parametrize(
    ("tag", "lang"),
    [
        ("ru_RU.UTF-8", "ru"),
        ("ar-EG", "ar"),
        ("ar_SA.utf8@calendar", "ar"),
        ("hy_AM", "hy"),
        ("ro_MD.UTF-8", "ro"),
        ("mo", "ro"),
        ("en_GB", "en"),
        ("de_DE.UTF-8", None),
        ("C", None),
        ("POSIX", None),
        ("", None),
        (None, None),
    ],
)
def test_normalize(tag, lang):
    assert i18n.normalize(tag) == lang


def test_a_setting_wins_over_the_system():
    assert i18n.choose_language("hy", system=["ru_RU.UTF-8"]) == "hy"
    assert i18n.choose_language("ar_EG", system=[]) == "ar"


def test_auto_follows_the_first_supported_system_language():
    assert i18n.choose_language("auto", system=["de_DE", "ro_RO.UTF-8", "ru_RU"]) == "ro"
    assert i18n.choose_language(None, system=["hy_AM.UTF-8"]) == "hy"
    assert i18n.choose_language("auto", system=["de_DE", "C"]) == "en"
    assert i18n.choose_language("klingon", system=["ar_EG"]) == "ar"  # an unknown setting counts as auto


def test_system_languages_follow_posix_order():
    env = {"LANGUAGE": "hy:ru", "LC_ALL": "", "LC_MESSAGES": "ro_RO.UTF-8", "LANG": "en_US.UTF-8"}
    assert i18n.system_languages(env) == ["hy", "ru", "ro_RO.UTF-8"]
    assert i18n.choose_language("auto", i18n.system_languages(env)) == "hy"
    assert i18n.system_languages({"LANGUAGE": "ar", "LC_ALL": "C"}) == ["C"]  # LANGUAGE is ignored under C
    assert i18n.system_languages({"LANG": "ar_EG.UTF-8"}) == ["ar_EG.UTF-8"]


def test_the_environment_is_read_when_no_list_is_given(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    assert i18n.choose_language("auto") == "ru"


def test_direction_and_names():
    assert i18n.is_rtl("ar") and not any(i18n.is_rtl(lang) for lang in ("en", "ro", "ru", "hy"))
    assert set(i18n.NATIVE_NAMES) == set(i18n.SUPPORTED)


def test_compiled_translations_load_through_importlib_resources():
    for lang in i18n.SUPPORTED:
        data = i18n.qm_data(lang)
        assert data and data.startswith(bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd"))  # Qt's .qm magic
    assert i18n.qm_data("de") is None


def test_the_i18n_module_does_not_import_qt():
    import subprocess
    import sys

    code = "import sys, canfield.i18n, canfield.help; assert not any(m.startswith('PySide6') for m in sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)
