package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/** {@link SearchPool#onEachThread}: each thread sets itself up, once, and the call waits for all. */
class SearchPoolTest {
    @Test
    void eachThreadSetsUpOnceOnItsOwnThreadBeforeTheCallReturns() {
        int threads = 8; // more than the cores here: helpers that start late are still waited for
        try (SearchPool pool = new SearchPool(threads)) {
            Thread[] ran = new Thread[threads];
            AtomicIntegerArray calls = new AtomicIntegerArray(threads);
            pool.onEachThread(i -> {
                calls.incrementAndGet(i);
                ran[i] = Thread.currentThread();
            });
            assertSame(Thread.currentThread(), ran[0], "thread 0 is the caller");
            Set<Thread> distinct = new HashSet<>();
            for (int i = 0; i < threads; i++) {
                assertEquals(1, calls.get(i), "thread " + i + " set up once");
                distinct.add(ran[i]);
                if (i > 0) {
                    assertNotSame(Thread.currentThread(), ran[i]);
                    assertEquals("c4-search-" + i, ran[i].getName());
                }
            }
            assertEquals(threads, distinct.size(), "each on a thread of its own");
            // the pool is free again: a search runs on it
            assertEquals(7, pool.run(i -> 7));
        }
    }

    @Test
    void aHelperThatFailsToSetUpIsNamedAndThePoolStaysUsable() {
        try (SearchPool pool = new SearchPool(3)) {
            IllegalStateException e = assertThrows(
                    IllegalStateException.class,
                    () -> pool.onEachThread(i -> {
                        if (i == 2) throw new IllegalArgumentException("no memory for thread 2 (a test)");
                    }));
            assertEquals("search thread 2 could not be set up", e.getMessage());
            assertEquals(5, pool.run(i -> 5));
        }
    }
}
