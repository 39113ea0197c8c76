package c4.search;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Score;

/**
 * The threads of one solver or engine: a persistent {@link SearchPool}, one {@link Searcher} per
 * thread, the stop signal they share, and the transposition table. Thread 0 is the main thread
 * (the caller of each search); with more than one thread the searchers also share a
 * {@link BusyTable}.
 */
final class SearchTeam implements AutoCloseable {
    final BoardSize size;
    final TranspositionTable table;
    final SearchControl control = new SearchControl();
    final SearchPool pool;
    final Searcher[] searchers;

    SearchTeam(BoardSize size, int threads, TranspositionTable table) {
        if (threads < 1 || threads > Engine.MAX_THREADS) {
            throw new IllegalArgumentException("threads " + threads + " is out of range 1.." + Engine.MAX_THREADS);
        }
        this.size = size;
        this.table = table;
        this.pool = new SearchPool(threads);
        this.searchers = new Searcher[threads];
        BusyTable busy = threads > 1 ? new BusyTable() : null;
        teamCache = TeamEndgameCache.forTeam(size, threads);
        registry = threads > 1 ? new SplitRegistry(threads, SplitSearch.splitPlies(size), size.width) : null;
        // each on its own thread (SearchPool#onEachThread); what they share is made here
        try {
            pool.onEachThread(i -> searchers[i] =
                    new Searcher(size, table, control, StaticEvaluation.INSTANCE, busy, registry, teamCache, i));
        } catch (RuntimeException | Error e) {
            pool.close();
            throw e;
        }
    }

    /** The endgame cache the threads share for the top levels, or null ({@link TeamEndgameCache}). */
    private final EndgameCache teamCache;

    /** The split points of the threads; null with one thread. */
    final SplitRegistry registry;

    /** How exact searches use the threads; set between searches. */
    private volatile ParallelMode mode = ParallelMode.SOLVER_DEFAULT;

    void setMode(ParallelMode mode) {
        this.mode = mode;
    }

    /** True when exact searches split nodes: a team, in {@link ParallelMode#SPLIT}. */
    boolean splits() {
        return registry != null && mode == ParallelMode.SPLIT;
    }

    /** The book every searcher uses as exact leaves, or null. */
    Book book;

    /** Uses {@code book} (null: none) from the next search on; ignored when its board size differs. */
    void setBook(Book book) {
        this.book = book != null && book.size() == size ? book : null;
        for (Searcher s : searchers) s.setBook(this.book);
    }

    /** The exact score (game units) the book gives a position, or {@link Score#NONE}. */
    int bookScore(c4.core.Position p) {
        Book b = book;
        return b == null || p.moveCount() > b.depth() ? Score.NONE : b.score(p.currentStones(), p.mask());
    }

    /**
     * The book's move for a position (a column whose value is the book's score), or
     * {@link Book#NO_MOVE}, also for a column the position cannot play (a faulty book).
     */
    int bookMove(c4.core.Position p) {
        Book b = book;
        int c = b == null || p.moveCount() > b.depth() ? Book.NO_MOVE : b.move(p.currentStones(), p.mask());
        return c >= 0 && p.canPlay(c) ? c : Book.NO_MOVE;
    }

    Searcher main() {
        return searchers[0];
    }

    int threads() {
        return searchers.length;
    }

    /**
     * Prepares every searcher for a new root search (see {@link Searcher#newSearch}), once the
     * helpers of the last one have stopped: an exact one ({@code heuristicOrdering} false) splits
     * nodes when {@link #splits}, a depth-limited one is always Lazy SMP.
     */
    void newSearch(long nodeBudget, boolean heuristicOrdering) {
        pool.awaitIdle();
        boolean split = !heuristicOrdering && splits();
        // each solve starts from empty caches, the team's as each thread's (Searcher#setUp)
        if (teamCache != null) teamCache.newGeneration(TeamEndgameCache.BITS);
        for (Searcher s : searchers) s.newSearch(nodeBudget, heuristicOrdering, split);
    }

    /** Every searcher aborts at {@code nanoTime} from now on (Long.MAX_VALUE: never). */
    void setDeadline(long nanoTime) {
        for (Searcher s : searchers) s.setDeadline(nanoTime);
    }

    /** Nodes searched by all threads since the last {@link #newSearch} (read racily: approximate while searching). */
    long nodes() {
        long n = 0;
        for (Searcher s : searchers) n += s.nodes;
        return n;
    }

    /**
     * Each thread's counters since the team was made; {@code mainCpuNanos}: the CPU time of the
     * threads that ran thread 0's part (the callers of the solves). Waits for helpers still stopping.
     */
    java.util.List<ThreadCounters> threadCounters(long mainCpuNanos) {
        pool.awaitIdle();
        java.util.List<ThreadCounters> out = new java.util.ArrayList<>();
        for (int i = 0; i < searchers.length; i++) {
            Searcher s = searchers[i];
            SplitSearch x = s.splits();
            long cpu = i == 0 ? mainCpuNanos : pool.cpuNanos(i);
            out.add(
                    x == null
                            ? new ThreadCounters(i, s.totalNodes(), cpu, 0, 0, 0, 0, 0, 0)
                            : new ThreadCounters(
                                    i,
                                    s.totalNodes(),
                                    cpu,
                                    x.idleNanos,
                                    x.splits,
                                    x.speculativeSplits,
                                    x.joins,
                                    x.speculativeJoins,
                                    x.wastedNodes));
        }
        return out;
    }

    /**
     * Clears the table, once the last search's helpers have stopped. When every thread's store
     * log holds all it stored since the last clear, only those buckets are zeroed; otherwise the
     * table zeroes the buckets its written bits mark ({@link TranspositionTable#clear}), which
     * reads all the bits (1/512 of the table). Both cost in proportion to what was stored: a full
     * fill of a large table costs milliseconds and flushes the caches, more than the smaller
     * positions take to solve.
     */
    void clearTable() {
        pool.awaitIdle(); // helpers still unwinding from the last search may store
        boolean sparse = true;
        for (Searcher s : searchers) sparse &= s.table().logComplete();
        if (sparse) {
            for (Searcher s : searchers) s.table().clearLogged();
        } else {
            table.clear();
            for (Searcher s : searchers) s.table().forgetLog();
        }
    }

    /**
     * Waits for helpers still stopping, then ends the pool's threads. Waiting matters: the table
     * may be handed to another team (of another board size, after a clear), and a late store of
     * this one's could then be taken for one of its positions.
     */
    @Override
    public void close() {
        pool.awaitIdle();
        pool.close();
    }
}
