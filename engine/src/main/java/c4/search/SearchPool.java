package c4.search;

import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;
import java.util.function.IntUnaryOperator;
import org.agrona.concurrent.BackoffIdleStrategy;

/**
 * A persistent pool of search threads, created once and reused for every search (no thread is
 * created per position). Thread 0 is always the caller; helpers 1..N-1 park between searches.
 *
 * <p>A search runs {@code task(0)} on the caller and may start the helpers at any time during it
 * ({@link #startHelpers}). {@link #run} returns as soon as the caller's task has: the answer is
 * the main thread's, and helpers that are still unwinding from a stop must not delay it (with
 * many threads on few cores they may wait long for a time slice). The next search waits for
 * them first ({@link #awaitIdle}), and so must whoever resets the stop signal they obey.
 */
final class SearchPool implements AutoCloseable {
    private final Helper[] helpers;
    private volatile IntUnaryOperator task;
    private volatile boolean closed;

    SearchPool(int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        helpers = new Helper[threads - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new Helper(i + 1);
            helpers[i].thread.start();
        }
    }

    /** Runs {@code task(0)} on this thread and returns its value; helpers join when {@link #startHelpers} is called. */
    int run(IntUnaryOperator task) {
        awaitIdle();
        this.task = task;
        try {
            return task.applyAsInt(0);
        } finally {
            this.task = null;
        }
    }

    /**
     * Runs {@code setUp(i)} on each thread i of the pool, the caller for 0, and returns when all
     * have. A thread's search data is best made by the thread itself: it then lies in that
     * thread's allocation buffer, not beside another thread's, and the memory it first touches is
     * near the core that runs it on a machine of several NUMA nodes (as Stockfish makes each
     * worker on its own thread).
     *
     * @throws IllegalStateException when {@code setUp} failed on a helper (named; the failure is on stderr)
     */
    void onEachThread(IntConsumer setUp) {
        boolean[] done = new boolean[helpers.length + 1];
        try {
            run(i -> {
                if (i == 0) startHelpers(); // once: a helper that has finished is not started again
                setUp.accept(i);
                done[i] = true; // read after awaitIdle: the helper's volatile write of work follows it
                return 0;
            });
        } finally {
            awaitIdle(); // also when the caller's own setUp failed: no helper is left inside it
        }
        for (int i = 1; i < done.length; i++) {
            if (!done[i]) throw new IllegalStateException("search thread " + i + " could not be set up");
        }
    }

    /** Wakes the helpers to run the current task (idempotent within one {@link #run}). */
    void startHelpers() {
        IntUnaryOperator t = task;
        if (t == null) return;
        for (Helper h : helpers) {
            if (h.work == null) {
                h.work = t;
                LockSupport.unpark(h.thread);
            }
        }
    }

    /**
     * Waits until no helper runs a task. Helpers stop within a few thousand nodes of being told
     * to, so Agrona's back-off (spin, then yield, then short parks) answers in microseconds
     * without burning a core when a helper is slow to notice.
     */
    void awaitIdle() {
        BackoffIdleStrategy idle = new BackoffIdleStrategy(100, 10, 1_000, 100_000);
        for (Helper h : helpers) {
            while (h.work != null) idle.idle();
        }
    }

    /** CPU time of helper {@code index} (1..threads-1) so far; -1 where the JVM does not measure it. */
    long cpuNanos(int index) {
        return CPU.isThreadCpuTimeSupported() ? CPU.getThreadCpuTime(helpers[index - 1].thread.getId()) : -1;
    }

    /** CPU time of the calling thread so far; 0 where the JVM does not measure it. */
    static long currentThreadCpuNanos() {
        return CPU.isCurrentThreadCpuTimeSupported() ? CPU.getCurrentThreadCpuTime() : 0;
    }

    private static final java.lang.management.ThreadMXBean CPU =
            java.lang.management.ManagementFactory.getThreadMXBean();

    @Override
    public void close() {
        closed = true;
        for (Helper h : helpers) LockSupport.unpark(h.thread);
    }

    private final class Helper implements Runnable {
        final int index;
        final Thread thread;
        volatile IntUnaryOperator work;

        Helper(int index) {
            this.index = index;
            this.thread = new Thread(this, "c4-search-" + index);
            this.thread.setDaemon(true);
        }

        @Override
        public void run() {
            while (!closed) {
                IntUnaryOperator w = work;
                if (w == null) {
                    LockSupport.park(this);
                    continue;
                }
                try {
                    w.applyAsInt(index); // a helper's value is not the answer
                } catch (Throwable e) {
                    System.err.println("c4: search thread " + index + " failed: " + e);
                } finally {
                    work = null;
                }
            }
        }
    }
}
