"""What every env family shares: the base class, episode splits and seeds, objectives and
dense rewards, named feature blocks, the action space and the figure plumbing."""
