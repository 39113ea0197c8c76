package c4.command;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Notation;
import c4.core.Plural;
import c4.core.Position;
import c4.io.InputLines;
import c4.io.Progress;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.Values;
import c4.perft.ProgressMeter;
import c4.search.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine;

/**
 * {@code c4 audit}: checks every move of a player in a match record with the solver. A move is
 * value-losing when it turns a won position into a draw or a loss, or a drawn one into a loss
 * (win, draw and loss are proven by weak solving, with the opening book where it holds them).
 */
@CommandLine.Command(
        name = "audit",
        header = "check every move of a player in a match record with the solver (value-losing moves)",
        customSynopsis = "usage: scripts/c4 audit RECORD --player NAME [OPTIONS]",
        description = {
            "",
            "Reads a match record (scripts/c4 match --record: NUMBER FIRST SECOND OPENING MOVES RESULT ...) and "
                    + "proves, for every move of the player NAME after the opening, whether it kept the outcome of "
                    + "the position: a move that turns a won position into a draw or a loss, or a drawn one into a "
                    + "loss, is printed as 'game N ply P: MOVES so far, COLUMN turns a WIN into a DRAW' and counted. "
                    + "NAME is the player spec as the record writes it (e.g. engine:movetime=1000); a player that "
                    + "plays both sides (a self-play match) is audited on both."
        },
        footer = {
            "",
            "Output (stdout): the value-losing moves, then 'audit: NAME: M moves in G games checked, K value-losing'. "
                    + "Progress (stderr): the moves checked of all, every few seconds, and a line every few seconds "
                    + "for a position that takes long to prove (without the book, near the empty board). Stopped by "
                    + "Ctrl-C or SIGTERM (exit 130 or 143), it prints no summary but says on stderr how many moves it "
                    + "had checked, and how many of them (printed) were value-losing.",
            "Exit status: 0 when no move lost value, 1 when one did, 2 for a bad command line or record (a file "
                    + "that cannot be read or is not text, a bad line, a player in no game)."
        })
public final class AuditCommand implements Command {
    static final long DEFAULT_HASH_MB = 256;

    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Option(names = "--player", paramLabel = "NAME", required = true, description = "the player to audit")
    private String player;

    @CommandLine.Option(
            names = "--size",
            paramLabel = "WxH",
            converter = Values.Size.class,
            description = "board size of the games (default: the board the record's first line names, as match "
                    + "writes it; 7x6 for a record without one); a record of another board is refused")
    private BoardSize size;

    @CommandLine.Mixin
    private SearchOptions search = new SearchOptions(DEFAULT_HASH_MB);

    @CommandLine.Mixin
    private BookChoice book;

    /** Where the progress of the moves checked goes; null: stderr (tests record it instead). */
    ProgressMeter.Factory meters;

    @CommandLine.Parameters(paramLabel = "RECORD", description = "the match record to audit")
    private String record;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws IOException {
        if (player.isBlank()) { // no spec is blank: refused before the record is read
            throw new UsageException(
                    "audit: --player needs a player spec as the record writes it, got " + Echo.quote(player));
        }
        Games read = games(record, player, size);
        BoardSize board = read.size(); // --size, or the record's
        List<Game> games = read.games();
        // written by this thread, read by the interrupted line's: each move counted once it is printed
        AtomicInteger checked = new AtomicInteger();
        AtomicInteger losing = new AtomicInteger();
        long total = 0; // the moves to check, for the progress meter
        for (Game g : games) total += audited(g, board);
        long all = total;
        ProgressMeter progress = (meters != null ? meters : Progress.on(err)).start("audit", total);
        try (Solver solver = new Solver(board, search.threads("audit", err), search.hash());
                InterruptedLine interrupted = new InterruptedLine("audit", err, () -> {
                    progress.finish(); // a bar is cleared before the line
                    return interrupted(checked.get(), all, losing.get());
                });
                LongSolveReporter reporter = new LongSolveReporter(solver, err, "audit", interrupted::emit)) {
            solver.setBook(book.load(board, "audit", err));
            for (Game g : games) {
                Position p = Position.parse(g.line().opening(), board);
                for (int i = 0; i < g.line().moves().length(); i++) {
                    int column = Notation.columnOf(g.line().moves().charAt(i));
                    boolean audited = p.sideToMove() == 0 ? g.first() : g.second();
                    if (audited) {
                        reporter.begin(p.moveString());
                        int before = outcome(solver, p);
                        int after = solver.columnScore(p, column, true);
                        reporter.end();
                        int ply = p.moveCount() + 1;
                        String shown = p.moveCount() == 0 ? "-" : p.moveString();
                        interrupted.emit(
                                () -> { // printed and counted, or (a signal's line said) neither
                                    if (after < before) {
                                        out.printf(
                                                "game %d ply %d: %s, %d turns a %s into a %s%n",
                                                g.line().number(), ply, shown, column + 1, word(before), word(after));
                                        out.flush();
                                        losing.incrementAndGet();
                                    }
                                    checked.incrementAndGet();
                                    progress.update(checked.get(), losing.get() + " value-losing");
                                });
                    }
                    p.play(column);
                }
            }
        }
        progress.finish();
        out.printf(
                "audit: %s: %s in %s checked, %d value-losing%n",
                player, Plural.count(checked.get(), "move"), Plural.count(games.size(), "game"), losing.get());
        return losing.get() == 0 ? 0 : 1;
    }

    /**
     * What an audit ended by a signal (Ctrl-C, SIGTERM) says (Main's prefix {@code c4 } aside):
     * the moves {@code checked} of {@code total}, and how many of them, each printed, were
     * value-losing; there is no summary then.
     */
    static String interrupted(int checked, long total, int losing) {
        return "audit: interrupted after " + checked + " of " + Plural.count(total, "move") + " checked, " + losing
                + " value-losing";
    }

