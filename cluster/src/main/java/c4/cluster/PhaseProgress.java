package c4.cluster;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Progress of one distributed phase on stderr: a line every {@link #PERIOD_NANOS} with the
 * positions done and their total, the rate of this run and the time left at that rate. Counted
 * from the tasks Spark reports finished (each task is a chunk of known length).
 */
final class PhaseProgress extends SparkListener implements AutoCloseable {
    static final long PERIOD_NANOS = 10_000_000_000L;

    private final PrintStream err;
    private final String label;
    private final int[] lengths;
    private final long total;
    private final long resumed;
    private final long start = System.nanoTime();
    private final AtomicLong done;
    private final Thread printer;

    /** A phase of {@code total} positions, {@code resumed} of them in finished chunks; task i solves {@code lengths[i]}. */
    PhaseProgress(PrintStream err, String label, int[] lengths, long total, long resumed) {
        this.err = err;
        this.label = label;
        this.lengths = lengths;
        this.total = total;
        this.resumed = resumed;
        this.done = new AtomicLong(resumed);
        printer = new Thread(this::printPeriodically, "c4-progress");
        printer.setDaemon(true);
        printer.start();
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        if (end.taskInfo().successful() && end.taskInfo().index() < lengths.length) {
            done.addAndGet(lengths[end.taskInfo().index()]);
        }
    }

    private void printPeriodically() {
        try {
            while (true) {
                Thread.sleep(PERIOD_NANOS / 1_000_000);
                err.println(line());
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    /** The progress line as of now. */
    String line() {
        long d = Math.min(done.get(), total);
        double seconds = (System.nanoTime() - start) / 1e9;
        double rate = seconds > 0 ? (d - resumed) / seconds : 0;
        String eta = rate > 0 ? duration((total - d) / rate) : "?";
        return String.format(
                Locale.ROOT,
                "%s: %,d/%,d positions (%.1f%%), %.1f/s, ETA %s",
                label,
                d,
                total,
                total == 0 ? 100.0 : 100.0 * d / total,
                rate,
                eta);
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s < 60) return s + "s";
        if (s < 3600) return (s / 60) + "m" + String.format(Locale.ROOT, "%02d", s % 60) + "s";
        return (s / 3600) + "h" + String.format(Locale.ROOT, "%02d", (s % 3600) / 60) + "m";
    }

    @Override
    public void close() {
        printer.interrupt();
    }
}
