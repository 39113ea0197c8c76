package c4.command;

import c4.book.build.BuildListener;
import c4.core.BoardSize;
import c4.io.Progress;
import java.io.PrintStream;
import java.util.Locale;

/**
 * A book build's progress on stderr: per ply, and for the moves, a {@link Progress} bar (or
 * periodic lines) with positions done of the total, positions per second and an ETA; a line
 * when a ply, or the moves, are done.
 */
final class BuildProgress implements BuildListener {
    private final PrintStream err;
    private final BoardSize size;
    /** The ply, or the moves, under way: set in {@link #start} before any worker reports. */
    private volatile Progress progress;

    private volatile long stageStart;
    private volatile int resumed;

    BuildProgress(PrintStream err, BoardSize size) {
        this.err = err;
        this.size = size;
    }

    @Override
    public void notice(String message) {
        err.println("book: " + message);
    }

    @Override
    public void plyStarted(int ply, int total, int resumed) {
        start("ply " + ply, total, resumed);
    }

    private void start(String stage, int total, int resumed) {
        this.resumed = resumed;
        this.stageStart = System.nanoTime();
        this.progress = new Progress(err, "book " + size + " " + stage, total, resumed);
    }

    @Override
    public void solved(int ply, int done, int total) {
        update(done);
    }

    private void update(int done) {
        double seconds = (System.nanoTime() - stageStart) / 1e9;
        progress.update(
                done, String.format(Locale.ROOT, "%.1f positions/s", (done - resumed) / Math.max(seconds, 1e-9)));
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
    public void movesFinished(int total, int found, long nodes, long nanos) {
        progress.finish();
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
    public void plyFinished(int ply, int total, int solved, long nodes, long nanos) {
        progress.finish();
        double seconds = nanos / 1e9;
        err.println(String.format(
                Locale.ROOT,
                "book %s: ply %d: %d positions, %d solved (%d from the journal) in %.2f s, %.1f positions/s, %d nodes",
                size,
                ply,
                total,
                solved,
                total - solved,
                seconds,
                solved / Math.max(seconds, 1e-9),
                nodes));
    }
}
