package c4.search;

import c4.core.BoardSize;
import c4.core.ClaimEven;
import c4.core.Lines;
import c4.core.Score;
import c4.core.SearchBits;

/**
 * {@link EndgameSearch} for exact searches on the standard 7x6 board: the same nodes, in the same
 * order, with the same results, but with the board's geometry as constants and scores in whole
 * game-score steps (no {@link Score#UNIT}s, no packed windows, no depth), and each node's threat
 * scans handed down from its parent, which made them. These are most of the nodes of every
 * solve. Other boards, and depth-limited searches, use {@link EndgameSearch}.
 */
final class StandardEndgame {
    private static final int CELLS = 42;
    private static final int STRIDE = 7;
    /** One bit at the bottom of every column. */
    private static final long BOTTOM = 0x0040810204081L;
    /** Every playable cell: six bits of every seven. */
    private static final long BOARD = BOTTOM * 0x3F;
    /** The cells of the leftmost column. */
    private static final long COLUMN = 0x3F;
    /** {@link Score#INFINITE} in steps: what stands for "no bound" in a stored pair. */
    private static final int NO_BOUND = Score.INFINITE / Score.UNIT;
    /**
     * The unsorted move order, centre first: the centre column, then the pairs at distance 1, 2
     * and 3 from it, each pair's left column first (its lower bits come first).
     */
    private static final long[] CENTRE_GROUPS = {
        COLUMN << 21, COLUMN << 14 | COLUMN << 28, COLUMN << 7 | COLUMN << 35, COLUMN | COLUMN << 42
    };

    static {
        BoardSize size = BoardSize.STANDARD;
        assert size.cells == CELLS && size.stride == STRIDE && size.bottomMask == BOTTOM && size.boardMask == BOARD;
        assert centreGroupsInCentreOrder(size);
    }

    private final Searcher searcher;
    private final EndgameCache cache;
    private final MoveOrdering ordering;
    /** Enhanced transposition cutoffs from {@link #cache}. */
    private final EndgameCutoffs cutoffs;
    /**
     * The cache of nodes with {@link #upperMinEmpty} empty cells and more: the team's when it
     * shares one ({@link TeamEndgameCache}), else {@link #cache}; and its cutoffs.
     */
    private final EndgameCache upperCache;

    private final EndgameCutoffs upperCutoffs;
    private final int upperMinEmpty;
    /**
     * Per number of stones, the completing cells (not masked) of the side to move's stones, and
     * of the opponent's: written by the parent, which computed them (its own opponent's, and its
     * sort's), or by {@link #searchUnits} at the root. The opponent's are there only for
     * children of sorted nodes.
     */
    private final long[] ownCellsAt = new long[CELLS + 1];

    private final long[] opponentCellsAt = new long[CELLS + 1];
    /** Per number of stones, a sorted node's completing cells after each move, by column. */
    private final long[] cellsAfterMove = new long[(CELLS + 1) * 8];
    /** Per number of stones, the sort keys of the node's moves. */
    private final int[][] keysAt = new int[CELLS + 1][BoardSize.STANDARD.width];

    /** The work/span model this endgame reports to, or null; nodes of {@link #probeMinEmpty} empty cells report. */
    private SpanProbe probe;

    private int probeMinEmpty = Integer.MAX_VALUE;

    /**
     * The exact endgame of {@code searcher}, which counts its nodes and polls; shares its thread's
     * {@code cache}, and its team's {@code teamCache} for the top levels (null: none).
     */
    StandardEndgame(Searcher searcher, EndgameCache cache, EndgameCache teamCache, MoveOrdering ordering) {
        this.searcher = searcher;
        this.cache = cache;
        this.ordering = ordering;
        this.cutoffs = new EndgameCutoffs(cache);
        upperCache = teamCache == null ? cache : teamCache;
        upperCutoffs = teamCache == null ? cutoffs : new EndgameCutoffs(teamCache);
        upperMinEmpty = teamCache == null ? CELLS + 1 : TeamEndgameCache.MIN_EMPTY;
    }

