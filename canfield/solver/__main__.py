"""``python -m canfield.solver`` is the ``canfield-solve`` command."""

from .cli import main

raise SystemExit(main())
