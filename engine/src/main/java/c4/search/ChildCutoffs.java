package c4.search;

import c4.core.Score;

/**
 * Enhanced transposition cutoffs of a table node: before any move is searched, a child whose
 * stored bound already refutes the window cuts the node, with that bound as its value. The
 * children are looked up where the search keeps them: in the shared table, or, when they are
 * endgame nodes of an exact search, in the thread's endgame cache (the table holds positions of
 * their size only from depth-limited searches, and a probe there mostly misses the CPU caches).
 */
final class ChildCutoffs {
    private final TableAccess table;
    private final Children children;
    private final EndgameCutoffs endgameCutoffs;
    /** Where the 7x6 endgame keeps the nodes just below the table: the team's cache, or the thread's. */
    private final EndgameCutoffs standardCutoffs;

    /** With the thread's {@code endgameCache} and its team's {@code teamCache} (null: none). */
    ChildCutoffs(TableAccess table, Children children, EndgameCache endgameCache, EndgameCache teamCache) {
        this.table = table;
        this.children = children;
        this.endgameCutoffs = new EndgameCutoffs(endgameCache);
        this.standardCutoffs = teamCache != null && Searcher.EXACT_TT_MIN_EMPTY - 1 >= TeamEndgameCache.MIN_EMPTY
                ? new EndgameCutoffs(teamCache)
                : endgameCutoffs;
    }

    /**
     * A child of the node in {@code f} ({@code next}: its moves) whose table entry, deep enough,
     * bounds it so that the node's value is at least {@code beta}: that value, else
     * {@link Score#NONE}. Each child is played into {@code child} to look it up.
     */
    int fromTable(Frame f, Frame child, long next, int moves, int beta, int entryDepth) {
        for (long rest = next; rest != 0; rest &= rest - 1) {
            children.play(f, child, rest & -rest, moves);
            long data = table.peek(child, moves + 1);
            if (data == 0) continue;
            int childDepth = TranspositionTable.depth(data);
            if (childDepth == TranspositionTable.DEPTH_EXACT || childDepth >= entryDepth - 1) {
                int v = -TranspositionTable.upper(data);
                if (v >= beta) return v;
            }
        }
        return Score.NONE;
    }

    /**
     * {@link #fromTable} for children that are endgame nodes of an exact search: from the endgame
     * cache, through the endgames' own {@link EndgameCutoffs} (no child is left out here: a table
     * node searches every move it does not cut on). {@code standard}: the children are the 7x6
     * endgame's ({@link StandardEndgame}), which keeps them where {@link #standardCutoffs} looks.
     */
    int fromEndgameCache(Frame f, long next, int beta, boolean standard) {
        return (standard ? standardCutoffs : endgameCutoffs)
                .scan(f.current ^ f.mask, f.mask, next, -Score.INFINITE, beta, Score.UNIT);
    }
}
