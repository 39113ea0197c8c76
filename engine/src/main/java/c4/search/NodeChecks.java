package c4.search;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.ClaimEven;
import c4.core.Lines;
import c4.core.Score;
import c4.core.SearchBits;

/**
 * What every node of a search checks before searching its moves: the book, the moves that do
 * not lose at once, and the bounds of {@link #bound}. One per thread, since it keeps what it
 * computed for the node's move generation and ordering.
 */
final class NodeChecks {
    /** Nodes with at least this many empty cells look for stacked threats. */
    static final int STACKED_MIN_EMPTY = 8;

    static {
        // ownThreats() is computed only from STACKED_MIN_EMPTY empty cells up: the searches that
        // read it (table nodes, and endgame nodes that sort by threats) must start there or above
        assert thresholdsInStep(Searcher.TT_MIN_EMPTY, EndgameSearch.SORT_MIN_EMPTY)
                : "TT_MIN_EMPTY and SORT_MIN_EMPTY must be at least STACKED_MIN_EMPTY";
    }

    private final BoardSize size;
    private final ClaimEven claimEven;
    private final int cells;
    private long lastOwnThreats;
    /** Whether {@link #lastOwnThreats} is of the node last entered; kept only with assertions on. */
    private boolean threatsFresh;
    /** Exact scores of the positions with at most {@link #bookDepth} stones; null (and -1) without a book. */
    private Book book;

    private int bookDepth = -1;

    NodeChecks(BoardSize size) {
        this.size = size;
        this.claimEven = new ClaimEven(size);
        this.cells = size.cells;
    }

    /** Uses {@code book}'s exact scores as leaves (null: no book); set between searches. */
    void setBook(Book book) {
        this.book = book;
        this.bookDepth = book == null ? -1 : book.depth();
    }

    /** The most stones of a position the book holds (-1 without a book). */
    int bookDepth() {
        return bookDepth;
    }

    /** The moves of the side to move that do not lose at once: the {@code next} that {@link #enter} takes. */
    long nonLosingMoves(long current, long mask) {
        return SearchBits.nonLosingMoves(current, mask, size);
    }

    /**
     * The prologue of every node, for a position after {@code moves} stones whose side to move
     * has no immediate win and whose non-losing moves are {@code next} ({@link #nonLosingMoves}),
     * searched with the window (alpha, beta): its exact score when the book holds it, else
     * {@link #bound} over {@code next}. Returns the value to return ({@link Bounds#isCut}) or the
     * window narrowed.
     */
    long enter(long current, long mask, long next, int moves, int alpha, int beta) {
        assert entryContract(current, mask, alpha, beta); // a call only: enter stays small to inline
        assert next == SearchBits.nonLosingMoves(current, mask, size) : "next is the node's non-losing moves";
        if (moves <= bookDepth) {
            int s = book.score(current, mask);
            if (s != Score.NONE) return Bounds.cut(Score.ofExact(s));
        }
        return bound(current, mask, next, moves, alpha, beta);
    }

    /**
     * The checks every node makes first, for a position after {@code moves} stones whose
     * non-losing moves are {@code next}: no such move is a loss to the opponent's next stone;
     * two plies before the end is a draw; the score lies between a loss to the opponent's stone
     * after next and a win with our second stone, and within the {@link ClaimEven} bounds;
     * the win with our second stone is exactly what a move right below two stacked threat cells
     * of ours gets (the opponent blocks the lower one, our next stone wins on the upper;
     * non-losing moves are never right below an opponent's threat, so the block does not win).
     * Returns the value to return ({@link Bounds#isCut}) or the window narrowed to those limits.
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
        if (beta > Score.ofExact(-1)) { // the claimeven bound (0 or -1) can lower it
            int cap = claimEven.cap(current, mask);
            if (cap != ClaimEven.NONE && beta > Score.ofExact(cap)) {
                beta = Score.ofExact(cap);
                if (alpha >= beta) return Bounds.cut(beta);
            }
        }
        if (alpha < Score.ofExact(1)) { // and its floor (0 or 1) raise it
            int floor = claimEven.floor(current, mask);
            if (floor != ClaimEven.NO_FLOOR && alpha < Score.ofExact(floor)) {
                alpha = Score.ofExact(floor);
                if (alpha >= beta) return Bounds.cut(alpha);
            }
        }
        if (cells - moves >= STACKED_MIN_EMPTY) {
            long own = Lines.winningCells(current, mask, size);
            if (SearchBits.belowStackedThreats(next, own)) return Bounds.cut(max);
            lastOwnThreats = own;
            assert threatsFresh(true);
        }
        return Bounds.window(alpha, beta);
    }

    /**
     * The side to move's threat cells in the node {@link #enter} last let through, which must
     * have had {@link #STACKED_MIN_EMPTY} empty cells or more (else they were not computed).
     */
    long ownThreats() {
        assert threatsFresh : "ownThreats() of a node of fewer than STACKED_MIN_EMPTY empty cells, or not let through";
        return lastOwnThreats;
    }

    /**
     * {@link #enter}'s contract, for an assert: a window {@code alpha < beta} within the scores
     * and no immediate win for the side to move (the callers play it, or only non-losing
     * moves, which leave none); forgets the threats of the previous node. True, or throws.
     */
    private boolean entryContract(long current, long mask, int alpha, int beta) {
        if (alpha < -Score.INFINITE || alpha >= beta || beta > Score.INFINITE) {
            throw new AssertionError("window (" + alpha + ", " + beta + ") is empty or beyond the scores");
        }
        if ((Lines.winningCells(current, mask, size) & SearchBits.legalMoves(mask, size)) != 0) {
            throw new AssertionError("the side to move can win at once: the caller should have played it");
        }
        threatsFresh = false; // ownThreats() is of this node only once bound() computes it
        return true;
    }

    /** Sets {@link #threatsFresh}; true, for an assert (so nothing is done without assertions). */
    private boolean threatsFresh(boolean fresh) {
        threatsFresh = fresh;
        return true;
    }

    /** True when searches that read ownThreats() from these numbers of empty cells up always get them computed. */
    static boolean thresholdsInStep(int tableMinEmpty, int sortMinEmpty) {
        return tableMinEmpty >= STACKED_MIN_EMPTY && sortMinEmpty >= STACKED_MIN_EMPTY;
    }
}
