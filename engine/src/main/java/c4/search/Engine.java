package c4.search;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import java.util.List;
import java.util.OptionalInt;

/**
 * The play engine: one object per board size, thread count and table, reused for every search.
 * It runs the depth-limited {@link PlaySearch} under the {@link TimeManager}'s clock, or exact
 * solving ({@code go solve}, {@code analyze}) through the {@link Solver}, and reports through a
 * {@link SearchListener}.
 *
 * <p>Usage: {@link #begin} on the thread that accepts the command (so a {@code stop} that follows
 * at once is never lost), then {@link #go} or {@link #analyze} (blocking) on a search thread;
 * {@link #stop} and {@link #ponderhit} from any thread. Infinite and ponder searches return only
 * after {@link #stop} (or, pondering, {@link #ponderhit} and the end of the search).
 */
public final class Engine implements AutoCloseable {
    /** The cores of this machine: the default number of search threads, and the most that pay. */
    public static final int CORES = Math.max(1, Runtime.getRuntime().availableProcessors());
    /**
     * The most search threads an engine or solver takes. More than {@link #CORES} run slower
     * (threads waiting for a time slice hold up a movetime answer and a stop: docs/DESIGN.md#threads-and-time),
     * and are taken only for tests and experiments, with a warning.
     */
    public static final int MAX_THREADS = 64;

    /**
     * The warning's words for {@code threads} search threads, to follow the option that set them
     * ("--threads 8 " or "Threads 8 "): empty when they are no more than {@link #CORES}.
     */
    public static String threadsBeyondCores(int threads) {
        if (threads <= CORES) return "";
        return "is more than the " + c4.core.Plural.count(CORES, "core")
                + " here: the search runs slower (for tests and experiments)";
    }
    /** Milliseconds kept back from the clock by default (UCI MoveOverhead). */
    public static final long DEFAULT_MOVE_OVERHEAD_MS = TimeManager.DEFAULT_MOVE_OVERHEAD_MS;

    private final SearchTeam team;
    private final Solver solver;
    private final TimeManager clock;
    private final PlaySearch play;
    private boolean weak;

    private final Object lock = new Object();
    private boolean stopRequested; // guarded by lock
    private volatile boolean pondering;
    /** Guarded by {@link #lock}: {@link #go} has read the limits of the search last begun. */
    private boolean started = true;
    /** Guarded by {@link #lock}: a ponderhit came after {@link #begin} but before {@link #go} read its limits. */
    private boolean ponderhitEarly;

    public Engine(BoardSize size, int threads, TranspositionTable table) {
        team = new SearchTeam(size, threads, table);
        solver = new Solver(team);
        clock = new TimeManager(team.control);
        play = new PlaySearch(team, clock, () -> pondering);
    }

    public BoardSize size() {
        return team.size;
    }

    public int threads() {
        return team.threads();
    }

    /** Number of best root moves reported per iteration (UCI MultiPV). */
    public void setMultiPv(int lines) {
        play.setMultiPv(lines);
    }

    /** Choose at random among the moves scoring equal to the best. */
    public void setRandomize(boolean on) {
        play.setRandomize(on);
    }

    void setRandomSeed(long seed) {
        play.setRandomSeed(seed);
    }

    /**
     * Uses {@code book}'s exact scores (null: none): moves straight from it while it holds the
     * root's children, and its positions as exact leaves of every search. A book of another
     * board size is ignored.
     */
    public void setBook(Book book) {
        team.setBook(book);
    }

    /** {@code go solve} and analyze prove only win / draw / loss. */
    public void setWeak(boolean on) {
        weak = on;
    }

    /**
     * How the threads share exact searches ({@code go solve}, analyze) from the next search on;
     * the depth-limited play search is always Lazy SMP.
     */
    public void setParallelMode(ParallelMode mode) {
        solver.setParallelMode(mode);
    }

    /** What each thread did since this engine was made ({@link Solver#threadCounters}). */
    List<ThreadCounters> threadCounters() {
        return solver.threadCounters();
    }

    /** Safety margin in ms kept back from the clock (UCI MoveOverhead). */
    public void setMargin(long millis) {
        clock.setMargin(millis);
    }

    /** Waits until the helpers of the last search have stopped (they may store into the table until then). */
    public void awaitIdle() {
        team.pool.awaitIdle();
    }