    /** This thread's split-point search while the current search splits nodes, else null. */
    private SplitSearch splits;

    /** Splits nodes of {@link SplitSearch#ENDGAME_MIN_EMPTY} empty cells or more with {@code splits} (null: none). */
    void setSplits(SplitSearch splits) {
        this.splits = splits;
    }

    /**
     * The value, for its node, of move {@code i} of the endgame split point {@code sp}: the
     * child's search, with the threat cells its parent computed.
     */
    int searchSplitMove(SplitPoint sp, int i) {
        int moves = sp.moves;
        ownCellsAt[moves + 1] = sp.childOwnCells;
        opponentCellsAt[moves + 1] = sp.childCells[i];
        return -search(sp.current ^ sp.mask, sp.mask | sp.moveList[i], moves + 1, -sp.beta, -sp.alpha);
    }

    /** Reports the top nodes to {@code probe} (null: none). */
    void setSpanProbe(SpanProbe probe) {
        this.probe = probe;
        probeMinEmpty = probe == null ? Integer.MAX_VALUE : SpanProbe.MIN_EMPTY;
    }

    /**
     * {@link EndgameSearch#search}'s contract with an exact depth, in score units: converts the
     * window to whole steps (a fail-soft result in steps keeps its meaning for the original
     * window, since every exact score is a whole step) and the result back.
     */
    int searchUnits(long current, long mask, int moves, int alpha, int beta) {
        int a = Math.floorDiv(alpha, Score.UNIT);
        int b = -Math.floorDiv(-beta, Score.UNIT);
        ownCellsAt[moves] = Lines.completingCellsStandard(current);
        opponentCellsAt[moves] = Lines.completingCellsStandard(current ^ mask);
        return search(current, mask, moves, a, b) * Score.UNIT;
    }

