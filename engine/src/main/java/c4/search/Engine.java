package c4.search;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.Random;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The play engine: iterative deepening over {@link Searcher#search} with aspiration windows, a
 * PVS root loop with MultiPV and searchmoves, Lazy SMP on a persistent {@link SearchPool}, time
 * management, and exact solving ({@code go solve}, analyze) through {@link Searcher#solve} run
 * exactly as {@link Solver} runs it, but stoppable.
 *
 * <p>Usage: {@link #begin} on the thread that accepts the command (so a {@code stop} that follows
 * at once is never lost), then {@link #go} (blocking) on a search thread; {@link #stop} and
 * {@link #ponderhit} from any thread. Only the main thread (id 0) reports {@code info} lines.
 */
public final class Engine implements AutoCloseable {
    private static final int ASPIRATION_DELTA = 50;

    private final BoardSize size;
    private final TranspositionTable table;
    private final SearchPool pool;
    private final Searcher[] searchers;
    private final SearchControl control = new SearchControl();
    private final ScheduledExecutorService timer;
    private final Random random = new Random();

    private int multiPv = 1;
    private boolean randomize;
    private boolean weak;
    private long margin = 30;

    private final Object lock = new Object();
    private boolean stopRequested; // guarded by lock
    private volatile boolean pondering;
    private volatile long clockStart;
    private SearchLimits limits;
    private Position root;
    private ScheduledFuture<?> hardStop;

    // best completed iteration over all threads (guarded by this)
    private int completedDepth;
    private int completedColumn;
    private int completedScore;

    public Engine(BoardSize size, int threads, TranspositionTable table) {
        this.size = size;
        this.table = table;
        this.pool = new SearchPool(threads);
        this.searchers = Searcher.team(threads, size, table, control);
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "c4-clock");
            t.setDaemon(true);
            return t;
        });
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

    /** Number of best root moves reported per iteration (UCI MultiPV). */
    public void setMultiPv(int lines) {
        multiPv = Math.max(1, lines);
    }

    /** Choose at random among the moves scoring equal to the best. */
    public void setRandomize(boolean on) {
        randomize = on;
    }

    /** {@code go solve} and analyze prove only win / draw / loss. */
    public void setWeak(boolean on) {
        weak = on;
    }

    public void setRandomSeed(long seed) {
        random.setSeed(seed);
    }

    /** Safety margin in ms kept back from the clock (UCI MoveOverhead). */
    public void setMargin(long millis) {
        margin = Math.max(0, millis);
    }

    /** Arms a new search; call on the command thread before handing {@link #go} to a search thread. */
    public void begin() {
        synchronized (lock) {
            stopRequested = false;
            control.reset();
        }
    }

    /** Ends the current search as soon as possible; {@link #go} then returns its best result. */
    public void stop() {
        synchronized (lock) {
            stopRequested = true;
            control.stop();
            lock.notifyAll();
        }
    }

    /** The opponent played the pondered move: the clock starts now. */
    public void ponderhit() {
        synchronized (lock) {
            if (!pondering) return;
            pondering = false;
            clockStart = System.nanoTime();
            armTimer();
            lock.notifyAll();
        }
    }

    /**
     * Searches a position that is not over within the limits and returns the move to play. In
     * infinite or ponder mode it returns only after {@link #stop} (or {@link #ponderhit}).
     */
    public SearchResult go(Position position, SearchLimits limits, SearchListener out) {
        long start = System.nanoTime();
        this.limits = limits;
        this.root = position.copy();
        table.newGeneration();
        synchronized (this) {
            completedDepth = 0;
            completedColumn = -1;
            completedScore = 0;
        }
        synchronized (lock) {
            pondering = limits.ponder;
            clockStart = start;
            if (!pondering && !limits.infinite) armTimer();
        }
        SearchResult result;
        try {
            if (limits.solve) {
                result = solveRoot(position, weak, out, start);
            } else {
                result = play(position, limits, out, start);
            }
        } finally {
            synchronized (lock) {
                if (hardStop != null) hardStop.cancel(false);
                hardStop = null;
            }
        }
        synchronized (lock) {
            while (!stopRequested && (limits.infinite || pondering)) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        return result;
    }

    /** {@code go solve}: the exact (or, if weak, win/draw/loss) score and a move that keeps it. */
    public SearchResult solve(Position position, boolean weak, SearchListener out) {
        return solveRoot(position, weak, out, System.nanoTime());
    }

    private void armTimer() {
        if (limits == null || root == null || !limits.timed()) return;
        int ownMovesLeft = (size.cells - root.moveCount() + 1) / 2;
        TimeBudget budget = TimeBudget.of(limits, root.sideToMove(), ownMovesLeft, margin);
        if (budget.hard() == Long.MAX_VALUE) return;
        long elapsed = (System.nanoTime() - clockStart) / 1_000_000;
        hardStop = timer.schedule(control::stop, Math.max(0, budget.hard() - elapsed), TimeUnit.MILLISECONDS);
    }

    // ---------------------------------------------------------------- play search

    private SearchResult play(Position position, SearchLimits limits, SearchListener out, long start) {
        int moves = position.moveCount();
        for (int i = 0; i < size.width; i++) {
            int c = size.centreOrder(i);
            if (position.canPlay(c) && allowed(limits, c) && position.isWinningMove(c)) {
                int score = Score.winNow(size, moves);
                out.info(new SearchInfo(1, 1, 1, SearchScore.of(score, size, moves, false), 0, millis(start),
                        table.hashfull(), new int[] {c}));
                return new SearchResult(c, -1, score);
            }
        }
        for (Searcher s : searchers) {
            s.setHeuristicOrdering(true);
            s.newSearch(limits.nodes > 0 ? limits.nodes : Long.MAX_VALUE); // before any thread runs: clean counters
            s.onLongSearch(Long.MAX_VALUE, null);
        }
        RootMoves[] roots = new RootMoves[searchers.length];
        for (int i = 0; i < roots.length; i++) roots[i] = new RootMoves(position, limits.searchMoves);
        int[] mainDepth = new int[1];
        pool.run(id -> {
            if (id > 0 && control.stopped()) return;
            iterativeDeepening(id, roots[id], position, limits, out, start, mainDepth);
        });
        RootMoves main = roots[0];
        int column = main.column[0];
        int score = main.score[0];
        synchronized (this) {
            if (completedDepth > mainDepth[0] && completedColumn >= 0) {
                column = completedColumn;
                score = completedScore;
            } else if (randomize && mainDepth[0] > 0) {
                int ties = 1;
                while (ties < main.count && main.score[ties] == main.score[0]) ties++;
                column = main.column[random.nextInt(ties)];
            }
        }
        int[] pv = principalVariation(searchers[0], position, column, 2);
        return new SearchResult(column, pv.length > 1 ? pv[1] : -1, score);
    }

    private static boolean allowed(SearchLimits limits, int column) {
        if (limits.searchMoves == null) return true;
        for (int c : limits.searchMoves) if (c == column) return true;
        return false;
    }

    private void iterativeDeepening(int id, RootMoves rm, Position position, SearchLimits limits,
                                    SearchListener out, long start, int[] mainDepth) {
        Searcher s = searchers[id];
        if (id == 0 && searchers.length > 1) pool.startHelpers();
        int moves = position.moveCount();
        int empty = size.cells - moves;
        int maxDepth = limits.depth > 0 ? Math.min(limits.depth, empty) : empty;
        int[] scores = new int[rm.count];
        int previous = 0;
        int previousBest = -1;
        int stable = 0;
        for (int depth = 1 + (id & 1); depth <= maxDepth; depth++) {
            int best;
            try {
                best = aspiration(s, rm, scores, depth, previous);
            } catch (SearchAborted aborted) {
                break;
            }
            rm.sort(scores);
            boolean exact = depth >= empty;
            boolean proven = exact || Math.abs(best) >= Score.UNIT;
            offer(depth, rm.column[0], best);
            if (id != 0) {
                if (proven) break;
                previous = best;
                continue;
            }
            mainDepth[0] = depth;
            report(s, rm, position, depth, exact, out, start);
            if (proven || (limits.mate > 0 && best >= Score.UNIT)) break;
            stable = rm.column[0] == previousBest ? stable + 1 : 0;
            previousBest = rm.column[0];
            previous = best;
            if (outOfTime(limits, rm, stable)) break;
        }
        if (id == 0) control.stop(); // ends the helpers' iterations
    }

    /** Soft time check between iterations: stop early when the move is stable, later when it is not. */
    private boolean outOfTime(SearchLimits limits, RootMoves rm, int stable) {
        if (pondering || limits.infinite || limits.moveTime > 0 || !limits.timed()) return false;
        if (rm.count == 1) return true;
        int ownMovesLeft = (size.cells - root.moveCount() + 1) / 2;
        TimeBudget budget = TimeBudget.of(limits, root.sideToMove(), ownMovesLeft, margin);
        double factor = stable >= 3 ? 0.5 : stable >= 1 ? 0.8 : 1.4;
        double elapsed = (System.nanoTime() - clockStart) / 1e6;
        // the next iteration costs a few times this one: do not start one we cannot finish
        return elapsed * 2 > budget.soft() * factor;
    }

    private int aspiration(Searcher s, RootMoves rm, int[] scores, int depth, int previous) {
        if (depth < 4 || multiPv > 1 || Math.abs(previous) >= Score.UNIT) {
            return rootSearch(s, rm, scores, depth, -Score.INFINITE, Score.INFINITE);
        }
        int delta = ASPIRATION_DELTA;
        int alpha = previous - delta;
        int beta = previous + delta;
        while (true) {
            int v = rootSearch(s, rm, scores, depth, alpha, beta);
            if (v <= alpha) {
                delta *= 4;
                alpha = delta >= Score.UNIT ? -Score.INFINITE : previous - delta;
            } else if (v >= beta) {
                delta *= 4;
                beta = delta >= Score.UNIT ? Score.INFINITE : previous + delta;
            } else {
                return v;
            }
        }
    }

    /**
     * One root iteration (fail-soft): the first {@code multiPv} moves get the full window, the
     * rest a null window at the current K-th best score (one below it with Randomize, so equal
     * moves get exact scores too) and a re-search when they beat it.
     */
    private int rootSearch(Searcher s, RootMoves rm, int[] scores, int depth, int alpha, int beta) {
        int moves = root.moveCount();
        java.util.Arrays.fill(scores, -Score.INFINITE);
        int best = -Score.INFINITE;
        for (int i = 0; i < rm.count; i++) {
            int v;
            if (rm.kind[i] == RootMoves.LOSES_AT_ONCE) {
                v = -Score.winNow(size, moves + 1);
            } else if (rm.kind[i] == RootMoves.FILLS_BOARD) {
                v = 0;
            } else if (i < multiPv) {
                v = -s.search(rm.current[i], rm.mask[i], moves + 1, rm.key[i], rm.mirrorKey[i],
                        -beta, -alpha, depth - 1, 1);
            } else {
                int floor = Math.max(alpha, kthBest(scores, i, multiPv) - (randomize ? 1 : 0));
                v = -s.search(rm.current[i], rm.mask[i], moves + 1, rm.key[i], rm.mirrorKey[i],
                        -floor - 1, -floor, depth - 1, 1);
                if (v > floor && v < beta) {
                    v = -s.search(rm.current[i], rm.mask[i], moves + 1, rm.key[i], rm.mirrorKey[i],
                            -beta, -floor, depth - 1, 1);
                }
            }
            scores[i] = v;
            if (v > best) best = v;
            if (v >= beta) break;
        }
        return best;
    }

    private static int kthBest(int[] scores, int n, int k) {
        int result = Integer.MAX_VALUE;
        for (int round = 0; round < k; round++) {
            int next = -Score.INFINITE - 1;
            for (int i = 0; i < n; i++) if (scores[i] < result && scores[i] > next) next = scores[i];
            if (next < -Score.INFINITE) return -Score.INFINITE;
            result = next;
        }
        return result;
    }

    private synchronized void offer(int depth, int column, int score) {
        if (depth > completedDepth) {
            completedDepth = depth;
            completedColumn = column;
            completedScore = score;
        }
    }

    private void report(Searcher s, RootMoves rm, Position position, int depth, boolean exact,
                        SearchListener out, long start) {
        long nodes = totalNodes();
        long ms = millis(start);
        int lines = Math.min(multiPv, rm.count);
        for (int k = 0; k < lines; k++) {
            out.info(new SearchInfo(depth, Math.max(depth, s.selDepth()), k + 1,
                    SearchScore.of(rm.score[k], size, position.moveCount(), exact), nodes, ms, table.hashfull(),
                    principalVariation(s, position, rm.column[k], depth)));
        }
        if (exact && rm.score[0] == 0) out.drawProven();
    }

    /** The first move, then the table's best moves, as far as they are known and legal. */
    int[] principalVariation(Searcher s, Position position, int first, int maxLength) {
        if (first < 0) return new int[0];
        int[] pv = new int[Math.max(1, maxLength)];
        Position p = position.copy();
        p.play(first);
        pv[0] = first;
        int n = 1;
        while (n < pv.length && !p.isGameOver()) {
            int c = -1;
            if (p.canWinNow()) {
                for (int i = 0; i < size.width && c < 0; i++) if (p.canPlay(i) && p.isWinningMove(i)) c = i;
            } else {
                c = Searcher.tableColumn(s.probe(p.currentStones(), p.mask(), p.moveCount(), p.key(), p.mirrorKey()));
            }
            if (c < 0 || c >= size.width || !p.canPlay(c)) break;
            pv[n++] = c;
            p.play(c);
        }
        return java.util.Arrays.copyOf(pv, n);
    }

    private long totalNodes() {
        long n = 0;
        for (Searcher s : searchers) n += s.nodes();
        return n;
    }

    private static long millis(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    // ---------------------------------------------------------------- exact solving

    /**
     * Solves exactly with this engine's threads ({@link Solver#solveOnPool}), on this engine's
     * stop signal.
     *
     * @throws SearchAborted when stopped before the result was found
     */
    private int solveScore(Position p, boolean weak) {
        for (Searcher s : searchers) {
            s.setHeuristicOrdering(false);
            s.newSearch(Long.MAX_VALUE);
        }
        int score = Solver.solveOnPool(pool, searchers, control, p, weak);
        synchronized (lock) {
            if (!stopRequested) control.reset(); // the finisher stopped the helpers, not the user
        }
        return score;
    }

    /** The score of playing {@code column} (legal, game not over), solved exactly (weak: sign only). */
    private int solveColumn(Position position, int column, boolean weak) {
        int moves = position.moveCount();
        if (position.isWinningMove(column)) return weak ? Score.UNIT : Score.winNow(size, moves);
        Position child = position.copy();
        child.play(column);
        if (child.canWinNow()) return weak ? -Score.UNIT : -Score.winNow(size, moves + 1);
        if (child.isFull()) return 0;
        return -solveScore(child, weak);
    }

    private SearchResult solveRoot(Position position, boolean weak, SearchListener out, long start) {
        int score;
        try {
            score = solveScore(position, weak);
        } catch (SearchAborted aborted) {
            return fallback(position);
        }
        int column = moveKeeping(position, score);
        int[] pv = principalVariation(searchers[0], position, column, size.cells);
        long ms = millis(start);
        long nodes = totalNodes();
        out.info(new SearchInfo(size.cells - position.moveCount(), Math.max(1, searchers[0].selDepth()), 1,
                weak ? SearchScore.ofSign(score) : SearchScore.of(score, size, position.moveCount(), true),
                nodes, ms, table.hashfull(), pv));
        out.exactScore(Score.exact(score), weak);
        if (score == 0) out.drawProven();
        return new SearchResult(column, pv.length > 1 ? pv[1] : -1, score);
    }

    /** A column whose exact value is at least {@code score} (found by null-window proofs), centre first. */
    private int moveKeeping(Position position, int score) {
        Searcher s = searchers[0];
        int moves = position.moveCount();
        Position child = position.copy();
        try {
            for (int i = 0; i < size.width; i++) {
                int c = size.centreOrder(i);
                if (!position.canPlay(c)) continue;
                int v;
                if (position.isWinningMove(c)) {
                    v = Score.winNow(size, moves);
                } else {
                    child.copyFrom(position);
                    child.play(c);
                    if (child.canWinNow()) {
                        v = -Score.winNow(size, moves + 1);
                    } else if (child.isFull()) {
                        v = 0;
                    } else {
                        v = -s.search(child.currentStones(), child.mask(), moves + 1, child.key(), child.mirrorKey(),
                                -score, -score + 1, TranspositionTable.DEPTH_EXACT, 1);
                    }
                }
                if (v >= score) return c;
            }
        } catch (SearchAborted aborted) {
            // stopped: fall through
        }
        return fallback(position).column();
    }

    /** A legal move that does not lose at once if there is one (centre first). */
    private SearchResult fallback(Position position) {
        RootMoves rm = new RootMoves(position, null);
        return new SearchResult(rm.count > 0 ? rm.column[0] : -1, -1, 0);
    }

    /**
     * {@code analyze}: every column's exact score ({@code null} entries: full columns), reported as
     * it is found; stops early (remaining entries null) when stopped.
     */
    public Integer[] analyze(Position position, boolean weak, SearchListener out) {
        Integer[] scores = new Integer[size.width];
        for (int i = 0; i < size.width; i++) {
            int c = size.centreOrder(i);
            if (!position.canPlay(c)) continue;
            try {
                scores[c] = Score.exact(solveColumn(position, c, weak));
            } catch (SearchAborted aborted) {
                break;
            }
            out.columnScore(c, scores[c]);
        }
        return scores;
    }

    /** The table's exact score for a position (side to move's view), or null when it is not known. */
    public Integer knownExactScore(Position p) {
        long data = searchers[0].probe(p.currentStones(), p.mask(), p.moveCount(), p.key(), p.mirrorKey());
        if (data == 0 || TranspositionTable.depth(data) != TranspositionTable.DEPTH_EXACT) return null;
        int lower = TranspositionTable.lower(data);
        int upper = TranspositionTable.upper(data);
        return lower == upper ? Score.exact(lower) : null;
    }

    /** Nodes searched by all threads in the last search. */
    public long nodes() {
        return totalNodes();
    }

    @Override
    public void close() {
        stop();
        pool.close();
        timer.shutdownNow();
    }
}
