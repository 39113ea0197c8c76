package c4.book.build;

import c4.book.Book;
import c4.book.BookException;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Builds an opening book with the project's own solver: the exact score of every position of
 * at most {@code depth} stones that is not over ({@link BookPlies}), mirror images once.
 *
 * <p>The deepest ply is solved first; before each shallower ply the solvers get a book of every
 * deeper position solved so far, so a position of ply p is answered from its children (all in
 * the book or decided at once) in a handful of nodes. The deepest ply is thus nearly all the
 * work.
 *
 * <p>Parallelism: {@code threads} workers, each with its own one-thread {@link Solver}, all
 * sharing one {@link TranspositionTable} (lock-free and checked, so what one worker proves
 * helps the others with the transpositions of neighbouring positions). Workers take the
 * positions of a ply from a shared counter in a fixed pseudo-random order: the order does not
 * change the work, but positions next to each other in key order are alike in cost, so only a
 * random order makes the rate so far, and the ETA drawn from it, fair (docs/TUNING.md).
 *
 * <p>Every score is exact, so the book, and its file's bytes, depend only on the board size
 * and the depth: not on the threads, the table size, the order, or on resuming.
 */
public final class BookBuilder {
    private final BoardSize size;
    private final int depth;
    private final int threads;
    private final long hashMegabytes;

    /** The outcome of a build: the book, positions solved by this run and taken from the journal, nodes searched. */
    public record Result(Book book, int solved, int resumed, long nodes) {
    }

    /**
     * @param depth plies the book covers, 0..size.cells
     * @param threads worker threads, at least 1
     * @param hashMegabytes the transposition table the workers share, in MiB
     */
    public BookBuilder(BoardSize size, int depth, int threads, long hashMegabytes) {
        if (depth < 0 || depth > size.cells) {
            throw new IllegalArgumentException("depth " + depth + " is out of range 0.." + size.cells + " on " + size);
        }
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        this.size = size;
        this.depth = depth;
        this.threads = threads;
        this.hashMegabytes = hashMegabytes;
    }

    /** Builds the book in memory, without a journal. */
    public Result build(BuildListener listener) throws IOException, BookException {
        return build(null, null, listener);
    }

    /**
     * Builds the book, recording each solved position in {@code journal} (null: none) and
     * resuming from what it already holds; writes the book to {@code out} atomically (null: not
     * written) and then deletes the journal.
     *
     * @throws BookException when the journal is not one of this build or is damaged
     * @throws RuntimeException what a worker or the listener threw; the journal keeps every
     *     position solved before it
     */
    public Result build(Path out, Path journal, BuildListener listener) throws IOException, BookException {
        long[][] plies = BookPlies.enumerate(size, depth);
        byte[][] scores = new byte[depth + 1][];
        boolean[][] known = new boolean[depth + 1][];
        for (int p = 0; p <= depth; p++) {
            scores[p] = new byte[plies[p].length];
            known[p] = new boolean[plies[p].length];
        }
        BookJournal log = journal == null ? null : BookJournal.open(journal, size, depth);
        try {
            int resumed = log == null ? 0 : resume(log, plies, scores, known);
            Solved solved = solve(plies, scores, known, log, listener);
            Book book = new Book(size, depth, solved.entries.keys, solved.entries.scores);
            if (out != null) book.write(out);
            if (log != null) log.delete();
            return new Result(book, solved.count, resumed, solved.nodes);
        } finally {
            if (log != null) log.close();
        }
    }

    /** Takes the journal's entries as solved; returns how many. */
    private int resume(BookJournal log, long[][] plies, byte[][] scores, boolean[][] known) throws BookException {
        List<BookJournal.Entry> entries = log.recovered();
        for (int i = 0; i < entries.size(); i++) {
            BookJournal.Entry e = entries.get(i);
            int at = e.ply() >= 0 && e.ply() <= depth ? Arrays.binarySearch(plies[e.ply()], e.key()) : -1;
            String problem = null;
            if (at < 0) {
                problem = "holds a position that is not of ply " + e.ply() + " of this build";
            } else if (Math.abs(e.score()) > size.winScore(e.ply())) { // no win or loss comes sooner
                problem = "holds the impossible score " + e.score();
            } else if (known[e.ply()][at] && scores[e.ply()][at] != e.score()) {
                problem = "holds two scores for one position";
            }
            if (problem != null) {
                throw new BookException("journal " + log.file() + ": record " + (i + 1) + " " + problem
                        + " (the journal is damaged); delete it to build from the start");
            }
            scores[e.ply()][at] = (byte) e.score();
            known[e.ply()][at] = true;
        }
        int count = 0;
        for (boolean[] k : known) {
            for (boolean b : k) if (b) count++;
        }
        return count;
    }

