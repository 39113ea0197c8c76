package c4.search;

import c4.core.Score;

/**
 * The moves of a table node, for its {@link Searcher}: the table's move first, then the others in
 * {@link MoveOrdering}'s order; a principal variation search of each child; under Lazy SMP a busy
 * move deferred to a second pass ({@link SharedSearch}); under split points the remaining moves
 * shared once the first has failed (young brothers wait, {@link SplitSearch}), or all of them at
 * once, speculatively, at a predicted ALL node. The searcher's own frames, ordering and
 * counters: one thread's, never shared.
 */
final class TableMoves {
    private final Searcher searcher;
    private final Frame[] frames;
    private final MoveOrdering ordering;
    private final Children children;
    /** This thread's part in a Lazy-SMP search; null when alone. */
    private final SharedSearch shared;
    /** This thread's part in a split-point search; null when alone. */
    private final SplitSearch splits;

    private final int cells;

    TableMoves(
            Searcher searcher,
            Frame[] frames,
            MoveOrdering ordering,
            Children children,
            SharedSearch shared,
            SplitSearch splits,
            int cells) {
        this.searcher = searcher;
        this.frames = frames;
        this.ordering = ordering;
        this.children = children;
        this.shared = shared;
        this.splits = splits;
        this.cells = cells;
    }

    /**
     * The moves of a table node, fail-soft within (alpha, beta); leaves the best column in the
     * frame. Staged: the table's move is searched before the others are even scored (in
     * null-window searches it usually cuts the node). With other threads, a busy move other than
     * the first is deferred to a second pass, except at the root ({@link SharedSearch#defers}).
     */
    int search(int ply, long next, int ttColumn, int alpha, int beta, int depth) {
        SpanProbe probe = searcher.spanProbe();
        if (probe == null) return searchMoves(ply, next, ttColumn, alpha, beta, depth);
        int moves = searcher.rootMoves() + ply;
        probe.enterNode(moves);
        int best = searchMoves(ply, next, ttColumn, alpha, beta, depth);
        probe.exitNode(moves, Long.bitCount(next));
        return best;
    }

