package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Time allocation: never more than the time left minus the safety margin. */
class EngineTimeBudgetTest {
    /** Clocks w and b (negative: not given), increments and moves to go. */
    private static SearchLimits clock(long w, long b, long winc, long binc, int togo) {
        SearchLimits.Builder l =
                SearchLimits.builder().increment(0, winc).increment(1, binc).movesToGo(togo);
        if (w >= 0) l.clock(0, w);
        if (b >= 0) l.clock(1, b);
        return l.build();
    }

    @Test
    void neverMoreThanTheTimeLeftMinusTheMargin() {
        long[] times = {0, 1, 10, 29, 30, 31, 100, 1000, 60_000};
        long[] incs = {0, 5, 100, 5000};
        for (long t : times) {
            for (long inc : incs) {
                for (int togo = 0; togo <= 3; togo++) {
                    for (int left = 1; left <= 21; left += 5) {
                        for (int side = 0; side < 2; side++) {
                            TimeBudget b = TimeBudget.of(
                                    clock(side == 0 ? t : 999_999, side == 0 ? 999_999 : t, inc, inc, togo),
                                    side,
                                    left,
                                    30);
                            assertTrue(b.hard() <= Math.max(1, t - 30), t + " " + inc + " " + togo + " -> " + b);
                            assertTrue(b.soft() <= b.hard() && b.soft() >= 1, b.toString());
                        }
                    }
                }
            }
        }
    }

    @Test
    void movetimeAndNoClock() {
        SearchLimits l = SearchLimits.builder().moveTime(500).build();
        assertEquals(new TimeBudget(470, 470), TimeBudget.of(l, 0, 21, 30));
        assertEquals(TimeBudget.NONE, TimeBudget.of(SearchLimits.NONE, 0, 21, 30));
        // only the opponent's clock given: still a bounded search
        assertTrue(TimeBudget.of(clock(-1, 200, 0, 0, 0), 0, 21, 30).hard() <= 170);
        // the side to move's clock is used: black has little time left
        TimeBudget black = TimeBudget.of(clock(100_000, 200, 0, 0, 0), 1, 10, 30);
        assertTrue(black.hard() <= 170, black.toString());
        // more time is planned with fewer moves to go
        assertTrue(TimeBudget.of(clock(10_000, 0, 0, 0, 1), 0, 21, 30).soft()
                > TimeBudget.of(clock(10_000, 0, 0, 0, 10), 0, 21, 30).soft());
    }
}
