package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class TeamEndgameCacheTest {
    private static final int CODE_BITS_7X6 = 49;

    @Test
    void onlyLargeTeamsOnSevenBySixShareOne() {
        assertNull(TeamEndgameCache.forTeam(BoardSize.STANDARD, 1));
        assertNull(TeamEndgameCache.forTeam(BoardSize.STANDARD, TeamEndgameCache.MIN_THREADS - 1));
        assertNotNull(TeamEndgameCache.forTeam(BoardSize.STANDARD, TeamEndgameCache.MIN_THREADS));
        assertNull(TeamEndgameCache.forTeam(BoardSize.of(6, 5), 16), "the 7x6 endgame alone uses it");
        assertTrue(TeamEndgameCache.MIN_EMPTY < Searcher.EXACT_TT_MIN_EMPTY, "its levels lie below the table");
    }

    /**
     * Threads that store and probe the same small cache at once (many positions a slot) only
     * ever read, for a position, the bounds some thread stored for it: an entry can be lost to a
     * race, never mixed with another position's.
     */
    @Test
    void racingThreadsNeverReadAnotherPositionsBounds() throws Exception {
        EndgameCache cache = new EndgameCache(10, CODE_BITS_7X6);
        cache.newGeneration(10);
        int threads = 8;
        CyclicBarrier start = new CyclicBarrier(threads);
        AtomicReference<String> wrong = new AtomicReference<>();
        AtomicLong hits = new AtomicLong();
        List<Thread> team = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            long seed = t;
            Thread thread = new Thread(() -> {
                SplittableRandom random = new SplittableRandom(seed);
                try {
                    start.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                for (int i = 0; i < 400_000 && wrong.get() == null; i++) {
                    long code = random.nextLong(1L << 14); // 16 positions a slot, 2^10 slots
                    if (random.nextBoolean()) {
                        cache.storeSteps(code, lowerOf(code), upperOf(code));
                    } else {
                        long data = cache.probe(code);
                        if (data == 0) continue;
                        hits.incrementAndGet();
                        if (EndgameCache.lowerSteps(data) != lowerOf(code)
                                || EndgameCache.upperSteps(data) != upperOf(code)) {
                            wrong.compareAndSet(
                                    null,
                                    "code " + code + " read " + EndgameCache.lowerSteps(data) + ".."
                                            + EndgameCache.upperSteps(data));
                        }
                    }
                }
            });
            team.add(thread);
            thread.start();
        }
        for (Thread thread : team) thread.join();
        assertNull(wrong.get());
        assertTrue(hits.get() > 10_000, "the threads found each other's entries: " + hits.get());
    }

    /** Bounds that differ between positions of one slot, so that a mix-up shows. */
    private static int lowerOf(long code) {
        return (int) (code % 41) - 21;
    }

    private static int upperOf(long code) {
        return lowerOf(code) + (int) (code >>> 4) % 3;
    }

    /**
     * A team that shares the cache solves exactly, with split points and with Lazy SMP, and each
     * position a second time (a new generation of the shared cache) too.
     */
    @Test
    void aTeamSharingTheCacheSolvesExactly() {
        List<PositionSets.Entry> positions = new ArrayList<>();
        positions.addAll(PositionSets.sample("begin-medium", 3));
        positions.addAll(PositionSets.sample("middle-medium", 4));
        positions.addAll(PositionSets.sample("end-easy", 2));
        for (ParallelMode mode : ParallelMode.values()) {
            try (Solver team = new Solver(BoardSize.STANDARD, TeamEndgameCache.MIN_THREADS, 16)) {
                team.setParallelMode(mode);
                for (int round = 0; round < 2; round++) {
                    for (PositionSets.Entry e : positions) {
                        team.clearTable();
                        Position p = Position.parse(e.moves(), BoardSize.STANDARD);
                        assertEquals(e.score(), team.solve(p, false).score(), mode + " " + e.moves());
                    }
                }
            }
        }
    }
}
