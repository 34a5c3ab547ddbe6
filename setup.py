"""The build's one check before setuptools-rust runs: the compiled core (rust/) needs cargo.

Without cargo the install goes on without it (pyproject marks the extension optional): the
Python engine runs everything, and ``engine="auto"`` says so once. ``HPCGYM_REQUIRE_CORE=1``
(CI, the release wheels) makes a missing cargo an error instead.
"""

import os
import shutil
import sys

from setuptools import setup

if shutil.which(os.environ.get("CARGO", "cargo")) is None:
    what = (
        "hpcgym: building its compiled core (rust/) needs Rust's cargo and rustc 1.63 or newer "
        "(apt-get install cargo rustc, or https://rustup.rs)"
    )
    if os.environ.get("HPCGYM_REQUIRE_CORE", "") not in ("", "0"):
        sys.exit(f"{what}; install them and run pip again")
    print(
        f"{what}; installing without it: the Python engine runs everything (10-50x slower). "
        "Install them and run pip again for the compiled core.",
        file=sys.stderr,
    )
setup()
