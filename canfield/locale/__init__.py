"""Compiled Qt translations (``canfield_<lang>.qm``), built from ``translations/*.ts``
by ``scripts/update-translations.sh`` and committed (see :mod:`canfield.i18n`)."""
