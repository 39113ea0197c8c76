package c4.book.build;

import c4.book.Book;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.search.Solver;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks one book entry against the solver: its score by solving the position, and its move
 * (when it has one) by solving the position after it. The solver must not use the book being
 * checked. Used by {@code book verify}, on one machine and on a cluster.
 */
public final class EntryVerifier {
    private EntryVerifier() {}

    /** What one check found: the solver's score, and one line per mismatch (none: the entry is right). */
    public record Check(int solved, List<String> mismatches) {}

    /** Checks entry {@code i} of {@code book} with {@code solver}, which has no book. */
    public static Check check(Solver solver, Book book, int i) {
        Position p = PositionCodes.positionOf(book.size(), book.keyAt(i));
        int solved = solver.solve(p, false).score();
        String name = p.moveCount() == 0 ? "-" : p.moveString();
        List<String> mismatches = new ArrayList<>(0);
        if (solved != book.scoreAt(i)) {
            mismatches.add("mismatch " + name + ": book " + book.scoreAt(i) + ", solver " + solved);
        }
        int move = book.moveAt(i);
        if (move != Book.NO_MOVE) {
            int value = solver.columnScore(p, move, false);
            if (value != solved) {
                mismatches.add("mismatch " + name + ": the book's move " + (move + 1) + " is worth "
                        + (value == Solver.INVALID_MOVE ? "nothing (not playable)" : String.valueOf(value))
                        + ", the position " + solved);
            }
        }
        return new Check(solved, mismatches);
    }
}
