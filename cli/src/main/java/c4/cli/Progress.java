package c4.cli;

import c4.perft.ProgressMeter;
import java.io.PrintStream;

/**
 * Progress of long work on stderr: a redrawn bar when stderr is a terminal, otherwise a plain
 * line at most every few seconds. Thread-safe; cheap to call often ({@link #update} checks the
 * clock only every call and prints rarely).
 */
public final class Progress implements ProgressMeter {
    private static final long TERMINAL_INTERVAL_NANOS = 200_000_000L;
    private static final long LOG_INTERVAL_NANOS = 5_000_000_000L;

    private final PrintStream err;
    private final String label;
    private final long total;
    private final boolean terminal;
    private final long start = System.nanoTime();
    private long lastPrint = System.nanoTime();
    private boolean printed;

    public Progress(PrintStream err, String label, long total) {
        this(err, label, total, System.console() != null && !"dumb".equals(System.getenv("TERM")));
    }

    public Progress(PrintStream err, String label, long total, boolean terminal) {
        this.err = err;
        this.label = label;
        this.total = total;
        this.terminal = terminal;
    }

    /** Meters on {@code err} for the stages of a count; notes go there as lines. */
    public static ProgressMeter.Factory on(PrintStream err) {
        return new ProgressMeter.Factory() {
            @Override
            public ProgressMeter start(String label, long total) {
                return new Progress(err, label, total);
            }

            @Override
            public void note(String message) {
                err.println(message);
            }
        };
    }

    @Override
    public synchronized void update(long done, String detail) {
        long now = System.nanoTime();
        if (now - lastPrint < (terminal ? TERMINAL_INTERVAL_NANOS : LOG_INTERVAL_NANOS)) return;
        lastPrint = now;
        print(done, detail, now);
    }

    private void print(long done, String detail, long now) {
        double seconds = (now - start) / 1e9;
        String suffix = detail == null || detail.isEmpty() ? "" : "  " + detail;
        if (terminal) {
            int width = 30;
            int filled = total > 0 ? (int) Math.min(width, done * width / total) : 0;
            String bar = "#".repeat(filled) + "-".repeat(width - filled);
            err.printf("\r%s [%s] %d/%d %.1fs%s\u001b[K", label, bar, done, total, seconds, suffix);
        } else {
            err.printf("%s: %d/%d after %.1fs%s%n", label, done, total, seconds, suffix);
        }
        err.flush();
        printed = true;
    }

    /** Ends the bar (clears the line when one was drawn). */
    @Override
    public synchronized void finish() {
        if (printed && terminal) {
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
