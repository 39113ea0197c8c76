package c4.search;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import java.util.function.IntConsumer;

/**
 * Exact solving, the one place for it: the score of a position, of each of its moves, and a
 * move that keeps a score; used by {@code c4 solve} and by the engine's {@code go solve} and
 * {@code analyze}.
 *
 * <p>Lazy SMP over a persistent pool, all threads sharing one {@link TranspositionTable}. The
 * main thread starts alone (small positions finish before a helper could even wake up); once it
 * has searched {@link #HELPER_START_NODES} nodes the helpers join. All threads narrow one shared
 * {@link SolveWindow} with null-window searches ("is the score above v?"), so an answer found by
 * any thread moves them all on to the next question, and the window closes for all at once;
 * the main thread's result is the answer.
 */
public final class Solver implements AutoCloseable {
    /** Nodes the main thread searches alone before waking the helpers. */
    static final long HELPER_START_NODES = 20_000;

    /** The score {@link #analyze} gives a full column. */
    public static final int INVALID_MOVE = -1000;

    private final SearchTeam team;
    private final boolean ownsTeam;
    /** CPU time of the threads that called {@link #score} while it ran (the main search thread). */
    private long mainCpuNanos;
    /** The interval of the solve under way, for {@link #progress}; null before the first. */
    private volatile SolveWindow window;

    public Solver(BoardSize size, int threads, long hashMegabytes) {
        this(size, threads, new TranspositionTable(hashMegabytes));
    }

    public Solver(BoardSize size, int threads, TranspositionTable table) {
        this.team = new SearchTeam(size, threads, table);
        this.ownsTeam = true;
    }

    /** How the threads share each solve from now on (default {@link ParallelMode#SOLVER_DEFAULT}). */
    public void setParallelMode(ParallelMode mode) {
        team.pool.awaitIdle();
        team.setMode(mode);
    }

    /**
     * What each thread did since this solver was made: nodes, CPU time, time spent idle waiting
     * for work, split points opened and joined, and nodes wasted under split points that were
     * cut (the searches of their moves that the cut stopped). Waits for helpers still stopping.
     */
    public java.util.List<ThreadCounters> threadCounters() {
        return team.threadCounters(mainCpuNanos);
    }

    /**
     * Makes split searches split at every eligible node, whether or not a thread is idle, and
     * start the helpers at once (for tests: every path of the split code is taken, also by small
     * solves, most often with no helper inside).
     */
    public void setForceSplits(boolean force) {
        team.pool.awaitIdle();
        if (team.registry != null) team.registry.forceSplits(force);
    }

    /** A solver on an engine's threads (the engine closes them). */
    Solver(SearchTeam team) {
        this.team = team;
        this.ownsTeam = false;
    }

    public BoardSize size() {
        return team.size;
    }

    public TranspositionTable table() {
        return team.table;
    }

    public int threads() {
        return team.threads();
    }

    /**
     * Uses {@code book}'s exact scores (null: none) for the positions it holds: answered at once
     * at the root, exact leaves in the search. A book of another board size is ignored.
     */
    public void setBook(Book book) {
        team.setBook(book);
    }

    /**
     * Reports every solve's root searches to {@code probe} (null: none), which then models how a
     * parallel search of the same trees would scale ({@link SpanProbe}). Only a one-thread solver
     * has a single tree to model.
     *
     * @throws IllegalStateException with more than one thread
     */
    public void setSpanProbe(SpanProbe probe) {
        if (probe != null && team.threads() != 1) {
            throw new IllegalStateException(
                    "a span probe needs a one-thread solver, not " + team.threads() + " threads");
        }
        team.main().setSpanProbe(probe);
    }

    /** True when the score of {@code p} comes from the book. */
    boolean inBook(Position p) {
        return team.bookScore(p) != Score.NONE;
    }

    /** Nodes searched by the last solve or move search, all threads. */
    public long nodes() {
        return team.nodes();
    }

    /** Clears the transposition table (cheaply after small solves: see {@link SearchTeam#clearTable}). */
    public void clearTable() {
        team.clearTable();
    }

    /**
     * A progress line for the solve under way, safe to call from another thread: nodes so far
     * (read without synchronisation, so approximate) and the interval of scores not yet ruled out.
     */
    public String progress() {
        SolveWindow w = window;
        String interval = w == null ? "" : String.format(", score in [%d, %d]", w.min(), w.max());
        return String.format("%,d nodes%s", team.nodes(), interval);
    }

    /** The outcome of one solve: the exact score (weak: its sign), nodes, time. */
    public record Result(int score, long nodes, long nanos) {}

    /** The outcome of one analysis: each column's exact score (weak: its sign; {@link #INVALID_MOVE}: full), nodes, time. */
    public record Analysis(int[] scores, long nodes, long nanos) {}

