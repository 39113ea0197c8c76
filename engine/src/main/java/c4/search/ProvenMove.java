package c4.search;

import c4.core.Position;

/**
 * Play from proof instead of from a heuristic: when the outcome of the position can be proven
 * within part of the move's time, play a move that keeps it, so that a won position is never
 * turned into a draw or a loss, nor a drawn one into a loss.
 *
 * <p>The exact score is taken from the book or the table when they hold the root; otherwise the
 * root is solved weakly (win, draw or loss, cheaper than the exact score). Then the children are
 * tested in turn, each with one null-window search, until one keeps that score. A lost position
 * is left to the heuristic search, which resists longest in practice.
 */
final class ProvenMove {
    private ProvenMove() {
    }

    /**
     * The move and its proven score, or null when the proof did not finish by {@code deadline}
     * (System.nanoTime()) or the position is lost. Reports the proven score to {@code out}.
     */
    static SearchResult find(SearchTeam team, Solver solver, Position p, long deadline, SearchListener out, long start) {
        team.setDeadline(deadline);
        try {
            boolean exact = true;
            int v = solver.knownScore(p);
            if (v == Outcomes.UNDECIDED) {
                v = solver.score(p, true);
                exact = false;
            }
            if (v < 0) return null;
            int column = solver.moveKeeping(p, v);
            if (column < 0) return null;
            int moves = p.moveCount();
            out.info(new SearchInfo(team.size.cells - moves, Math.max(1, team.main().selDepth()), 1,
                    exact ? SearchScore.of(v, team.size, moves, true) : SearchScore.ofSign(v), team.nodes(),
                    PlaySearch.millis(start), team.table.hashfull(), new int[] {column}));
            if (v == 0) out.drawProven();
            return new SearchResult(column, -1, v);
        } catch (SearchAborted aborted) {
            return null;
        } finally {
            team.setDeadline(Long.MAX_VALUE);
        }
    }
}
