package c4.search;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Score;

/**
 * One thread's negamax alpha-beta search (fail-soft, principal variation search) over raw
 * bitboards; see {@link c4.core.Position} for the encoding. The position of each ply lives in
 * a preallocated {@link Frame}, so no node allocates, and threads share only the table (and,
 * with more than one, what {@link SharedSearch} coordinates).
 *
 * <p>Invariant on entry to every search function: the side to move has no immediate win
 * (callers play only non-losing moves, which leave the opponent none, and the roots are checked
 * for one). Scores are in {@link Score} units; with a depth at least the number of empty cells
 * the search is exact and its results are stored as proven.
 *
 * <p>Two kinds of node, by the number of empty cells: table nodes (from {@link #TT_MIN_EMPTY},
 * or {@link #EXACT_TT_MIN_EMPTY} in exact searches) probe and store the shared table and are
 * searched here; the others are searched by this thread's {@link EndgameSearch}.
 * docs/DESIGN.md#node-kinds has the measurements behind the thresholds.
 */
final class Searcher extends SearcherCountersPadAfter {
    /** Nodes between polls, less one: a cut under a split point stops the threads below it within this many. */
    private static final int POLL_MASK = 1023;
    /** Nodes with at least this many empty cells use the shared table. */
    static final int TT_MIN_EMPTY = 16;
    /**
     * The same threshold in exact searches, where the endgame's cache takes the table's place
     * below it: a table probe there mostly misses the CPU caches and costs more than the nodes
     * it saves. Depth-limited searches have no cache, so they keep the table from TT_MIN_EMPTY.
     */
    static final int EXACT_TT_MIN_EMPTY = 20;
    /** Table nodes with at least this many empty cells look for a child's cutoff first (ETC). */
    static final int ETC_MIN_EMPTY = 20;

    private final BoardSize size;
    private final int cells;
    private final TableAccess table;
    private final EndgameSearch endgame;
    /** This thread's endgame cache, which both endgames fill. */
    private final EndgameCache endgameCache;
    /** The endgame of exact searches on 7x6 (null on other boards). */
    private final StandardEndgame standardEndgame;

    private final MoveOrdering ordering;
    private final StopConditions stops;
    private final Evaluator evaluator;
    /** This thread's part in a multi-threaded search; null when alone. */
    private final SharedSearch shared;
    /** This thread's part in a split-point search; null when alone. */
    private final SplitSearch splits;
    /** Whether the current search splits nodes ({@link #newSearch}); else it is Lazy SMP when not alone. */
    private boolean splitting;

    private final Frame[] frames;
    private final Children children;
    private final NodeChecks checks;
    private final ChildCutoffs cutoffs;
    private final TableMoves tableMoves;

    /** Stones on the board at ply 0 of the current search: ply p searches a position of {@code rootMoves + p} stones. */
    private int rootMoves;
    /** The ply {@link #search} was called at (the play engine searches root moves from ply 1). */
    private int rootPly;
    /** Nodes of the current search with at least this many empty cells are table nodes. */
    private int tableMinEmpty = TT_MIN_EMPTY;
    /**
     * Whether the current search's endgame nodes go to {@link #standardEndgame}: exact searches on
     * 7x6 whose endgame the book never reaches (it has no book lookups).
     */
    private boolean standardExact;
    /** Set by {@link #newSearch}: the first root search clears the endgame cache, sized for its root. */
    private boolean endgamePending;
    /** Nodes of the searches before the current one. */
    private long earlierSearchNodes;
    /** The work/span model this thread's exact searches report to; null (the rule) when none. */
    private SpanProbe probe;

    /**
     * A searcher alone, or thread {@code index} of a team whose threads share {@code busy} (Lazy
     * SMP) and {@code registry} (split points); both null when alone.
     */
    Searcher(
            BoardSize size,
            TranspositionTable table,
            SearchControl control,
            Evaluator evaluator,
            BusyTable busy,
            SplitRegistry registry,
            EndgameCache teamCache,
            int index) {
        this.size = size;
        this.cells = size.cells;
        this.table = new TableAccess(table, size);
        this.ordering = new MoveOrdering(size);
        this.stops = new StopConditions(control);
        this.evaluator = evaluator;
        frames = new Frame[cells + 2];
        for (int i = 0; i < frames.length; i++) frames[i] = new Frame(size.width);
        shared = busy == null ? null : new SharedSearch(busy, frames, this.table, cells);
        splits = registry == null ? null : new SplitSearch(index, registry, this);
        children = new Children(size);
        checks = new NodeChecks(size);
        endgameCache = EndgameSearch.newCache(size);
        cutoffs = new ChildCutoffs(this.table, children, endgameCache, teamCache);
        tableMoves = new TableMoves(this, frames, ordering, children, shared, splits, cells);
        endgame = new EndgameSearch(this, size, endgameCache, checks, ordering, frames);
        standardEndgame =
                size == BoardSize.STANDARD ? new StandardEndgame(this, endgameCache, teamCache, ordering) : null;
    }

