package c4.search;

import c4.core.Position;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The clock of the play engine: the {@link TimeBudget} of each move, a timer that stops the
 * search at the hard limit, and the soft check between iterations. The clock of a pondering
 * search starts only at the ponder hit.
 */
final class TimeManager implements AutoCloseable {
    /** Milliseconds kept back from the clock for the GUI's and the pipe's delays (UCI MoveOverhead). */
    static final long DEFAULT_MOVE_OVERHEAD_MS = 30;

    private final SearchControl control;
    private final ScheduledExecutorService timer;
    private long margin = DEFAULT_MOVE_OVERHEAD_MS;
    private SearchLimits limits = SearchLimits.NONE;
    private TimeBudget budget = TimeBudget.NONE;
    private volatile long clockStart;
    private ScheduledFuture<?> hardStop;

    TimeManager(SearchControl control) {
        this.control = control;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "c4-clock");
            t.setDaemon(true);
            return t;
        });
    }

    void setMargin(long millis) {
        margin = Math.max(0, millis);
    }

    /** A search of {@code root} under {@code limits} began at {@code startNanos}; the clock runs from there. */
    synchronized void start(SearchLimits limits, Position root, long startNanos) {
        this.limits = limits;
        int ownMovesLeft = (root.size().cells - root.moveCount() + 1) / 2;
        this.budget = limits.timed() ? TimeBudget.of(limits, root.sideToMove(), ownMovesLeft, margin) : TimeBudget.NONE;
        this.clockStart = startNanos;
    }

    /**
     * The System.nanoTime() at which {@code share} of the hard limit will have passed since the
     * clock started, or Long.MAX_VALUE without a limit.
     */
    synchronized long deadline(double share) {
        if (budget.hard() == Long.MAX_VALUE) return Long.MAX_VALUE;
        return clockStart + (long) (budget.hard() * share * 1_000_000);
    }

    /** Restarts the clock now (the ponder hit) and arms the timer. */
    synchronized void restart() {
        clockStart = System.nanoTime();
        arm();
    }

    /** Arms the timer that stops the search at the hard limit (none without one). */
    synchronized void arm() {
        if (budget.hard() == Long.MAX_VALUE) return;
        long elapsed = (System.nanoTime() - clockStart) / 1_000_000;
        hardStop = timer.schedule(control::stop, Math.max(0, budget.hard() - elapsed), TimeUnit.MILLISECONDS);
    }

    synchronized void disarm() {
        if (hardStop != null) hardStop.cancel(false);
        hardStop = null;
    }

    /**
     * The soft check between iterations: true when a clock-limited search should not start
     * another iteration. Early when the best move is stable, later when it is not; at once with
     * a single legal move. Never for movetime (the timer ends those), infinite or ponder searches.
     *
     * @param stable iterations the best move has stayed the same
     */
    boolean pastSoftLimit(int stable, int rootMoves, boolean pondering) {
        if (pondering || limits.infinite() || limits.moveTime() > 0 || !limits.timed()) return false;
        if (rootMoves == 1) return true;
        double factor = stable >= 3 ? 0.5 : stable >= 1 ? 0.8 : 1.4;
        double elapsed = (System.nanoTime() - clockStart) / 1e6;
        // the next iteration costs a few times this one: do not start one we cannot finish
        return elapsed * 2 > budget.soft() * factor;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
