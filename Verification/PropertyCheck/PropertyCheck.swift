// The generic property-testing helpers: seeded generators, a runner, and shrinking.
