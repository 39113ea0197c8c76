package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EndgameCacheTest {
    @Test
    void storedBoundsComeBackForTheSameCodeOnly() {
        EndgameCache cache = new EndgameCache(6);
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
    void aNewGenerationForgetsEverythingWhateverItsSize() {
        // a search over the whole cache, then smaller and larger ones: none sees an older entry
        EndgameCache cache = new EndgameCache(10);
        for (int bits : new int[] {10, 6, 8, 10, 7, 6}) {
            cache.newGeneration(bits);
            for (long code = 1; code <= 2000; code++) assertEquals(0, cache.probe(code * 977), bits + " bits, code " + code);
            for (long code = 1; code <= 2000; code++) cache.store(code * 977, (int) code, (int) code + 1);
            int hits = 0;
            for (long code = 1; code <= 2000; code++) {
                long data = cache.probe(code * 977);
                if (data != 0) {
                    hits++;
                    assertEquals((int) code, EndgameCache.lower(data));
                }
            }
            assertTrue(hits > 0 && hits <= 1 << bits, bits + " bits: " + hits + " hits");
        }
    }

    /** Some code other than {@code code} that the cache maps to the same slot. */
    private static long collidingCode(EndgameCache cache, long code) {
        cache.newGeneration(6);
        cache.store(code, 0, 0);
        for (long c = code + 1; ; c++) {
            cache.store(c, 1, 1);
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
