"""Where work comes from: SWF traces, the Edison-like generator (rodrigo2018), the WoAS workflow
catalog (rodrigo2017), workflow mixing, and the Pegasus-style generators of ilyushkin2015."""
