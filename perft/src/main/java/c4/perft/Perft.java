package c4.perft;

import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.Position;
import c4.core.SearchBits;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts move sequences per ply: {@code counts[p]} is the number of sequences of p moves from
 * the empty board (or a given start position), where a won or full position has no children. One depth-first traversal
 * fills every ply; the last ply is bulk-counted (legal moves of its parents are counted, not
 * played). Work is split into subtrees a few plies down and shared among threads.
 *
 * <p>The traversal runs on raw {@code (current, mask)} longs and allocates nothing per node.
 */
public final class Perft {
    /** Aim for at least this many subtrees per thread, so threads finish close together. */
    private static final int TASKS_PER_THREAD = 64;

    private final BoardSize size;
    private final int depth;
    private final long startCurrent;
    private final long startMask;
    private final boolean startOver;

    /** Counts from the empty board. */
    public Perft(BoardSize size, int depth) {
        this(new Position(size), depth);
    }

    /**
     * Counts from {@code start} (ply p counts sequences of p moves after it); a finished game
     * has no sequences at all.
     */
    public Perft(Position start, int depth) {
        int empty = start.size().cells - start.moveCount();
        if (depth < 1 || depth > Math.max(1, empty)) {
            throw new IllegalArgumentException("depth " + depth + " is out of range 1.." + Math.max(1, empty)
                    + (start.moveCount() > 0 ? " after " + start.moveCount() + " moves" : ""));
        }
        this.size = start.size();
        this.depth = depth;
        this.startCurrent = start.currentStones();
        this.startMask = start.mask();
        this.startOver = start.isGameOver();
    }

    /**
     * Counts with the given number of threads, reporting progress as subtrees finish. An interrupt
     * of the calling thread stops the count after the subtrees under way, with every worker ended.
     */
    public long[] run(int threads, ProgressMeter.Factory meters) throws InterruptedException {
        long[] counts = new long[depth + 1];
        if (startOver) return counts;
        int split = splitPly(threads);
        // tasks: positions at ply `split` (neither won nor full), as (current, mask) pairs
        TaskList tasks = new TaskList();
        collect(startCurrent, startMask, 0, split, counts, tasks);
        if (tasks.size == 0) return counts;
        ProgressMeter progress = meters.start("perft " + size + " depth " + depth, tasks.size);
        long[][] perThread = new long[threads][depth + 1];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicBoolean cancelled = new AtomicBoolean(); // set when the caller is interrupted: no task starts after
        Thread[] workers = new Thread[threads];
        Throwable[] failure = new Throwable[1];
        for (int t = 0; t < threads; t++) {
            long[] mine = perThread[t];
            workers[t] = new Thread(
                    () -> {
                        for (int i; !cancelled.get() && (i = next.getAndIncrement()) < tasks.size; ) {
                            count(tasks.current[i], tasks.mask[i], split, mine);
                            int d = done.incrementAndGet();
                            progress.update(d, "subtrees");
                        }
                    },
                    "perft-" + t);
            workers[t].setUncaughtExceptionHandler((th, e) -> failure[0] = e);
            workers[t].start();
        }
        try {
            for (Thread w : workers) w.join();
        } catch (InterruptedException e) {
            cancelled.set(true); // the workers end with their current subtree; none is left running
            for (Thread w : workers) joinUninterruptibly(w);
            throw e;
        }
        progress.finish();
        if (failure[0] instanceof Error) throw (Error) failure[0];
        if (failure[0] != null) throw new IllegalStateException("perft worker failed", failure[0]);
        for (long[] mine : perThread) {
            for (int p = 0; p <= depth; p++) counts[p] += mine[p];
        }
        return counts;
    }

    private static void joinUninterruptibly(Thread t) {
        boolean interrupted = false;
        while (t.isAlive()) {
            try {
                t.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }

    /** The ply whose positions become the tasks: deep enough for enough subtrees per thread. */
    private int splitPly(int threads) {
        int split = 0;
        double subtrees = 1;
        while (split < depth - 1 && subtrees < (double) threads * TASKS_PER_THREAD) {
            subtrees *= size.width;
            split++;
        }
        return split;
    }

    /** Counts plies 1..split above the split and gathers the live positions at the split ply. */
    private void collect(long current, long mask, int ply, int split, long[] counts, TaskList tasks) {
        if (ply == split) {
            tasks.add(current, mask);
            return;
        }
        long legal = SearchBits.legalMoves(mask, size);
        counts[ply + 1] += Long.bitCount(legal);
        long wins = Lines.winningCells(current, mask, size);
        for (long moves = legal & ~wins; moves != 0; moves &= moves - 1) {
            long bit = moves & -moves;
            collect(current ^ mask, mask | bit, ply + 1, split, counts, tasks);
        }
    }

    /**
     * Adds the sequences below a live position at {@code ply} (not won, not full) to counts.
     * Children reached by a winning move are won and are leaves.
     */
    private void count(long current, long mask, int ply, long[] counts) {
        long legal = SearchBits.legalMoves(mask, size);
        counts[ply + 1] += Long.bitCount(legal);
        if (ply + 1 == depth) return; // bulk count: the children are not played
        long wins = Lines.winningCells(current, mask, size);
        for (long moves = legal & ~wins; moves != 0; moves &= moves - 1) {
            long bit = moves & -moves;
            count(current ^ mask, mask | bit, ply + 1, counts);
        }
    }

    /** A growable list of (current, mask) pairs. */
    private static final class TaskList {
        long[] current = new long[64];
        long[] mask = new long[64];
        int size;

        void add(long c, long m) {
            if (size == current.length) {
                current = java.util.Arrays.copyOf(current, size * 2);
                mask = java.util.Arrays.copyOf(mask, size * 2);
            }
            current[size] = c;
            mask[size++] = m;
        }
    }
}
