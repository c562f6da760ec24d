// Keeps the target buildable until its first test lands.
import ReversiSpecs
