package c4.cli;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Position;
import c4.perft.GameCounter;
import c4.perft.MemoryLimitException;
import c4.perft.PerftReport;
import c4.perft.PositionCounter;
import c4.perft.ProgressMeter;
import java.io.InputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.util.Locale;

/** {@code c4 perft}: move-sequence counts per ply, distinct positions per ply, complete games. */
public final class PerftCommand implements Command {
    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String summary() {
        return "count move sequences, distinct positions or complete games (move generator check)";
    }

    @Override
    public String help() {
        return """
                usage: scripts/c4 perft DEPTH [--size WxH] [--threads N] [--moves M]
                       scripts/c4 perft --positions DEPTH [--size WxH]
                       scripts/c4 perft --games [--size WxH]

                perft DEPTH     for each ply 1..DEPTH, the number of move sequences of that length
                                from the empty board, or from the position --moves M (a won or
                                full position has no children):
                                  ply P nodes N
                                then one summary line, the only one that differs between runs:
                                  total N nodes in T s, X nodes/s, threads K
                --positions D   the number of distinct positions after each ply 0..D, counted
                                breadth first (a won position counts but has no children):
                                  ply P positions N
                                It keeps two layers in memory (8 bytes a position) and stops with
                                exit status 3 before a ply that would not fit the heap (C4_HEAP).
                --games         the number of distinct complete games (ending in a win or a full
                                board), exact at any size:  games N
                                Memoised per position: seconds for up to about 25 cells (5x5, 6x4);
                                memory grows quickly beyond that.

                options:
                  --size WxH    board size (default 7x6; width*(height+1) must be at most 64)
                  --threads N   threads for perft DEPTH (default: all cores, here %d)
                  --moves M     perft DEPTH from the position after the moves M (e.g. 4453);
                                DEPTH is then at most the number of empty cells

                Results and the perft DEPTH summary line go to stdout; progress and the
                timings of --positions and --games go to stderr.
                """.formatted(Args.defaultThreads());
    }

    @Override
    public int run(String[] argv, InputStream in, PrintStream out, PrintStream err) throws Exception {
        Args args = new Args(name(), argv);
        BoardSize size = BoardSize.STANDARD;
        Integer threads = null;
        boolean positions = false;
        boolean games = false;
        String moves = null;
        while (args.hasNext()) {
            String a = args.next();
            switch (Args.name(a)) {
                case "--size" -> size = args.sizeValue(a);
                case "--threads" -> threads = args.intValue(a, 1, 1024);
                case "--positions" -> positions = true;
                case "--games" -> games = true;
                case "--moves" -> moves = args.value(a);
                default -> {
                    if (a.startsWith("-") && !a.matches("-\\d+")) throw args.unknown(a);
                    args.addPositional(a);
                }
            }
        }
        if (positions && games) throw new UsageException("perft: choose one of --positions and --games");
        if (threads != null && (positions || games)) {
            throw new UsageException("perft: --threads applies only to perft DEPTH, not to "
                    + (positions ? "--positions" : "--games"));
        }
        if (moves != null && (positions || games)) {
            throw new UsageException("perft: --moves applies only to perft DEPTH, not to "
                    + (positions ? "--positions" : "--games"));
        }
        if (games) {
            if (!args.positional().isEmpty()) {
                throw new UsageException("perft: --games takes no DEPTH, got " + Echo.quote(args.positional().get(0)));
            }
            return games(size, out, err);
        }
        if (args.positional().isEmpty()) throw new UsageException("perft: DEPTH is missing (see c4 perft --help)");
        if (args.positional().size() > 1) {
            throw new UsageException("perft: one DEPTH expected, got " + Echo.quote(args.positional().get(1)) + " as well");
        }
        if (positions) {
            return positions(size, args.intArgument("DEPTH", args.positional().get(0), 0, size.cells), out, err);
        }
        Position start;
        try {
            start = Position.parse(moves == null || moves.equals("-") ? "" : moves, size);
        } catch (IllegalArgumentException e) {
            throw new UsageException("perft: --moves " + Echo.text(moves) + ": " + e.getMessage());
        }
        int depth = args.intArgument("DEPTH", args.positional().get(0), 1,
                Math.max(1, size.cells - start.moveCount()));
        return perft(start, depth, threads == null ? Args.defaultThreads() : threads, out, err);
    }

    private static int perft(Position from, int depth, int threads, PrintStream out, PrintStream err)
            throws InterruptedException {
        for (String line : PerftReport.lines(from, depth, threads, Progress.on(err))) out.println(line);
        return 0;
    }

    private static int positions(BoardSize size, int depth, PrintStream out, PrintStream err) {
        PositionCounter counter = new PositionCounter(size, Runtime.getRuntime().maxMemory(), Progress.on(err));
        try {
            counter.run(depth, (ply, n, seconds) -> {
                out.println("ply " + ply + " positions " + n);
                out.flush();
                err.println(String.format(Locale.ROOT, "positions %s: ply %d done in %.2f s", size, ply, seconds));
            });
            return 0;
        } catch (MemoryLimitException e) {
            err.println("perft --positions: " + e.getMessage());
            return 3;
        }
    }

    private static int games(BoardSize size, PrintStream out, PrintStream err) {
        long start = System.nanoTime();
        BigInteger n = new GameCounter(size, Progress.on(err)).count();
        out.println("games " + n);
        err.println(String.format(Locale.ROOT, "games %s: %.2f s", size, (System.nanoTime() - start) / 1e9));
        return 0;
    }
}
