package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.reference.AlphaBeta;
import c4.reference.MoveOrder;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The claimeven bound and floor against exact scores from the reference alpha-beta (which knows
 * nothing of the rule), on boards of even and odd height: wherever the rule applies, the score
 * is at most its bound, or at least its floor; every bound and floor occurs, and some positions
 * score exactly that.
 */
class ClaimEvenTest {
    /** Boards small enough for the reference search to solve positions of up to 12 empty cells. */
    private static final List<BoardSize> SIZES = List.of(
            BoardSize.STANDARD,
            BoardSize.of(4, 4),
            BoardSize.of(5, 4),
            BoardSize.of(6, 5),
            BoardSize.of(4, 5),
            BoardSize.of(5, 6));

    private static final int POSITIONS_PER_SIZE = 1500;

    @Test
    void boundsTheExactScore() {
        AlphaBeta exact = new AlphaBeta(AlphaBeta.Variant.FAIL_SOFT, MoveOrder.ENGINE);
        // by the number of odd columns (0 to 3) and the bound or floor's value (0, or -1 and 1)
        int[][] applied = new int[4][2];
        int[][] tight = new int[4][2];
        for (BoardSize size : SIZES) {
            ClaimEven rule = new ClaimEven(size);
            RandomPositions positions = new RandomPositions(size, 31 + size.cells);
            int checked = 0;
            while (checked < POSITIONS_PER_SIZE) {
                int empty = 4 + positions.nextPly(0, Math.min(8, size.cells - 5)); // 4..12 empty cells
                Position p = positions.next(size.cells - empty);
                if (p == null) continue;
                checked++;
                int cap = rule.cap(p.currentStones(), p.mask());
                int floor = rule.floor(p.currentStones(), p.mask());
                if (size == BoardSize.STANDARD) {
                    assertEquals(
                            cap, ClaimEven.capStandard(p.currentStones(), p.mask()), "7x6 copy at " + p.moveString());
                    assertEquals(
                            floor,
                            ClaimEven.floorStandard(p.currentStones(), p.mask()),
                            "7x6 copy at " + p.moveString());
                }
                int odd = oddColumns(p, size);
                // the bound needs none or two columns odd, the floor one or three
                if (odd != 0 && odd != 2) assertEquals(ClaimEven.NONE, cap, p.moveString());
                if (odd != 1 && odd != 3) assertEquals(ClaimEven.NO_FLOOR, floor, p.moveString());
                if (cap == ClaimEven.NONE && floor == ClaimEven.NO_FLOOR) continue;
                int score = exact.search(p.copy(), empty).value() / Score.UNIT;
                String where = size + " " + p.moveString() + ": exact score " + score;
                if (cap != ClaimEven.NONE) {
                    assertTrue(score <= cap, where + " above the claimeven bound " + cap);
                    applied[odd][-cap]++;
                    if (score == cap) tight[odd][-cap]++;
                } else {
                    assertTrue(score >= floor, where + " below the claimeven floor " + floor);
                    applied[odd][floor]++;
                    if (score == floor) tight[odd][floor]++;
                }
            }
        }
        // each case must have been met often, and met tight, for the test to mean anything
        String counts = "applied " + Arrays.deepToString(applied) + ", tight " + Arrays.deepToString(tight)
                + " (by odd columns, then 0 and -1 or 1)";
        for (int odd = 0; odd < 4; odd++) {
            for (int k = 0; k < 2; k++) {
                assertTrue(applied[odd][k] >= 40 && tight[odd][k] > 0, counts);
            }
        }
    }

    /** How many columns of the position have an odd number of empty cells. */
    private static int oddColumns(Position p, BoardSize size) {
        int odd = 0;
        for (int c = 0; c < size.width; c++) {
            odd += (size.height - Long.bitCount(p.mask() & size.columnMask(c))) & 1;
        }
        return odd;
    }

    @Test
    void appliesByTheColumnsParities() {
        BoardSize size = BoardSize.of(4, 4);
        ClaimEven rule = new ClaimEven(size);
        // heights 2, 2, 0, 4: the first player, to move, gets the empty cells of rows 0 and 2 and
        // completes no line with them; the second player's line needs one of them too
        Position draw = Position.parse("21441442", size);
        assertEquals(0, rule.cap(draw.currentStones(), draw.mask()));
        // heights 0, 2, 4, 2: the first player again gets no line, and the second player's stone
        // on row 3 with the row's three empty cells, all the second player's, completes row 3
        Position loss = Position.parse("34234323", size);
        assertEquals(-1, rule.cap(loss.currentStones(), loss.mask()));
        // a stone more in column 3, which is now odd: no bound
        Position odd = Position.parse("214414423", size);
        assertEquals(ClaimEven.NONE, rule.cap(odd.currentStones(), odd.mask()));
        // a stone fewer: the second player to move and only column 2 odd; playing 2 gives the first
        // position, whose bound of 0 for the first player is a floor of 0 here
        Position before = Position.parse("2144144", size);
        assertEquals(0, rule.floor(before.currentStones(), before.mask()));
        assertEquals(ClaimEven.NO_FLOOR, rule.floor(draw.currentStones(), draw.mask()), "no odd column: no floor");
    }
}
