package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardSizeTest {
    @Test
    void standardIsSevenBySixAndInstancesAreCached() {
        assertEquals(7, BoardSize.STANDARD.width);
        assertEquals(6, BoardSize.STANDARD.height);
        assertSame(BoardSize.STANDARD, BoardSize.of(7, 6));
        assertSame(BoardSize.of(4, 4), BoardSize.parse(" 4X4 "));
    }

    @Test
    void acceptsEverySizeThatFitsAndRefusesEveryOtherUpTo65() {
        for (int w = 1; w <= 65; w++) {
            for (int h = 1; h <= 65; h++) {
                int width = w;
                int height = h;
                if (w * (h + 1) <= 64) {
                    BoardSize size = BoardSize.of(w, h);
                    assertEquals(w * h, Long.bitCount(size.boardMask));
                    assertEquals(w, Long.bitCount(size.bottomMask));
                } else {
                    IllegalArgumentException e =
                            assertThrows(IllegalArgumentException.class, () -> BoardSize.of(width, height));
                    assertTrue(
                            e.getMessage()
                                    .startsWith("board size " + w + "x" + h
                                            + " does not fit a 64-bit bitboard: width*(height+1) = " + w * (h + 1)
                                            + " > 64"),
                            e.getMessage());
                }
            }
        }
    }

    @Test
    void refusesHugeSizesWithoutOverflow() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> BoardSize.of(1, Integer.MAX_VALUE));
        assertTrue(e.getMessage().contains("width*(height+1) = 2147483648 > 64"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BoardSize.parse("2147483647x2147483647"));
        assertEquals(
                "board size '2147483647x2147483647': width value 2147483647 is out of range 1..64", e.getMessage());
    }

    @Test
    void refusesEmptyDimensions() {
        assertEquals(
                "board size 0x6: width and height must be at least 1",
                assertThrows(IllegalArgumentException.class, () -> BoardSize.of(0, 6))
                        .getMessage());
        assertEquals(
                "board size '7x-1': height value -1 is out of range 1..63",
                assertThrows(IllegalArgumentException.class, () -> BoardSize.parse("7x-1"))
                        .getMessage());
        assertEquals(
                "board size '99999999999x6': width value 99999999999 is out of range 1..64",
                assertThrows(IllegalArgumentException.class, () -> BoardSize.parse("99999999999x6"))
                        .getMessage());
        assertEquals(
                "board size '\u0667x6': expected WxH, for example 7x6",
                assertThrows(IllegalArgumentException.class, () -> BoardSize.parse("\u0667x6"))
                        .getMessage());
    }

    @Test
    void parseErrorsQuoteTheText() {
        for (String bad : new String[] {"", "7", "x6", "7x", "7*6", "axb", "7x6x", "7 x 6", "+7x6"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardSize.parse(bad), bad);
            assertEquals("board size '" + bad + "': expected WxH, for example 7x6", e.getMessage());
        }
    }

    @Test
    void parseErrorsEchoAShortEscapedText() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> BoardSize.parse("7x\u001b[31m6"));
        assertEquals("board size '7x\\u001B[31m6': expected WxH, for example 7x6", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BoardSize.parse("5x4\u0001"));
        assertEquals(
                "board size '5x4\\u0001': expected WxH, for example 7x6",
                e.getMessage(),
                "a control character is not trimmed away");
        assertEquals(BoardSize.of(5, 4), BoardSize.parse(" 5X4\t"), "spaces and tabs around it go");
        String junk = "7x" + "6".repeat(100_000) + "q";
        e = assertThrows(IllegalArgumentException.class, () -> BoardSize.parse(junk));
        assertEquals("board size '7x" + "6".repeat(58) + "…': expected WxH, for example 7x6", e.getMessage());
    }

    @Test
    void fourCellLinesAreEveryFourInARowAndAgreeWithTheLineCounts() {
        for (BoardSize s : TestSizes.ALL) {
            int w = s.width;
            int h = s.height;
            long[] lines = s.fourCellLines();
            int expected =
                    Math.max(0, w - 3) * h + w * Math.max(0, h - 3) + 2 * Math.max(0, w - 3) * Math.max(0, h - 3);
            assertEquals(expected, lines.length, s + " line count");
            assertEquals(expected, java.util.Arrays.stream(lines).distinct().count(), s + " distinct lines");
            for (long line : lines) {
                assertEquals(4, Long.bitCount(line), s + " cells of a line");
                assertEquals(0, line & ~s.boardMask, s + " line off the board");
                assertTrue(Lines.hasFour(line, s.stride), s + " not four in a row: " + Long.toBinaryString(line));
            }
            for (int bit = 0; bit < 64; bit++) {
                if ((s.boardMask >>> bit & 1) == 0) continue;
                int through = 0;
                for (long line : lines) through += (int) (line >>> bit & 1);
                int planes = 0;
                for (int b = 0; b < 4; b++) planes |= (int) (s.linesThroughPlane(b) >>> bit & 1) << b;
                assertEquals(Math.min(15, through), planes, s + " lines through bit " + bit);
            }
        }
    }

    @Test
    void geometry() {
        BoardSize s = BoardSize.of(7, 6);
        assertEquals(7, s.stride);
        assertEquals(9, s.bitIndex(1, 2));
        assertEquals(1, s.columnOfBit(9));
        assertEquals(2, s.rowOfBit(9));
        assertEquals(s.bitIndex(5, 2), s.mirrorBit(s.bitIndex(1, 2)));
        assertEquals(3, s.centreOrder(0));
        assertEquals(2, s.centreOrder(1));
        assertEquals(4, s.centreOrder(2));
        assertEquals(0b111111L << 14, s.columnMask(2));
        assertEquals(1L << 14, s.bottomOfColumn(2));
        assertEquals(1L << 19, s.topOfColumn(2));
        BoardSize tall = BoardSize.of(1, 63);
        assertEquals(Long.MAX_VALUE, tall.boardMask);
        assertEquals(Long.MAX_VALUE, tall.columnMask(0));
    }
}
