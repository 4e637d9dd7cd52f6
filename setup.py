"""Builds the solver's optional compiled core; all other metadata is in pyproject.toml."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension("canfield.solver._core", ["canfield/solver/_core.c"], optional=True, extra_compile_args=["-O3"])
    ]
)
