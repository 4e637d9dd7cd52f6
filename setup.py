"""Builds the solver's optional compiled core; all other metadata is in pyproject.toml.

``CANFIELD_NO_CORE=1`` leaves the core out, so the solver runs in pure Python (CI tests that path).
"""

import os

from setuptools import Extension, setup

CORE = Extension("canfield.solver._core", ["canfield/solver/_core.c"], optional=True, extra_compile_args=["-O3"])

setup(ext_modules=[] if os.environ.get("CANFIELD_NO_CORE") == "1" else [CORE])
