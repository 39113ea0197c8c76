package c4.command;

import c4.search.SpanProbe;
import java.io.PrintStream;

/**
 * The lines of {@code solve --span}: each position's work, span and predicted speed-ups per
 * splitting rule ({@link SpanProbe}), and the totals over all positions, which weigh each
 * position by its work (a set takes the sum of its positions' times).
 */
final class SpanLines {
    private static final int[] THREADS = SpanProbe.THREADS;

    final SpanProbe probe;
    private final long[] work = new long[SpanProbe.RULES];
    private final long[] span = new long[SpanProbe.RULES];
    /** Per rule * THREADS.length + the index of a thread count. */
    private final long[] waste = new long[SpanProbe.RULES * THREADS.length];

    SpanLines(int cells) {
        probe = new SpanProbe(cells);
    }

    /** Prints the last solve's lines (the probe holds them) and adds them to the totals. */
    void print(String moves, int score, PrintStream out) {
        for (int r = 0; r < SpanProbe.RULES; r++) {
            long w = probe.work();
            long c = probe.span(r);
            long[] x = new long[THREADS.length];
            for (int i = 0; i < THREADS.length; i++) x[i] = probe.waste(r, THREADS[i]);
            work[r] += w;
            span[r] += c;
            for (int i = 0; i < THREADS.length; i++) waste[r * THREADS.length + i] += x[i];
            out.println(line(moves + " " + score, r, w, c, x));
        }
    }

    /** One 'total - RULE ...' line per rule. */
    void printTotals(PrintStream out) {
        for (int r = 0; r < SpanProbe.RULES; r++) {
            long[] x = java.util.Arrays.copyOfRange(waste, r * THREADS.length, (r + 1) * THREADS.length);
            out.println(line("total -", r, work[r], span[r], x));
        }
    }

    /** The line of one rule: its WASTE column is the waste on the most threads, with a thread for every move. */
    private static String line(String head, int rule, long w, long c, long[] x) {
        StringBuilder sb = new StringBuilder(head)
                .append(' ')
                .append(SpanProbe.RULE_NAMES[rule])
                .append(' ')
                .append(w)
                .append(' ')
                .append(c)
                .append(' ')
                .append(x[THREADS.length - 1]);
        for (int i = 0; i < THREADS.length; i++) {
            sb.append(String.format(" %.2f", SpanProbe.predictedSpeedup(w, c, x[i], THREADS[i])));
        }
        return sb.toString();
    }
}
