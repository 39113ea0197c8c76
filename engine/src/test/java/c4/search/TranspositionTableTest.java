package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.Zobrist;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * What the class comment of {@link TranspositionTable} promises: a probe returns only this
 * position's entry, whole, even with threads storing other positions into the same buckets;
 * and the rules of {@link TranspositionTable#store} (merge, keep the deeper, use an empty slot
 * first, replace an older generation first, then the least worth); and a clear that zeroes the
 * buckets the written bits mark leaves nothing, even after concurrent stores.
 */
class TranspositionTableTest {
    /** A 1 MiB table: 16,384 buckets. */
    private static final long BUCKETS = (1 << 20) / 64;

    private static final int EXACT = TranspositionTable.DEPTH_EXACT;

    /** The key of the {@code i}-th position of {@code bucket}: the bucket in the low bits, i above them. */
    private static long key(long bucket, int i) {
        return bucket + ((long) i << 32) * BUCKETS;
    }

    /** A position code (unique per bucket and i, never 0). */
    private static long code(long bucket, int i) {
        return Zobrist.mix(bucket * 1_000_003L + i + 1) | 1;
    }

    /** The bounds and column every store of {@code code} uses: a checksum of the code, so a mix is seen. */
    private static int lower(long code) {
        return (int) Math.floorMod(code, 20_000L) - 10_000;
    }

    private static int upper(long code) {
        return lower(code) + 1 + (int) Math.floorMod(code >>> 20, 5_000L);
    }

    private static int column(long code) {
        return (int) Math.floorMod(code >>> 40, 7L);
    }

    /** Null when {@code data} is nothing or exactly {@code code}'s entry; else what is wrong. */
    private static String problem(long data, long code) {
        if (data == 0) return null;
        int lo = TranspositionTable.lower(data);
        int up = TranspositionTable.upper(data);
        int c = TranspositionTable.bestColumn(data);
        int d = TranspositionTable.depth(data);
        if (lo == lower(code) && up == upper(code) && c == column(code) && d == EXACT) return null;
        return "code " + Long.toHexString(code) + " got [" + lo + ", " + up + "] column " + c + " depth " + d
                + ", stored [" + lower(code) + ", " + upper(code) + "] column " + column(code);
    }

