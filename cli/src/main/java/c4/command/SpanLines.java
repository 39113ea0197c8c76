package c4.command;

import c4.search.SpanProbe;
import java.io.PrintStream;

/**
 * The lines of {@code solve --span}: each position's work, span and predicted speed-ups per
 * splitting rule ({@link SpanProbe}), and the totals over all positions, which weigh each
 * position by its work (a set takes the sum of its positions' times).
 */
final class SpanLines {
    /** The thread counts the speed-ups are predicted for. */
    static final int[] THREADS = {2, 4, 8, 16, 64};

    final SpanProbe probe;
    private final long[] work = new long[SpanProbe.RULES];
    private final long[] span = new long[SpanProbe.RULES];
    private final long[] waste = new long[SpanProbe.RULES];

    SpanLines(int cells) {
        probe = new SpanProbe(cells);
    }

    /** Prints the last solve's lines (the probe holds them) and adds them to the totals. */
    void print(String moves, int score, PrintStream out) {
        for (int r = 0; r < SpanProbe.RULES; r++) {
            long w = probe.work();
            long c = probe.span(r);
            long x = probe.waste(r);
            work[r] += w;
            span[r] += c;
            waste[r] += x;
            out.println(line(moves + " " + score, r, w, c, x));
        }
    }

    /** One 'total - RULE ...' line per rule. */
    void printTotals(PrintStream out) {
        for (int r = 0; r < SpanProbe.RULES; r++) out.println(line("total -", r, work[r], span[r], waste[r]));
    }

    private static String line(String head, int rule, long w, long c, long x) {
        StringBuilder sb = new StringBuilder(head)
                .append(' ')
                .append(SpanProbe.RULE_NAMES[rule])
                .append(' ')
                .append(w)
                .append(' ')
                .append(c)
                .append(' ')
                .append(x);
        for (int p : THREADS) sb.append(String.format(" %.2f", SpanProbe.predictedSpeedup(w, c, x, p)));
        return sb.toString();
    }
}
