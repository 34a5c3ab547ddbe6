"""The build's one check before setuptools-rust runs: the compiled core (rust/) needs cargo."""

import os
import shutil
import sys

from setuptools import setup

if shutil.which(os.environ.get("CARGO", "cargo")) is None:
    sys.exit(
        "hpcgym: building its compiled core (rust/) needs Rust's cargo and rustc 1.63 or newer; "
        "install them (apt-get install cargo rustc, or https://rustup.rs) and run pip again"
    )
setup()
