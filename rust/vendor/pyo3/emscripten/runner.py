#!/usr/local/bin/python
import pathlib
import subprocess
import sys

p = pathlib.Path(sys.argv[1])

sys.exit(subprocess.call(["node", p.name], cwd=p.parent))
