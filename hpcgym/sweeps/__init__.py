"""Experiments as grids of independent runs: scenario files, one runner, result files.

A *run* is an import string ``"module:function"`` and a plain JSON config; the function
returns ``{"metrics": {...}, "data": {...}}`` and depends on nothing but its config (seed
included), so a run can go to any process or machine. ``scenario`` reads a TOML file into
runs, ``runner`` executes them on a backend (``local``: processes, ``ray``: a Ray cluster),
``store`` writes one JSON per finished run (atomically; a rerun skips what is there, a
corrupt file is set aside), ``lock`` keeps an output folder to one sweep at a time, ``size``
bounds a grid before it is built and ``summary`` tabulates mean ± 95% CI per group. This
package imports no study: each kind of scenario is named by an import string in ``kinds``,
so the layers stay as they are.
"""
