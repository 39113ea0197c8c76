package c4.command;

import c4.book.build.BuildListener;
import c4.core.BoardSize;
import c4.core.Plural;
import c4.io.Progress;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A book build's progress on stderr: per ply, and for the moves, a {@link Progress} bar (or
 * periodic lines) with positions done of the total, positions per second and an ETA; a line
 * when a ply, or the moves, are done. A clock redraws it between positions too, so a position
 * that takes minutes (the first plies of a large board) still shows the build is alive; close
 * it when the build ends.
 *
 * <p>Guarded by this: the workers report from their threads, the clock from its own.
 */
final class BuildProgress implements BuildListener, AutoCloseable {
    /** How often the clock offers the meter a redraw ({@link Progress} decides whether to print). */
    private static final long TICK_MILLIS = 1_000;

    /** The subcommand that builds ({@code book build}, {@code book moves}): notices name it. */
    private final String command;

    private final PrintStream err;
    private final BoardSize size;
    private final boolean terminal;
    private final ScheduledExecutorService clock;
    /** The ply, or the moves, under way, or null between them. */
    private Progress progress;

    private long stageStart;
    private int resumed;
    /** Positions of the stage done, resumed ones included. */
    private int done;

    BuildProgress(String command, PrintStream err, BoardSize size) {
        this(command, err, size, Progress.terminal(), TICK_MILLIS);
    }

    /** A meter drawn as a bar when {@code terminal}, else as lines, offered a redraw every {@code tickMillis}. */
    BuildProgress(String command, PrintStream err, BoardSize size, boolean terminal, long tickMillis) {
        this.command = command;
        this.err = err;
        this.size = size;
        this.terminal = terminal;
        this.clock = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "book-progress");
            t.setDaemon(true);
            return t;
        });
        clock.scheduleAtFixedRate(this::tick, tickMillis, tickMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public synchronized void notice(String message) {
        err.println(command + ": " + message);
    }

    @Override
    public void plyStarted(int ply, int total, int resumed) {
        start("ply " + ply, total, resumed);
    }

    private synchronized void start(String stage, int total, int resumed) {
        this.resumed = resumed;
        this.done = resumed;
        this.stageStart = System.nanoTime();
        this.progress = new Progress(err, "book " + size + " " + stage, total, resumed, terminal);
    }

    @Override
    public void solved(int ply, int done, int total) {
        update(done);
    }

    private synchronized void update(int done) {
        this.done = Math.max(this.done, done);
        redraw();
    }

    /** The clock's redraw: the stage under way, as far as it has come. */
    private synchronized void tick() {
        redraw();
    }

    private void redraw() {
        if (progress == null) return;
        double seconds = (System.nanoTime() - stageStart) / 1e9;
        progress.update(
                done, String.format(Locale.ROOT, "%.1f positions/s", (done - resumed) / Math.max(seconds, 1e-9)));
    }

    /** Stops the clock. */
    @Override
    public void close() {
        clock.shutdownNow();
    }

    @Override
    public void movesStarted(int total, int resumed) {
        start("moves", total, resumed);
    }

    @Override
    public void moveFound(int done, int total) {
        update(done);
    }

    @Override
    public synchronized void movesFinished(int total, int found, long nodes, long nanos) {
        progress.finish();
        progress = null;
        double seconds = nanos / 1e9;
        err.println(String.format(
                Locale.ROOT,
                "book %s: moves of the deepest ply: %d positions not lost, %d found (%d from the journal) in %.2f s, "
                        + "%.1f positions/s, %d nodes",
                size,
                total,
                found,
                total - found,
                seconds,
                found / Math.max(seconds, 1e-9),
                nodes));
    }

    @Override
    public synchronized void plyFinished(int ply, int total, int solved, long nodes, long nanos) {
        progress.finish();
        progress = null;
        double seconds = nanos / 1e9;
        err.println(String.format(
                Locale.ROOT,
                "book %s: ply %d: %s, %d solved (%d from the journal) in %.2f s, %.1f positions/s, %d nodes",
                size,
                ply,
                Plural.count(total, "position"),
                solved,
                total - solved,
                seconds,
                solved / Math.max(seconds, 1e-9),
                nodes));
    }
}
