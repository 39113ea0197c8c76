package c4.search;

import java.util.Arrays;
import java.util.OptionalLong;

/**
 * The limits of one {@code go}, immutable; built with {@link #builder()}. A limit that was not
 * given is 0 (depth, nodes, movetime, movestogo, mate), false, absent (the clocks) or null
 * (searchmoves: every column). Times are in milliseconds; columns are 0-based.
 */
public final class SearchLimits {
    /** No limit at all: search until stopped or proven. */
    public static final SearchLimits NONE = builder().build();

    private final int depth;
    private final long nodes;
    private final long moveTime;
    /** Clock time left and increment per move, index 0 the first player's (wtime, winc), 1 the second's. */
    private final OptionalLong[] clock;

    private final long[] increment;
    private final int movesToGo;
    private final boolean infinite;
    private final boolean ponder;
    private final int mate;
    private final boolean solve;
    private final int[] searchMoves;

    private SearchLimits(Builder b) {
        depth = b.depth;
        nodes = b.nodes;
        moveTime = b.moveTime;
        clock = new OptionalLong[] {b.whiteTime, b.blackTime};
        increment = new long[] {b.whiteIncrement, b.blackIncrement};
        movesToGo = b.movesToGo;
        infinite = b.infinite;
        ponder = b.ponder;
        mate = b.mate;
        solve = b.solve;
        searchMoves = b.searchMoves == null ? null : b.searchMoves.clone();
    }

    private SearchLimits(SearchLimits base, int[] columns) {
        depth = base.depth;
        nodes = base.nodes;
        moveTime = base.moveTime;
        clock = base.clock;
        increment = base.increment;
        movesToGo = base.movesToGo;
        infinite = base.infinite;
        ponder = base.ponder;
        mate = base.mate;
        solve = base.solve;
        searchMoves = columns.clone();
    }

    /** These limits with the root restricted to {@code columns}. */
    public SearchLimits withSearchMoves(int... columns) {
        return new SearchLimits(this, columns);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Search to this depth only. */
    public static SearchLimits depth(int plies) {
        return builder().depth(plies).build();
    }

    /** Maximum depth in plies (0: none). */
    public int depth() {
        return depth;
    }

    /** Maximum nodes (0: none). */
    public long nodes() {
        return nodes;
    }

    /** Time for this move (0: none). */
    public long moveTime() {
        return moveTime;
    }

    /** Time left on the clock of {@code side} (0 first player, 1 second), if given. */
    public OptionalLong clock(int side) {
        return clock[side];
    }

    /** Increment per move of {@code side}. */
    public long increment(int side) {
        return increment[side];
    }

    /** Moves to the next time control (0: none). */
    public int movesToGo() {
        return movesToGo;
    }

    public boolean infinite() {
        return infinite;
    }

    public boolean ponder() {
        return ponder;
    }

    /** Stop once a win in this many moves is proven (0: no such limit). */
    public int mate() {
        return mate;
    }

    /** Solve exactly instead of searching with a horizon. */
    public boolean solve() {
        return solve;
    }

    /** True when the root may play {@code column} (searchmoves). */
    boolean allows(int column) {
        if (searchMoves == null) return true;
        for (int c : searchMoves) if (c == column) return true;
        return false;
    }

    /** The searchmoves columns, or null for all. */
    public int[] searchMoves() {
        return searchMoves == null ? null : searchMoves.clone();
    }

    /** True when a clock or movetime limits the search. */
    boolean timed() {
        return moveTime > 0 || clock[0].isPresent() || clock[1].isPresent();
    }

    @Override
    public String toString() {
        return "SearchLimits[depth=" + depth + ", nodes=" + nodes + ", moveTime=" + moveTime + ", clock="
                + Arrays.toString(clock) + ", increment=" + Arrays.toString(increment) + ", movesToGo=" + movesToGo
                + ", infinite=" + infinite + ", ponder=" + ponder + ", mate=" + mate + ", solve=" + solve
                + ", searchMoves=" + Arrays.toString(searchMoves) + "]";
    }

    /** Collects the limits of a {@code go}; {@link #build} makes the immutable value. */
    public static final class Builder {
        private int depth;
        private long nodes;
        private long moveTime;
        private OptionalLong whiteTime = OptionalLong.empty();
        private OptionalLong blackTime = OptionalLong.empty();
        private long whiteIncrement;
        private long blackIncrement;
        private int movesToGo;
        private boolean infinite;
        private boolean ponder;
        private int mate;
        private boolean solve;
        private int[] searchMoves;

        private Builder() {}

        public Builder depth(int plies) {
            depth = plies;
            return this;
        }

        public Builder nodes(long n) {
            nodes = n;
            return this;
        }

        public Builder moveTime(long millis) {
            moveTime = millis;
            return this;
        }

        /** Time left on the clock of {@code side} (0 first player, 1 second). */
        public Builder clock(int side, long millis) {
            if (side == 0) whiteTime = OptionalLong.of(millis);
            else blackTime = OptionalLong.of(millis);
            return this;
        }

        public Builder increment(int side, long millis) {
            if (side == 0) whiteIncrement = millis;
            else blackIncrement = millis;
            return this;
        }

        public Builder movesToGo(int n) {
            movesToGo = n;
            return this;
        }

        public Builder infinite() {
            infinite = true;
            return this;
        }

        public Builder ponder() {
            ponder = true;
            return this;
        }

        public Builder mate(int moves) {
            mate = moves;
            return this;
        }

        public Builder solve() {
            solve = true;
            return this;
        }

        /** Restricts the root to these columns. */
        public Builder searchMoves(int... columns) {
            searchMoves = columns.clone();
            return this;
        }

        public SearchLimits build() {
            return new SearchLimits(this);
        }
    }
}
