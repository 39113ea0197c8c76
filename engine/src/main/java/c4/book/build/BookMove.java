package c4.book.build;

import c4.core.BoardSize;
import c4.core.PositionCodes;
import c4.search.Solver;

/** The move a book stores for a position: the first, in centre order, that keeps its score. */
public final class BookMove {
    private BookMove() {}

    /**
     * The book's move of a position of {@code key} whose exact score is {@code score}: the first
     * column in centre order that keeps it, with whatever book {@code solver} has.
     */
    public static int of(Solver solver, BoardSize size, long key, int score) {
        int c = solver.firstBestMove(PositionCodes.positionOf(size, key), score);
        if (c < 0) throw new ScoreNotKept(PositionCodes.movesOf(size, key), score);
        return c;
    }

    /**
     * No move of a position keeps the score its book gives it: the score is too high. Scores the
     * build solved are exact, so one from a journal (damaged, or forged with a valid check) or a
     * bug.
     */
    public static final class ScoreNotKept extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        private final String moves;
        private final int score;

        ScoreNotKept(String moves, int score) {
            super("no move keeps the score " + score + " of " + moves + ": the book's scores are wrong");
            this.moves = moves;
            this.score = score;
        }

        /** The record that gave the score, named: what a damaged journal's refusal says. */
        String recordedIn(BookJournal journal, int ply) {
            return BookJournal.named(journal.file()) + " records the score " + score + " for " + moves + " (ply " + ply
                    + "), which no move keeps (the journal is damaged)" + BookJournal.DELETE_OR_CHOOSE;
        }
    }
}
