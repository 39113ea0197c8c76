package c4.search;

import c4.core.Position;

/**
 * Moves straight from the opening book: when every child of the root is decided at once or held
 * by the book, the best of them is known exactly without searching.
 */
final class BookMoves {
    private BookMoves() {
    }

    /**
     * The best column of {@code p} by the book's scores of its children (centre first among
     * equals) and its exact score in {@link Score} units (weak: the sign), or null when the book
     * does not hold every child.
     */
    static SearchResult choose(Solver solver, Position p, boolean weak) {
        int[] scores = solver.bookColumns(p, weak);
        if (scores == null) return null;
        int bestColumn = -1;
        for (int i = 0; i < scores.length; i++) {
            int c = p.size().centreOrder(i);
            if (scores[c] != Solver.INVALID_MOVE && (bestColumn < 0 || scores[c] > scores[bestColumn])) bestColumn = c;
        }
        return bestColumn < 0 ? null : new SearchResult(bestColumn, -1, Score.ofExact(scores[bestColumn]));
    }
}
