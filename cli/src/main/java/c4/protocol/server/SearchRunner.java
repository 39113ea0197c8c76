package c4.protocol.server;

import c4.core.Echo;
import c4.core.Notation;
import c4.core.Position;
import c4.search.Engine;
import c4.search.SearchResult;
import java.io.PrintStream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * Runs the protocol's searches on one background thread, so that the command loop keeps
 * reading ({@code isready}, {@code stop}, {@code ponderhit}, {@code quit}). Every search started
 * here ends in exactly one {@code bestmove} line, whatever fails inside: an internal error is
 * reported as {@code info string error: ...} and answered with a safe legal move.
 */
final class SearchRunner implements AutoCloseable {
    /** A search to run; returns the move to play. */
    interface Job {
        SearchResult call();
    }

    private final ProtocolOutput out;
    private final PrintStream err;
    private final BooleanSupplier debug;
    /** Called once a search has ended (its bestmove is out and {@link #searching} is false). */
    private final Runnable onEnd;

    /** How long {@link #close} waits by default for the search to end (quit, end of input). */
    static final long CLOSE_WAIT_MILLIS = 10_000;

    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "c4-protocol-search");
        t.setDaemon(true);
        return t;
    });
    private final AtomicBoolean searching = new AtomicBoolean();
    /** The engine of the search under way; null between searches (cleared before {@code searching}). */
    private volatile Engine engine;
    /** The job {@link #start} hands to the search thread, which takes it. */
    private volatile Job pending;
    /** A stop was sent to the search under way (reset by {@link #start}). */
    private volatile boolean stopSent;
    /**
     * Whether the search under way has its bestmove out: set by whichever prints it first, the
     * search thread or {@link #close} (which answers a search that did not end in time), so there
     * is exactly one. Replaced by {@link #start}.
     */
    private volatile AtomicBoolean answered = new AtomicBoolean(true);
    /** The position of the search under way (its safe move is {@link #close}'s answer). */
    private volatile Position root;
    /** How long {@link #close} waits for the search to end after its stop. */
    private final long closeWaitMillis;

    private Future<?> job;

    /** @param debug whether internal errors also print their stack trace on {@code err} */
    SearchRunner(ProtocolOutput out, PrintStream err, BooleanSupplier debug) {
        this(out, err, debug, () -> {});
    }

    /** @param onEnd called on the search thread after each search's bestmove (a waiting command goes on) */
    SearchRunner(ProtocolOutput out, PrintStream err, BooleanSupplier debug, Runnable onEnd) {
        this(out, err, debug, onEnd, CLOSE_WAIT_MILLIS);
    }

    /** @param closeWaitMillis how long {@link #close} waits for a stopped search before it answers for it */
    SearchRunner(ProtocolOutput out, PrintStream err, BooleanSupplier debug, Runnable onEnd, long closeWaitMillis) {
        this.closeWaitMillis = closeWaitMillis;
        this.out = out;
        this.err = err;
        this.debug = debug;
        this.onEnd = onEnd;
    }

    /** True from {@link #start} until the search's bestmove is out: nothing of the next search comes before it. */
    boolean searching() {
        return searching.get();
    }

    /** Starts {@code body}, a search of {@code root} (not over) on {@code e}, in the background. */
    void start(Engine e, Position root, String command, Job body) {
        e.begin();
        stopSent = false;
        AtomicBoolean answer = new AtomicBoolean();
        answered = answer;
        this.root = root;
        engine = e;
        pending = body;
        searching.set(true);
        job = thread.submit(() -> {
            SearchResult result;
            try {
                result = callPending();
            } catch (Throwable x) {
                reportInternalError(command, x);
                result = new SearchResult(root.safeColumn(), -1, 0);
            }
            engine = null;
            try {
                if (answer.compareAndSet(false, true)) bestmove(result);
            } finally {
                searching.set(false);
                onEnd.run();
            }
        });
    }

    /**
     * Runs the pending job and lets go of it: once its {@code bestmove} is out, nothing here
     * reaches the engine or its table, so a table replaced right after can be collected.
     */
    private SearchResult callPending() {
        Job body = pending;
        pending = null;
        return body.call();
    }

    /** Answers a search that could not even start: the error, then a safe legal move (or none). */
    void refuse(Position root, String command, Throwable x) {
        reportInternalError(command, x);
        bestmove(new SearchResult(root.safeColumn(), -1, 0));
    }

    private void reportInternalError(String command, Throwable x) {
        out.error(internalError(command, x));
        if (debug.getAsBoolean()) x.printStackTrace(err);
    }

    /**
     * The message of an internal error in {@code command}: the exception's class and message,
     * whose control characters are escaped as in every echo (a message may quote input).
     */
    static String internalError(String command, Throwable x) {
        return command + ": internal error: " + x.getClass().getSimpleName()
                + (x.getMessage() == null ? "" : ": " + Echo.escape(x.getMessage()));
    }

    private void bestmove(SearchResult result) {
        StringBuilder sb = new StringBuilder("bestmove ");
        sb.append(result.column() >= 0 ? Notation.token(result.column()) : "(none)");
        if (result.column() >= 0 && result.ponder() >= 0) sb.append(" ponder ").append(Notation.token(result.ponder()));
        out.line(sb.toString());
    }

    void stop() {
        Engine e = engine;
        if (e != null && searching.get()) {
            stopSent = true;
            e.stop();
        }
    }

    /** True while a search that was sent a stop has not yet printed its bestmove (it is about to). */
    boolean stopping() {
        return stopSent && searching.get();
    }

    void ponderhit() {
        Engine e = engine;
        if (e != null && searching.get()) e.ponderhit();
    }

    /**
     * Stops the search under way, waits a little for its bestmove, and ends the thread. A search
     * that has not ended by then still gets its one bestmove: an error and a safe legal move.
     */
    @Override
    public void close() {
        stop();
        Future<?> j = job;
        if (j != null) {
            try {
                j.get(closeWaitMillis, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                err.println("c4 engine: the search did not end within " + closeWaitMillis + " ms of its stop");
                AtomicBoolean answer = answered;
                if (answer.compareAndSet(false, true)) {
                    out.error(
                            "the search did not end within " + closeWaitMillis
                                    + " ms of its stop at quit or the end of input; bestmove is a safe legal move, not searched");
                    bestmove(new SearchResult(root.safeColumn(), -1, 0));
                }
            } catch (Exception e) {
                err.println("c4 engine: search did not end cleanly: " + e);
            }
        }
        thread.shutdownNow();
    }
}