    /**
     * The exact score, in steps, of the 7x6 position after {@code moves} stones (side to move
     * without an immediate win) within (alpha, beta), fail-soft as {@link Searcher#search}. The
     * recursion: a search starts at {@link #searchUnits}, which makes the root's scans. The
     * prologue is {@link NodeChecks#enter}'s in steps, with the scans handed down; then the
     * cache and the children's cutoffs from {@link EndgameSearch#CACHE_MIN_EMPTY} empty cells.
     * The move loops are methods small enough for C2 to inline here, each from one call site (JDK
     * 25 did not inline a second one), while this method is too large to be inlined into itself:
     * a copy of it inlined in its own loops took 5% longer.
     */
    int search(long current, long mask, int moves, int alpha, int beta) {
        assert entryContract(current, mask, moves, alpha, beta);
        searcher.enterMoves(moves);
        int empty = CELLS - moves;
        long emptyCells = BOARD ^ mask;
        long opponentCells = empty >= EndgameSearch.SORT_MIN_EMPTY - 1
                ? opponentCellsAt[moves]
                : Lines.completingCellsStandard(current ^ mask);
        assert opponentCells == Lines.completingCellsStandard(current ^ mask);
        long next = SearchBits.nonLosingMoves((mask + BOTTOM) & BOARD, opponentCells & emptyCells);
        if (next == 0) return -(CELLS - moves) / 2; // a loss to the opponent's next stone
        if (moves >= CELLS - 2) return 0;
        // NodeChecks.bound's limits, unpacked: a loss to the opponent's stone after next, a win
        // with our second stone, then the claimeven cap (0 or -1) and floor (0 or 1)
        int max = (CELLS - 1 - moves) / 2;
        if (alpha < -(CELLS - 2 - moves) / 2 && (alpha = -(CELLS - 2 - moves) / 2) >= beta) return alpha;
        if (beta > max && (beta = max) <= alpha) return beta;
        if (beta > -1 && (beta = Math.min(beta, ClaimEven.capStandard(current, mask))) <= alpha) return beta;
        if (alpha < 1 && (alpha = Math.max(alpha, ClaimEven.floorStandard(current, mask))) >= beta) return alpha;
        long own = 0;
        if (empty >= NodeChecks.STACKED_MIN_EMPTY) {
            assert ownCellsAt[moves] == Lines.completingCellsStandard(current);
            own = ownCellsAt[moves] & emptyCells;
            if (SearchBits.belowStackedThreats(next, own)) return max;
        }
        ownCellsAt[moves + 1] = opponentCells; // our opponent moves next
        long opponent = current ^ mask;
        long code = current + mask;
        boolean cached = empty >= EndgameSearch.CACHE_MIN_EMPTY;
        EndgameCache nodeCache = empty >= upperMinEmpty ? upperCache : cache;
        long data = cached ? nodeCache.probe(code) : 0;
        if (data != 0) {
            long w = Bounds.narrow(alpha, beta, EndgameCache.lowerSteps(data), EndgameCache.upperSteps(data));
            if (Bounds.isCut(w)) return Bounds.value(w); // on any scale: steps too
            alpha = Bounds.alpha(w);
            beta = Bounds.beta(w);
        }
        int best = -NO_BOUND;
        long searched = next;
        if (empty > EndgameSearch.CACHE_MIN_EMPTY) { // the children are in the cache too
            EndgameCutoffs childCutoffs = empty > upperMinEmpty ? upperCutoffs : cutoffs;
            int cut = childCutoffs.scan(opponent, mask, next, alpha, beta, 1);
            if (cut != Score.NONE) {
                nodeCache.storeSteps(code, cut, NO_BOUND);
                return cut;
            }
            searched = childCutoffs.searched;
            best = childCutoffs.best;
        }
        if (empty < EndgameSearch.SORT_MIN_EMPTY) {
            best = searchCentreFirst(opponent, mask, moves, searched, alpha, beta, best);
        } else { // sorted here: in searchSorted, C2 compiles that too large to inline
            int n = ordering.standardThreatKeys(
                    keysAt[moves], current, mask, own, searched, cellsAfterMove, moves << 3);
            best = searchSorted(current, mask, moves, n, opponentCells, alpha, beta, best);
        }
        if (cached) nodeCache.storeSteps(code, best > alpha ? best : -NO_BOUND, best < beta ? best : NO_BOUND);
        return best;
    }

    /**
     * The moves {@code searched} of the node (opponent's stones {@code opponent}), centre first,
     * from {@code best} (what the node has already, at most alpha); the node's fail-soft value.
     */
    private int searchCentreFirst(long opponent, long mask, int moves, long searched, int alpha, int beta, int best) {
        for (long group : CENTRE_GROUPS) {
            for (long rest = searched & group; rest != 0; rest &= rest - 1) {
                int v = -search(opponent, mask | rest & -rest, moves + 1, -beta, -alpha);
                if (v > best) {
                    best = v;
                    if (v > alpha) {
                        alpha = v;
                        if (alpha >= beta) return best;
                    }
                }
            }
        }
        return best;
    }

