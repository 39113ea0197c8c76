package c4.search;

/**
 * One line of a search's report: the result of an iteration for one of its best root moves
 * ({@code multiPv} is 1 for the best), or of an exact solve.
 *
 * @param depth the depth searched (plies; for an exact solve the number of empty cells)
 * @param selDepth the deepest ply reached
 * @param multiPv 1-based rank of this line's root move
 * @param score the score of the line, from the side to move's view
 * @param nodes nodes searched so far by all threads
 * @param millis time since the search started
 * @param hashfull per-mille of the transposition table used in this search
 * @param pv the principal variation, 0-based columns, first move first (never empty)
 */
public record SearchInfo(
        int depth, int selDepth, int multiPv, SearchScore score, long nodes, long millis, int hashfull, int[] pv) {
    public SearchInfo {
        pv = pv.clone();
    }

    /** Nodes per second over the search so far. */
    public long nps() {
        return nodes * 1000 / Math.max(1, millis);
    }

    @Override
    public int[] pv() {
        return pv.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SearchInfo i
                && depth == i.depth
                && selDepth == i.selDepth
                && multiPv == i.multiPv
                && score.equals(i.score)
                && nodes == i.nodes
                && millis == i.millis
                && hashfull == i.hashfull
                && java.util.Arrays.equals(pv, i.pv);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(depth, selDepth, multiPv, score, nodes, millis, hashfull) * 31
                + java.util.Arrays.hashCode(pv);
    }

    @Override
    public String toString() {
        return "SearchInfo[depth=" + depth + ", selDepth=" + selDepth + ", multiPv=" + multiPv + ", score=" + score
                + ", nodes=" + nodes + ", millis=" + millis + ", hashfull=" + hashfull + ", pv="
                + java.util.Arrays.toString(pv) + "]";
    }
}
