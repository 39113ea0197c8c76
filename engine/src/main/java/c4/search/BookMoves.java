package c4.search;

import c4.book.Book;
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
    static SearchResult choose(SearchTeam team, Position p, boolean weak) {
        Book book = team.book;
        if (book == null || p.moveCount() + 1 > book.depth()) return null;
        int bestColumn = -1;
        int best = Integer.MIN_VALUE;
        Position child = p.copy();
        for (int i = 0; i < team.size.width; i++) {
            int c = team.size.centreOrder(i);
            if (!p.canPlay(c)) continue;
            int v = Outcomes.ofMove(p, c);
            if (v == Outcomes.UNDECIDED) {
                child.copyFrom(p);
                child.play(c);
                int s = book.score(child.currentStones(), child.mask());
                if (s == Book.UNKNOWN) return null;
                v = -Score.ofExact(s);
            }
            if (weak) v = Outcomes.sign(v);
            if (v > best) {
                best = v;
                bestColumn = c;
            }
        }
        return bestColumn < 0 ? null : new SearchResult(bestColumn, -1, best);
    }
}
