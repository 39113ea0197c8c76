package c4.command;

import c4.core.BoardRenderer;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Fields;
import c4.core.Notation;
import c4.core.Plural;
import c4.core.Position;
import c4.core.Score;
import c4.core.WholeNumber;
import c4.io.Progress;
import c4.io.StandardInput;
import c4.io.StandardOutput;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.Values;
import c4.play.Choice;
import c4.play.Player;
import c4.play.PlayerFailure;
import c4.play.PlayerSpec;
import c4.play.Players;
import c4.play.SearchPlayer;
import c4.reference.MoveOrder;
import c4.search.Solver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import picocli.CommandLine;

/** {@code c4 play}: a human against an AI in the terminal. */
@CommandLine.Command(
        name = "play",
        header = "play against an AI (minimax, alpha-beta or the engine) in the terminal",
        customSynopsis = "usage: scripts/c4 play [OPTIONS]",
        description = {
            "",
            "You play against an AI. Enter a column number (1 is the leftmost; on boards wider than 9 also the "
                    + "letter the board shows, a = 10, other than h, q and u) to drop a stone, or one of: undo "
                    + "(take back your last move and the AI's reply), hint (the best column; exact when few cells are "
                    + "left), quit. X moves first. If the AI fails (an engine that exits), the moves so far are "
                    + "printed before the error."
        })
public final class PlayCommand implements Command {
    /** Positions with at most this many empty cells (or boards this small) are solved exactly. */
    static final int SOLVE_EMPTY = 18;

    static final int DEFAULT_MOVETIME_MS = 500;
    static final int HINT_MOVETIME_MS = 500;

    /** The opponents, named as on the command line. */
    enum Ai {
        minimax,
        alphabeta,
        engine
    }

    /** Who moves first, named as on the command line. */
    enum First {
        human,
        ai,
        random
    }

    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Option(
            names = "--ai",
            paramLabel = "minimax|alphabeta|engine",
            description = "the opponent (default ${DEFAULT-VALUE})")
    private Ai ai = Ai.alphabeta;

    @CommandLine.Option(
            names = "--depth",
            paramLabel = "N",
            converter = Depth.class,
            description = "search depth in plies (at most the board's cells: 42 on 7x6)")
    private int depth;

    @CommandLine.Option(
            names = "--movetime",
            paramLabel = "MS",
            converter = Movetime.class,
            description = "thinking time per move (default " + DEFAULT_MOVETIME_MS + " ms when no depth is given)")
    private int movetime;

    @CommandLine.Option(
            names = "--first",
            paramLabel = "human|ai|random",
            description = "who moves first (default ${DEFAULT-VALUE})")
    private First first = First.human;

    @CommandLine.Option(
            names = "--size",
            paramLabel = "WxH",
            converter = Values.Size.class,
            description = "board size (default ${DEFAULT-VALUE})")
    private BoardSize size = BoardSize.STANDARD;

    @CommandLine.Option(
            names = "--random-first-move",
            description = "the AI's first move is random (as in the course lab)")
    private boolean randomFirstMove;

    @CommandLine.Option(
            names = "--seed",
            paramLabel = "S",
            converter = Values.AnyLong.class,
            description = "seed for --first random and --random-first-move (default: the clock)")
    private Long seed;

    static final class Depth extends Values.IntRange {
        Depth() {
            super(1, PlayerSpec.MAX_DEPTH);
        }
    }

    static final class Movetime extends Values.IntRange {
        Movetime() {
            super(1, PlayerSpec.MAX_MOVETIME_MS);
        }
    }

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws IOException {
        String deep = PlayerSpec.depthBeyond(depth, size); // the converter's range is any board's
        if (deep != null) throw new UsageException("play: option --" + deep);
        int movetime = this.movetime;
        if (depth == 0 && movetime == 0) movetime = DEFAULT_MOVETIME_MS;
        if (ai == Ai.engine && depth > 0 && movetime > 0) {
            throw new UsageException("play: the engine takes either --depth or --movetime, not both");
        }
        List<String> budget = new ArrayList<>();
        if (depth > 0) budget.add("depth=" + depth);
        if (movetime > 0) budget.add("movetime=" + movetime);
        PlayerSpec spec = PlayerSpec.parse(ai + ":" + String.join(",", budget));
        SplittableRandom rnd = new SplittableRandom(seed != null ? seed : System.nanoTime());
        boolean aiFirst = first == First.ai || (first == First.random && rnd.nextBoolean());

        StandardInput.requireNotDirectory("play", in);
        BufferedReader input = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        ThinkingLine thinking = new ThinkingLine(err, depth, movetime, Progress.terminal());
        try (Player player = Players.create(spec, size);
                Solver solver = new Solver(size, 1, 16)) {
            new Session(size, player, solver, aiFirst ? 0 : 1, randomFirstMove, rnd, input, out, thinking).run();
        }
        return 0;
    }

