package c4.search;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The exact solver: Lazy SMP over a persistent {@link SearchPool}, all threads sharing one
 * {@link TranspositionTable}. The main thread starts alone (small positions finish before a
 * helper could even wake up); once it has searched {@link #HELPER_START_NODES} nodes the helpers
 * join. All threads narrow one shared {@link SolveWindow} with null-window searches, so an
 * answer found by any thread moves them all on to the next question; within a question they
 * split the work by deferring moves another thread is searching ({@link BusyTable}) and share
 * results through the table. The first thread to close the window stops the others.
 */
public final class Solver implements AutoCloseable {
    /** Nodes the main thread searches alone before waking the helpers. */
    static final long HELPER_START_NODES = 20_000;

    /** Score reported by {@link #analyze} for a full column. */
    public static final int INVALID_MOVE = -1000;

    private final BoardSize size;
    private final TranspositionTable table;
    private final SearchPool pool;
    private final Searcher[] searchers;
    private final SearchControl control = new SearchControl();

    public Solver(BoardSize size, int threads, long hashMegabytes) {
        this(size, threads, new TranspositionTable(hashMegabytes));
    }

    public Solver(BoardSize size, int threads, TranspositionTable table) {
        this.size = size;
        this.table = table;
        this.pool = new SearchPool(threads);
        this.searchers = Searcher.team(threads, size, table, control);
    }

    public BoardSize size() {
        return size;
    }

    public TranspositionTable table() {
        return table;
    }

    public int threads() {
        return searchers.length;
    }

    /**
     * Clears the transposition table. After small solves only the buckets written since the last
     * clear are zeroed: a full clear of a large table costs milliseconds and flushes the caches,
     * which for the smallest benchmark positions costs more than the solve itself.
     */
    public void clearTable() {
        boolean sparse = true;
        for (Searcher s : searchers) sparse &= s.storeCountWithinLog();
        if (sparse) {
            for (Searcher s : searchers) s.clearStoredBuckets();
        } else {
            table.clear();
            for (Searcher s : searchers) s.resetStoreLog();
        }
    }

    /**
     * A progress line for the solve under way, safe to call from another thread: nodes so far
     * (read without synchronisation, so approximate) and the main thread's open score interval.
     */
    public String progress() {
        long nodes = 0;
        for (Searcher s : searchers) nodes += s.nodes;
        Searcher main = searchers[0];
        return String.format("%,d nodes, score in [%d, %d]", nodes, main.windowMin(), main.windowMax());
    }

    /** The outcome of one solve. */
    public record Result(int score, long nodes, long nanos) {
    }

    /**
     * Solves a position that is not over: the exact score for the side to move (weak: its sign).
     *
     * @throws IllegalArgumentException when the game is already over or the board size differs
     */
    public Result solve(Position position, boolean weak) {
        checkPlayable(position);
        long start = System.nanoTime();
        table.newGeneration();
        control.reset();
        for (Searcher s : searchers) s.newSearch(Long.MAX_VALUE);
        int score = solveOnPool(pool, searchers, control, position, weak);
        long nodes = 0;
        for (Searcher s : searchers) nodes += s.nodes();
        return new Result(Score.exact(score), nodes, System.nanoTime() - start);
    }

    /**
     * The Lazy-SMP solve shared with the play {@link Engine}: the main thread starts alone, the
     * helpers join after {@link #HELPER_START_NODES} nodes, the first thread to finish stops the
     * others. The searchers must have had {@link Searcher#newSearch} called.
     *
     * @return the score in {@link Score} units
     * @throws SearchAborted when {@code control} was stopped before any thread finished
     */
    static int solveOnPool(SearchPool pool, Searcher[] searchers, SearchControl control, Position position,
                           boolean weak) {
        long current = position.currentStones();
        long mask = position.mask();
        int moves = position.moveCount();
        long key = position.key();
        long mirrorKey = position.mirrorKey();
        SolveWindow window = Searcher.initialWindow(position.size().cells, moves, weak);
        AtomicBoolean finished = new AtomicBoolean();
        int[] result = new int[1];
        searchers[0].onLongSearch(HELPER_START_NODES, pool::startHelpers);
        try {
            pool.run(id -> {
                if (control.stopped()) return;
                try {
                    int score = searchers[id].solve(current, mask, moves, key, mirrorKey, weak, window);
                    if (finished.compareAndSet(false, true)) {
                        result[0] = score;
                        control.stop();
                    }
                } catch (SearchAborted aborted) {
                    // stopped, or another thread finished first
                }
            });
        } finally {
            searchers[0].onLongSearch(Long.MAX_VALUE, null);
        }
        if (!finished.get()) throw SearchAborted.INSTANCE;
        return result[0];
    }

    /**
     * The score of playing each column, from the side to move's view (a winning move scores as
     * an immediate win), {@link #INVALID_MOVE} for a full column.
     */
    public int[] analyze(Position position, boolean weak) {
        checkPlayable(position);
        int[] scores = new int[size.width];
        Position child = position.copy();
        for (int c = 0; c < size.width; c++) {
            if (!position.canPlay(c)) {
                scores[c] = INVALID_MOVE;
            } else if (position.isWinningMove(c)) {
                scores[c] = weak ? 1 : size.winScore(position.moveCount());
            } else {
                child.copyFrom(position);
                child.play(c);
                scores[c] = child.isFull() ? 0 : -solve(child, weak).score();
            }
        }
        return scores;
    }

    private void checkPlayable(Position position) {
        if (position.size() != size) {
            throw new IllegalArgumentException("position is " + position.size() + ", solver is " + size);
        }
        if (position.isWon()) throw new IllegalArgumentException("the game is already won");
        if (position.isFull()) throw new IllegalArgumentException("the board is full");
    }

    @Override
    public void close() {
        pool.close();
    }
}
