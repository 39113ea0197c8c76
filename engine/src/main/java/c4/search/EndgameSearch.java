package c4.search;

import c4.core.BoardSize;
import c4.core.Score;

/**
 * One thread's search near the end of the game, below {@link Searcher#TT_MIN_EMPTY} empty cells:
 * no shared table (its memory traffic costs more than it saves there); exact searches from
 * {@link #CACHE_MIN_EMPTY} empty cells up use this thread's {@link EndgameCache}. The position
 * travels in registers, not frames: these are most of the nodes of a search. Moves are sorted
 * by threats from {@link #SORT_MIN_EMPTY} empty cells up, centre first below. Before it searches
 * any child, an exact node whose children are cached looks them all up, returns at once when
 * one's bound refutes the window (an enhanced transposition cutoff), and leaves out those whose
 * bound cannot raise alpha. Exact searches on 7x6 take {@link StandardEndgame} instead: the same
 * tree, with the board's geometry as constants. docs/DESIGN.md#endgame has the measurements behind the
 * thresholds.
 */
final class EndgameSearch {
    /** Exact nodes with at least this many empty cells use the endgame cache. */
    static final int CACHE_MIN_EMPTY = 7;

    static final int CACHE_BITS = 16;
    /** Searches from roots with fewer empty cells use only 2^SMALL_CACHE_BITS cache entries. */
    static final int SMALL_ROOT_EMPTY = 16;

    static final int SMALL_CACHE_BITS = 12;
    /** Nodes with fewer empty cells take their moves centre first, unscored. */
    static final int SORT_MIN_EMPTY = 12;

    private final Searcher searcher;
    private final int cells;
    private final EndgameCache cache;
    /** Enhanced transposition cutoffs from {@link #cache}. */
    private final EndgameCutoffs cutoffs;

    private final NodeChecks checks;
    private final MoveOrdering ordering;
    private final Frame[] frames;
    /** The column masks in centre-first order (the unsorted move order). */
    private final long[] centreColumns;

    /** The work/span model this endgame reports to, or null; nodes of {@link #probeMinEmpty} empty cells report. */
    private SpanProbe probe;

    private int probeMinEmpty = Integer.MAX_VALUE;
    /** This thread's split-point search while the current search splits nodes, else null. */
    private SplitSearch splits;

    /** A new cache for this thread's endgame searches on boards of {@code size}. */
    static EndgameCache newCache(BoardSize size) {
        return new EndgameCache(CACHE_BITS, size.width * size.stride);
    }

    /** The endgame part of {@code searcher}, which counts its nodes, polls, and evaluates horizons, with its thread's {@code cache}. */
    EndgameSearch(
            Searcher searcher,
            BoardSize size,
            EndgameCache cache,
            NodeChecks checks,
            MoveOrdering ordering,
            Frame[] frames) {
        this.searcher = searcher;
        this.cells = size.cells;
        this.cache = cache;
        this.cutoffs = new EndgameCutoffs(cache);
        this.checks = checks;
        this.ordering = ordering;
        this.frames = frames;
        centreColumns = new long[size.width];
        for (int i = 0; i < size.width; i++) centreColumns[i] = size.columnMask(size.centreOrder(i));
    }

    /** Reports the top nodes of exact searches to {@code probe} (null: none). */
    void setSpanProbe(SpanProbe probe) {
        this.probe = probe;
        probeMinEmpty = probe == null ? Integer.MAX_VALUE : SpanProbe.MIN_EMPTY;
    }

    /** Splits exact nodes of {@link SplitSearch#ENDGAME_MIN_EMPTY} empty cells or more with {@code splits} (null: none). */
    void setSplits(SplitSearch splits) {
        this.splits = splits;
    }

    /** The value, for its node, of move {@code i} of the endgame split point {@code sp}: the child's search. */
    int searchSplitMove(SplitPoint sp, int i) {
        long child = sp.mask | sp.moveList[i];
        return -search(sp.current ^ sp.mask, child, sp.moves + 1, -sp.beta, -sp.alpha, sp.depth - 1, sp.ply + 1);
    }

    /** Forgets the cache, sized for a search from a root with {@code rootEmpty} empty cells. */
    void newSearch(int rootEmpty) {
        cache.newGeneration(rootEmpty < SMALL_ROOT_EMPTY ? SMALL_CACHE_BITS : CACHE_BITS);
    }

