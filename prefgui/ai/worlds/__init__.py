"""What a seat knows from its observation, and the sampling of worlds consistent with it."""