    /** Uses {@code book}'s exact scores as leaves (null: no book); set between searches. */
    void setBook(Book book) {
        checks.setBook(book);
    }

    /** Reports this thread's searches to {@code probe} (null: none); set between searches. */
    void setSpanProbe(SpanProbe probe) {
        this.probe = probe;
        if (standardEndgame != null) standardEndgame.setSpanProbe(probe);
        endgame.setSpanProbe(probe);
    }

    SpanProbe spanProbe() {
        return probe;
    }

    TableAccess table() {
        return table;
    }

    long nodes() {
        return nodes;
    }

    /** Nodes of every search since this searcher was made. */
    long totalNodes() {
        return earlierSearchNodes + nodes;
    }

    int selDepth() {
        return selDepth;
    }

    /**
     * Prepares a new root search: clears killers, history and counters; at most
     * {@code budget} nodes; {@code heuristic} selects the play search's move ordering;
     * {@code split}: a team's exact searches split nodes instead of running as Lazy SMP.
     */
    void newSearch(long budget, boolean heuristic, boolean split) {
        assert !split || splits != null || shared == null : "only a team splits";
        splitting = split && splits != null;
        if (splits != null) splits.newSearch();
        endgamePending = true;
        earlierSearchNodes += nodes;
        for (Frame f : frames) f.killer = -1;
        ordering.newSearch(heuristic);
        nodes = 0;
        selDepth = 0;
        stops.newSearch(budget);
    }

    /** This thread's split-point part (null when alone), for its helper loop and counters. */
    SplitSearch splits() {
        return splits;
    }

    /** Searches from now on abort at {@code nanoTime} ({@link System#nanoTime}; Long.MAX_VALUE: never). */
    void setDeadline(long nanoTime) {
        stops.setDeadline(nanoTime);
    }

    /** Runs {@code hook} once when this search has visited {@code afterNodes} nodes (used to wake helpers). */
    void onLongSearch(long afterNodes, Runnable hook) {
        stops.onNodes(afterNodes, hook);
    }

    /** Searches with the question {@code v} of {@code window}: the search is dropped once the window answers it. */
    void ask(SolveWindow window, int v) {
        stops.ask(window, v);
    }

    /**
     * The score of the position after {@code moves} stones within (alpha, beta), fail-soft: a
     * value {@code v} with {@code alpha < v < beta} is exact, {@code v <= alpha} an upper bound,
     * {@code v >= beta} a lower bound. {@code ply} is its distance from the root of the whole
     * search (for the selective depth and the frames).
     *
     * @throws SearchAborted when stopped, out of nodes, or its solve question was answered
     */
    int search(long current, long mask, int moves, long key, long mirrorKey, int alpha, int beta, int depth, int ply) {
        // every node of an exact search is exact; a depth-limited one may reach exact nodes
        // near the end, which keep the lower threshold so that all its nodes share one rule
        boolean exact = depth >= cells - moves;
        int minEmpty = exact ? EXACT_TT_MIN_EMPTY : TT_MIN_EMPTY;
        // endgame nodes hold more than cells - tableMinEmpty stones: the book must hold none of them
        setUp(moves - ply, ply, minEmpty, exact && standardEndgame != null && checks.bookDepth() <= cells - minEmpty);
        Frame f = frames[ply];
        f.current = current;
        f.mask = mask;
        f.mirrorCurrent = size.mirror(current);
        f.mirrorMask = size.mirror(mask);
        f.key = key;
        f.mirrorKey = mirrorKey;
        f.nodeType = Frame.PV;
        return searchNode(ply, alpha, beta, depth);
    }

    /** Sets the current search's root and rules, and sizes the endgame cache on the first search since {@link #newSearch}. */
    private void setUp(int rootMoves, int rootPly, int tableMinEmpty, boolean standardExact) {
        if (endgamePending) {
            endgamePending = false;
            endgame.newSearch(cells - rootMoves);
        }
        this.rootMoves = rootMoves;
        this.rootPly = rootPly;
        this.tableMinEmpty = tableMinEmpty;
        this.standardExact = standardExact;
        if (standardEndgame != null) standardEndgame.setSplits(splitting && standardExact ? splits : null);
        endgame.setSplits(splitting ? splits : null);
    }

    /** Takes the search settings of the split point this thread joins (the same search as its owner's). */
    void joinSearch(SplitPoint sp) {
        setUp(sp.rootMoves, sp.ply, sp.tableMinEmpty, sp.standardExact);
    }

    /**
     * The value, for its node, of move {@code i} of the split point {@code sp}: a table node's
     * child searched with this thread's frames, or an endgame node's with the endgame it came from.
     */
    int searchSplitMove(SplitPoint sp, int i) {
        if (sp.kind == SplitPoint.STANDARD_ENDGAME) return standardEndgame.searchSplitMove(sp, i);
        if (sp.kind == SplitPoint.ENDGAME) return endgame.searchSplitMove(sp, i);
        Frame f = frames[sp.ply];
        sp.positionTo(f);
        children.play(f, frames[sp.ply + 1], sp.moveList[i], sp.moves);
        frames[sp.ply + 1].nodeType = Frame.childType(sp.nodeType, false);
        return -searchNode(sp.ply + 1, -sp.beta, -sp.alpha, sp.depth - 1);
    }

