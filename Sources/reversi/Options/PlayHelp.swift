/// The texts of `reversi --help`, `--version` and of usage errors, in the layout of
/// argument-parser tools so they read like every other Swift command-line program.
enum PlayHelp {
    static let version = "0.1.0"

    static let usage = """
        USAGE: reversi [play] [--dark <mode>] [--light <mode>] [--seed <n>] [--think <seconds>]
                       [--step <seconds>] [--save-file <path> | --no-save] [--new] [--no-color]
                       [--no-mouse] [--frames]
               reversi replay <subcommand-options>
        """

    static let help = """
        OVERVIEW: Play Reversi in the terminal.

        The game is saved after every move and mode change and resumes where it was left,
        even after the process is killed; the first screen says where it was resumed from.
        A move or command that cannot be made now is answered with the reason and what to
        do instead.

        When standard input or output is not a terminal, or TERM is unset or dumb, reversi
        plays in line mode: it reads one command per line instead of keys (f5,
        mode dark computer, mode light manual, reset, ok, cancel, dismiss, quit), prints the
        screen as plain text whenever the game is ready for the next command, and reports a
        command it cannot carry out as an error line on standard error. Each command but quit
        waits until the animation and thinking in flight are over, so a script plays the same
        way every time; at the end of the input the game finishes what is in flight and
        exits. A line longer than 4096 bytes is reported as too long and skipped.

        \(usage)

        OPTIONS:
          --dark <mode>           Dark's mode in a new game: manual or computer.
                                  (default: manual)
          --light <mode>          Light's mode in a new game: manual or computer.
                                  (default: manual)
          --seed <n>              Seed of the computer player's random choices.
                                  (default: a new one each run)
          --think <seconds>       How long the computer thinks before it moves. (default: 2)
          --step <seconds>        How long each disk of a move takes to appear.
                                  (default: 0.25)
          --save-file <path>      The save file. (default: $XDG_STATE_HOME/reversi/game.txt,
                                  or ~/.local/state/reversi/game.txt)
          --no-save               Neither load nor save a game.
          --new                   Start a new game instead of resuming the saved one.
          --no-color              Draw without colours (also when NO_COLOR is set).
          --no-mouse              Leave the terminal's mouse reporting off: no clicks.
          --frames                In line mode, print every step of a move and every
                                  computer move, not only the screen once it is settled.
          --version               Show the version.
          -h, --help              Show help information.

        KEYS:
          arrows, h j k l         Move the cursor.
          Enter, Space            Place a disk at the cursor, or press the alert's button.
          a1 ... h8               Type a cell to place a disk there.
          x / o                   Switch dark's / light's player between manual and computer.
          r                       Reset the game (asks for confirmation: y / n, or Enter).
          click                   A click on a cell places there, as typing it does; a
                                  click on an alert's button presses it.
          Ctrl-Z                  Suspend (fg continues).
          q, Ctrl-C               Quit (the game is already saved).

        SUBCOMMANDS:
          play (default)          Play the game.
          replay                  Play a transcript of moves and print the position.

          See 'reversi replay --help' for the replay command's options.
        """
}