    /**
     * Solves a position that is not over: the exact score for the side to move (weak: its sign).
     *
     * @throws IllegalArgumentException when the game is already over or the board size differs
     */
    public Result solve(Position position, boolean weak) {
        checkPlayable(position);
        long start = System.nanoTime();
        team.table.newGeneration();
        int score = score(position, weak);
        return new Result(Score.exact(score), team.nodes(), System.nanoTime() - start);
    }

    /**
     * The score of playing each column, from the side to move's view (a winning move scores as
     * an immediate win).
     *
     * @throws IllegalArgumentException when the game is already over or the board size differs
     */
    public Analysis analyze(Position position, boolean weak) {
        checkPlayable(position);
        long start = System.nanoTime();
        team.table.newGeneration();
        MoveValues.Tally tally = new MoveValues.Tally(child -> score(child, weak), team::nodes);
        int[] scores = MoveValues.columns(team.size, position, weak, SearchListener.NONE, tally);
        return new Analysis(scores, tally.nodes(), System.nanoTime() - start);
    }

    /**
     * The exact value of playing {@code column} (0-based) in a position that is not over, from
     * the side to move's view (weak: its sign): a winning move scores as an immediate win, a
     * move that fills the board as a draw, any other as minus the score of the position after it;
     * {@link #INVALID_MOVE} for a column that is off the board or full. The one definition of a
     * column's score: {@link #analyze} gives it for every column, the book's checks and
     * {@code audit} for one.
     *
     * @throws IllegalArgumentException when the game is already over or the board size differs
     */
    public int columnScore(Position position, int column, boolean weak) {
        checkPlayable(position);
        if (column < 0 || column >= team.size.width || !position.canPlay(column)) return INVALID_MOVE;
        team.table.newGeneration();
        int v = MoveValues.of(
                position,
                column,
                position.copy(),
                decided -> weak ? Outcomes.sign(decided) : decided,
                child -> score(child, weak));
        assert v != Score.NONE : "a solve always scores the child";
        return Score.exact(v);
    }

    /**
     * The exact score of a position that is not over, in {@link Score} units (weak: its sign).
     *
     * @throws SearchAborted when the team's control was stopped before the score was found
     */
    int score(Position p, boolean weak) {
        team.newSearch(Long.MAX_VALUE, false);
        int decided = Outcomes.ofPosition(p.currentStones(), p.mask(), p.moveCount(), team.size);
        if (decided != Score.NONE) return weak ? Outcomes.sign(decided) : decided;
        int book = bookScore(p, weak);
        if (book != Score.NONE) return book;
        // strong: between losing to the opponent's next stone and winning with this one
        SolveWindow w = weak
                ? new SolveWindow(-1, 1)
                : new SolveWindow(-team.size.winScore(p.moveCount() + 1), team.size.winScore(p.moveCount()));
        window = w;
        Searcher main = team.main();
        boolean split = team.splits();
        boolean forced = split && team.registry.forced();
        main.onLongSearch(HELPER_START_NODES, team.pool::startHelpers);
        if (split) team.registry.startSearch();
        long cpuBefore = SearchPool.currentThreadCpuNanos();
        try {
            return team.pool.run(id -> {
                if (id == 0) {
                    if (forced) team.pool.startHelpers(); // at once, so that small solves split too
                    try {
                        return narrow(main, p, w);
                    } finally {
                        if (split) team.registry.endSearch(); // the helpers' loops end
                    }
                }
                if (split) return team.searchers[id].splits().help();
                try {
                    return narrow(team.searchers[id], p, w);
                } catch (SearchAborted aborted) {
                    return Score.NONE; // stopped; the answer is the main thread's
                }
            });
        } finally {
            main.onLongSearch(Long.MAX_VALUE, null);
            mainCpuNanos += SearchPool.currentThreadCpuNanos() - cpuBefore;
        }
    }

    /**
     * One thread's part of a solve: asks the null-window question the shared interval calls for
     * (near 0 first, where most scores are) until the interval is one value, and returns it. A
     * question answered by another thread meanwhile is dropped.
     */
    private int narrow(Searcher s, Position p, SolveWindow w) {
        while (true) {
            int min = w.min();
            int max = w.max();
            if (min >= max) return Score.ofExact(min);
            int med = min + (max - min) / 2;
            if (med <= 0 && min / 2 < med) med = min / 2;
            else if (med >= 0 && max / 2 > med) med = max / 2;
            int r;
            s.ask(w, med);
            SpanProbe probe = s.spanProbe();
            if (probe != null) probe.beforeRoot(s.nodes);
            try {
                r = Score.exact(s.search(
                        p.currentStones(),
                        p.mask(),
                        p.moveCount(),
                        p.key(),
                        p.mirrorKey(),
                        Score.ofExact(med),
                        Score.ofExact(med) + 1,
                        TranspositionTable.DEPTH_EXACT,
                        0));
                if (probe != null) probe.afterRoot(s.nodes);
            } catch (SearchAborted aborted) {
                if (team.control.stopped() || !w.answered(med)) throw aborted;
                continue;
            } finally {
                s.ask(null, 0);
            }
            w.narrow(med, r);
        }
    }

