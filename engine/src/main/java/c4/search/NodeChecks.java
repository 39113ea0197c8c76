package c4.search;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.SearchBits;

/**
 * What every node of a search checks before searching its moves: the book, the moves that do
 * not lose at once, and the bounds of {@link #bound}. One per thread, since it keeps what it
 * computed for the node's move generation and ordering.
 */
final class NodeChecks {
    /** Nodes with at least this many empty cells look for stacked threats. */
    static final int STACKED_MIN_EMPTY = 8;

    private final BoardSize size;
    private final int cells;
    private long lastOwnThreats;
    private long lastNext;
    /** Exact scores of the positions with at most {@link #bookDepth} stones; null (and -1) without a book. */
    private Book book;
    private int bookDepth = -1;

    NodeChecks(BoardSize size) {
        this.size = size;
        this.cells = size.cells;
    }

    /** Uses {@code book}'s exact scores as leaves (null: no book); set between searches. */
    void setBook(Book book) {
        this.book = book;
        this.bookDepth = book == null ? -1 : book.depth();
    }

    /**
     * The prologue of every node, for a position after {@code moves} stones whose side to move
     * has no immediate win, searched with the window (alpha, beta): its exact score when the book
     * holds it, else {@link #bound} over its non-losing moves, which {@link #next} then returns.
     * Returns the value to return ({@link Bounds#isCut}) or the window narrowed.
     */
    long enter(long current, long mask, int moves, int alpha, int beta) {
        if (moves <= bookDepth) {
            int s = book.score(current, mask);
            if (s != Book.UNKNOWN) return Bounds.cut(Score.ofExact(s));
        }
        long next = SearchBits.nonLosingMoves(current, mask, size);
        lastNext = next;
        return bound(current, mask, next, moves, alpha, beta);
    }

    /** The non-losing moves of the node {@link #enter} last let through. */
    long next() {
        return lastNext;
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
    private long bound(long current, long mask, long next, int moves, int alpha, int beta) {
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
