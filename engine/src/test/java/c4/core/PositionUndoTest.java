package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PositionUndoTest {
    @Test
    void undoRestoresEverythingAlongRandomGames() {
        SplittableRandom rnd = new SplittableRandom(99L);
        for (BoardSize size : TestSizes.ALL) {
            for (int game = 0; game < 200; game++) {
                NaiveBoard naive = new NaiveBoard(size.width, size.height);
                Position p = new Position(size);
                long[] current = new long[size.cells + 1];
                long[] mask = new long[size.cells + 1];
                long[] key = new long[size.cells + 1];
                long[] mirrorKey = new long[size.cells + 1];
                int n = 0;
                while (true) {
                    current[n] = p.currentStones();
                    mask[n] = p.mask();
                    key[n] = p.key();
                    mirrorKey[n] = p.mirrorKey();
                    if (RandomGames.over(naive)) break;
                    int column = RandomGames.randomColumn(naive, rnd);
                    naive.play(column);
                    p.play(column);
                    n++;
                }
                String moves = p.moveString();
                for (int m = n; m > 0; m--) {
                    p.undo();
                    int k = m - 1;
                    String where = size + " " + moves + " undone to " + k;
                    assertEquals(k, p.moveCount(), where);
                    assertEquals(current[k], p.currentStones(), where);
                    assertEquals(mask[k], p.mask(), where);
                    assertEquals(key[k], p.key(), where);
                    assertEquals(mirrorKey[k], p.mirrorKey(), where);
                    assertEquals(moves.substring(0, k), p.moveString(), where);
                }
                assertEquals(0, p.key());
                assertEquals(0, p.mask());
            }
        }
    }
}
