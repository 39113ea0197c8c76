package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ZobristTest {
    private static String mirrored(String moves, BoardSize size) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.length(); i++) {
            sb.append(Notation.charOf(size.width - 1 - Notation.columnOf(moves.charAt(i))));
        }
        return sb.toString();
    }

    @Test
    void incrementalKeysMatchKeysComputedFromScratch() {
        int checked = 0;
        for (RandomGames.Game game : RandomGames.games(12345L, 300)) {
            BoardSize size = game.size;
            Position p = game.position;
            while (!game.over()) {
                game.play(game.randomColumn());
                long first = game.naive.stones(0, size);
                long second = game.naive.stones(1, size);
                assertEquals(first, p.stonesOf(0));
                assertEquals(second, p.stonesOf(1));
                assertEquals(Zobrist.keyOf(first, second), p.key(), size + " " + p.moveString());
                assertEquals(
                        Zobrist.keyOf(size.mirror(first), size.mirror(second)),
                        p.mirrorKey(),
                        size + " " + p.moveString());
                checked++;
            }
            String moves = p.moveString();
            Position mirror = Position.parse(mirrored(moves, size), size);
            assertEquals(p.mirrorKey(), mirror.key(), size + " " + moves);
            assertEquals(p.key(), mirror.mirrorKey(), size + " " + moves);
        }
        assertTrue(checked > 50_000);
    }

    @Test
    void mirrorOfMirrorIsIdentityAndMirrorMovesColumns() {
        SplittableRandom rnd = new SplittableRandom(5L);
        for (BoardSize size : TestSizes.ALL) {
            for (int i = 0; i < 1000; i++) {
                long bits = rnd.nextLong() & size.boardMask;
                assertEquals(bits, size.mirror(size.mirror(bits)), size.toString());
                assertEquals(Long.bitCount(bits), Long.bitCount(size.mirror(bits)), size.toString());
            }
            for (int c = 0; c < size.width; c++) {
                assertEquals(
                        size.columnMask(size.width - 1 - c), size.mirror(size.columnMask(c)), size + " column " + c);
                int bit = size.bitIndex(c, size.height - 1);
                assertEquals(1L << size.mirrorBit(bit), size.mirror(1L << bit));
            }
        }
    }

    @Test
    void symmetricPositionsHaveEqualKeyAndMirrorKey() {
        Position p = Position.parse("4444");
        assertEquals(p.key(), p.mirrorKey());
        p.play(0);
        p.play(6);
        assertTrue(p.key() != p.mirrorKey());
    }
}
