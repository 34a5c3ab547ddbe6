"""hpcgym's exceptions: one base, and a named class for each kind of bad input.

After Gymnasium's ``error.py``: everything hpcgym raises on purpose derives from
:class:`HPCGymError`, so a caller can tell "the input was wrong" (an :class:`InputError`,
reported by the CLI as the user's mistake, exit 2) from a bug (anything else, exit 1). Each
input error also derives from the built-in a caller would have caught before
(``ValueError``; ``KeyError`` for unknown names; ``TypeError`` for wrong types), so existing
``except ValueError`` code keeps working.
"""

from __future__ import annotations


class HPCGymError(Exception):
    """Base of every exception hpcgym raises on purpose."""


class InputError(HPCGymError, ValueError):
    """A value given to hpcgym (argument, file, option) is not acceptable; the message names it."""


class InputTypeError(InputError, TypeError):
    """A value of the wrong type (a string for a number, a float for a count)."""


class UnknownNameError(InputError, KeyError):
    """A name (policy, env id, baseline, scenario, trace) hpcgym does not know; the message lists
    the known ones."""

    def __str__(self) -> str:  # a KeyError's str() quotes its message; this one reads as text
        return str(self.args[0]) if self.args else ""


class WorkloadError(InputError):
    """A job, workload or trace (SWF line, header, generator setting) is invalid."""


class WorkflowError(InputError):
    """A workflow (DAG, manifest, WfFormat or CWL file) is invalid: a cycle, a task wider than
    the machine, an unknown key."""


class ScenarioError(InputError):
    """A scenario or sweep file (TOML) or a study's settings are invalid."""


class EnvArgumentError(InputError):
    """An env keyword argument or ``reset`` option is invalid."""


class ModelError(InputError):
    """A saved agent or model (zip, config, card) cannot be used."""


class OutputError(HPCGymError, OSError):
    """An output file cannot be written (a full disk, a read-only folder); the message names
    the path. The file is left as it was: outputs are written to a temp file and renamed."""


class InvalidActionError(HPCGymError, ValueError):
    """The agent took an action its mask forbids (every hpcgym env raises this one)."""


class CoreMismatchError(HPCGymError, ImportError):
    """The compiled core ``hpcgym._core`` disagrees with the Python sources on a constant, a
    formula or a layout both define (a core built from another ``rust/``): rebuild it."""


__all__ = [
    "HPCGymError",
    "CoreMismatchError",
    "InputError",
    "InputTypeError",
    "UnknownNameError",
    "WorkloadError",
    "WorkflowError",
    "ScenarioError",
    "EnvArgumentError",
    "ModelError",
    "OutputError",
    "InvalidActionError",
]
