"""Builds the solver's optional compiled core; all other metadata is in pyproject.toml.

The core is optional: without a C compiler the install still succeeds and the solver runs in pure
Python. That costs a lot (about 30 times slower on hard deals), so a failed build says so plainly
instead of the one line setuptools prints only at ``pip install -v``: as a warning, which pip shows
when it installs a folder (``pip install .``, scripts/play.sh), and, when it builds an sdist (from
PyPI where no wheel fits, or ``pip install canfield-*.tar.gz``), also straight to the terminal: pip
hides everything a build of an sdist prints, warnings too, unless ``-v`` (pip 23 to 26).
``CANFIELD_NO_CORE=1`` leaves the core out, so the solver runs in pure Python (CI tests that path).
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

CORE = "canfield.solver._core"

NO_CORE = """\
Canfield's compiled solver core ({source}) could not be built: {reason}
The game installs and plays, but its solver runs in pure Python, about 30 times slower on hard
deals: hints, "Winnable?" and canfield-solve take longer, and under a time limit may answer
"unknown" where the compiled core finds the winning line. To build it, install a C compiler and
Python's headers (Debian/Ubuntu: sudo apt install gcc python3-dev; Windows: Microsoft C++ Build
Tools; macOS: xcode-select --install), then install Canfield again."""


class CompiledCoreWarning(UserWarning):
    """The optional compiled core was not built."""


SDIST = Path(__file__).with_name("PKG-INFO").is_file()
"""Built from an sdist (which carries PKG-INFO at its top; a clone does not)."""


def tell_the_terminal(message: str) -> None:
    """Write ``message`` to the terminal the install runs in, past pip's capture of the build's output:
    ``/dev/tty``, or the console on Windows. Nothing when there is none (CI, an IDE)."""
    try:
        with open("CONOUT$" if os.name == "nt" else "/dev/tty", "w", encoding="utf-8", errors="replace") as terminal:
            terminal.write(f"\n\n{message}\n\n")
    except OSError:
        pass


class BuildCore(build_ext):
    """build_ext with each compiler's optimisation flag and a clear word when the core fails."""

    def build_extensions(self) -> None:
        # -O3 is gcc/clang's; MSVC does not know it (D9002) and takes /O2.
        flag = "/O2" if self.compiler.compiler_type == "msvc" else "-O3"
        for extension in self.extensions:
            extension.extra_compile_args = [flag]
        super().build_extensions()

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:  # any compiler or setup failure: the core is optional
            if not ext.optional:
                raise
            message = NO_CORE.format(source=", ".join(ext.sources), reason=str(error).strip() or type(error).__name__)
            warnings.warn(message, CompiledCoreWarning, stacklevel=1)  # pip shows these for a folder
            if SDIST:
                tell_the_terminal(message)


NO_CORE_WANTED = os.environ.get("CANFIELD_NO_CORE") == "1"

setup(
    ext_modules=[] if NO_CORE_WANTED else [Extension(CORE, ["canfield/solver/_core.c"], optional=True)],
    cmdclass={"build_ext": BuildCore},
)
