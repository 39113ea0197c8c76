package c4.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.Position;
import org.junit.jupiter.api.Test;

class BestmoveTest {
    private static String refused(String line, String moves) {
        return assertThrows(IllegalArgumentException.class, () -> Bestmove.parse(line, Position.parse(moves)))
                .getMessage();
    }

    @Test
    void aLegalMoveAndItsPonderAre0Based() {
        assertEquals(new Bestmove(3, 2), Bestmove.parse("bestmove 4 ponder 3", new Position()));
        assertEquals(
                new Bestmove(3, Bestmove.NO_MOVE),
                Bestmove.parse("bestmove\t4 ", new Position()),
                "tabs and spaces separate");
        assertTrue(Bestmove.parse("bestmove (none)", new Position()).isNone());
    }

    @Test
    void aPonderMoveThatIsNotLegalAfterTheMoveIsDropped() {
        assertEquals(
                Bestmove.NO_MOVE,
                Bestmove.parse("bestmove 4 ponder 9", new Position()).ponder());
        assertEquals(
                Bestmove.NO_MOVE,
                Bestmove.parse("bestmove 4 ponder 4", Position.parse("44444")).ponder(),
                "4 is full after it");
        assertEquals(
                Bestmove.NO_MOVE,
                Bestmove.parse("bestmove 4 ponder +3", new Position()).ponder());
    }

    @Test
    void onlyALegalColumnNumberIsAMove() {
        assertEquals("no move", refused("bestmove", ""));
        assertEquals("'+4' is not a column number", refused("bestmove +4", ""));
        assertEquals("'4.0' is not a column number", refused("bestmove 4.0", ""));
        assertEquals("'12345678901' is not a column number", refused("bestmove 12345678901", ""));
        assertEquals("column 0 is off the 7x6 board", refused("bestmove 0", ""));
        assertEquals("column 8 is off the 7x6 board", refused("bestmove 8", ""));
        assertEquals("column 4 is full", refused("bestmove 4", "444444"));
        assertEquals("the game is over", refused("bestmove 1", "1212121"));
    }
}