    /** One game: the position, who played each move, the loop reading the human's entries. */
    private static final class Session {
        private final BoardSize size;
        private final Player ai;
        private final Solver solver;
        /** The side (0 = X, 1 = O) the AI plays. */
        private final int aiSide;

        private final SplittableRandom rnd;
        private final BufferedReader in;
        private final PrintStream out;
        /** Said on stderr while the AI searches. */
        private final ThinkingLine thinking;

        private final Position position;
        private boolean randomMovePending;

        Session(
                BoardSize size,
                Player ai,
                Solver solver,
                int aiSide,
                boolean randomFirstMove,
                SplittableRandom rnd,
                BufferedReader in,
                PrintStream out,
                ThinkingLine thinking) {
            this.size = size;
            this.ai = ai;
            this.solver = solver;
            this.aiSide = aiSide;
            this.randomMovePending = randomFirstMove;
            this.rnd = rnd;
            this.in = in;
            this.out = out;
            this.thinking = thinking;
            this.position = new Position(size);
        }

        void run() throws IOException {
            out.println("You play " + (aiSide == 0 ? "O" : "X") + " against " + ai.name() + ". Enter 1-" + size.width
                    + ", undo, hint or quit.");
            out.print(BoardRenderer.render(position));
            while (!position.isGameOver()) {
                StandardOutput.check(out); // a game no one can see ends
                if (position.sideToMove() == aiSide) {
                    try {
                        aiMove();
                    } catch (PlayerFailure e) { // the game so far is kept: it can be replayed or continued
                        abandoned();
                        throw e;
                    }
                } else if (!humanTurn()) {
                    abandoned();
                    return;
                }
            }
            if (position.isWon()) {
                boolean aiWon = position.sideToMove() != aiSide;
                out.println(aiWon ? "Game over: I win." : "Game over: you win. Well played.");
            } else {
                out.println("Game over: draw, the board is full.");
            }
            out.println("Moves: " + moveList());
        }

        /** A column as the human reads it: its number, and past 9 also the board's letter ("10 (a)"). */
        private static String columnName(int column) {
            String number = Notation.token(column);
            return column < 9 ? number : number + " (" + Notation.charOf(column) + ")";
        }

        /**
         * The 0-based column of an entry: a whole number 1-based, or on boards wider than 9 the
         * board's letter (the entry, lower case, is not a command); -1 for a whole number off the
         * board (however long), {@code Integer.MIN_VALUE} when neither.
         */
        private int columnOfEntry(String entry) {
            if (size.width > 9 && entry.length() == 1 && Character.isLetter(entry.charAt(0))) {
                int c = Notation.columnOf(entry.charAt(0));
                return c >= 0 ? c : Integer.MIN_VALUE;
            }
            if (!WholeNumber.isNumber(entry)) return Integer.MIN_VALUE;
            try {
                return WholeNumber.parseInt("column", entry, 1, size.width) - 1;
            } catch (IllegalArgumentException e) {
                return -1; // a whole number, however long: off the board
            }
        }

        /** The line that ends a game left unfinished, with its moves so far. */
        private void abandoned() {
            int n = position.moveCount();
            out.println("Game abandoned after " + Plural.count(n, "move") + ": " + moveList());
        }

        private String moveList() {
            return position.moveCount() == 0 ? "(none)" : position.moveString();
        }

