package c4.command;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Position;
import c4.core.WholeNumber;
import c4.io.Progress;
import c4.io.StandardOutput;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.Values;
import c4.perft.GameCounter;
import c4.perft.MemoryLimitException;
import c4.perft.PerftReport;
import c4.perft.PositionCounter;
import java.io.InputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;

/** {@code c4 perft}: move-sequence counts per ply, distinct positions per ply, complete games. */
@CommandLine.Command(
        name = "perft",
        header = "count move sequences, distinct positions or complete games (move generator check)",
        customSynopsis = {
            "usage: scripts/c4 perft DEPTH [--size WxH] [--threads N] [--moves M]",
            "       scripts/c4 perft --positions DEPTH [--size WxH]",
            "       scripts/c4 perft --games [--size WxH]"
        },
        description = {
            "",
            "perft DEPTH: for each ply 1..DEPTH, the number of move sequences of that length from the empty board, "
                    + "or from the position --moves M (a won or full position has no children), as 'ply P nodes N'; "
                    + "then one summary line, the only one that differs between runs: "
                    + "'total N nodes in T s, X nodes/s, threads K'."
        },
        footer = {
            "",
            "Results and the perft DEPTH summary line go to stdout; progress and the timings of --positions and "
                    + "--games go to stderr."
        })
public final class PerftCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Option(
            names = "--size",
            paramLabel = "WxH",
            converter = Values.Size.class,
            description = "board size (default ${DEFAULT-VALUE}; width*(height+1) must be at most 64)")
    private BoardSize size = BoardSize.STANDARD;

    @CommandLine.Option(
            names = "--threads",
            paramLabel = "N",
            converter = Threads.class,
            description = "threads for perft DEPTH, 1..1024 (default: all cores, here ${sys:c4.cores})")
    private Integer threads;

    @CommandLine.Option(
            names = "--moves",
            paramLabel = "M",
            description = "perft DEPTH from the position after the "
                    + "moves M (e.g. 4453); DEPTH is then at most the number of empty cells")
    private String moves;

    @CommandLine.Option(
            names = "--positions",
            description = "the number of distinct positions after each ply 0..DEPTH, "
                    + "counted breadth first (a won position counts but has no children), as 'ply P positions N'. It keeps two "
                    + "layers in memory (8 bytes a position) and stops with exit status 3 before a ply that would not fit "
                    + "the heap (C4_HEAP).")
    private boolean positions;

    @CommandLine.Option(
            names = "--games",
            description = "the number of distinct complete games (ending in a win or a "
                    + "full board), exact at any size, as 'games N'. Memoised per position: seconds for up to about 25 cells "
                    + "(5x5, 6x4); memory grows quickly beyond that.")
    private boolean games;

    @CommandLine.Parameters(
            paramLabel = "DEPTH",
            description = "plies to count (checked against the board and --moves)")
    private List<String> depths = new ArrayList<>();

    /** perft counts with its own pool, so it may use more threads than the search's cap. */
    static final class Threads extends Values.IntRange {
        Threads() {
            super(1, 1024);
        }
    }

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        if (positions && games) throw new UsageException("perft: choose one of --positions and --games");
        if (threads != null && (positions || games)) {
            throw new UsageException(
                    "perft: --threads applies only to perft DEPTH, not to " + (positions ? "--positions" : "--games"));
        }
        if (moves != null && (positions || games)) {
            throw new UsageException(
                    "perft: --moves applies only to perft DEPTH, not to " + (positions ? "--positions" : "--games"));
        }
        if (games) {
            if (!depths.isEmpty()) {
                throw new UsageException("perft: --games takes no DEPTH, got " + Echo.quote(depths.get(0)));
            }
            return games(size, out, err);
        }
        if (depths.isEmpty()) throw new UsageException("perft: DEPTH is missing (see c4 perft --help)");
        if (depths.size() > 1) {
            throw new UsageException("perft: one DEPTH expected, got " + Echo.quote(depths.get(1)) + " as well");
        }
        if (positions) {
            return positions(size, depth(depths.get(0), 0, size.cells), out, err);
        }
        Position start;
        try {
            start = Position.parseArgument(moves == null ? "" : moves, size);
        } catch (IllegalArgumentException e) {
            throw new UsageException("perft: --moves " + Echo.quote(moves) + ": " + e.getMessage());
        }
        int depth = depth(depths.get(0), 1, Math.max(1, size.cells - start.moveCount()));
        return perft(start, depth, threads == null ? Values.defaultThreads() : threads, out, err);
    }

    /** The DEPTH argument in {@code min..max}, which depend on the board and --moves. */
    private static int depth(String text, int min, int max) {
        try {
            return WholeNumber.parseInt("perft: DEPTH", text, min, max);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
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
                StandardOutput.check(out);
                err.println(String.format(Locale.ROOT, "positions %s: ply %d done in %.2f s", size, ply, seconds));
            });
            return 0;
        } catch (MemoryLimitException e) {
            err.println("c4 perft: --positions: " + e.getMessage()); // as c4.app.Main words a failure
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
