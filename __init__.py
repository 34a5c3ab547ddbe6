"""Run only when Python is started in the folder that holds a clone named ``hpcgym``.

Python looks in the current folder first, so ``import hpcgym`` there finds this clone's root (the
package is ``hpcgym/hpcgym``, with ``envs`` and the rest mapped by the install). Without this file
that import gives an empty namespace package and ``gymnasium.make("hpcgym/...")`` fails with
``NamespaceNotFound``. This file imports the installed package instead, or names the cause.
"""

import importlib
import os
import sys
from types import ModuleType

_clone = os.path.dirname(os.path.abspath(__file__))
_parent = os.path.dirname(_clone)


def _looks_here(entry: str) -> bool:
    """Whether a ``sys.path`` entry is the folder holding this clone ('' is the current one)."""
    try:
        return os.path.samefile(entry or os.getcwd(), _parent)
    except OSError:
        return False


def _installed() -> ModuleType:
    """The installed hpcgym, looked up with this clone's parent folder off ``sys.path``."""
    this = sys.modules.pop(__name__)
    saved = list(sys.path)
    sys.path[:] = [e for e in sys.path if not _looks_here(e)]
    try:
        return importlib.import_module(__name__)
    except ModuleNotFoundError as e:
        if e.name != __name__:
            raise
        sys.modules[__name__] = this
        raise ImportError(
            f"import hpcgym: {os.path.abspath(_parent)} holds a clone of hpcgym's repository "
            f"({_clone}) and Python looks in the current folder first, but hpcgym is not "
            f"installed: run pip install -e {_clone}"
        ) from None
    finally:
        sys.path[:] = saved


if __name__ == "hpcgym":
    sys.modules[__name__] = _installed()
