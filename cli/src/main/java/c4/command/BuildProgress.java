package c4.command;

import c4.book.build.BuildListener;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Plural;
import c4.io.Progress;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A book build's progress on stderr: per ply, and for the moves, a {@link Progress} bar (or
 * periodic lines) with positions done of the total, positions per second and an ETA; a line
 * when a ply, or the moves, are done. A clock redraws it between positions too, so a position
 * that takes minutes (the first plies of a large board) still shows the build is alive; close
 * it when the build ends. With {@link #sayWhenInterrupted}, a signal that stops the build gets
 * one line more, how far it had come and what its journals keep ({@link #interrupted}).
 *
 * <p>Guarded by this: the workers report from their threads, the clock from its own. The
 * fields that the interrupted line reads are volatile: it is said without this lock, which a
 * worker stuck on stderr would hold.
 */
final class BuildProgress implements BuildListener, AutoCloseable {
    /** How often the clock offers the meter a redraw ({@link Progress} decides whether to print). */
    private static final long TICK_MILLIS = 1_000;

    /** Where the build is, for the line said when it is interrupted. */
    private enum Stage {
        STARTING,
        PLY,
        MOVES,
        FINISHING
    }

    /** The subcommand that builds ({@code book build}, {@code book moves}): notices name it. */
    private final String command;

    private final PrintStream err;
    private final BoardSize size;
    private final boolean terminal;
    private final ScheduledExecutorService clock;
    /** The ply, or the moves, under way, or null between them. */
    private volatile Progress progress;

    private long stageStart;
    private int resumed;

    /**
     * How far the build has come: the stage; the ply under way (or the last one); the stage's
     * positions done (resumed ones included) of its total; the positions of the plies before it;
     * whether scores were solved (book build, not book moves), which a journal then keeps.
     */
    private record Where(Stage stage, int ply, int done, int total, long before, boolean scores) {
        Where withDone(int count) {
            return new Where(stage, ply, Math.max(done, count), total, before, scores);
        }

        /** Every position of the stages so far: of the plies before and the one under way. */
        long solved() {
            return stage == Stage.PLY ? before + total : before;
        }
    }

    /** Replaced whole, so that the interrupted line reads one stage's counts. */
    private volatile Where where = new Where(Stage.STARTING, 0, 0, 0, 0, false);

    /** The line said when a signal stops the build, or null for none. */
    private volatile InterruptedLine interruptedLine;

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

    /**
     * From now until {@link #close}, a signal that ends the JVM (Ctrl-C, a kill) says
     * {@link #interrupted} of the build of {@code book}, and nothing is drawn after it.
     */
    void sayWhenInterrupted(Path book) {
        interruptedLine = new InterruptedLine(command, err, () -> {
            Progress bar = progress;
            if (bar != null) bar.finish(); // a bar is cleared before the line
            return interrupted(book);
        });
    }

    /**
     * What a build stopped now has done, as far as its journals keep it (Main's prefix {@code c4 }
     * aside): the ply under way, its positions solved and all those solved so far; or the moves
     * found; or that the book was being written. A position counts once it is journalled, so the
     * journals hold at least what this says.
     */
    String interrupted(Path book) {
        Where w = where;
        String again = "run the same command again to resume";
        switch (w.stage()) {
            case PLY -> {
                long all = w.before() + w.done();
                if (all == 0) return command + ": interrupted at ply " + w.ply() + ", before any position was solved";
                return String.format(
                        Locale.ROOT,
                        "%s: interrupted at ply %d (%,d of %,d positions solved, %,d in all); the journal keeps them:"
                                + " %s",
                        command,
                        w.ply(),
                        w.done(),
                        w.total(),
                        all,
                        again);
            }
            case MOVES -> {
                int done = w.done();
                String found = String.format(Locale.ROOT, "(%,d of %,d found)", done, w.total());
                if (w.scores()) {
                    return command + ": interrupted finding the moves " + found + "; the journals keep "
                            + (done == 0 ? "every score" : "them and every score") + ": " + again;
                }
                if (done == 0) return command + ": interrupted finding the moves, before the first was found";
                return command + ": interrupted finding the moves " + found + "; the journal keeps them: " + again;
            }
            case FINISHING -> {
                return command + ": interrupted while the book was written, its work all done: if "
                        + Echo.text(book.toString()) + " is not there, " + again + " from the journal";
            }
            default -> {
                return command + ": interrupted before any position was solved";
            }
        }
    }

    /** Draws {@code print} unless the build was interrupted and said so (then the thread waits for the JVM to end). */
    private void draw(Runnable print) {
        InterruptedLine line = interruptedLine;
        if (line == null) print.run();
        else line.emit(print);
    }

    @Override
    public synchronized void notice(String message) {
        draw(() -> err.println(command + ": " + message));
    }

    @Override
    public void plyStarted(int ply, int total, int resumed) {
        start(Stage.PLY, ply, "ply " + ply, total, resumed);
    }

    private synchronized void start(Stage stage, int ply, String label, int total, int resumed) {
        this.resumed = resumed;
        this.stageStart = System.nanoTime();
        this.progress = new Progress(err, "book " + size + " " + label, total, resumed, terminal);
        Where w = where;
        where = new Where(stage, ply, resumed, total, w.solved(), w.scores() || stage == Stage.PLY);
    }

    @Override
    public void solved(int ply, int done, int total) {
        update(done);
    }

    private synchronized void update(int done) {
        where = where.withDone(done);
        redraw();
    }

    /** The clock's redraw: the stage under way, as far as it has come. */
    private synchronized void tick() {
        redraw();
    }

    private void redraw() {
        Progress bar = progress;
        if (bar == null) return;
        int done = where.done();
        double seconds = (System.nanoTime() - stageStart) / 1e9;
        String rate = String.format(Locale.ROOT, "%.1f positions/s", (done - resumed) / Math.max(seconds, 1e-9));
        draw(() -> bar.update(done, rate));
    }

    /** Stops the clock, and from now on a signal says nothing. */
    @Override
    public void close() {
        clock.shutdownNow();
        InterruptedLine line = interruptedLine;
        if (line != null) line.close();
    }

    @Override
    public void movesStarted(int total, int resumed) {
        start(Stage.MOVES, where.ply(), "moves", total, resumed);
    }

    @Override
    public void moveFound(int done, int total) {
        update(done);
    }

    @Override
    public synchronized void movesFinished(int total, int found, long nodes, long nanos) {
        Progress bar = progress;
        progress = null;
        double seconds = nanos / 1e9;
        draw(() -> {
            bar.finish();
            err.println(String.format(
                    Locale.ROOT,
                    "book %s: moves of the deepest ply: %d positions not lost, %d found (%d from the journal) in "
                            + "%.2f s, %.1f positions/s, %d nodes",
                    size,
                    total,
                    found,
                    total - found,
                    seconds,
                    found / Math.max(seconds, 1e-9),
                    nodes));
        });
    }

    @Override
    public synchronized void plyFinished(int ply, int total, int solved, long nodes, long nanos) {
        Progress bar = progress;
        progress = null;
        double seconds = nanos / 1e9;
        draw(() -> {
            bar.finish();
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
        });
    }

    @Override
    public synchronized void finishing() {
        Where w = where;
        where = new Where(Stage.FINISHING, w.ply(), w.done(), w.total(), w.solved(), w.scores());
    }
}
