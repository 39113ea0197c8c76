package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PositionUndoTest {
    @Test
    void undoRestoresEverythingAlongRandomGames() {
        for (RandomGames.Game game : RandomGames.games(99L, 200)) {
            Position p = game.position;
            int cells = game.size.cells;
            long[] current = new long[cells + 1];
            long[] mask = new long[cells + 1];
            long[] key = new long[cells + 1];
            long[] mirrorKey = new long[cells + 1];
            int n = 0;
            while (true) {
                current[n] = p.currentStones();
                mask[n] = p.mask();
                key[n] = p.key();
                mirrorKey[n] = p.mirrorKey();
                if (game.over()) break;
                game.play(game.randomColumn());
                n++;
            }
            String moves = p.moveString();
            for (int m = n; m > 0; m--) {
                p.undo();
                int k = m - 1;
                String where = game.size + " " + moves + " undone to " + k;
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
