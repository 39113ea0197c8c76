package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PositionParseTest {
    private static IllegalMoveException parseError(String moves, BoardSize size) {
        return assertThrows(IllegalMoveException.class, () -> Position.parse(moves, size));
    }

    @Test
    void parsesColumnsOneBased() {
        Position p = Position.parse("4453");
        assertEquals(4, p.moveCount());
        assertEquals(0, p.stoneAt(3, 0));
        assertEquals(1, p.stoneAt(3, 1));
        assertEquals(0, p.stoneAt(4, 0));
        assertEquals(1, p.stoneAt(2, 0));
        assertEquals("4453", p.moveString());
    }

    @Test
    void lettersAreColumnsTenAndUp() {
        BoardSize wide = BoardSize.of(16, 3);
        Position p = Position.parse("aG", wide);
        assertEquals(0, p.stoneAt(9, 0));
        assertEquals(1, p.stoneAt(15, 0));
        assertEquals("ag", p.moveString());
    }

    @Test
    void nonDigitNamesIndexAndCharacter() {
        IllegalMoveException e = parseError("44#3", BoardSize.STANDARD);
        assertEquals(3, e.moveIndex());
        assertEquals("move 3 ('#'): '#' is not a column", e.getMessage());
        assertEquals(
                "move 1 ('0'): '0' is not a column",
                parseError("0", BoardSize.STANDARD).getMessage());
        assertEquals(
                "move 2 (' '): ' ' is not a column",
                parseError("4 4", BoardSize.STANDARD).getMessage());
    }

    @Test
    void controlCharactersAreEchoedEscaped() {
        assertEquals(
                "move 2 ('\\u0000'): '\\u0000' is not a column",
                parseError("4\u00004", BoardSize.STANDARD).getMessage());
        assertEquals(
                "move 1 ('\\u001B'): '\\u001B' is not a column",
                parseError("\u001b[2J", BoardSize.STANDARD).getMessage());
        assertEquals(
                "move 1 ('\\uFEFF'): '\\uFEFF' is not a column",
                parseError("\uFEFF4453", BoardSize.STANDARD).getMessage());
    }

    @Test
    void columnOffBoard() {
        IllegalMoveException e = parseError("448", BoardSize.STANDARD);
        assertEquals(3, e.moveIndex());
        assertEquals("move 3 ('8'): column 8 ('8') is off the 7x6 board", e.getMessage());
        assertEquals(
                "move 1 ('5'): column 5 ('5') is off the 4x4 board",
                parseError("5", BoardSize.of(4, 4)).getMessage());
        assertEquals(
                "move 2 ('a'): column 10 ('a') is off the 9x6 board",
                parseError("1a", BoardSize.of(9, 6)).getMessage());
    }

    @Test
    void fullColumn() {
        IllegalMoveException e = parseError("1111111", BoardSize.STANDARD);
        assertEquals(7, e.moveIndex());
        assertEquals("move 7 ('1'): column 1 is full", e.getMessage());
    }

    @Test
    void moveAfterTheGameIsWon() {
        // first player wins vertically in column 1 with its 4th stone (move 7)
        IllegalMoveException e = parseError("12121212", BoardSize.STANDARD);
        assertEquals(8, e.moveIndex());
        assertEquals("move 8 ('2'): the game is already won", e.getMessage());
    }

    @Test
    void moveOnAFullBoard() {
        // 1x3 board: no four is possible, three moves fill it
        IllegalMoveException e = parseError("1111", BoardSize.of(1, 3));
        assertEquals(4, e.moveIndex());
        assertEquals("move 4 ('1'): the board is full", e.getMessage());
    }

    @Test
    void failedPlayAllLeavesThePositionUnchanged() {
        Position p = Position.parse("4453");
        Position before = p.copy();
        assertThrows(IllegalMoveException.class, () -> p.playAll("3322-"));
        assertSame(before, p);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.playAll("44444"));
        assertEquals("move 5 ('4'): column 4 is full", e.getMessage());
        assertSame(before, p);
        p.playAll("");
        assertSame(before, p);
        p.playAll("22");
        assertEquals("445322", p.moveString());
    }

    static void assertSame(Position expected, Position actual) {
        assertEquals(expected.moveCount(), actual.moveCount());
        assertEquals(expected.currentStones(), actual.currentStones());
        assertEquals(expected.mask(), actual.mask());
        assertEquals(expected.key(), actual.key());
        assertEquals(expected.mirrorKey(), actual.mirrorKey());
        assertEquals(expected.moveString(), actual.moveString());
    }
}
