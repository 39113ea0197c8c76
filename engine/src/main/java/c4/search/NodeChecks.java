package c4.search;

import c4.core.BoardSize;
import c4.core.Lines;

/**
 * What every node of a search checks before searching its moves (one per thread, since it
 * keeps the threat cells it computed for the node's move ordering).
 */
final class NodeChecks {
    /** Nodes with at least this many empty cells look for stacked threats. */
    static final int STACKED_MIN_EMPTY = 8;

    private final BoardSize size;
    private final int cells;
    private long lastOwnThreats;

    NodeChecks(BoardSize size) {
        this.size = size;
        this.cells = size.cells;
    }

    /**
     * The checks every node makes first, for a position after {@code moves} stones whose
     * non-losing moves are {@code next}: no such move is a loss to the opponent's next stone;
     * two plies before the end is a draw; the score lies between a loss to the opponent's stone
     * after next and a win with our second stone, which is exactly what a move right below two
     * stacked threat cells of ours gets (the opponent blocks the lower one, our next stone wins
     * on the upper; non-losing moves are never right below an opponent's threat, so the block
     * does not win). Returns the value to return ({@link Bounds#isCut}) or the window narrowed
     * to those limits.
     */
    long bound(long current, long mask, long next, int moves, int alpha, int beta) {
        if (next == 0) return Bounds.cut(Score.lossNext(size, moves));
        if (moves >= cells - 2) return Bounds.cut(0);
        int min = Score.lowest(size, moves);
        int max = Score.highest(size, moves);
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta) return Bounds.cut(alpha);
        }
        if (beta > max) {
            beta = max;
            if (alpha >= beta) return Bounds.cut(beta);
        }
        if (cells - moves >= STACKED_MIN_EMPTY) {
            long own = Lines.winningCells(current, mask, size);
            if ((next & own >>> 1 & own >>> 2) != 0) return Bounds.cut(max);
            lastOwnThreats = own;
        }
        return Bounds.window(alpha, beta);
    }

    /** The side to move's threat cells in the node {@link #bound} last let through (from 8 empty cells up). */
    long ownThreats() {
        return lastOwnThreats;
    }
}