    /** {@link #search}, less the span probe's bookkeeping of the node. */
    private int searchMoves(int ply, long next, int ttColumn, int alpha, int beta, int depth) {
        Frame f = frames[ply];
        Frame child = frames[ply + 1];
        int moves = searcher.rootMoves() + ply;
        long ttMove = ttColumn >= 0 ? ordering.moveIn(next, ttColumn) : 0;
        int n = firstMoves(f, moves, next, ttMove);
        if (searcher.splitting()
                && f.nodeType == Frame.ALL
                && beta - alpha == 1
                && splits.shouldSplitEagerly(Long.bitCount(next))) {
            // a predicted ALL node searches every move: all of them offered at once (speculative)
            if (ttMove != 0) n = orderAfterTableMove(f, moves, next, ttMove);
            f.bestColumn = -1;
            return splitRest(ply, f, 0, n, alpha, beta, depth, -Score.INFINITE, true);
        }
        boolean defers = !searcher.splitting() && shared != null && shared.defers(ply, cells - moves);
        int deferredCount = 0;
        long firstMoveStart = searcher.nodes; // the first move's work: does the node pay for a split?
        int best = -Score.INFINITE;
        f.bestColumn = -1;
        for (int k = 0, pass = 0; ; k++) {
            if (k == n && ttMove != 0) {
                n = orderAfterTableMove(f, moves, next, ttMove);
                ttMove = 0;
            }
            if (k == n) { // second pass: the deferred moves
                if (pass == 1 || deferredCount == 0) break;
                pass = 1;
                k = -1;
                n = deferredCount;
                continue;
            }
            int index = pass == 0 ? k : f.deferred[k];
            long move = f.moves[index];
            children.play(f, child, move, moves);
            long childKey = child.key;
            child.nodeType = Frame.childType(f.nodeType, k == 0 && pass == 0);
            if (defers && pass == 0 && k > 0 && shared.isBusy(childKey)) {
                f.deferred[deferredCount++] = index;
                continue;
            }
            int v = searchMove(ply, childKey, k == 0 && pass == 0, defers, alpha, beta, depth);
            if (v > best) {
                best = v;
                f.bestColumn = ordering.columnOf(move);
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        ordering.cutoff(f, f.bestColumn, Long.numberOfTrailingZeros(move), moves, cells - moves);
                        break;
                    }
                }
            }
            if (searcher.splitting() && k == 0 && beta - alpha == 1) {
                // young brothers wait: the first move failed; the others may be searched side by side
                if (ttMove != 0) {
                    n = orderAfterTableMove(f, moves, next, ttMove);
                    ttMove = 0;
                }
                if (splits.shouldSplit(n - 1 - k, searcher.nodes - firstMoveStart)) {
                    best = splitRest(ply, f, k + 1, n, alpha, beta, depth, best, false);
                    break;
                }
            }
        }
        return best;
    }

    /**
     * The first moves to search into the frame: the table's move alone when there is one
     * (staged: the others are scored only if it does not cut), else all of them in order.
     */
    private int firstMoves(Frame f, int moves, long next, long ttMove) {
        if (ttMove == 0) return ordering.order(f, f.current, f.mask, f.ownThreats, moves, next, 0);
        f.moves[0] = ttMove;
        return 1;
    }

    /** Orders the node's moves other than the table's {@code ttMove}, after it; returns the moves in the frame. */
    private int orderAfterTableMove(Frame f, int moves, long next, long ttMove) {
        return ordering.order(f, f.current, f.mask, f.ownThreats, moves, next ^ ttMove, 1);
    }

    /**
     * Splits the table node at {@code ply} over its moves from..n-1 ({@link #splitAt}); returns
     * the node's value with theirs, {@code best} being the moves' before, and leaves the best
     * column in the frame.
     */
    private int splitRest(
            int ply, Frame f, int from, int n, int alpha, int beta, int depth, int best, boolean speculative) {
        SplitPoint sp = splitAt(ply, f, from, n, alpha, beta, depth, speculative);
        int v = sp.bestValue();
        if (v <= best) return best;
        f.bestColumn = ordering.columnOf(sp.moveList[sp.bestIndex()]);
        return v;
    }

    /**
     * {@link #searchChild} for a move of a table node: marked busy while it is searched when the
     * node {@code defers} (Lazy SMP), and reported to the span probe when there is one.
     */
    private int searchMove(int ply, long childKey, boolean first, boolean defers, int alpha, int beta, int depth) {
        SpanProbe probe = searcher.spanProbe();
        int moves = searcher.rootMoves() + ply;
        if (defers) shared.enter(childKey);
        int v;
        if (probe != null) probe.beforeChild(moves, searcher.nodes);
        try {
            v = searchChild(ply, first, alpha, beta, depth);
        } finally {
            if (defers) shared.leave(childKey);
        }
        if (probe != null) probe.afterChild(moves, searcher.nodes);
        return v;
    }

    /**
     * Splits the table node at {@code ply} over its moves from..n-1 (those before are searched;
     * none when {@code speculative}); returns the split point, done.
     */
    private SplitPoint splitAt(int ply, Frame f, int from, int n, int alpha, int beta, int depth, boolean speculative) {
        SplitPoint sp = splits.prepare(SplitPoint.TABLE, ply, searcher.rootMoves() + ply, alpha, beta, depth);
        sp.positionFrom(f);
        sp.nodeType = f.nodeType;
        sp.moveCount = n - from;
        System.arraycopy(f.moves, from, sp.moveList, 0, n - from);
        splits.run(sp, speculative);
        return sp;
    }

    /**
     * The value of the child in {@code frames[ply + 1]} for its parent (negated): the first move
     * with the full window, the others with a null window and a re-search when they beat alpha.
     */
    private int searchChild(int ply, boolean first, int alpha, int beta, int depth) {
        if (first || beta - alpha == 1) return -searcher.searchNode(ply + 1, -beta, -alpha, depth - 1);
        int v = -searcher.searchNode(ply + 1, -alpha - 1, -alpha, depth - 1);
        if (v > alpha && v < beta) v = -searcher.searchNode(ply + 1, -beta, -alpha, depth - 1);
        return v;
    }
}
