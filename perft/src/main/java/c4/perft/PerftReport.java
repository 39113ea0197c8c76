package c4.perft;

import c4.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text of a {@link Perft} count, the same for {@code c4 perft} and the protocol's
 * {@code perft}: {@code ply P nodes N} for each ply, then the one line that differs between
 * runs, {@code total N nodes in T s, X nodes/s, threads K}.
 */
public final class PerftReport {
    private PerftReport() {}

    /** Counts move sequences from {@code from} to {@code depth} plies on {@code threads} threads and returns the report's lines. */
    public static List<String> lines(Position from, int depth, int threads, ProgressMeter.Factory meters)
            throws InterruptedException {
        long start = System.nanoTime();
        long[] counts = new Perft(from, depth).run(threads, meters);
        double seconds = (System.nanoTime() - start) / 1e9;
        List<String> lines = new ArrayList<>();
        long total = 0;
        for (int p = 1; p <= depth; p++) {
            lines.add("ply " + p + " nodes " + counts[p]);
            total += counts[p];
        }
        lines.add(String.format(
                Locale.ROOT,
                "total %d nodes in %.3f s, %.0f nodes/s, threads %d",
                total,
                seconds,
                total / Math.max(seconds, 1e-9),
                threads));
        return lines;
    }
}
