package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class EndgameCacheTest {
    @Test
    void storedBoundsComeBackForTheSameCodeOnly() {
        EndgameCache cache = new EndgameCache(4);
        cache.newGeneration();
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
    void aNewGenerationForgetsEverything() {
        EndgameCache cache = new EndgameCache(6);
        cache.newGeneration();
        for (long code = 1; code <= 200; code++) cache.store(code, (int) code, (int) code + 1);
        int hits = 0;
        for (long code = 1; code <= 200; code++) if (cache.probe(code) != 0) hits++;
        assertNotEquals(0, hits);
        cache.newGeneration();
        for (long code = 1; code <= 200; code++) assertEquals(0, cache.probe(code), "code " + code);
    }

    /** Some code other than {@code code} that the cache maps to the same slot. */
    private static long collidingCode(EndgameCache cache, long code) {
        cache.newGeneration();
        cache.store(code, 0, 0);
        for (long c = code + 1; ; c++) {
            cache.store(c, 1, 1);
            boolean evicted = cache.probe(code) == 0;
            cache.newGeneration();
            cache.store(code, 0, 0);
            if (evicted) {
                cache.newGeneration();
                return c;
            }
        }
    }
}
