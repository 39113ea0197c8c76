package c4.search;

import c4.core.BoardSize;
import c4.core.Score;
import org.agrona.concurrent.BackoffIdleStrategy;

/**
 * One thread's part in a split-point search (young brothers wait with work stealing): the
 * exact searches of a solve split a node once its first move has failed to cut, at least two
 * moves remain, and some thread is idle; a table node predicted to be an ALL node splits before
 * its first move, as speculative work that idle threads take only when no other split point has
 * moves left ({@link #shouldSplitEagerly}). The owner publishes the node's remaining moves in a
 * {@link SplitPoint}; it and the helpers that join take them one at a time. When a move cuts the
 * node, every thread under it stops at its next poll ({@link #checkCut}). The owner, its moves
 * out, waits until its helpers have left, meanwhile joining only split points under its own
 * (the helping master); it never returns before they are done. Helpers loop in {@link #help},
 * always joining the shallowest split point that has moves left: the largest work there is.
 *
 * <p>A split point's result is the best of its moves, valid when a move cut it or every move
 * reported; otherwise (a stop, or a cut above it) the owner throws instead of returning it, so
 * no incomplete result reaches the table.
 */
final class SplitSearch {
    /**
     * Endgame nodes split from this many empty cells: the endgame's top levels (exact table
     * nodes, from {@link Searcher#EXACT_TT_MIN_EMPTY}, all split). The span probe's ybw16 rule.
     */
    static final int ENDGAME_MIN_EMPTY = 16;

    private final int self;
    private final SplitRegistry registry;
    private final Searcher searcher;
    /** The innermost split point this thread works under (owned or joined), null when none. */
    private SplitPoint current;

    // counters since the searcher was made, written only by this thread (read once it is idle)
    long splits;
    long speculativeSplits;
    long joins;
    long speculativeJoins;
    long wastedNodes;
    long idleNanos;

    SplitSearch(int self, SplitRegistry registry, Searcher searcher) {
        this.self = self;
        this.registry = registry;
        this.searcher = searcher;
    }

    void newSearch() {
        assert current == null : "a split point left open by the last search";
    }

    /**
     * With two threads, a node splits only when its first move took at least this many nodes, so
     * that its other moves likely take long enough for the one helper to join before the owner
     * has searched them all. Most 16-empty nodes take a few hundred, and splitting each cost
     * more than it gave: 2 threads, cold, ply 8: 134 ms a position without the rule, 111 ms with
     * it (warm no change); Test_L1_R3 first 20: 415 and 400 ms. More threads split every
     * eligible node: the span probe shows the many small splits are what keeps the span short
     * (predicted 16 threads on Test_L1_R3 first 20, wasted work counted: 5.9x without the rule,
     * 2.9x with it, 3.9x with 100 nodes), though how much they cost there is not measured.
     */
    static final long TWO_THREADS_MIN_FIRST_MOVE_NODES = 2_000;

    /**
     * How many plies below the root can hold a split point on a board of {@code size}: a node
     * splits only with {@link #ENDGAME_MIN_EMPTY} empty cells or more (table nodes with more),
     * so at a ply of at most {@code cells - ENDGAME_MIN_EMPTY}. At most 64 on every board, as the
     * registry's bit per ply needs (1x63, whose 63 cells the whole game could fill, included).
     */
    static int splitPlies(BoardSize size) {
        return Math.max(1, size.cells - ENDGAME_MIN_EMPTY + 1);
    }

    /**
     * True when a node with {@code movesLeft} moves still to search, whose first move took
     * {@code firstMoveNodes} nodes, should split now.
     */
    boolean shouldSplit(int movesLeft, long firstMoveNodes) {
        return movesLeft >= 2 && firstMoveNodes >= registry.minFirstMoveNodes && registry.wantsSplit();
    }

    /**
     * True when a table node predicted to be an ALL node, with {@code moves} moves, should split
     * before its first move (an eager, speculative split): some thread is idle (or splits are
     * forced). Helpers take such a split point only when no other has moves left, and it turns
     * into an ordinary one once its first move fails ({@link SplitPoint#speculative}).
     */
    boolean shouldSplitEagerly(int moves) {
        return moves >= 2 && registry.wantsSplit();
    }

    /**
     * This thread's split point for a node of {@code kind} at {@code ply} ({@code moves} stones),
     * searched with (alpha, beta) to {@code depth}, with the searcher's rules for the subtree;
     * the caller adds the position and the moves, then {@link #run}s it.
     */
    SplitPoint prepare(int kind, int ply, int moves, int alpha, int beta, int depth) {
        assert ply < registry.points[self].length : "a split at ply " + ply + ", beyond splitPlies";
        SplitPoint sp = registry.points[self][ply];
        sp.parent = current;
        sp.kind = kind;
        sp.ply = ply;
        sp.moves = moves;
        sp.alpha = alpha;
        sp.beta = beta;
        sp.depth = depth;
        sp.rootMoves = searcher.rootMoves();
        sp.tableMinEmpty = searcher.tableMinEmpty();
        sp.standardExact = searcher.standardExact();
        return sp;
    }

