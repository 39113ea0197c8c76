package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Codes decode to their cells and back to a move sequence that reaches the same position. */
class PositionCodesTest {
    private static final List<BoardSize> SIZES = List.of(
            BoardSize.of(7, 6),
            BoardSize.of(4, 4),
            BoardSize.of(5, 4),
            BoardSize.of(9, 6),
            BoardSize.of(8, 7),
            BoardSize.of(1, 63),
            BoardSize.of(32, 1),
            BoardSize.of(16, 3));

    @Test
    void randomGamesDecodeAndReplay() {
        SplittableRandom rnd = new SplittableRandom(13);
        for (BoardSize size : SIZES) {
            for (int game = 0; game < 200; game++) {
                Position p = new Position(size);
                int length = rnd.nextInt(size.cells + 1);
                while (p.moveCount() < length && !p.isGameOver()) {
                    int c;
                    do {
                        c = rnd.nextInt(size.width);
                    } while (!p.canPlay(c));
                    p.play(c);
                }
                long code = p.code();
                assertEquals(p.mask(), PositionCodes.maskOf(size, code), size + " " + p.moveString());
                assertEquals(p.moveCount(), PositionCodes.stonesOf(size, code));
                assertEquals(p.isGameOver(), PositionCodes.isOver(size, p.currentStones(), p.mask()));
                Position back = PositionCodes.positionOf(size, code);
                assertEquals(
                        p.currentStones(),
                        back.currentStones(),
                        size + " " + p.moveString() + " -> " + back.moveString());
                assertEquals(p.mask(), back.mask());
                assertEquals(p.key(), back.key());
            }
        }
    }

    @Test
    void codesNoGameReachesAreRefused() {
        BoardSize size = BoardSize.of(7, 6);
        // three stones of the side to move in column 1 and none of the other player's
        long mask = 0b111;
        long current = 0b111;
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> PositionCodes.movesOf(size, current + mask));
        assertTrue(e.getMessage().contains("is not a reachable 7x6 position"), e.getMessage());
        // the side to move (first player, 4 stones against 4) has four in column 1: its fourth
        // stone ended the game, so the other player's last stone cannot have followed
        long first = 0b1111L;
        long second = 0b111L << 7 | 1L << 14;
        assertThrows(IllegalArgumentException.class, () -> PositionCodes.movesOf(size, first + (first | second)));
        // while the position where the last mover has just won is reachable
        Position p = Position.parse("1212121", size);
        assertEquals("1212121".length(), PositionCodes.movesOf(size, p.code()).length());
        assertFalse(PositionCodes.isOver(size, 0, 0));
        assertTrue(PositionCodes.isOver(size, p.currentStones(), p.mask()));
    }
}
