package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * code() identifies positions: two move strings share a code exactly when they reach the same
 * stones. The canonical form compared is the board drawn cell by cell from the naive board.
 */
class PositionCodeTest {
    private static String canonical(NaiveBoard b) {
        StringBuilder sb = new StringBuilder(b.width * (b.height + 1));
        for (int c = 0; c < b.width; c++) {
            for (int r = 0; r < b.height; r++) sb.append(b.cell[c][r] < 0 ? '.' : (char) ('0' + b.cell[c][r]));
            sb.append('|');
        }
        return sb.toString();
    }

    @Test
    void distinctPositionsHaveDistinctCodes() {
        SplittableRandom rnd = new SplittableRandom(777L);
        for (BoardSize size : TestSizes.ALL) {
            Long2ObjectOpenHashMap<String> seen = new Long2ObjectOpenHashMap<>();
            int repeats = 0;
            for (int game = 0; game < 3000; game++) {
                NaiveBoard naive = new NaiveBoard(size.width, size.height);
                Position p = new Position(size);
                // short games on a few columns, so many positions are reached more than once
                int columns = Math.min(size.width, 1 + rnd.nextInt(4));
                int length = rnd.nextInt(Math.min(size.cells, 12) + 1);
                for (int i = 0; i < length && !RandomGames.over(naive); i++) {
                    int column = rnd.nextInt(columns);
                    if (!naive.canPlay(column)) break;
                    naive.play(column);
                    p.play(column);
                    String form = canonical(naive);
                    String previous = seen.putIfAbsent(p.code(), form);
                    if (previous != null) {
                        repeats++;
                        assertEquals(
                                previous,
                                form,
                                size + " code 0x" + Long.toHexString(p.code()) + " shared, now after "
                                        + p.moveString());
                    }
                }
            }
            assertTrue(repeats > 0, size + ": the test should revisit positions");
            assertTrue(seen.size() > 10, size.toString());
        }
    }

    @Test
    void sameStonesByDifferentOrdersGiveTheSameCode() {
        assertEquals(Position.parse("1234").code(), Position.parse("3214").code());
        assertTrue(Position.parse("12").code() != Position.parse("21").code());
        assertEquals(0, new Position().code());
    }
}