    /** Sorted, distinct keys and their scores. */
    private record Entries(long[] keys, byte[] scores) {
        /** The union with another set of entries whose keys are sorted and disjoint from these. */
        Entries merge(long[] otherKeys, byte[] otherScores) {
            int n = keys.length + otherKeys.length;
            long[] k = new long[n];
            byte[] s = new byte[n];
            int i = 0;
            int j = 0;
            for (int at = 0; at < n; at++) {
                if (j == otherKeys.length || (i < keys.length && keys[i] < otherKeys[j])) {
                    k[at] = keys[i];
                    s[at] = scores[i++];
                } else {
                    k[at] = otherKeys[j];
                    s[at] = otherScores[j++];
                }
            }
            return new Entries(k, s);
        }
    }

    /** Every ply solved: the book's entries, positions solved now, nodes. */
    private record Solved(Entries entries, int count, long nodes) {
    }

    private Solved solve(long[][] plies, byte[][] scores, boolean[][] known, BookJournal log,
                         BuildListener listener) throws IOException {
        TranspositionTable table = new TranspositionTable(hashMegabytes);
        List<Solver> solvers = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "c4-book");
            t.setDaemon(true);
            return t;
        });
        Entries solved = new Entries(new long[0], new byte[0]);
        int count = 0;
        AtomicLong nodes = new AtomicLong();
        try {
            for (int i = 0; i < threads; i++) solvers.add(new Solver(size, 1, table));
            for (int p = depth; p >= 0; p--) {
                // the deeper plies, all solved: exact leaves for this one
                Book deeper = new Book(size, depth, solved.keys, solved.scores);
                for (Solver s : solvers) s.setBook(deeper);
                count += solvePly(p, plies[p], scores[p], known[p], solvers, pool, log, listener, nodes);
                solved = solved.merge(plies[p], scores[p]);
            }
        } finally {
            pool.shutdown(); // not shutdownNow: an interrupt would close the journal's channel under a worker
            for (Solver s : solvers) s.close();
        }
        return new Solved(solved, count, nodes.get());
    }

    /**
     * Solves the positions of one ply not yet {@code known} on the pool; returns how many. A
     * position's score is journalled before it counts as done, so the journal never lags
     * behind what the listener was told.
     */
    private int solvePly(int ply, long[] keys, byte[] scores, boolean[] known, List<Solver> solvers,
                         ExecutorService pool, BookJournal log, BuildListener listener, AtomicLong nodes)
            throws IOException {
        int resumed = 0;
        for (boolean k : known) if (k) resumed++;
        listener.plyStarted(ply, keys.length, resumed);
        long start = System.nanoTime();
        long nodesBefore = nodes.get();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger(resumed);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Future<?>> workers = new ArrayList<>();
        int[] order = shuffled(keys.length);
        for (Solver solver : solvers) {
            workers.add(pool.submit(() -> {
                try {
                    for (int n = next.getAndIncrement(); n < keys.length && failure.get() == null;
                         n = next.getAndIncrement()) {
                        int i = order[n];
                        if (known[i]) continue;
                        Position position = PositionCodes.positionOf(size, keys[i]);
                        Solver.Result r = solver.solve(position, false);
                        scores[i] = (byte) r.score();
                        known[i] = true;
                        nodes.addAndGet(r.nodes());
                        if (log != null) log.append(ply, keys[i], r.score());
                        listener.solved(ply, done.incrementAndGet(), keys.length);
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }));
        }
        for (Future<?> w : workers) {
            try {
                w.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure.compareAndSet(null, e);
                break;
            } catch (ExecutionException e) {
                failure.compareAndSet(null, e.getCause());
            }
        }
        Throwable f = failure.get();
        if (f instanceof IOException io) throw io;
        if (f instanceof RuntimeException re) throw re;
        if (f instanceof Error err) throw err;
        if (f != null) throw new IllegalStateException("book build stopped: " + f, f);
        int solved = done.get() - resumed;
        listener.plyFinished(ply, keys.length, solved, nodes.get() - nodesBefore, System.nanoTime() - start);
        return solved;
    }

    /** 0..n-1 in a pseudo-random order that is the same on every run (Fisher-Yates with a fixed seed). */
    static int[] shuffled(int n) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = i;
        SplittableRandom rnd = new SplittableRandom(n);
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }
}
