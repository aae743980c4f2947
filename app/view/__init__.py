"""3D board view: renders an immutable Scene snapshot; knows geometry, not rules."""
