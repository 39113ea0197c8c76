package c4.search;

import c4.core.Position;
import c4.core.Score;

/** Tests' way to ask a searcher one exact null-window question of a position. */
final class NullWindowSearch {
    private NullWindowSearch() {}

    /**
     * The fail-soft result of {@code s}'s exact search of {@code p} with the window around
     * {@code v} ("is the score above v?", v in exact units), started at {@code ply}.
     */
    static int ask(Searcher s, Position p, int v, int ply) {
        return s.search(
                p.currentStones(),
                p.mask(),
                p.moveCount(),
                p.key(),
                p.mirrorKey(),
                Score.ofExact(v),
                Score.ofExact(v) + 1,
                TranspositionTable.DEPTH_EXACT,
                ply);
    }
}
