package c4.command;

import c4.core.Fields;
import c4.core.Plural;
import c4.core.Position;
import c4.core.WholeNumber;
import c4.search.Solver;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * One line of {@code solve}'s input: parsed ({@code MOVES [EXPECTED]}), solved or analysed, printed
 * in the benchmark files' format, counted, and checked against the score it expects.
 */
final class SolveLine {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private SolveLine() {}

    /**
     * Solves one input line, numbered {@code lineNumber} among its {@code unit}s ("solve: F line ",
     * "solve: argument ": how messages name it); false when it was bad or did not match its expected score.
     * {@code report} may be null, and so may {@code spans} (else its lines replace the usual one).
     */
    static boolean solve(
            Solver solver,
            String line,
            int lineNumber,
            String unit,
            boolean weak,
            boolean analyze,
            boolean reset,
            PrintStream out,
            PrintStream err,
            Stats stats,
            SolveReport report,
            SpanLines spans) {
        Parsed parsed = parse(line, unit + lineNumber, solver, err);
        if (parsed == null) {
            stats.bad++;
            return false;
        }
        String moves = parsed.moves();
        Integer expected = parsed.expected();
        Position position = parsed.position();
        if (reset) solver.clearTable();
        int score;
        int[] columns = null;
        long nodes;
        long nanos;
        long cpuBefore = CPU.getCurrentThreadCpuTime();
        if (analyze) {
            Solver.Analysis a = solver.analyze(position, weak);
            stats.cpuNanos += CPU.getCurrentThreadCpuTime() - cpuBefore;
            StringBuilder sb = new StringBuilder(moves);
            score = Integer.MIN_VALUE;
            for (int s : a.scores()) {
                sb.append(' ').append(s);
                if (s != Solver.INVALID_MOVE) score = Math.max(score, s);
            }
            out.println(sb);
            columns = a.scores();
            nodes = a.nodes();
            nanos = a.nanos();
        } else {
            if (spans != null) spans.probe.reset();
            Solver.Result r = solver.solve(position, weak);
            stats.cpuNanos += CPU.getCurrentThreadCpuTime() - cpuBefore;
            score = r.score();
            if (spans != null) spans.print(moves, score, out);
            else out.println(moves + " " + score + " " + r.nodes() + " " + r.nanos() / 1000);
            nodes = r.nodes();
            nanos = r.nanos();
        }
        out.flush();
        stats.add(nodes, nanos);
        if (report != null) {
            Integer want = expected == null ? null : weak ? Integer.signum(expected) : expected;
            report.add(new SolveReport.Position(lineNumber, moves, score, want, nodes, nanos / 1000, columns));
        }
        if (expected != null) {
            int want = weak ? Integer.signum(expected) : expected;
            stats.checked++;
            if (want != score) {
                stats.mismatches++;
                err.println(unit + lineNumber + ": " + moves + " scored " + score + ", expected " + want);
                return false;
            }
        }
        return true;
    }

    /** Running totals for the end-of-run summary. */
    static final class Stats {
        long positions;
        long nodes;
        long nanos;
        long bad;
        long checked;
        long mismatches;
        /** CPU time of the main search thread: a steadier figure than wall time on a busy machine. */
        long cpuNanos;

        void add(long n, long t) {
            positions++;
            nodes += n;
            nanos += t;
        }

        String shortSummary() {
            return positions == 0 ? "" : String.format("mean %.1f us", nanos / 1e3 / positions);
        }

        String summary(int threads, long tableBytes) {
            double meanMicros = positions == 0 ? 0 : nanos / 1e3 / positions;
            double meanNodes = positions == 0 ? 0 : (double) nodes / positions;
            double nps = nanos == 0 ? 0 : nodes * 1e9 / nanos;
            return String.format(
                    "solve: %s, %s, %s of %d expected, mean time %.1f us, "
                            + "mean nodes %.0f, %.0f nodes/s, %s, table %d MiB, main-thread cpu %.1f us/position",
                    Plural.count(positions, "position"),
                    Plural.count(bad, "bad line"),
                    Plural.count(mismatches, "mismatch", "mismatches"),
                    checked,
                    meanMicros,
                    meanNodes,
                    nps,
                    Plural.count(threads, "thread"),
                    tableBytes >> 20,
                    positions == 0 ? 0 : cpuNanos / 1e3 / positions);
        }
    }

    /** A line's moves as written ('-': the empty board), its expected score or null, and its position. */
    private record Parsed(String moves, Integer expected, Position position) {}

    /** The line parsed, or null after a message naming the line on {@code err}. */
    private static Parsed parse(String line, String where, Solver solver, PrintStream err) {
        String[] tokens = Fields.split(line);
        String moves = tokens[0].isEmpty() ? "-" : tokens[0]; // the empty board is written '-', as in the files
        if (tokens.length > 2) {
            err.println(where + ": expected MOVES [EXPECTED], got " + tokens.length + " fields");
            return null;
        }
        Integer expected = null;
        if (tokens.length == 2) {
            try {
                expected = WholeNumber.parseInt("expected score", tokens[1], Integer.MIN_VALUE, Integer.MAX_VALUE);
            } catch (IllegalArgumentException e) {
                err.println(where + ": " + e.getMessage());
                return null;
            }
        }
        Position position;
        try {
            position = Position.parseArgument(moves, solver.size());
        } catch (IllegalArgumentException e) {
            err.println(where + ": " + e.getMessage());
            return null;
        }
        if (position.isGameOver()) {
            err.println(where + ": the game is already over (" + (position.isWon() ? "won" : "board full") + ")");
            return null;
        }
        return new Parsed(moves, expected, position);
    }
}
