package c4.command;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/** The openings a match's games start from: drawn at random, or every one of a length (--all-openings). */
final class MatchOpenings {
    private MatchOpenings() {}

    /** {@code count} random openings of {@code plies} stones where the side to move cannot win at once. */
    static List<Position> random(BoardSize size, int plies, int count, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            Position p = new Position(size);
            while (p.moveCount() < plies && !p.isGameOver()) {
                int column = rnd.nextInt(size.width);
                if (p.canPlay(column)) p.play(column);
            }
            if (!p.isGameOver() && !p.canWinNow()) out.add(p);
        }
        return out;
    }

    /** The most move sequences {@link #all} enumerates (--all-openings). */
    static final int MAX_ALL = 10_000;

    /**
     * Every distinct position of {@code plies} stones where the game is not over and the side to
     * move cannot win at once, each once (a transposition is the same opening: the first move
     * sequence that reaches it, in column order).
     */
    static List<Position> all(BoardSize size, int plies) {
        List<Position> out = new ArrayList<>();
        addOpenings(new Position(size), plies, new HashSet<>(), out);
        return out;
    }

    private static void addOpenings(Position p, int plies, Set<Long> seen, List<Position> out) {
        if (p.isGameOver()) return;
        if (p.moveCount() == plies) {
            if (!p.canWinNow() && seen.add(p.code())) out.add(p.copy());
            return;
        }
        for (int c = 0; c < p.size().width; c++) {
            if (!p.canPlay(c)) continue;
            p.play(c);
            addOpenings(p, plies, seen, out);
            p.undo();
        }
    }
}