    /**
     * Each column's exact score (weak: its sign) in exact units, {@link #INVALID_MOVE} for a
     * full column; solved centre first and reported to {@code out} as each is found.
     *
     * @throws SearchAborted when stopped (the columns reported so far are exact)
     */
    int[] columns(Position p, boolean weak, SearchListener out) {
        return MoveValues.columns(
                team.size, p, weak, out, new MoveValues.Tally(child -> score(child, weak), team::nodes));
    }

    /**
     * Each column's exact score (weak: its sign) as {@link #columns} gives it, from the book
     * alone: null when the book does not hold every child that is not decided at once.
     */
    int[] bookColumns(Position p, boolean weak) {
        Book book = team.book;
        if (book == null || p.moveCount() + 1 > book.depth()) return null;
        return MoveValues.columns(team.size, p, weak, SearchListener.NONE, position -> bookScore(position, weak));
    }

    /** The book's exact score of {@code p} in {@link Score} units (weak: its sign), or {@link Score#NONE}. */
    private int bookScore(Position p, boolean weak) {
        int book = team.bookScore(p);
        return book == Score.NONE ? Score.NONE : Score.ofExact(weak ? Integer.signum(book) : book);
    }

    /** The table's exact score of {@code p} in {@link Score} units, or {@link Score#NONE}. */
    int tableScore(Position p) {
        TableAccess.Entry e = team.main().table().lookup(p);
        return e != null && e.proven() && e.lower() == e.upper() ? e.lower() : Score.NONE;
    }

    /** The exact score of {@code p} in {@link Score} units from the book or the table, or {@link Score#NONE}. */
    int knownScore(Position p) {
        int book = bookScore(p, false);
        return book != Score.NONE ? book : tableScore(p);
    }

    /**
     * A column whose exact value is at least {@code score} ({@link Score} units, the position's
     * proven score): the book's move when the book holds the position with that score, otherwise
     * found by null-window proofs on the main thread, the table's best move first, then centre
     * first; -1 if none.
     *
     * @throws SearchAborted when stopped
     */
    int moveKeeping(Position p, int score) {
        return moveKeeping(p, score, column -> {});
    }

    /**
     * {@link #moveKeeping(Position, int)}, telling {@code refuted} each column proven to be worth
     * less than {@code score} as soon as it is, so that a caller stopped mid-way knows them.
     */
    int moveKeeping(Position p, int score, IntConsumer refuted) {
        int bookMove = team.bookMove(p);
        if (bookMove >= 0 && bookScore(p, false) == score) return bookMove;
        TableAccess.Entry known = team.main().table().lookup(p);
        // the solve that proved the score usually stored its best move
        return keeping(p, score, known == null ? -1 : known.bestColumn(), refuted);
    }

    /**
     * The first column in centre order whose exact value is {@code score}, the position's exact
     * score (as {@link #solve} gives it), proven from the book's scores or by null-window searches
     * on the main thread; -1 if no column keeps it (the score was wrong). The column depends only
     * on the position and the score, not on what the table holds: a book's moves are made with it.
     *
     * @throws IllegalArgumentException when the game is already over or the board size differs
     */
    public int firstBestMove(Position p, int score) {
        checkPlayable(p);
        team.table.newGeneration();
        team.newSearch(Long.MAX_VALUE, false);
        return keeping(p, Score.ofExact(score), -1, column -> {});
    }

    /**
     * The first column, {@code first} (when legal) and then centre first, whose value is at
     * least {@code score} ({@link Score} units): a child's score from the book when it holds the
     * child, else a null-window search on the main thread; tells {@code refuted} each column
     * worth less. -1 if none.
     */
    private int keeping(Position p, int score, int first, IntConsumer refuted) {
        Searcher s = team.main();
        return MoveValues.keeping(team.size, p, score, first, refuted, child -> {
            int book = bookScore(child, false);
            return book != Score.NONE
                    ? book
                    : s.search(
                            child.currentStones(),
                            child.mask(),
                            child.moveCount(),
                            child.key(),
                            child.mirrorKey(),
                            -score,
                            -score + 1,
                            TranspositionTable.DEPTH_EXACT,
                            1);
        });
    }

    private void checkPlayable(Position position) {
        if (position.size() != team.size) {
            throw new IllegalArgumentException("position is " + position.size() + ", solver is " + team.size);
        }
        if (position.isWon()) throw new IllegalArgumentException("the game is already won");
        if (position.isFull()) throw new IllegalArgumentException("the board is full");
    }

    @Override
    public void close() {
        if (ownsTeam) team.close();
    }
}
