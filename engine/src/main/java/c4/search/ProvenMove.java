package c4.search;

import c4.core.Position;
import c4.core.Score;
import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * Play from proof instead of from a heuristic: when the outcome of the position can be proven
 * within part of the move's time, play a move that keeps it, so that a won position is never
 * turned into a draw or a loss, nor a drawn one into a loss.
 *
 * <p>The exact score is taken from the book or the table when they hold the root; otherwise the
 * root is solved weakly (win, draw or loss, cheaper than the exact score). Then the book's move
 * of the root is played when it has one, or else the children are tested in turn, each with one
 * null-window search, until one keeps that score. A lost position
 * is left to the heuristic search, which resists longest in practice. When time runs out first,
 * the columns already proven worse than the score are kept from the heuristic search, which
 * then cannot throw the outcome away through them.
 */
final class ProvenMove {
    /**
     * What an attempt found: the move and its proven score (null when the proof did not finish
     * or the position is lost), and the columns proven worse than the root's score (bit c for
     * column c).
     */
    record Attempt(SearchResult move, int refuted) {
        /**
         * {@code limits} with the root restricted to the legal columns not refuted; {@code limits}
         * itself when none is refuted, or when all are (which a proven score rules out).
         */
        SearchLimits rest(SearchLimits limits, Position p) {
            if (refuted == 0) return limits;
            int[] columns = new int[p.size().width];
            int n = 0;
            for (int c = 0; c < columns.length; c++) {
                if (p.canPlay(c) && (refuted >>> c & 1) == 0) columns[n++] = c;
            }
            return n == 0 ? limits : limits.withSearchMoves(Arrays.copyOf(columns, n));
        }
    }

    /** The columns proven worse so far, as a bit set: kept across a stop, which ends the proof by an exception. */
    private static final class Refuted implements IntConsumer {
        int columns;

        @Override
        public void accept(int column) {
            columns |= 1 << column;
        }
    }

    private ProvenMove() {}

    /**
     * Tries to prove a move by {@code deadline} (System.nanoTime()); reports the proven score to
     * {@code out} when it succeeds.
     */
    static Attempt find(SearchTeam team, Solver solver, Position p, long deadline, SearchListener out, long start) {
        team.setDeadline(deadline);
        Refuted refuted = new Refuted();
        try {
            boolean exact = true;
            int v = solver.knownScore(p);
            if (v == Score.NONE) {
                v = solver.score(p, true); // prepares the searchers for exact solving
                exact = false;
            } else {
                // as the solve would: exact ordering and no node budget, whatever the last search left
                team.newSearch(Long.MAX_VALUE, false);
            }
            if (v < 0) return new Attempt(null, 0);
            int column = solver.moveKeeping(p, v, refuted);
            if (column < 0) return new Attempt(null, refuted.columns);
            int moves = p.moveCount();
            out.info(new SearchInfo(
                    team.size.cells - moves,
                    Math.max(1, team.main().selDepth()),
                    1,
                    exact ? SearchScore.of(v, team.size, moves, true) : SearchScore.ofSign(v),
                    team.nodes(),
                    PlaySearch.millis(start),
                    team.table.hashfull(),
                    new int[] {column}));
            if (v == 0) out.drawProven();
            return new Attempt(new SearchResult(column, -1, v), refuted.columns);
        } catch (SearchAborted aborted) {
            return new Attempt(null, refuted.columns);
        } finally {
            team.setDeadline(Long.MAX_VALUE);
        }
    }
}
