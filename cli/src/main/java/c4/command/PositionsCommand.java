package c4.command;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Position;
import c4.core.RandomPositions;
import c4.core.WholeNumber;
import c4.io.Progress;
import c4.io.StandardOutput;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.Values;
import c4.perft.ProgressMeter;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.InputStream;
import java.io.PrintStream;
import picocli.CommandLine;

/**
 * {@code c4 positions}: reproducible random positions (a fixed seed) for benchmarks and test
 * data, optionally only those whose solve takes a given range of nodes (a difficulty band).
 */
@CommandLine.Command(
        name = "positions",
        header = "random positions by ply (and by solve difficulty), from a fixed seed",
        customSynopsis = "usage: scripts/c4 positions --ply N|A-B --count K [--seed S] [--size WxH] [--nodes MIN-MAX]",
        description = {
            "",
            "Prints K distinct random positions, one move string per line ('-' for the empty board). Each is made "
                    + "from the empty board by moves drawn uniformly among the legal columns that do not win at once, "
                    + "so no game ends on the way; a position where the side to move can win at once is refused. The "
                    + "same options give the same lines. Each line is written as soon as its position is found (with "
                    + "--nodes, once solved), so an interrupted run keeps those; a long run shows on stderr how many "
                    + "were found (with --nodes, and how many candidates were solved)."
        },
        footer = {
            "",
            "Exit status: 0 when K positions were printed, 1 when fewer than K were found in "
                    + PositionsCommand.TRIES_PER_POSITION + " tries per position (those found are printed), 2 for a "
                    + "bad command line."
        })
public final class PositionsCommand implements Command {
    /** Attempts allowed per position asked for before giving up (walks can be refused). */
    static final int TRIES_PER_POSITION = 1000;

    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Option(
            names = "--ply",
            paramLabel = "N|A-B",
            required = true,
            description = "stones on the board: N, "
                    + "or for each position a ply drawn uniformly from A..B (0 <= A <= B < width*height)")
    private String plies;

    @CommandLine.Option(
            names = "--count",
            paramLabel = "K",
            required = true,
            converter = Count.class,
            description = "positions to print (1..1000000)")
    private int count;

    @CommandLine.Option(
            names = "--seed",
            paramLabel = "S",
            converter = Values.AnyLong.class,
            description = "seed of the random sequence (a whole number; default ${DEFAULT-VALUE})")
    private long seed = 1;

    @CommandLine.Option(
            names = "--size",
            paramLabel = "WxH",
            converter = Values.Size.class,
            description = "board size (default ${DEFAULT-VALUE}; W*(H+1) <= 64)")
    private BoardSize size = BoardSize.STANDARD;

    @CommandLine.Option(
            names = "--nodes",
            paramLabel = "MIN-MAX",
            description =
                    "keep only positions whose strong "
                            + "solve searches MIN..MAX nodes, as `scripts/c4 solve --no-book --threads 1 --reset` counts them (default "
                            + "table size): a difficulty band. Each candidate is solved, so this costs what solving them costs.")
    private String nodes;

    /** Where the progress of a long run is shown; null: on the command's stderr. */
    private final ProgressMeter.Factory meters;

    public PositionsCommand() {
        this(null);
    }

    /** A command that reports its progress to {@code meters} (tests). */
    PositionsCommand(ProgressMeter.Factory meters) {
        this.meters = meters;
    }

    static final class Count extends Values.IntRange {
        Count() {
            super(1, 1_000_000);
        }
    }

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) {
        long[] plyRange = range("--ply", plies, size.cells - 1);
        long[] nodeRange = nodes == null ? null : range("--nodes", nodes, Long.MAX_VALUE);
        ProgressMeter progress = (meters != null ? meters : Progress.on(err)).start("positions", count);
        return generate(size, (int) plyRange[0], (int) plyRange[1], count, seed, nodeRange, out, err, progress);
    }

    /**
     * {@code N} or {@code A-B} with 0 <= A <= B <= max, or a usage error naming the option. The
     * numbers are ASCII digits, with spaces and tabs around them dropped, as every whole number
     * of the command line ({@link WholeNumber}): no sign, no other script's digits.
     */
    static long[] range(String option, String text, long max) {
        String[] parts = text.split("-", -1);
        if (parts.length > 2) throw new UsageException(badRange(option, text, max));
        long[] r = new long[2];
        for (int i = 0; i < 2; i++) {
            try {
                r[i] = WholeNumber.parse(parts[Math.min(i, parts.length - 1)], 0, Long.MAX_VALUE);
            } catch (IllegalArgumentException e) { // not digits, or beyond a long: beyond any range
                throw new UsageException(badRange(option, text, max));
            }
        }
        if (r[0] < 0 || r[1] < r[0] || r[1] > max) throw new UsageException(badRange(option, text, max));
        return r;
    }

    private static String badRange(String option, String text, long max) {
        return "positions: option " + option + " needs N or A-B with 0 <= A <= B <= " + max + ", got "
                + Echo.quote(text);
    }

    /**
     * Writes each position as soon as it is accepted, checking that it arrived (a failed standard
     * output ends the run); the order is the generator's, so the same as collecting them first.
     */
    private static int generate(
            BoardSize size,
            int fromPly,
            int toPly,
            int count,
            long seed,
            long[] nodeRange,
            PrintStream out,
            PrintStream err,
            ProgressMeter progress) {
        long tries = (long) TRIES_PER_POSITION * count;
        long[] solved = {0};
        int found;
        try (Solver solver = nodeRange == null ? null : new Solver(size, 1, TranspositionTable.DEFAULT_MEGABYTES)) {
            found = new RandomPositions(size, seed)
                    .distinct(
                            fromPly,
                            toPly,
                            count,
                            tries,
                            p -> {
                                if (solver == null) return true;
                                // the node count of `solve --no-book --threads 1 --reset`: an empty table each time
                                solver.clearTable();
                                long n = solver.solve(p, false).nodes();
                                solved[0]++;
                                return nodeRange[0] <= n && n <= nodeRange[1];
                            },
                            new RandomPositions.Listener() {
                                @Override
                                public void found(Position p, int n) {
                                    out.println(p.moveCount() == 0 ? "-" : p.moveString());
                                    StandardOutput.check(out); // flushed: an interrupt keeps it
                                }

                                @Override
                                public void tried(long t, int n) {
                                    progress.update(n, solver == null ? null : solved[0] + " candidates solved");
                                }
                            });
        } finally {
            progress.finish();
        }
        if (found < count) {
            err.println("c4 positions: found only " + found + " of " + count + " distinct positions in " + tries
                    + " tries (ply " + fromPly + ".." + toPly
                    + (nodeRange == null ? "" : ", nodes " + nodeRange[0] + ".." + nodeRange[1]) + " on " + size
                    + "); ask for fewer or widen the ranges");
            return 1;
        }
        return 0;
    }
}
