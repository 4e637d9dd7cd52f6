"""canfield.resources finds data files the same way in a checkout, a wheel and a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from canfield import resources


def _layout(root: Path, *parts: str, text: str = "x") -> Path:
    target = root.joinpath(*parts)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


@pytest.fixture
def fake_package(monkeypatch, tmp_path):
    """Point the helper at a package folder of our own making; return a function to move it."""

    def place(package_dir: Path) -> Path:
        package_dir.mkdir(parents=True, exist_ok=True)
        monkeypatch.setattr(resources, "_PACKAGE_DIR", package_dir)
        return package_dir

    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    return place


def test_source_checkout_finds_top_level_assets_and_the_real_icon():
    icon = resources.icon_path()
    assert icon.name == "canfield.svg"
    assert icon.read_text(encoding="utf-8").lstrip().startswith("<?xml")
    assert icon.parent.parent.name == "assets"


def test_checkout_layout(fake_package, tmp_path):
    checkout = tmp_path / "repo"
    _layout(checkout, "pyproject.toml")
    fake_package(checkout / "canfield")
    icon = _layout(checkout, *resources.ICON)
    assert resources.icon_path() == icon
    assert resources.resource_roots() == [checkout / "canfield", checkout]


def test_wheel_layout_ignores_site_packages_neighbours(fake_package, tmp_path):
    site = tmp_path / "site-packages"
    package = fake_package(site / "canfield")
    # Something else installed an assets folder at the top of site-packages: not ours.
    _layout(site, *resources.ICON, text="someone else's")
    assert resources.find_resource(*resources.ICON) is None
    icon = _layout(package, *resources.ICON)
    assert resources.icon_path() == icon
    assert resources.resource_roots() == [package]


def test_frozen_bundle_layout_uses_meipass_first(fake_package, tmp_path, monkeypatch):
    bundle = tmp_path / "dist" / "canfield" / "_internal"
    fake_package(tmp_path / "elsewhere" / "canfield")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    icon = _layout(bundle, "canfield", *resources.ICON)
    assert resources.resource_roots()[0] == bundle / "canfield"
    assert resources.icon_path() == icon


def test_missing_file_names_every_place_looked(fake_package, tmp_path):
    package = fake_package(tmp_path / "site-packages" / "canfield")
    with pytest.raises(FileNotFoundError) as raised:
        resources.resource_path("assets", "nope.svg")
    assert str(package / "assets" / "nope.svg") in str(raised.value)
    with pytest.raises(ValueError):
        resources.find_resource()


def test_app_id_is_reverse_dns_and_matches_the_linux_files():
    parts = resources.APP_ID.split(".")
    assert len(parts) >= 3 and all(part.replace("_", "").isalnum() for part in parts)
    linux = Path(__file__).resolve().parents[2] / "packaging" / "linux"
    assert (linux / f"{resources.APP_ID}.desktop").is_file()
    assert (linux / f"{resources.APP_ID}.metainfo.xml").is_file()
