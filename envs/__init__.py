"""Gymnasium environments on the hpcgym simulator, one per scheduling decision (DESIGN.md)."""
