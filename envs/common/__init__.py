"""What every env family shares: the base class, episodes and seed splits, objectives and
dense rewards, the batch observation blocks, the action space and rendering."""