    /**
     * The {@code n} moves of the node that {@link MoveOrdering#standardThreatKeys} sorted into
     * {@link #keysAt}, from {@code best} as {@link #searchCentreFirst}: each child gets the
     * opponent's threat cells after its move. Splits the node after its first move when a split
     * search asks it, and reports it to the span probe from {@link #probeMinEmpty} empty cells.
     */
    private int searchSorted(
            long current, long mask, int moves, int n, long opponentCells, int alpha, int beta, int best) {
        int empty = CELLS - moves;
        int[] keys = keysAt[moves];
        int base = moves << 3;
        long opponent = current ^ mask;
        boolean probed = empty >= probeMinEmpty;
        if (probed) probe.enterNode(moves);
        long firstMoveStart = searcher.nodes; // the first move's work: does the node pay for a split?
        for (int k = 0; k < n; k++) {
            int bit = keys[k] & 63;
            opponentCellsAt[moves + 1] = cellsAfterMove[base + MoveOrdering.standardColumn(bit)];
            if (probed) probe.beforeChild(moves, searcher.nodes);
            int v = -search(opponent, mask | 1L << bit, moves + 1, -beta, -alpha);
            if (probed) probe.afterChild(moves, searcher.nodes);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
            if (k == 0 && splits != null && splitsAfterFirst(empty, alpha, beta, n, firstMoveStart)) {
                // young brothers wait: the first move failed; the others side by side
                v = splitAt(current, mask, moves, alpha, beta, opponentCells, keys, k + 1, n, base);
                if (v > best) best = v;
                break;
            }
        }
        if (probed) probe.exitNode(moves, n);
        return best;
    }

    /**
     * Whether the sorted node of {@code empty} empty cells, searched with (alpha, beta) after its
     * first of {@code n} moves (which began at node count {@code firstMoveStart}), splits now.
     */
    private boolean splitsAfterFirst(int empty, int alpha, int beta, int n, long firstMoveStart) {
        return empty >= SplitSearch.ENDGAME_MIN_EMPTY
                && beta - alpha == 1
                && splits.shouldSplit(n - 1, searcher.nodes - firstMoveStart);
    }

    /**
     * Splits the sorted node of {@code moves} stones over its moves from..n-1 (those before are
     * searched); returns their best value, in steps.
     */
    private int splitAt(
            long current,
            long mask,
            int moves,
            int alpha,
            int beta,
            long opponentCells,
            int[] keys,
            int from,
            int n,
            int base) {
        int ply = moves - searcher.rootMoves();
        SplitPoint sp = splits.prepare(SplitPoint.STANDARD_ENDGAME, ply, moves, alpha, beta, CELLS - moves);
        assert sp.standardExact && sp.tableMinEmpty == Searcher.EXACT_TT_MIN_EMPTY : "a 7x6 exact search's endgame";
        sp.current = current;
        sp.mask = mask;
        sp.childOwnCells = opponentCells;
        for (int k = from; k < n; k++) {
            int bit = keys[k] & 63;
            sp.moveList[k - from] = 1L << bit;
            sp.childCells[k - from] = cellsAfterMove[base + MoveOrdering.standardColumn(bit)];
        }
        sp.moveCount = n - from;
        splits.run(sp, false);
        return sp.bestValue();
    }

    /** True when visiting {@link #CENTRE_GROUPS} in turn, lowest bit first, follows the board's centre order. */
    private static boolean centreGroupsInCentreOrder(BoardSize size) {
        int i = 0;
        for (long group : CENTRE_GROUPS) {
            for (long rest = group; rest != 0; i++) {
                long column = size.columnMask(size.centreOrder(i));
                if ((rest & -rest & column) == 0 || (rest & column) != column) return false;
                rest &= ~column;
            }
        }
        return i == 7;
    }

    /** {@link #search}'s contract, for an assert: a window within the scores, no immediate win. True, or throws. */
    private static boolean entryContract(long current, long mask, int moves, int alpha, int beta) {
        if (alpha < -NO_BOUND || alpha >= beta || beta > NO_BOUND) {
            throw new AssertionError("window (" + alpha + ", " + beta + ") is empty or beyond the scores");
        }
        if (moves < 0
                || moves > CELLS
                || Long.bitCount(mask) != moves
                || (mask & ~BOARD) != 0
                || (current & ~mask) != 0) {
            throw new AssertionError("not a 7x6 position of " + moves + " stones");
        }
        if ((Lines.completingCellsStandard(current) & (BOARD ^ mask) & (mask + BOTTOM)) != 0) {
            throw new AssertionError("the side to move can win at once: the caller should have played it");
        }
        return true;
    }
}
