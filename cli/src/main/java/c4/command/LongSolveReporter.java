package c4.command;

import c4.search.Solver;
import java.io.PrintStream;

/**
 * Progress of a single long solve (the empty board takes minutes): once a position has run for
 * a few seconds, a line on stderr every few seconds with the nodes searched, the node rate and
 * the score interval not yet ruled out. A daemon thread; idle between positions.
 */
final class LongSolveReporter implements AutoCloseable {
    private static final long FIRST_REPORT_MILLIS = 3_000;
    private static final long INTERVAL_MILLIS = 10_000;

    private final Solver solver;
    private final PrintStream err;
    /** The command that names its lines: solve, audit. */
    private final String label;

    /** How a line is printed: at once, or through a command's {@link InterruptedLine#emit}. */
    private final java.util.function.Consumer<Runnable> printing;

    private final Thread thread;
    private volatile String current;
    private volatile long startMillis;
    private volatile boolean closed;

    LongSolveReporter(Solver solver, PrintStream err) {
        this(solver, err, "solve");
    }

    LongSolveReporter(Solver solver, PrintStream err, String label) {
        this(solver, err, label, Runnable::run);
    }

    /**
     * The same, each line printed through {@code printing} (an {@link InterruptedLine}'s {@code
     * emit}: no line follows the one a signal makes the command say).
     */
    LongSolveReporter(Solver solver, PrintStream err, String label, java.util.function.Consumer<Runnable> printing) {
        this.solver = solver;
        this.err = err;
        this.label = label;
        this.printing = printing;
        this.thread = new Thread(this::loop, "c4-solve-progress");
        thread.setDaemon(true);
        thread.start();
    }

    void begin(String position) {
        startMillis = System.currentTimeMillis();
        current = position;
    }

    void end() {
        current = null;
    }

    private void loop() {
        long nextReport = 0;
        String reported = null;
        while (!closed) {
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                return;
            }
            String position = current;
            if (position == null) continue;
            long now = System.currentTimeMillis();
            long elapsed = now - startMillis;
            if (!position.equals(reported)) {
                reported = position;
                nextReport = startMillis + FIRST_REPORT_MILLIS;
            }
            if (now >= nextReport && elapsed >= FIRST_REPORT_MILLIS) {
                String line = String.format(
                        java.util.Locale.ROOT,
                        "%s: '%s' running %.0f s: %s",
                        label,
                        position.isEmpty() ? "-" : position,
                        elapsed / 1e3,
                        solver.progress());
                printing.accept(() -> {
                    err.println(line);
                    err.flush();
                });
                nextReport = now + INTERVAL_MILLIS;
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
    }
}
