package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.Score;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EndgameCacheTest {
    private static final int CODE_BITS_7X6 = 49;
    /** The codes of a 5x5 board: short enough that a word holds the whole key, at any cache size. */
    private static final int CODE_BITS_5X5 = 30;

    @Test
    void storedBoundsComeBackForTheSameCodeOnly() {
        EndgameCache cache = new EndgameCache(6, CODE_BITS_7X6);
        cache.newGeneration(6);
        long code = 0x1234_5678_9ABL;
        cache.store(code, -Score.INFINITE, 7 * Score.UNIT);
        long data = cache.probe(code);
        assertNotEquals(0, data);
        assertEquals(-Score.INFINITE, EndgameCache.lower(data));
        assertEquals(7 * Score.UNIT, EndgameCache.upper(data));
        // a different position that maps to the same slot must miss, never read the other's bounds
        long other = collidingCode(cache, code);
        assertEquals(0, cache.probe(other));
        cache.store(other, -3 * Score.UNIT, Score.INFINITE);
        assertEquals(0, cache.probe(code), "always-replace: the older position is gone");
        assertEquals(-3 * Score.UNIT, EndgameCache.lower(cache.probe(other)));
        assertEquals(Score.INFINITE, EndgameCache.upper(cache.probe(other)));
    }

    @Test
    void everyExactScoreRoundTripsAndOtherValuesRoundOutwards() {
        EndgameCache cache = new EndgameCache(8, CODE_BITS_7X6);
        for (int lower = -32; lower <= 32; lower++) {
            for (int upper = lower; upper <= 32; upper++) {
                cache.store(99, lower * Score.UNIT, upper * Score.UNIT);
                long data = cache.probe(99);
                assertEquals(lower * Score.UNIT, EndgameCache.lower(data));
                assertEquals(upper * Score.UNIT, EndgameCache.upper(data));
            }
        }
        // a bound between units is kept as the next unit outwards: never tighter than proven
        cache.store(99, 2 * Score.UNIT + 1, -2 * Score.UNIT - 1);
        assertEquals(2 * Score.UNIT, EndgameCache.lower(cache.probe(99)));
        assertEquals(-2 * Score.UNIT, EndgameCache.upper(cache.probe(99)));
        cache.store(99, -2 * Score.UNIT - 1, 2 * Score.UNIT + 1);
        assertEquals(-3 * Score.UNIT, EndgameCache.lower(cache.probe(99)));
        assertEquals(3 * Score.UNIT, EndgameCache.upper(cache.probe(99)));
    }

    @Test
    void aNewGenerationForgetsEverythingWhateverItsSize() {
        // a search over the whole cache, then smaller and larger ones: none sees an older entry
        EndgameCache cache = new EndgameCache(10, CODE_BITS_5X5);
        for (int bits : new int[] {10, 6, 8, 10, 7, 6, 1}) {
            cache.newGeneration(bits);
            for (long code = 1; code <= 2000; code++)
                assertEquals(0, cache.probe(code * 977), bits + " bits, code " + code);
            for (long code = 1; code <= 2000; code++)
                cache.store(code * 977, (int) (code % 30) * Score.UNIT, 31 * Score.UNIT);
            int hits = 0;
            for (long code = 1; code <= 2000; code++) {
                long data = cache.probe(code * 977);
                if (data != 0) {
                    hits++;
                    assertEquals((int) (code % 30) * Score.UNIT, EndgameCache.lower(data));
                }
            }
            assertTrue(hits > 0 && hits <= 1 << bits, bits + " bits: " + hits + " hits");
        }
    }

    /**
     * A word answers only in its own generation, also after the generation numbers have run out
     * and started again (a 12-bit number on 7x6: 4,095 generations).
     */
    @Test
    void anEntryNeverComesBackInALaterGeneration() {
        EndgameCache cache = new EndgameCache(8, CODE_BITS_7X6);
        long code = 0x0ABC_DEF0_1234L;
        cache.store(code, Score.UNIT, 2 * Score.UNIT);
        assertNotEquals(0, cache.probe(code));
        for (int g = 1; g <= 10_000; g++) {
            cache.newGeneration(8);
            assertEquals(0, cache.probe(code), "generation " + g + " after the store");
        }
        cache.store(code, 3 * Score.UNIT, 4 * Score.UNIT);
        assertEquals(3 * Score.UNIT, EndgameCache.lower(cache.probe(code)));
    }

    /**
     * On boards whose codes have more bits than a word keeps (here 64), the slot supplies the
     * rest: random codes that share a slot and a word's key bits cannot exist, so every probe
     * after many random stores answers only for the code stored last in its slot.
     */
    @Test
    void wideCodesNeverAnswerForAnotherPosition() {
        for (int codeBits : new int[] {CODE_BITS_7X6, 56, 63, 64}) {
            EndgameCache cache = new EndgameCache(16, codeBits);
            cache.newGeneration(6); // asks for fewer slot bits than wide codes need: it takes what they need
            SplittableRandom rnd = new SplittableRandom(codeBits);
            long mask = codeBits == 64 ? -1L : (1L << codeBits) - 1;
            long[] codes = new long[50_000];
            for (int i = 0; i < codes.length; i++) {
                codes[i] = rnd.nextLong() & mask;
                cache.store(codes[i], (i % 20) * Score.UNIT, 20 * Score.UNIT);
            }
            int hits = 0;
            for (int i = codes.length - 1; i >= 0; i--) {
                long data = cache.probe(codes[i]);
                if (data != 0) {
                    hits++;
                    assertEquals((i % 20) * Score.UNIT, EndgameCache.lower(data), codeBits + " bits, code " + i);
                }
                cache.store(
                        codes[i], -Score.INFINITE, Score.INFINITE); // later (smaller i) probes of this slot must miss
            }
            assertTrue(hits > 0, codeBits + " bits: no hits");
            for (long c : new long[] {0, 1, mask, mask - 1}) {
                cache.store(c, Score.UNIT, 2 * Score.UNIT);
                assertEquals(Score.UNIT, EndgameCache.lower(cache.probe(c)), codeBits + " bits, code " + c);
            }
        }
    }

    /** Some code other than {@code code} that the cache maps to the same slot. */
    private static long collidingCode(EndgameCache cache, long code) {
        cache.newGeneration(6);
        cache.store(code, 0, 0);
        for (long c = code + 1; ; c++) {
            cache.store(c, Score.UNIT, Score.UNIT);
            boolean evicted = cache.probe(code) == 0;
            cache.newGeneration(6);
            cache.store(code, 0, 0);
            if (evicted) {
                cache.newGeneration(6);
                return c;
            }
        }
    }
}
