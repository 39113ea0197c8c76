package c4.cli;

import c4.core.BoardSize;
import c4.core.Notation;
import c4.core.Position;
import c4.search.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code c4 audit}: checks every move of a player in a match record with the solver. A move is
 * value-losing when it turns a won position into a draw or a loss, or a drawn one into a loss
 * (win, draw and loss are proven by weak solving, with the opening book where it holds them).
 */
public final class AuditCommand implements Command {
    static final long DEFAULT_HASH_MB = 256;

    @Override
    public String name() {
        return "audit";
    }

    @Override
    public String summary() {
        return "check every move of a player in a match record with the solver (value-losing moves)";
    }

    @Override
    public String help() {
        return """
                usage: scripts/c4 audit RECORD --player NAME [OPTIONS]

                Reads a match record (scripts/c4 match --record: NUMBER FIRST SECOND OPENING MOVES
                RESULT ...) and proves, for every move of the player NAME after the opening, whether
                it kept the outcome of the position: a move that turns a won position into a draw
                or a loss, or a drawn one into a loss, is printed as
                  game N ply P: MOVES so far, COLUMN turns a WIN into a DRAW
                and counted. NAME is the player spec as the record writes it (e.g. engine:movetime=1000);
                a player that plays both sides (a self-play match) is audited on both.

                options:
                  --player NAME     the player to audit (required)
                  --size WxH        board size of the games (default 7x6)
                  --threads N       solver threads, at most one per core (default and maximum
                                    %d here)
                  --hash MB         transposition table in MiB (default %d; at most %d here:
                                    what one array of this heap can hold, see C4_HEAP)
                %s
                Output (stdout): the value-losing moves, then
                  audit: NAME: M moves in G games checked, K value-losing
                Exit status: 0 when no move lost value, 1 otherwise, 2 for a bad command line.
                """.formatted(Args.defaultThreads(), Args.defaultHash(DEFAULT_HASH_MB), Args.maxHash(), BookChoice.HELP);
    }

    @Override
    public int run(String[] argv, InputStream in, PrintStream out, PrintStream err) throws IOException {
        Args args = new Args(name(), argv);
        String player = null;
        BoardSize size = BoardSize.STANDARD;
        int threads = Args.defaultThreads();
        long hash = Args.defaultHash(DEFAULT_HASH_MB);
        BookChoice book = new BookChoice();
        while (args.hasNext()) {
            String a = args.next();
            switch (Args.name(a)) {
                case "--player" -> player = args.value(a);
                case "--size" -> size = args.sizeValue(a);
                case "--threads" -> threads = args.intValue(a, 1, c4.search.Engine.MAX_THREADS);
                case "--hash" -> hash = args.hashValue(a);
                default -> {
                    if (book.accept(a, args)) continue;
                    if (a.startsWith("-") && a.length() > 1) throw args.unknown(a);
                    args.addPositional(a);
                }
            }
        }
        if (args.positional().size() != 1) throw new UsageException("audit: expected one RECORD file (see c4 audit --help)");
        if (player == null) throw new UsageException("audit: --player NAME is required (see c4 audit --help)");
        Path record = Path.of(args.positional().get(0));
        List<String> lines;
        try {
            lines = Files.readAllLines(record, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new UsageException("audit: RECORD " + record + ": no such file");
        }
        int games = 0;
        int checked = 0;
        int losing = 0;
        try (Solver solver = new Solver(size, threads, hash)) {
            solver.setBook(book.load(size, "audit", err));
            for (int n = 0; n < lines.size(); n++) {
                if (lines.get(n).isBlank()) continue;
                RecordLine game = RecordLine.parse(lines.get(n), n + 1);
                boolean first = game.players().startsWith(player + " ");
                boolean second = game.players().endsWith(" " + player);
                if (!first && !second) continue;
                games++;
                Position p;
                try {
                    p = Position.parse(game.opening(), size);
                    Position.parse(game.opening() + game.moves(), size); // every move is legal
                } catch (IllegalArgumentException e) {
                    throw new UsageException("audit: record line " + (n + 1) + ": " + e.getMessage());
                }
                for (int i = 0; i < game.moves().length(); i++) {
                    int column = Notation.columnOf(game.moves().charAt(i));
                    boolean audited = p.sideToMove() == 0 ? first : second;
                    if (audited) {
                        checked++;
                        int before = outcome(solver, p);
                        Position child = p.copy();
                        child.play(column);
                        int after = child.isWon() ? 1 : child.isFull() ? 0 : -outcome(solver, child);
                        if (after < before) {
                            losing++;
                            out.printf("game %d ply %d: %s, %d turns a %s into a %s%n", game.number(), p.moveCount() + 1,
                                    p.moveCount() == 0 ? "-" : p.moveString(), column + 1, word(before), word(after));
                            out.flush();
                        }
                    }
                    p.play(column);
                }
            }
        }
        out.printf("audit: %s: %d moves in %d games checked, %d value-losing%n", player, checked, games, losing);
        return losing == 0 ? 0 : 1;
    }

    /** 1 win, 0 draw, -1 loss for the side to move of a position that is not over. */
    private static int outcome(Solver solver, Position p) {
        return Integer.signum(solver.solve(p, true).score());
    }

    private static String word(int outcome) {
        return outcome > 0 ? "WIN" : outcome == 0 ? "DRAW" : "LOSS";
    }
}
