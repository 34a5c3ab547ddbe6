"""A griffe extension for the API reference: the Sphinx roles of hpcgym's docstrings
(``:class:`~a.b.C```) shown as Markdown code spans, as the generated pages show them."""

from __future__ import annotations

import re
from typing import Any

import griffe

ROLE = re.compile(r":(?:class|func|meth|mod|data|attr|exc|obj):`(~?)([^`]+)`")


def plain(text: str) -> str:
    return ROLE.sub(
        lambda m: f"`{m.group(2).rsplit('.', 1)[-1] if m.group(1) else m.group(2)}`", text
    )


class PlainRoles(griffe.Extension):
    """Rewrite each docstring once its object is created."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = plain(obj.docstring.value)