    /**
     * Four threads store and probe 16 positions per bucket in 3 buckets of 4 entries: every
     * store evicts, entries are rewritten while others read them. No probe may return another
     * position's entry or a torn mix of two (each position's bounds and column are a checksum
     * of its code); and each position stored last by one thread alone is found.
     */
    @Test
    void concurrentStoresAndProbesOfCollidingKeysNeverMixPositions() throws Exception {
        TranspositionTable table = new TranspositionTable(1);
        int threads = 4;
        int perBucket = 16;
        long[] buckets = {5, 6, BUCKETS - 1};
        int rounds = 400_000;
        ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
        AtomicLong hits = new AtomicLong();
        CyclicBarrier start = new CyclicBarrier(threads);
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            int seed = t;
            workers[t] = new Thread(() -> {
                java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
                long found = 0;
                try {
                    start.await();
                    for (int r = 0; r < rounds && problems.size() < 10; r++) {
                        long bucket = buckets[rnd.nextInt(buckets.length)];
                        int i = rnd.nextInt(perBucket);
                        long code = code(bucket, i);
                        if (rnd.nextBoolean()) {
                            table.store(
                                    key(bucket, i),
                                    code,
                                    lower(code),
                                    upper(code),
                                    column(code),
                                    EXACT,
                                    1L << rnd.nextInt(30));
                        } else {
                            long data = table.probe(key(bucket, i), code);
                            String p = problem(data, code);
                            if (p != null) problems.add(p);
                            if (data != 0) found++;
                        }
                    }
                } catch (Exception e) {
                    problems.add(e.toString());
                }
                hits.addAndGet(found);
            });
            workers[t].start();
        }
        for (Thread w : workers) w.join();
        assertEquals("[]", problems.toString());
        assertTrue(hits.get() > 1000, "the probes found entries (" + hits.get() + "): the test exercised hits");
        // quiet again: a store is seen by the next probe of its position
        for (long bucket : buckets) {
            long code = code(bucket, 0);
            table.store(key(bucket, 0), code, lower(code), upper(code), column(code), EXACT, 1L << 40);
            assertEquals(null, problem(table.probe(key(bucket, 0), code), code));
            assertTrue(table.probe(key(bucket, 0), code) != 0);
        }
    }

    /**
     * {@link TranspositionTable#clear} zeroes only the buckets its written bits mark: a word of
     * bits all set (64 buckets in a row), scattered buckets, the table's last bucket. Nothing
     * stored may survive it.
     */
    @Test
    void clearLeavesNothingOfBucketsStoredInRunsOrAlone() {
        TranspositionTable t = new TranspositionTable(1);
        long[] alone = {0, 65, 1000, 1001, 4097, BUCKETS - 1};
        for (int round = 0; round < 2; round++) {
            for (long b = 128; b < 192; b++) t.store(key(b, round), code(b, round), -1, 1, 3, EXACT, 99);
            for (long b : alone) t.store(key(b, round), code(b, round), -2, 2, 1, 20, 5);
            assertTrue(t.probe(key(130, round), code(130, round)) != 0
                    && t.probe(key(BUCKETS - 1, round), code(BUCKETS - 1, round)) != 0);
            assertTrue(!t.isEmpty());
            t.clear();
            assertTrue(t.isEmpty(), "round " + round + ": every word and written bit zero after the clear");
            assertEquals(0, t.probe(key(130, round), code(130, round)));
        }
    }

    /**
     * Threads storing into neighbouring buckets set bits of the same written words at once; no
     * bit may be lost, or {@link TranspositionTable#clear} would leave that bucket's entry. Each
     * bucket is stored once a round (a later store would set a lost bit again), the threads'
     * buckets interleaved so that every word is shared.
     */
    @Test
    void concurrentStoresLoseNoWrittenBitSoAClearLeavesNothing() throws Exception {
        TranspositionTable table = new TranspositionTable(1);
        int threads = 4;
        for (int round = 0; round < 40; round++) {
            int r = round;
            CyclicBarrier start = new CyclicBarrier(threads);
            Thread[] workers = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                int first = t;
                workers[t] = new Thread(() -> {
                    try {
                        start.await();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                    for (long b = first; b < BUCKETS; b += threads) {
                        long code = code(b, r);
                        table.store(key(b, r), code, lower(code), upper(code), column(code), EXACT, 1);
                    }
                });
                workers[t].start();
            }
            for (Thread w : workers) w.join();
            for (long b = 0; b < BUCKETS; b++) {
                assertTrue(
                        table.probe(key(b, r), code(b, r)) != 0,
                        "round " + round + ": bucket " + b
                                + "'s entry is not found: not stored, or its written bit was lost");
            }
            table.clear();
            assertTrue(table.isEmpty(), "round " + round + ": an entry survived the clear (a written bit was lost)");
        }
    }

    private static long store(TranspositionTable t, int i, int lower, int upper, int column, int depth, long nodes) {
        t.store(key(9, i), code(9, i), lower, upper, column, depth, nodes);
        return t.probe(key(9, i), code(9, i));
    }

    private static boolean present(TranspositionTable t, int i) {
        return t.probe(key(9, i), code(9, i)) != 0;
    }

    @Test
    void aProbeFindsOnlyItsOwnPositionNotAnotherOfTheSameBucketNorTheEmptyBoard() {
        TranspositionTable t = new TranspositionTable(1);
        assertEquals(0, t.probe(key(9, 0), 0), "a zeroed slot is no entry, not even of code 0");
        store(t, 1, -5, 5, 2, 10, 100);
        assertEquals(0, t.probe(key(9, 2), code(9, 2)), "another position of the bucket");
        assertEquals(0, t.probe(key(9, 1), code(9, 2)), "the same key, another code");
        assertEquals(0, t.probe(key(9, 0), 0), "the bucket is written now: still no entry for code 0");
        t.clearBucketOf(key(9, 1));
        assertEquals(0, t.probe(key(9, 1), code(9, 1)), "cleared");
    }

    @Test
    void anEntryOfTheSamePositionIsMergedAndTheDeeperKept() {
        TranspositionTable t = new TranspositionTable(1);
        long d = store(t, 1, -500, 800, 3, 8, 100);
        assertEquals(-500, TranspositionTable.lower(d));
        d = store(t, 1, -200, 2000, -1, 8, 10); // same depth: the tighter bounds of both, the old column
        assertEquals(-200, TranspositionTable.lower(d));
        assertEquals(800, TranspositionTable.upper(d));
        assertEquals(3, TranspositionTable.bestColumn(d));
        d = store(t, 1, 900, 1000, 4, 8, 10); // same depth, disjoint (depth-limited results disagree): the new
        assertEquals(900, TranspositionTable.lower(d));
        assertEquals(1000, TranspositionTable.upper(d));
        assertEquals(4, TranspositionTable.bestColumn(d));
        d = store(t, 1, -3000, 3000, 5, 6, 1 << 20); // shallower: ignored
        assertEquals(900, TranspositionTable.lower(d));
        assertEquals(8, TranspositionTable.depth(d));
        d = store(t, 1, -3000, 3000, 5, 12, 1); // deeper: replaces
        assertEquals(-3000, TranspositionTable.lower(d));
        assertEquals(12, TranspositionTable.depth(d));
        for (int i = 2; i <= 4; i++) store(t, i, 0, 0, 0, 8, 1);
        assertTrue(present(t, 1), "one entry per position: the bucket still has room for it and three others");
    }

    @Test
    void anEmptySlotIsUsedBeforeAnyEntryIsReplaced() {
        TranspositionTable t = new TranspositionTable(1);
        for (int i = 1; i <= 4; i++) store(t, i, 0, 0, 0, 1, 1); // the least worth there is
        for (int i = 1; i <= 4; i++) assertTrue(present(t, i), "position " + i);
    }

    @Test
    void theLeastWorthIsReplacedAndAnOlderGenerationFirst() {
        TranspositionTable t = new TranspositionTable(1);
        // one generation, one depth: the least work goes
        store(t, 1, 0, 0, 0, 8, 1 << 10);
        store(t, 2, 0, 0, 0, 8, 1 << 3);
        store(t, 3, 0, 0, 0, 8, 1 << 7);
        store(t, 4, 0, 0, 0, 8, 1 << 12);
        store(t, 5, 0, 0, 0, 8, 1 << 5);
        assertEquals("1 3 4 5", presentOf(t, 1, 5));
        // a proven entry is worth 32 in log2 of the work, a depth-limited one depth / 4
        TranspositionTable u = new TranspositionTable(1);
        store(u, 1, 0, 0, 0, EXACT, 1L << 3); // 3 + 32
        store(u, 2, 0, 0, 0, 40, 1L << 20); // 20 + 10: the least
        store(u, 3, 0, 0, 0, 8, 1L << 40); // 40 + 2
        store(u, 4, 0, 0, 0, EXACT, 1L << 4); // 4 + 32
        store(u, 5, 0, 0, 0, 8, 1);
        assertEquals("1 3 4 5", presentOf(u, 1, 5));
        // an older generation goes first, even proven with 2^31 nodes below it (work counts from 2^32)
        TranspositionTable v = new TranspositionTable(1);
        store(v, 1, 0, 0, 0, EXACT, 1L << 31);
        v.newGeneration();
        store(v, 2, 0, 0, 0, 1, 1);
        store(v, 3, 0, 0, 0, 1, 1);
        store(v, 4, 0, 0, 0, 1, 1);
        store(v, 5, 0, 0, 0, 1, 1);
        assertEquals("2 3 4 5", presentOf(v, 1, 5));
    }

    private static String presentOf(TranspositionTable t, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i <= to; i++)
            if (present(t, i)) sb.append(sb.length() == 0 ? "" : " ").append(i);
        return sb.toString();
    }
}
