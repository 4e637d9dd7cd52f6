"""One module per language: the plain data of :class:`canfield.engine.words.Words`.

Each module defines ``WORDS``, a dict of the ``Words`` fields (the plural
rule is looked up by ``code``). Keep the keys of ``patterns`` and
``refusals`` the same in every language; tests check it.
"""
