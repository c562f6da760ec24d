import StateSpace
