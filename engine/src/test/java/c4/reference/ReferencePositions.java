package c4.reference;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.SplittableRandom;

/** Random positions that are not over, from random games of random length (fixed seed by caller). */
final class ReferencePositions {
    private ReferencePositions() {}

    static Position random(BoardSize size, SplittableRandom rnd, int minStones, int maxStones) {
        while (true) {
            Position p = new Position(size);
            int length = minStones + rnd.nextInt(maxStones - minStones + 1);
            while (p.moveCount() < length && !p.isGameOver()) {
                int column = rnd.nextInt(size.width);
                if (p.canPlay(column)) p.play(column);
            }
            if (!p.isGameOver() && p.moveCount() == length) return p;
        }
    }
}