    /**
     * Searches the moves of {@code sp}, filled by this thread, with the helpers that join; returns
     * when all are done. Its best value and move are then in {@code sp}, and valid. A
     * {@code speculative} one holds all of a predicted ALL node's moves, the first not yet searched.
     *
     * @throws SplitCut when a split point above it was cut
     * @throws SearchAborted when the search was stopped
     */
    void run(SplitPoint sp, boolean speculative) {
        assert sp.owner == self && sp.parent == current && sp.moveCount >= 1;
        splits++;
        if (speculative) speculativeSplits++;
        SplitPoint saved = current;
        current = sp;
        sp.open(speculative);
        registry.publish(self, sp.ply, true);
        boolean normal = false;
        try {
            work(sp);
            normal = true;
        } finally {
            try {
                sp.close();
                registry.publish(self, sp.ply, false);
                awaitHelpers(sp, normal);
            } finally {
                current = saved;
            }
        }
        if (!sp.cut && sp.completed() < sp.moveCount) { // a move was abandoned: the result is not valid
            if (sp.cutOnChain()) throw SplitCut.INSTANCE;
            throw SearchAborted.INSTANCE;
        }
    }

    /** Takes moves of {@code sp} and searches them until none are left or it is cut. */
    private void work(SplitPoint sp) {
        for (int i = sp.takeMove(); i >= 0; i = sp.takeMove()) {
            long before = searcher.nodes;
            int v;
            try {
                v = searcher.searchSplitMove(sp, i);
            } catch (SplitCut c) {
                wastedNodes += searcher.nodes - before;
                if (sp.parent != null && sp.parent.cutOnChain()) throw c; // cut above: unwind further
                assert sp.cut : "a cut below was not caught there";
                return;
            }
            sp.report(v, i);
        }
    }

    /**
     * Waits until no helper is inside {@code sp}; meanwhile, after a normal end of its own moves,
     * helps split points under it (never others: it must be free the moment its helpers are).
     * Throws nothing: a stop met while helping ends the helping, and the helpers' unfinished
     * moves then tell {@link #run} that the result is not valid.
     */
    private void awaitHelpers(SplitPoint sp, boolean help) {
        if (sp.helpers() == 0) return;
        BackoffIdleStrategy idle = newIdle();
        boolean looking = false;
        long idleSince = System.nanoTime();
        try {
            while (sp.helpers() > 0) {
                if (help && !sp.cutOnChain()) {
                    if (!looking) { // counted idle: a helper under sp may then split for it
                        registry.idle(true);
                        looking = true;
                    }
                    SplitPoint sub = registry.join(self, sp);
                    if (sub != null) {
                        registry.idle(false);
                        looking = false;
                        idleNanos += System.nanoTime() - idleSince;
                        try {
                            helpAt(sub);
                        } catch (SearchAborted stopped) {
                            help = false; // stopped: only wait from now on
                        }
                        idleSince = System.nanoTime();
                        idle.reset();
                        continue;
                    }
                }
                idle.idle();
            }
        } finally {
            if (looking) registry.idle(false);
            idleNanos += System.nanoTime() - idleSince;
        }
    }

    /**
     * A helper's loop for one search: joins the shallowest split point with moves left, helps it,
     * and looks again, until the search ends. Returns {@link c4.core.Score#NONE}: the answer is
     * the main thread's.
     */
    int help() {
        BackoffIdleStrategy idle = newIdle();
        boolean looking = false;
        long idleSince = 0;
        try {
            while (registry.searching()) {
                if (!looking) {
                    registry.idle(true);
                    looking = true;
                    idleSince = System.nanoTime();
                }
                SplitPoint sp = registry.join(self, null);
                if (sp == null) {
                    idle.idle();
                    continue;
                }
                registry.idle(false);
                looking = false;
                idleNanos += System.nanoTime() - idleSince;
                try {
                    helpAt(sp);
                } catch (SearchAborted stopped) {
                    // the search was stopped: it ends soon, and the owner sees the move undone
                }
                idle.reset();
            }
        } finally {
            if (looking) {
                registry.idle(false);
                idleNanos += System.nanoTime() - idleSince;
            }
        }
        return Score.NONE;
    }

    /** Works at {@code sp}, joined, and leaves it. */
    private void helpAt(SplitPoint sp) {
        joins++;
        if (sp.speculative) speculativeJoins++;
        SplitPoint saved = current;
        current = sp;
        searcher.joinSearch(sp);
        try {
            work(sp);
        } catch (SplitCut c) {
            // sp or a split point above it was cut: nothing of it matters any more
        } finally {
            current = saved;
            sp.leave();
        }
    }

    /**
     * Throws {@link SplitCut} when a split point this thread works under was cut (called at each
     * poll: a cut stops every thread under it within a few thousand nodes).
     */
    void checkCut() {
        SplitPoint sp = current;
        if (sp != null && sp.cutOnChain()) throw SplitCut.INSTANCE;
    }

    /**
     * How a thread waits for work: with a core of its own it spins briefly, then yields for good (a
     * split point is taken within microseconds of its opening, or the owner has searched its moves
     * alone; a yield costs next to nothing when nothing else wants the core, and lets the JIT's
     * compiler threads run when they do, which a cold solve needs most); beyond the cores it
     * parks for short times after a few yields, so as not to take time from the threads searching.
     */
    private BackoffIdleStrategy newIdle() {
        return registry.coreEach
                ? new BackoffIdleStrategy(100, Long.MAX_VALUE, 1_000, 50_000)
                : new BackoffIdleStrategy(100, 20, 1_000, 100_000);
    }
}