        private void aiMove() {
            int column;
            Choice choice = null;
            if (randomMovePending) {
                randomMovePending = false;
                do {
                    column = rnd.nextInt(size.width);
                } while (!position.canPlay(column));
                out.println("I play " + columnName(column) + " (a random first move).");
            } else {
                thinking.begin();
                try {
                    choice = ai.choose(position);
                } finally {
                    thinking.end();
                }
                column = choice.column();
                out.println("I play " + columnName(column) + ".");
            }
            int movesBefore = position.moveCount();
            position.play(column);
            out.print(BoardRenderer.render(position));
            if (!position.isGameOver()) announce(choice, movesBefore);
        }

        /** Says what is proven after the AI's move: by solving when few cells are left, else from its search. */
        private void announce(Choice choice, int movesBefore) {
            if (solvable()) {
                int humanScore = solver.solve(position, false).score();
                if (humanScore < 0) {
                    int n = -Score.mateIn(size, position.moveCount(), Score.ofExact(humanScore));
                    out.println("I win in " + Plural.count(n, "move") + ".");
                } else if (humanScore == 0) {
                    out.println("With best play this game is a draw.");
                } else {
                    out.println("You can win with best play.");
                }
            } else if (choice != null && choice.scored() && Score.isProvenWin(choice.value())) {
                int n = Score.mateIn(size, movesBefore, choice.value()) - 1; // the stone just played was the first
                out.println("I win in " + Plural.count(n, "move") + ".");
            }
        }

        private boolean solvable() {
            return size.cells - position.moveCount() <= SOLVE_EMPTY || size.cells <= 24;
        }

        /** Reads entries until a move is played (true) or the human quits or input ends (false). */
        private boolean humanTurn() throws IOException {
            while (true) {
                out.print("Your move (1-" + size.width + ", undo, hint, quit): ");
                out.flush();
                String line = in.readLine();
                if (line == null) {
                    out.println();
                    return false;
                }
                String entry = Fields.strip(line).toLowerCase(java.util.Locale.ROOT);
                switch (entry) {
                    case "" -> {
                        continue;
                    }
                    case "quit", "q" -> {
                        return false;
                    }
                    case "undo", "u" -> {
                        undo();
                        continue;
                    }
                    case "hint", "h" -> {
                        hint();
                        continue;
                    }
                    default -> {}
                }
                int column = columnOfEntry(entry);
                if (column == Integer.MIN_VALUE) {
                    out.println(Echo.quote(Fields.strip(line)) + " is not a column: enter 1-" + size.width
                            + ", undo, hint or quit.");
                    continue;
                }
                if (column < 0 || column >= size.width) {
                    out.println("Column " + Echo.text(Fields.strip(line)) + " is off the board: enter 1-" + size.width
                            + ".");
                    continue;
                }
                if (!position.canPlay(column)) {
                    out.println("Column " + columnName(column) + " is full: choose another.");
                    continue;
                }
                position.play(column);
                out.print(BoardRenderer.render(position));
                return true;
            }
        }

        /** Takes back the human's last move and the AI's reply (if any); the human moves next. */
        private void undo() {
            int humanSide = 1 - aiSide;
            int lastHuman = -1;
            for (int i = position.moveCount() - 1; i >= 0; i--) {
                if ((i & 1) == humanSide) {
                    lastHuman = i;
                    break;
                }
            }
            if (lastHuman < 0) {
                out.println("Nothing to undo: you have not moved yet.");
                return;
            }
            while (position.moveCount() > lastHuman) position.undo();
            out.println("Took back your last move and my reply.");
            out.print(BoardRenderer.render(position));
        }

        private void hint() {
            if (solvable()) {
                int[] scores = solver.analyze(position, false).scores();
                int best = -1;
                for (int c = 0; c < size.width; c++) {
                    if (scores[c] != Solver.INVALID_MOVE && (best < 0 || scores[c] > scores[best])) best = c;
                }
                int s = scores[best];
                String verdict = s > 0 ? "you win" : s == 0 ? "a draw" : "you lose";
                out.println("Hint: column " + columnName(best) + ", exact score " + s + " (" + verdict
                        + " with best play).");
            } else {
                Choice c = SearchPlayer.alphaBeta(0, HINT_MOVETIME_MS, MoveOrder.ENGINE)
                        .choose(position);
                out.printf(
                        "Hint: column %s (alpha-beta to depth %d, evaluation %+d; %d is a proven win).%n",
                        columnName(c.column()), c.depth(), c.value(), Score.UNIT);
            }
        }
    }
}
