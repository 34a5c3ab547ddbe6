"""The paper studies as scenario kinds (``kind = "woas"`` ...): each module's ``KIND`` says which
keys a scenario file may set and how a grid point becomes the study's runs; named in
:data:`hpcgym.sweeps.kinds.KINDS`."""