    /**
     * {@link #search}'s contract for the position in {@code frames[ply]}: an endgame node, or a
     * table node after the checks every node makes ({@link NodeChecks}) and the horizon.
     */
    int searchNode(int ply, int alpha, int beta, int depth) {
        Frame f = frames[ply];
        int moves = rootMoves + ply;
        if (cells - moves < tableMinEmpty) {
            return standardExact
                    ? standardEndgame.searchUnits(f.current, f.mask, moves, alpha, beta)
                    : endgame.search(f.current, f.mask, moves, alpha, beta, depth, ply);
        }
        enter(ply);
        long next = checks.nonLosingMoves(f.current, f.mask);
        long w = checks.enter(f.current, f.mask, next, moves, alpha, beta);
        if (Bounds.isCut(w)) return Bounds.value(w);
        if (depth <= 0) return evaluate(f.current, f.mask, moves);
        return searchTableNode(ply, next, Bounds.alpha(w), Bounds.beta(w), depth);
    }

    /** Counts the node, polls every few thousand, and records the selective depth. */
    void enter(int ply) {
        if ((++nodes & POLL_MASK) == 0) poll(ply);
        if (ply > selDepth) selDepth = ply;
    }

    /** {@link #enter} for the node of {@code moves} stones (the standard endgame passes no ply). */
    void enterMoves(int moves) {
        enter(moves - rootMoves);
    }

    /** The heuristic value at the horizon, within the limits {@link NodeChecks} knows. */
    int evaluate(long current, long mask, int moves) {
        int e = evaluator.evaluate(current, mask, moves, size);
        return Math.max(Score.lowest(size, moves), Math.min(Score.highest(size, moves), e));
    }

    /**
     * {@link #search}'s contract for a node high in the tree ({@code next}: its non-losing moves,
     * the window already bounded): the shared table's bounds, enhanced transposition cutoffs,
     * then the moves; the result is stored as bounds.
     */
    private int searchTableNode(int ply, long next, int alpha, int beta, int depth) {
        Frame f = frames[ply];
        int moves = rootMoves + ply;
        int entryDepth = depth >= cells - moves ? TranspositionTable.DEPTH_EXACT : depth;
        int ttColumn = -1;
        f.ownThreats = checks.ownThreats();
        long data = table.probeNode(f, moves);
        if (data != 0) {
            ttColumn = table.bestColumn(f, data);
            if (TranspositionTable.depth(data) >= entryDepth) {
                long w = Bounds.narrow(alpha, beta, TranspositionTable.lower(data), TranspositionTable.upper(data));
                if (Bounds.isCut(w)) return Bounds.value(w);
                alpha = Bounds.alpha(w);
                beta = Bounds.beta(w);
            }
        }
        if (cells - moves >= ETC_MIN_EMPTY) {
            // children below the table (an exact search's, at ETC_MIN_EMPTY) are in the endgame cache
            int cut;
            if (cells - moves - 1 >= tableMinEmpty) {
                cut = cutoffs.fromTable(f, frames[ply + 1], next, moves, beta, entryDepth);
            } else {
                assert tableMinEmpty == EXACT_TT_MIN_EMPTY
                        : "only an exact search reaches its endgame from ETC_MIN_EMPTY";
                cut = cutoffs.fromEndgameCache(f, next, beta, standardExact);
            }
            if (cut != Score.NONE) return cut;
        }
        f.alpha = alpha;
        f.beta = beta;
        f.entryDepth = entryDepth;
        long nodesBefore = nodes;
        int best;
        try {
            best = tableMoves.search(ply, next, ttColumn, alpha, beta, depth);
        } catch (SubtreeResolved resolved) {
            if (shared.unwindPly() != ply) throw resolved;
            return shared.unwindValue();
        }
        table.storeNode(
                f,
                Bounds.lower(best, alpha, beta),
                Bounds.upper(best, alpha, beta),
                f.bestColumn,
                entryDepth,
                nodes - nodesBefore);
        return best;
    }

    /** The number of stones at ply 0 of the current search. */
    int rootMoves() {
        return rootMoves;
    }

    /** Whether the current search splits nodes rather than running as Lazy SMP. */
    boolean splitting() {
        return splitting;
    }

    /** Nodes of the current search with at least this many empty cells are table nodes. */
    int tableMinEmpty() {
        return tableMinEmpty;
    }

    /** Whether the current search's endgame nodes go to the standard (7x6) endgame. */
    boolean standardExact() {
        return standardExact;
    }

    private void poll(int ply) {
        stops.check(nodes);
        if (splitting) splits.checkCut();
        else if (shared != null) shared.unwindIfAncestorResolved(rootPly, rootMoves, ply, tableMinEmpty);
    }
}
