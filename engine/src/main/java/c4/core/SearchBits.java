package c4.core;

/**
 * Static bitboard helpers over raw {@code (current, mask)} pairs, shared by {@link Position} and
 * the search, which works on primitives to allocate nothing.
 */
public final class SearchBits {
    private SearchBits() {}

    public static long legalMoves(long mask, BoardSize size) {
        return (mask + size.bottomMask) & size.boardMask;
    }

    /**
     * Moves that do not let the opponent win at once. Assumes the side to move has no immediate
     * win. Returns 0 when every move loses.
     */
    public static long nonLosingMoves(long current, long mask, BoardSize size) {
        return nonLosingMoves(legalMoves(mask, size), Lines.winningCells(current ^ mask, mask, size));
    }

    /**
     * Of the {@code possible} moves, those that do not lose to the opponent's next stone, given
     * its winning cells {@code opponentWins}: a threat of the opponent's that we can play is the
     * one move (two are a loss), and no move goes right below one. 0 when every move loses.
     */
    public static long nonLosingMoves(long possible, long opponentWins) {
        long forced = possible & opponentWins;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) return 0; // two threats: cannot block both
            possible = forced;
        }
        return possible & ~(opponentWins >>> 1); // never play right below an opponent threat
    }

    /**
     * Whether one of the non-losing moves {@code next} goes right below two stacked winning cells
     * of the side to move ({@code own}): the opponent must block the lower one, and our next stone
     * wins on the upper (a non-losing move is never below an opponent's threat, so the block
     * does not win).
     */
    public static boolean belowStackedThreats(long next, long own) {
        return (next & own >>> 1 & own >>> 2) != 0;
    }
}