    /**
     * The score of the position after {@code moves} stones (side to move without an immediate
     * win) within (alpha, beta), fail-soft, as {@link Searcher#search}: a value strictly inside
     * the window is exact, one at or below alpha an upper bound, one at or above beta a lower
     * bound. Exact when {@code depth} reaches the end of the game. {@code ply} counts from the
     * root of the whole search.
     *
     * @throws SearchAborted when the search is stopped
     */
    int search(long current, long mask, int moves, int alpha, int beta, int depth, int ply) {
        searcher.enter(ply);
        long next = checks.nonLosingMoves(current, mask);
        long w = checks.enter(current, mask, next, moves, alpha, beta);
        if (Bounds.isCut(w)) return Bounds.value(w);
        alpha = Bounds.alpha(w);
        beta = Bounds.beta(w);
        int empty = cells - moves;
        if (depth <= 0 && depth < empty) return searcher.evaluate(current, mask, moves);
        boolean cached = empty >= CACHE_MIN_EMPTY && depth >= empty;
        long code = current + mask;
        if (cached) {
            long data = cache.probe(code);
            if (data != 0) {
                w = Bounds.narrow(alpha, beta, EndgameCache.lower(data), EndgameCache.upper(data));
                if (Bounds.isCut(w)) return Bounds.value(w);
                alpha = Bounds.alpha(w);
                beta = Bounds.beta(w);
            }
        }
        long opponent = current ^ mask;
        long searched = next;
        int best = -Score.INFINITE;
        if (cached && empty > CACHE_MIN_EMPTY) { // the children are in the cache too
            int cut = cutoffs.scan(opponent, mask, next, alpha, beta, Score.UNIT);
            if (cut != Score.NONE) {
                cache.store(code, cut, Score.INFINITE);
                return cut;
            }
            searched = cutoffs.searched;
            best = cutoffs.best;
        }
        best = searchMoves(current, mask, moves, searched, alpha, beta, best, depth, ply);
        if (cached) cache.store(code, Bounds.lower(best, alpha, beta), Bounds.upper(best, alpha, beta));
        return best;
    }

    /**
     * The moves {@code searched} of {@link #search}'s node, from {@code best} (what the node has
     * already, at most alpha): sorted by threats from {@link #SORT_MIN_EMPTY} empty cells, centre
     * first below; returns the node's fail-soft value. Reports the exact nodes of
     * {@link #probeMinEmpty} empty cells or more to the span probe.
     */
    private int searchMoves(
            long current, long mask, int moves, long searched, int alpha, int beta, int best, int depth, int ply) {
        int empty = cells - moves;
        long[] sorted = null;
        int n = centreColumns.length;
        if (empty >= SORT_MIN_EMPTY) {
            Frame f = frames[ply];
            n = ordering.byThreats(f, current, mask, checks.ownThreats(), searched, 0);
            sorted = f.moves;
        }
        long opponent = current ^ mask;
        boolean probed = sorted != null && empty >= probeMinEmpty && depth >= empty;
        if (probed) probe.enterNode(moves);
        boolean splittable =
                sorted != null && splits != null && empty >= SplitSearch.ENDGAME_MIN_EMPTY && depth >= empty;
        long firstMoveStart = searcher.nodes; // the first move's work: does the node pay for a split?
        for (int k = 0; k < n; k++) {
            long move = sorted != null ? sorted[k] : searched & centreColumns[k];
            if (move == 0) continue;
            if (probed) probe.beforeChild(moves, searcher.nodes);
            int v = -search(opponent, mask | move, moves + 1, -beta, -alpha, depth - 1, ply + 1);
            if (probed) probe.afterChild(moves, searcher.nodes);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
            if (k == 0
                    && splittable
                    && beta - alpha == 1
                    && splits.shouldSplit(n - 1, searcher.nodes - firstMoveStart)) {
                // young brothers wait: the first move failed; the others side by side
                v = splitAt(current, mask, moves, alpha, beta, depth, ply, sorted, n);
                if (v > best) best = v;
                break;
            }
        }
        if (probed) probe.exitNode(moves, n);
        return best;
    }

    /**
     * Splits the exact node at {@code ply} over its sorted moves 1..n-1 (the first is searched);
     * returns their best value.
     */
    private int splitAt(
            long current, long mask, int moves, int alpha, int beta, int depth, int ply, long[] sorted, int n) {
        SplitPoint sp = splits.prepare(SplitPoint.ENDGAME, ply, moves, alpha, beta, depth);
        sp.current = current;
        sp.mask = mask;
        System.arraycopy(sorted, 1, sp.moveList, 0, n - 1);
        sp.moveCount = n - 1;
        splits.run(sp, false);
        return sp.bestValue();
    }
}