    /**
     * Arms a new search; call on the command thread before handing the search to a search
     * thread. Waits for helpers of the last search that are still stopping: they obey the stop
     * signal this resets.
     */
    public void begin() {
        awaitIdle();
        synchronized (lock) {
            stopRequested = false;
            team.control.reset();
            started = false;
            ponderhitEarly = false;
        }
    }

    /** Ends the current search as soon as possible; it then returns its best result. */
    public void stop() {
        synchronized (lock) {
            stopRequested = true;
            team.control.stop();
            lock.notifyAll();
        }
    }

    /**
     * The opponent played the pondered move: the clock starts now. Kept when it comes between
     * {@link #begin} and the search thread's {@link #go} (a ponderhit sent right after
     * {@code go ponder}), which then starts as a timed search.
     */
    public void ponderhit() {
        synchronized (lock) {
            if (!started) {
                ponderhitEarly = true;
                return;
            }
            if (!pondering) return;
            pondering = false;
            clock.restart();
            lock.notifyAll();
        }
    }

    /**
     * Searches a position that is not over within the limits and returns the move to play: the
     * play search, or with {@link SearchLimits#solve()} an exact solve and a move that keeps
     * its score.
     */
    public SearchResult go(Position position, SearchLimits limits, SearchListener out) {
        long start = System.nanoTime();
        team.table.newGeneration();
        synchronized (lock) {
            started = true;
            pondering = limits.ponder() && !ponderhitEarly;
            ponderhitEarly = false;
            clock.start(limits, position, start);
            if (!pondering && !limits.infinite()) clock.arm();
        }
        SearchResult result;
        try {
            result = fromBook(position, limits, out, start);
            SearchLimits playLimits = limits;
            if (result == null && provable(position, limits)) {
                ProvenMove.Attempt proof =
                        ProvenMove.find(team, solver, position, clock.deadline(PROOF_SHARE), out, start);
                result = proof.move();
                playLimits = proof.rest(limits, position);
            }
            if (result == null) {
                result = limits.solve() ? solveRoot(position, out, start) : play.run(position, playLimits, out, start);
            }
        } finally {
            clock.disarm();
        }
        synchronized (lock) {
            while (!stopRequested && (limits.infinite() || pondering)) {
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

    /** The share of a timed move's hard limit that a proof of its outcome may take (the rest: heuristic search). */
    static final double PROOF_SHARE = 0.8;

    /**
     * Positions with more empty cells are not tried from proof unless their exact score is
     * already known: solving them takes seconds (docs/DESIGN.md#proofs-in-play), and a failed attempt leaves the
     * heuristic search less time. With the score known, only the null-window tests of the moves
     * remain, which cost far less than the solve.
     */
    static final int PROOF_MAX_EMPTY = 33;

    /**
     * True when a move is first tried from proof: a timed search, not pondering, nor asked for
     * solve or searchmoves, of a position small enough or whose exact score the book or the
     * table holds (the book's deepest ply, or a position the previous search proved).
     */
    private boolean provable(Position position, SearchLimits limits) {
        return limits.timed()
                && !limits.ponder()
                && !limits.solve()
                && limits.searchMoves() == null
                && (team.size.cells - position.moveCount() <= PROOF_MAX_EMPTY
                        || solver.knownScore(position) != Score.NONE);
    }

    /**
     * The answer straight from the opening book, reported as a proven score, when it holds every
     * child of the root, or (the book's deepest ply) the root's score and move; null otherwise.
     * From the children: the best MultiPV moves among those the limits allow (a solve ranks them
     * all, as {@link #solveRoot} does). From the root's move: when one line is asked for and the
     * limits allow the move. With {@code solve} also the exact score.
     */
    private SearchResult fromBook(Position position, SearchLimits limits, SearchListener out, long start) {
        boolean solve = limits.solve();
        boolean weakScore = solve && weak;
        int[] scores = solver.bookColumns(position, weakScore);
        int moves = position.moveCount();
        int[] ranked;
        int[] exact;
        if (scores != null) {
            ranked = BookMoves.ranked(position, scores, solve ? SearchLimits.NONE : limits);
            exact = new int[ranked.length];
            for (int k = 0; k < ranked.length; k++) exact[k] = Score.ofExact(scores[ranked[k]]);
            // Randomize: any of the moves the book scores equal to the best, as the search plays
            int ties = 1;
            while (ties < ranked.length && exact[ties] == exact[0]) ties++;
            int pick = play.pickAmongTies(ties);
            int column = ranked[pick];
            ranked[pick] = ranked[0];
            ranked[0] = column;
        } else {
            int column = team.bookMove(position);
            if (column < 0 || play.multiPv() > 1 || !(solve || limits.allows(column))) return null;
            int score = team.bookScore(position); // the move's entry holds it
            ranked = new int[] {column};
            exact = new int[] {Score.ofExact(weakScore ? Integer.signum(score) : score)};
        }
        if (ranked.length == 0) return null;
        int lines = Math.min(play.multiPv(), ranked.length);
        for (int k = 0; k < lines; k++) {
            out.info(new SearchInfo(
                    team.size.cells - moves,
                    1,
                    k + 1,
                    weakScore ? SearchScore.ofSign(exact[k]) : SearchScore.of(exact[k], team.size, moves, true),
                    0,
                    PlaySearch.millis(start),
                    team.table.hashfull(),
                    new int[] {ranked[k]}));
        }
        SearchResult r = new SearchResult(ranked[0], -1, exact[0]);
        out.fromBook();
        if (solve) out.exactScore(Score.exact(r.score()), weakScore);
        // a draw is proven when every move is ranked, or when the root's own score is the book's
        boolean allRanked = scores == null || ranked.length == Long.bitCount(position.legalMoves());
        if (r.score() == 0 && allRanked) out.drawProven();
        return r;
    }

    /** {@code go solve}: the exact (or, if weak, win/draw/loss) score and a move that keeps it. */
    private SearchResult solveRoot(Position position, SearchListener out, long start) {
        int score;
        try {
            score = solver.score(position, weak);
        } catch (SearchAborted aborted) {
            return fallback(position);
        }
        int column;
        try {
            column = solver.moveKeeping(position, score);
        } catch (SearchAborted aborted) {
            column = -1; // stopped: the score stands, the move is a fallback
        }
        if (column < 0) column = fallback(position).column();
        int[] pv = PrincipalVariation.of(team.main().table(), position, column, team.size.cells);
        out.info(new SearchInfo(
                team.size.cells - position.moveCount(),
                Math.max(1, team.main().selDepth()),
                1,
                weak ? SearchScore.ofSign(score) : SearchScore.of(score, team.size, position.moveCount(), true),
                team.nodes(),
                PlaySearch.millis(start),
                team.table.hashfull(),
                pv));
        out.exactScore(Score.exact(score), weak);
        if (score == 0) out.drawProven();
        return new SearchResult(column, pv.length > 1 ? pv[1] : -1, score);
    }

    /** A legal move that does not lose at once if there is one; the score is unknown (0). */
    private static SearchResult fallback(Position position) {
        return new SearchResult(position.safeColumn(), -1, 0);
    }

    /**
     * {@code analyze}: every column's exact score, reported as it is found (centre first), and
     * the best of them as the result. When stopped, the best of the columns solved so far (a
     * fallback move when none is).
     */
    public SearchResult analyze(Position position, boolean weak, SearchListener out) {
        int[] best = {-1, 0};
        SearchListener tracking = new SearchListener() {
            @Override
            public void info(SearchInfo info) {}

            @Override
            public void columnScore(int column, int score) {
                if (best[0] < 0 || score > best[1]) {
                    best[0] = column;
                    best[1] = score;
                }
                out.columnScore(column, score);
            }
        };
        try {
            solver.columns(position, weak, tracking);
        } catch (SearchAborted aborted) {
            // stopped: the best of the columns solved so far
        }
        return best[0] < 0 ? fallback(position) : new SearchResult(best[0], -1, Score.ofExact(best[1]));
    }

    /** The table's exact score for a position (side to move's view), if it is known. */
    public OptionalInt knownExactScore(Position p) {
        int score = solver.tableScore(p);
        return score == Score.NONE ? OptionalInt.empty() : OptionalInt.of(Score.exact(score));
    }

    /** Nodes searched by all threads in the last search. */
    public long nodes() {
        return team.nodes();
    }

    @Override
    public void close() {
        stop();
        team.close();
        clock.close();
    }
}
