package c4.search;

import c4.core.Score;

/**
 * One thread's part in a multi-threaded (Lazy SMP) search, beyond sharing the table:
 * <ul>
 * <li>high in the tree it defers a move another thread is searching right now, unless it is the
 *     node's first (young brothers wait): a thread that finds another inside a node's first move
 *     follows it, and splits off only where the other has gone past a first move without a
 *     cutoff ({@link BusyTable}). The root defers nothing: all threads take its moves in the
 *     same order. A null-window question answered yes is proven by one root move, and when the
 *     first fails, a thread that deferred the second took later root moves that the second's
 *     proof then made worthless (docs/DESIGN.md#lazy-smp); inside a root move there is work enough to
 *     split;</li>
 * <li>at every poll it looks up the table nodes on its own path, and when another thread has
 *     meanwhile stored a result that decides one of them, it unwinds to the shallowest such
 *     ancestor ({@link SubtreeResolved}), which returns the stored bound — exactly what a table
 *     hit on entry would have returned — instead of finishing a subtree that no longer matters.</li>
 * </ul>
 * A thread searching alone has none of this.
 */
final class SharedSearch {
    /** Nodes with at least this many empty cells take part in the deferral. */
    static final int PARALLEL_MIN_EMPTY = 20;

    private final BusyTable busy;
    private final Frame[] frames;
    private final TableAccess table;
    private final int cells;
    private int unwindPly;
    private int unwindValue;

    SharedSearch(BusyTable busy, Frame[] frames, TableAccess table, int cells) {
        this.busy = busy;
        this.frames = frames;
        this.table = table;
        this.cells = cells;
    }

    /**
     * True when the node at {@code ply} (0: the root of the search) with {@code empty} cells
     * defers busy moves: below the root, from {@link #PARALLEL_MIN_EMPTY} empty cells.
     */
    boolean defers(int ply, int empty) {
        assert ply >= 0 && empty >= 0 : "ply " + ply + ", " + empty + " empty cells";
        return ply > 0 && empty >= PARALLEL_MIN_EMPTY;
    }

    /** True when another thread is searching the position with this key right now. */
    boolean isBusy(long key) {
        return busy.isBusy(key);
    }

    void enter(long key) {
        busy.enter(key);
    }

    void leave(long key) {
        busy.leave(key);
    }

    /**
     * Throws {@link SubtreeResolved} when an ancestor's stored entry now decides its window; the
     * ancestors are the table nodes from {@code rootPly} to below {@code ply}, ply q holding a
     * position of {@code rootMoves + q} stones, table nodes from {@code tableMinEmpty} empty cells.
     */
    void unwindIfAncestorResolved(int rootPly, int rootMoves, int ply, int tableMinEmpty) {
        for (int q = rootPly; q < ply && cells - (rootMoves + q) >= tableMinEmpty; q++) {
            Frame a = frames[q];
            long data = table.probeStored(a);
            if (data == 0 || TranspositionTable.depth(data) < a.entryDepth) continue;
            int cut = Bounds.cutoff(a.alpha, a.beta, TranspositionTable.lower(data), TranspositionTable.upper(data));
            if (cut != Score.NONE) {
                unwindPly = q;
                unwindValue = cut;
                throw SubtreeResolved.INSTANCE;
            }
        }
    }

    /** The ply an unwinding stops at. */
    int unwindPly() {
        return unwindPly;
    }

    /** The value the ancestor at {@link #unwindPly} returns. */
    int unwindValue() {
        return unwindValue;
    }
}
