package c4.search;

import c4.core.Position;
import java.util.Arrays;

/**
 * Moves straight from the opening book: when every child of the root is decided at once or held
 * by the book, the moves are ranked exactly without searching.
 */
final class BookMoves {
    private BookMoves() {}

    /**
     * The playable columns of {@code p} that {@code limits} allow, best first by the book's exact
     * scores of the children ({@code scores}, as {@link Solver#bookColumns} gives them), centre
     * first among equals.
     */
    static int[] ranked(Position p, int[] scores, SearchLimits limits) {
        int[] columns = new int[scores.length];
        int n = 0;
        for (int i = 0; i < scores.length; i++) {
            int c = p.size().centreOrder(i);
            if (scores[c] == Solver.INVALID_MOVE || !limits.allows(c)) continue;
            int k = n++;
            while (k > 0 && scores[columns[k - 1]] < scores[c]) { // stable: equals keep centre order
                columns[k] = columns[k - 1];
                k--;
            }
            columns[k] = c;
        }
        return Arrays.copyOf(columns, n);
    }
}
