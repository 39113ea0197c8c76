package c4.search;

/**
 * The limits of one {@code go}: every field is optional (0 / false / null = not given). Times are
 * in milliseconds; columns in {@link #searchMoves} are 0-based.
 */
public final class SearchLimits {
    public int depth;
    public long nodes;
    public long moveTime;
    public long whiteTime = -1;
    public long blackTime = -1;
    public long whiteIncrement;
    public long blackIncrement;
    public int movesToGo;
    public boolean infinite;
    public boolean ponder;
    public int mate;
    public boolean solve;
    public int[] searchMoves;

    /** True when a clock (wtime/btime) or movetime limits the search. */
    public boolean timed() {
        return moveTime > 0 || whiteTime >= 0 || blackTime >= 0;
    }
}
