package c4.io;

import c4.perft.ProgressMeter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Progress of long work on stderr: a redrawn bar when stderr is a terminal, otherwise a plain
 * line at most every few seconds, each with an estimate of the time left (from the rate so far).
 * Thread-safe; cheap to call often ({@link #update} checks the clock only every call and prints
 * rarely).
 */
public final class Progress implements ProgressMeter {
    /** Returns to the start of a terminal's line and clears it: what erases a bar, or any line drawn in its place. */
    public static final String ERASE_LINE = "\r\u001b[K";

    private static final long TERMINAL_INTERVAL_NANOS = 200_000_000L;
    private static final long LOG_INTERVAL_NANOS = 5_000_000_000L;
    /** Linux's link to what the process's file descriptor 2 is: a file, a pipe, or a terminal device. */
    private static final Path STDERR_LINK = Path.of("/proc/self/fd/2");

    private final PrintStream err;
    private final String label;
    private final long total;
    /** Units already done when the meter started (resumed work): they do not count toward the rate. */
    private final long base;

    private final boolean terminal;
    private final long start = System.nanoTime();
    private long lastPrint = System.nanoTime();
    private boolean printed;

    public Progress(PrintStream err, String label, long total) {
        this(err, label, total, 0);
    }

    /** A meter for work of which {@code base} units of {@code total} were done before it started. */
    public Progress(PrintStream err, String label, long total, long base) {
        this(err, label, total, base, terminal());
    }

    /**
     * Whether a meter made without saying draws as on a terminal (a bar redrawn in place, erased
     * at the end) rather than as lines for a log: stderr is a terminal, and TERM is not "dumb".
     * Java 17 cannot ask that of stderr itself ({@code System.console()} answers for stdin and
     * stdout: {@code 2>log} on a terminal would get a bar's control codes, and {@code >out} none),
     * so on Linux it reads what file descriptor 2 is; elsewhere it falls back to the console.
     */
    public static boolean terminal() {
        if ("dumb".equals(System.getenv("TERM"))) return false;
        try {
            return isTerminalDevice(Files.readSymbolicLink(STDERR_LINK).toString());
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null; // no /proc: the console's answer, for stdin and stdout
        }
    }

    /** Whether {@code target}, what a file descriptor's link in /proc names, is a terminal device. */
    static boolean isTerminalDevice(String target) {
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
    }

    public Progress(PrintStream err, String label, long total, boolean terminal) {
        this(err, label, total, 0, terminal);
    }

    public Progress(PrintStream err, String label, long total, long base, boolean terminal) {
        this.err = err;
        this.label = label;
        this.total = total;
        this.base = base;
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
        String eta = eta(seconds, done, base, total);
        String count = count(done, total);
        if (terminal) {
            int width = 30;
            int filled = total > 0 ? (int) Math.min(width, done * width / total) : 0;
            String bar = total > 0 ? " [" + "#".repeat(filled) + "-".repeat(width - filled) + "]" : "";
            err.printf(
                    "\r%s%s %s %.1fs%s%s\u001b[K", label, bar, count, seconds, eta.isEmpty() ? "" : " " + eta, suffix);
        } else {
            err.printf("%s: %s after %.1fs%s%s%n", label, count, seconds, eta.isEmpty() ? "" : ", " + eta, suffix);
        }
        err.flush();
        printed = true;
    }

    /** "4/625", or "6291426" alone when there is no total to go by (a count of unknown size). */
    static String count(long done, long total) {
        return total > 0 ? done + "/" + total : Long.toString(done);
    }

    /**
     * "ETA 3m05s": the time left at the rate so far ({@code done - base} units in
     * {@code seconds}), or "" while there is no rate or no total to go by.
     */
    static String eta(double seconds, long done, long base, long total) {
        if (total <= 0 || done <= base || done >= total) return "";
        return "ETA " + duration(seconds * (total - done) / (done - base));
    }

    /** A duration rounded to whole seconds: "45s", "3m05s", "2h07m" (minutes rounded down). */
    static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s < 60) return s + "s";
        if (s < 3600) return String.format("%dm%02ds", s / 60, s % 60);
        return String.format("%dh%02dm", s / 3600, s % 3600 / 60);
    }

    /** Ends the bar (clears the line when one was drawn). */
    @Override
    public synchronized void finish() {
        if (printed && terminal) {
            err.print(ERASE_LINE);
            err.flush();
        }
    }
}
