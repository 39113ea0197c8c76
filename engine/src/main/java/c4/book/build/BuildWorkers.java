package c4.book.build;

import c4.book.Book;
import c4.core.BoardSize;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The workers of a book build: {@code threads} threads, each with its own one-thread
 * {@link Solver}, all sharing one {@link TranspositionTable} (lock-free and checked, so what one
 * worker proves helps the others with the transpositions of neighbouring positions).
 *
 * <p>Workers take the positions from a shared counter in a fixed pseudo-random order: the order
 * does not change the work, but positions next to each other in key order are alike in cost, so
 * only a random order makes the rate so far, and the ETA drawn from it, fair (docs/DESIGN.md#book-build).
 */
final class BuildWorkers implements AutoCloseable {
    /** The work on one position, by one worker. */
    interface Task {
        void run(Solver solver, int index) throws Exception;
    }

    private final List<Solver> solvers = new ArrayList<>();
    private final ExecutorService pool;

    BuildWorkers(BoardSize size, int threads, long hashMegabytes) {
        TranspositionTable table = new TranspositionTable(hashMegabytes);
        pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "c4-book");
            t.setDaemon(true);
            return t;
        });
        try {
            for (int i = 0; i < threads; i++) solvers.add(new Solver(size, 1, table));
        } catch (RuntimeException | Error e) {
            close();
            throw e;
        }
    }

    /** Every worker's solver uses {@code book}'s scores from now on. */
    void setBook(Book book) {
        for (Solver s : solvers) s.setBook(book);
    }

    /** One of the solvers, for work on the calling thread between two {@link #run}s. */
    Solver first() {
        return solvers.get(0);
    }

    /**
     * Runs {@code task} on every index 0..n-1, in {@link BuildOrder#shuffled} order, on all workers; the
     * first failure stops them all (each finishes its position) and is rethrown.
     */
    void run(int n, Task task) throws IOException {
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Future<?>> workers = new ArrayList<>();
        int[] order = BuildOrder.shuffled(n);
        for (Solver solver : solvers) {
            workers.add(pool.submit(() -> {
                try {
                    for (int k = next.getAndIncrement(); k < n && failure.get() == null; k = next.getAndIncrement()) {
                        task.run(solver, order[k]);
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
    }

    @Override
    public void close() {
        pool.shutdown(); // not shutdownNow: an interrupt would close a journal's channel under a worker
        for (Solver s : solvers) s.close();
    }
}
