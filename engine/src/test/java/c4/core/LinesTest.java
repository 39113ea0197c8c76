package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LinesTest {
    /**
     * Every set of four on-board cells spaced by one of the shift distances (1, stride, stride+1,
     * stride-1) counts as four exactly when the cells really form a line on the board, so no
     * line wraps across columns, through the spare row or off the edges.
     */
    @Test
    void everyEvenlySpacedQuadrupleCountsOnlyWhenItIsARealLine() {
        for (BoardSize size : TestSizes.ALL) {
            int s = size.stride;
            int[] steps = {1, s, s + 1, s - 1};
            int lines = 0;
            for (int step : steps) {
                if (step <= 0) continue;
                for (int b = 0; b + 3L * step < 64; b++) {
                    long stones = 0;
                    boolean onBoard = true;
                    for (int k = 0; k < 4; k++) {
                        long bit = 1L << (b + k * step);
                        onBoard &= (bit & size.boardMask) != 0;
                        stones |= bit;
                    }
                    if (!onBoard) continue;
                    boolean expected = isRealLine(size, b, step);
                    if (expected) lines++;
                    assertEquals(expected, Lines.hasFour(stones, s), size + " bits " + b + " step " + step);
                }
            }
            assertEquals(expectedLineCount(size.width, size.height), lines, size + " number of lines");
        }
    }

    /** Cells at bit b + k*step for k = 0..3: a line when columns and rows advance by a constant (dc, dr) with |d| <= 1. */
    private static boolean isRealLine(BoardSize size, int b, int step) {
        int c0 = size.columnOfBit(b);
        int r0 = size.rowOfBit(b);
        int dc = size.columnOfBit(b + step) - c0;
        int dr = size.rowOfBit(b + step) - r0;
        if (Math.abs(dc) > 1 || Math.abs(dr) > 1) return false;
        for (int k = 1; k < 4; k++) {
            int bit = b + k * step;
            if (size.columnOfBit(bit) != c0 + k * dc || size.rowOfBit(bit) != r0 + k * dr) return false;
        }
        return true;
    }

    /** Number of lines of four on a W x H board, counted directly. */
    private static int expectedLineCount(int w, int h) {
        int horizontal = Math.max(0, w - 3) * h;
        int vertical = w * Math.max(0, h - 3);
        int diagonal = Math.max(0, w - 3) * Math.max(0, h - 3);
        return horizontal + vertical + 2 * diagonal;
    }

    @Test
    void threeAtTheTopOfAColumnAndOneAtTheBottomOfTheNextAreNotFour() {
        for (BoardSize size : TestSizes.ALL) {
            if (size.width < 2 || size.height < 3) continue;
            for (int c = 0; c + 1 < size.width; c++) {
                long stones = 0;
                for (int r = size.height - 3; r < size.height; r++) stones |= 1L << size.bitIndex(c, r);
                stones |= 1L << size.bitIndex(c + 1, 0);
                assertFalse(Lines.hasFour(stones, size.stride), size + " column " + c);
                // and the cell above the three is the spare bit, never an empty board cell
                assertEquals(
                        0,
                        Lines.winningCells(stones, stones, size)
                                & size.columnMask(c + 1)
                                & ~(1L << size.bitIndex(c + 1, 0))
                                & (1L << size.bitIndex(c + 1, 1)),
                        size + " column " + c);
            }
        }
    }

    @Test
    void diagonalsDoNotWrapThroughTheSpareRow() {
        BoardSize size = BoardSize.STANDARD;
        // rows 4, 5 of column 0, then rows 0, 1 of columns 1, 2 would be four "cells" spaced by stride+1
        long stones = (1L << size.bitIndex(0, 4))
                | (1L << size.bitIndex(0, 5))
                | (1L << size.bitIndex(1, 0))
                | (1L << size.bitIndex(1, 1));
        assertFalse(Lines.hasFour(stones, size.stride));
        // down-right diagonal entering the next column's top from the bottom of this one
        long down = (1L << size.bitIndex(0, 1))
                | (1L << size.bitIndex(1, 0))
                | (1L << size.bitIndex(1, 6 - 1))
                | (1L << size.bitIndex(2, 4));
        assertFalse(Lines.hasFour(down, size.stride));
    }

    @Test
    void everyRealLineIsFoundAndEachOfItsCellsCompletesIt() {
        for (BoardSize size : TestSizes.ALL) {
            for (int c = 0; c < size.width; c++) {
                for (int r = 0; r < size.height; r++) {
                    for (int[] d : NaiveBoard.DIRECTIONS) {
                        int ec = c + 3 * d[0];
                        int er = r + 3 * d[1];
                        if (ec < 0 || ec >= size.width || er < 0 || er >= size.height) continue;
                        long line = 0;
                        for (int k = 0; k < 4; k++) line |= 1L << size.bitIndex(c + k * d[0], r + k * d[1]);
                        assertTrue(Lines.hasFour(line, size.stride), size + " line at " + c + "," + r);
                        // a vertical line can only be completed at its top: nothing floats above an empty cell
                        long candidates = d[0] == 0 ? Long.highestOneBit(line) : line;
                        for (long gaps = candidates; gaps != 0; gaps &= gaps - 1) {
                            long gap = Long.lowestOneBit(gaps);
                            long three = line ^ gap;
                            assertFalse(Lines.hasFour(three, size.stride));
                            assertEquals(
                                    gap,
                                    Lines.winningCells(three, three, size) & gap,
                                    size + " line at " + c + "," + r + " gap " + Long.numberOfTrailingZeros(gap));
                        }
                    }
                }
            }
        }
    }

    @Test
    void hasFourAndIsWonAgreeWithTheNaiveCheckOnRandomGames() {
        long positions = 0;
        for (RandomGames.Game game : RandomGames.games(20240601L, 400)) {
            BoardSize size = game.size;
            NaiveBoard naive = game.naive;
            Position p = game.position;
            while (true) {
                assertEquals(naive.isWon(), p.isWon(), size + " " + p.moveString());
                assertEquals(naive.hasFour(0), Lines.hasFour(p.stonesOf(0), size.stride));
                assertEquals(naive.hasFour(1), Lines.hasFour(p.stonesOf(1), size.stride));
                positions++;
                if (game.over()) break;
                int column = game.randomColumn();
                assertEquals(
                        naive.fourThrough(naive.sideToMove(), column, naive.heights[column]),
                        p.isWinningMove(column),
                        size + " " + p.moveString() + " then " + (column + 1));
                game.play(column);
            }
            assertEquals(naive.moves == size.cells, p.isFull());
        }
        assertTrue(positions > 10_000);
    }

    /**
     * Columns filled to random heights with stones of random owners (not from play, so both
     * players may have several fours). Gravity holds: no empty cell lies below a stone, which
     * is what vertical completion (three directly below) relies on.
     */
    @Test
    void hasFourAndWinningCellsAgreeWithTheNaiveCheckOnRandomStoneSets() {
        SplittableRandom rnd = new SplittableRandom(7L);
        for (BoardSize size : TestSizes.ALL) {
            for (int i = 0; i < 2000; i++) {
                NaiveBoard naive = new NaiveBoard(size.width, size.height);
                double share = rnd.nextDouble();
                for (int c = 0; c < size.width; c++) {
                    int h = rnd.nextInt(size.height + 1);
                    for (int r = 0; r < h; r++) naive.cell[c][r] = rnd.nextDouble() < share ? 0 : 1;
                }
                long stones = naive.stones(0, size);
                long mask = stones | naive.stones(1, size);
                String where = size + " stones 0x" + Long.toHexString(stones) + " mask 0x" + Long.toHexString(mask);
                assertEquals(naive.hasFour(0), Lines.hasFour(stones, size.stride), where);
                assertEquals(naive.completingEmptyCells(0, size), Lines.winningCells(stones, mask, size), where);
            }
        }
    }

    /**
     * The standard height's copy with constant shifts is the same function as the one for any
     * stride, on arbitrary words (any bits, gravity or not, spare row included).
     */
    @Test
    void theStandardStrideCopyAgreesWithTheGenericOneOnArbitraryWords() {
        SplittableRandom rnd = new SplittableRandom(11L);
        for (int i = 0; i < 200_000; i++) {
            long stones = rnd.nextLong() & rnd.nextLong() | (i % 3 == 0 ? rnd.nextLong() : 0);
            assertEquals(
                    Lines.completingCellsAnyStride(stones, Lines.STANDARD_STRIDE),
                    Lines.completingCellsStandard(stones),
                    "stones 0x" + Long.toHexString(stones));
        }
        assertEquals(BoardSize.STANDARD.stride, Lines.STANDARD_STRIDE);
    }
}