    /** The moves of {@code g} that the audit checks: the audited player's after the opening. */
    private static int audited(Game g, BoardSize board) {
        int opening = Position.parse(g.line().opening(), board).moveCount();
        int n = 0;
        for (int i = 0; i < g.line().moves().length(); i++) {
            boolean firstToMove = (opening + i) % 2 == 0;
            if (firstToMove ? g.first() : g.second()) n++;
        }
        return n;
    }

    /** A game of the record that {@code player} plays: as the first player, the second, or both. */
    private record Game(RecordLine line, boolean first, boolean second) {}

    /** The board of a record's games and those that the audited player plays. */
    private record Games(BoardSize size, List<Game> games) {}

    /**
     * The games of the record file that {@code player} plays, every line checked first (text,
     * fields, legal moves), so a bad record is refused before anything is solved. A file that
     * cannot be read, a bad line, or a player that plays no game is a usage error (status 2):
     * status 1 means only that a move lost value.
     */
    private static Games games(String record, String player, BoardSize given) {
        String shown = "audit: RECORD " + Echo.text(record);
        String at = "audit: " + Echo.text(record) + " line "; // a bad line's message: the file and the line
        BoardSize size = given != null ? given : BoardSize.STANDARD;
        int boardLine = 0; // the line that named the board, once one has
        // a whole spec: a quoted command's space is not where the players part
        boolean whole = player.chars().filter(c -> c == '"').count() % 2 == 0;
        List<Game> games = new ArrayList<>();
        Set<String> players = new LinkedHashSet<>();
        java.util.Map<Integer, Integer> lineOfGame = new java.util.HashMap<>(); // game number -> its line
        int lines = 0;
        for (InputLines.Line l : InputLines.readFile(shown, record)) {
            if (!l.ok()) throw new UsageException(at + l.number() + ": " + l.error());
            if (l.text().isBlank()) continue;
            if (l.text().startsWith("#")) {
                BoardSize board = boardOf(l.text(), at + l.number() + ": ");
                if (board == null) continue; // a comment
                if (boardLine > 0 || lines > 0) {
                    throw new UsageException(at + l.number() + ": a board line after "
                            + (boardLine > 0 ? "the one of line " + boardLine : "games") + " (one record a file)");
                }
                if (given != null && !board.equals(given)) {
                    throw new UsageException("audit: --size " + given + ", but " + Echo.text(record)
                            + " records games on " + board + " (line " + l.number() + ")");
                }
                size = board;
                boardLine = l.number();
                continue;
            }
            lines++;
            RecordLine game = RecordLine.parse(l.text(), at + l.number() + ": ");
            Integer earlier = lineOfGame.putIfAbsent(game.number(), l.number());
            if (earlier != null) {
                throw new UsageException(at + l.number() + ": game " + game.number() + " again (line " + earlier
                        + " is game " + game.number() + ")");
            }
            Position end;
            try {
                end = Position.parse(game.opening() + game.moves(), size); // every move is legal
            } catch (IllegalArgumentException e) {
                throw new UsageException(at + l.number() + ": " + e.getMessage());
            }
            checkResult(game, end, at + l.number() + ": ", size);
            boolean first = whole && game.players().startsWith(player + " ");
            boolean second = whole && game.players().endsWith(" " + player);
            if (first || second) games.add(new Game(game, first, second));
            else if (players.size() < 4) players.add(game.players());
        }
        if (games.isEmpty()) {
            throw new UsageException("audit: --player " + Echo.quote(player) + " plays in none of the "
                    + Plural.count(lines, "game") + " of " + Echo.text(record)
                    + (players.isEmpty() ? "" : " (their players: " + Echo.text(String.join(", ", players)) + ")"));
        }
        return new Games(size, games);
    }

    /** The board a record's first line names ({@link RecordFile#BOARD_LINE}), or null for another comment. */
    private static BoardSize boardOf(String line, String where) {
        if (!line.startsWith(RecordFile.BOARD_LINE)) return null;
        String board = line.substring(RecordFile.BOARD_LINE.length()).strip();
        try {
            return BoardSize.parse(board);
        } catch (IllegalArgumentException e) {
            throw new UsageException(where + e.getMessage());
        }
    }

    /**
     * The result a line records is the one its moves reach on {@code size}, unless a forfeit ended
     * the game before it was over: a win by the side that moved last, or a draw on a full board.
     * Another board size than the match's (a missing --size) shows here when a game was drawn or
     * cut short, before a wrong audit.
     */
    private static void checkResult(RecordLine game, Position end, String where, BoardSize size) {
        String reached = end.isWon() ? (end.moveCount() % 2 == 1 ? "1-0" : "0-1") : end.isFull() ? "1/2-1/2" : null;
        if (game.forfeit()) {
            if (reached == null) return;
            throw new UsageException(where + "its moves end in " + reached + " on " + size
                    + ", but it records a forfeit, which ends only a game that is not over");
        }
        if (!game.result().equals(reached)) {
            throw new UsageException(where + "its moves "
                    + (reached == null ? "do not end the game" : "end in " + reached) + " on " + size + ", but it "
                    + "records " + game.result() + " (is --size the board of the match?)");
        }
    }

    /** 1 win, 0 draw, -1 loss for the side to move of a position that is not over. */
    private static int outcome(Solver solver, Position p) {
        return Integer.signum(solver.solve(p, true).score());
    }

    private static String word(int outcome) {
        return outcome > 0 ? "WIN" : outcome == 0 ? "DRAW" : "LOSS";
    }
}
