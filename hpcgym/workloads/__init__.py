"""Where work comes from: SWF traces, the Edison-like generator (paper 004), the WoAS workflow
catalog (paper 000), workflow mixing, and the Pegasus-style generators of paper 003."""
