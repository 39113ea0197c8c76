package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.RandomPositions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The split-point search: its join protocol, and exact scores with many more threads than cores,
 * where threads are preempted at every point of the protocol. Forced splits make every eligible
 * node split, so that each path of the code runs, whether or not a helper joins.
 */
class SplitSearchTest {
    private static Solver splitSolver(int threads, boolean forced) {
        Solver s = new Solver(BoardSize.STANDARD, threads, 16);
        s.setParallelMode(ParallelMode.SPLIT);
        s.setForceSplits(forced);
        return s;
    }

    @Test
    void aHelperJoinsOnlyAnOpenSplitPointOfTheSequenceItSaw() {
        SplitPoint sp = new SplitPoint(0, 7);
        assertEquals(-1, sp.joinableState(), "closed until opened");
        sp.moveCount = 3;
        sp.beta = 5;
        sp.open(false);
        long seen = sp.joinableState();
        assertTrue(seen >= 0);
        assertTrue(sp.tryJoin(seen));
        assertTrue(sp.tryJoin(seen), "helpers joining meanwhile do not change the sequence");
        assertEquals(2, sp.helpers());
        sp.leave();
        sp.close();
        assertEquals(-1, sp.joinableState());
        assertFalse(sp.tryJoin(seen), "closed");
        sp.leave();
        sp.open(false); // the same object, reused for the next split
        assertFalse(sp.tryJoin(seen), "a later sequence");
        assertTrue(sp.tryJoin(sp.joinableState()));
        sp.leave();
        sp.close();
    }

    /** A split point of three moves and beta 5, opened. */
    private static SplitPoint openWithThreeMoves(boolean speculative) {
        SplitPoint sp = new SplitPoint(0, 7);
        sp.moveCount = 3;
        sp.beta = 5;
        sp.open(speculative);
        return sp;
    }

    @Test
    void movesAreTakenOnceAndACutStopsTheTaking() {
        SplitPoint sp = openWithThreeMoves(false);
        assertEquals(0, sp.takeMove());
        sp.report(2, 0);
        assertEquals(1, sp.takeMove());
        sp.report(-4, 1);
        assertEquals(2, sp.bestValue());
        assertEquals(0, sp.bestIndex());
        assertFalse(sp.cut);
        assertTrue(sp.hasMoves());
        assertEquals(2, sp.takeMove());
        sp.report(7, 2);
        assertTrue(sp.cut, "a value of at least beta cuts");
        assertEquals(7, sp.bestValue());
        assertEquals(2, sp.bestIndex());
        assertEquals(3, sp.completed());
        assertEquals(-1, sp.takeMove());
        sp.close();
        sp.open(false);
        assertFalse(sp.cut, "a reopened split point starts afresh");
        assertEquals(0, sp.completed());
        assertEquals(Integer.MIN_VALUE, sp.bestValue());
        sp.close();
    }

    /**
     * A speculative split point (an ALL node's moves, the first not yet searched) turns into an
     * ordinary one when its first move fails, not when a later one does; helpers take it only
     * when no ordinary split point has moves left.
     */
    @Test
    void aSpeculativeSplitPointIsConfirmedByItsFirstMoveAndJoinedLast() {
        SplitPoint sp = openWithThreeMoves(true);
        assertTrue(sp.speculative);
        assertEquals(0, sp.takeMove());
        assertEquals(1, sp.takeMove());
        sp.report(-2, 1);
        assertTrue(sp.speculative, "a later move failing confirms nothing");
        sp.report(-3, 0);
        assertFalse(sp.speculative, "the first move failed: young brothers may go");
        sp.close();
        sp.open(true);
        assertEquals(0, sp.takeMove());
        sp.report(6, 0);
        assertTrue(sp.cut && sp.speculative, "the first move cut: it was no ALL node");
        sp.close();
        sp.open(false);
        assertFalse(sp.speculative, "reopened as an ordinary split point");
        sp.close();

        SplitRegistry registry = new SplitRegistry(3, 8, 7);
        SplitPoint shallowSpeculative = openAt(registry, 1, 2, true);
        assertSame(shallowSpeculative, registry.join(0, null), "the only one with moves");
        shallowSpeculative.leave();
        SplitPoint deeperConfirmed = openAt(registry, 2, 5, false);
        assertSame(deeperConfirmed, registry.join(0, null), "confirmed work first, however deep");
        deeperConfirmed.leave();
        SplitPoint shallowConfirmed = openAt(registry, 1, 1, false);
        assertSame(shallowConfirmed, registry.join(0, null), "then the shallowest");
        shallowConfirmed.leave();
    }

    /** Opens thread {@code owner}'s split point at {@code ply} with three moves in {@code registry}. */
    private static SplitPoint openAt(SplitRegistry registry, int owner, int ply, boolean speculative) {
        SplitPoint sp = registry.points[owner][ply];
        sp.ply = ply;
        sp.moveCount = 3;
        sp.beta = 5;
        sp.open(speculative);
        registry.publish(owner, ply, true);
        return sp;
    }

    @Test
    void aCutIsSeenUnderIt() {
        SplitPoint top = new SplitPoint(0, 7);
        SplitPoint below = new SplitPoint(1, 7);
        below.parent = top;
        assertTrue(below.isUnder(top) && below.isUnder(below) && !top.isUnder(below));
        assertFalse(below.cutOnChain());
        top.cut = true;
        assertTrue(below.cutOnChain());
        assertFalse(new SplitPoint(2, 7).cutOnChain());
    }

    /** Every shipped set, sampled, strong and weak, at 8 and 16 threads on however few cores. */
    @Test
    void oversubscribedSplitSolvesOfTheShippedSetsAreExact() {
        List<PositionSets.Entry> positions = new ArrayList<>();
        positions.addAll(PositionSets.sample("begin-easy", 6));
        positions.addAll(PositionSets.sample("begin-medium", 4));
        positions.addAll(PositionSets.sample("middle-easy", 6));
        positions.addAll(PositionSets.sample("middle-medium", 6));
        positions.addAll(PositionSets.sample("end-easy", 3));
        for (int threads : new int[] {8, 16}) {
            for (boolean forced : new boolean[] {false, true}) {
                try (Solver solver = splitSolver(threads, forced)) {
                    for (PositionSets.Entry e : positions) {
                        Position p = Position.parse(e.moves(), BoardSize.STANDARD);
                        solver.clearTable();
                        assertEquals(e.score(), solver.solve(p, false).score(), threads + " threads: " + e.moves());
                        solver.clearTable();
                        assertEquals(
                                Integer.signum(e.score()), solver.solve(p, true).score(), "weak: " + e.moves());
                    }
                }
            }
        }
    }

    /**
     * With splits forced, predicted ALL table nodes split before their first move (speculative
     * split points), helpers join them, and the counters keep them apart from all splits and joins.
     */
    @Test
    void countersAddUpToTheNodesAndShowSplitsAndJoins() {
        try (Solver solver = splitSolver(4, true)) {
            long nodes = 0;
            for (PositionSets.Entry e : PositionSets.sample("begin-medium", 5)) {
                solver.clearTable();
                Solver.Result r = solver.solve(Position.parse(e.moves(), BoardSize.STANDARD), false);
                assertEquals(e.score(), r.score(), e.moves());
                nodes += r.nodes();
            }
            List<ThreadCounters> counters = solver.threadCounters();
            assertEquals(4, counters.size());
            long sum = 0;
            long splits = 0;
            long joins = 0;
            long speculativeSplits = 0;
            long speculativeJoins = 0;
            for (ThreadCounters t : counters) {
                sum += t.nodes();
                splits += t.splits();
                joins += t.joins();
                speculativeSplits += t.speculativeSplits();
                speculativeJoins += t.speculativeJoins();
                assertTrue(t.speculativeSplits() <= t.splits() && t.speculativeJoins() <= t.joins(), t.toString());
                assertTrue(t.wastedNodes() >= 0 && t.wastedNodes() <= t.nodes(), t.toString());
                assertTrue(t.idleNanos() >= 0, t.toString());
            }
            assertEquals(nodes, sum, "the threads' nodes are the solves' nodes");
            assertTrue(splits > 0 && joins > 0, counters.toString());
            assertTrue(speculativeSplits > 0 && speculativeSplits < splits, counters.toString());
            assertTrue(speculativeJoins > 0, counters.toString());
        }
    }

    /** Other boards split at table nodes and in their (generic) endgame; 6x5 is deep enough. */
    @Test
    void splitSolvesOnAnotherBoardMatchOneThread() {
        BoardSize size = BoardSize.of(6, 5);
        splitsOfSolvesMatchingOneThread(size, new RandomPositions(size, 49).distinct(4, 9, 8, 10_000, p -> true));
    }

    /**
     * Roots below the table's threshold (17 or 18 empty cells of 6x5) are endgame nodes from the
     * start, so every split there is one of the generic endgame's.
     */
    @Test
    void theGenericEndgameSplitsAndStaysExact() {
        BoardSize size = BoardSize.of(6, 5);
        List<Position> positions = new RandomPositions(size, 50).distinct(12, 13, 6, 10_000, p -> true);
        for (Position p : positions) {
            assertTrue(size.cells - p.moveCount() < Searcher.EXACT_TT_MIN_EMPTY, p.toString());
        }
        assertTrue(splitsOfSolvesMatchingOneThread(size, positions) > 0, "no split in the endgame");
    }

    /**
     * Every board with W·(H+1) <= 64 has a team of threads: 1x63 too, whose 63 cells once asked for
     * more plies of split points than the registry's bit per ply holds (a 1-wide game is a draw).
     */
    @Test
    void everyBoardThatFitsHasATeamOfThreads() {
        for (BoardSize size : new BoardSize[] {BoardSize.of(1, 63), BoardSize.of(2, 31), BoardSize.of(8, 7)}) {
            assertTrue(SplitSearch.splitPlies(size) <= 64, size.toString());
            new Solver(size, 2, 16).close();
        }
        try (Solver split = new Solver(BoardSize.of(1, 63), 2, 16)) {
            split.setParallelMode(ParallelMode.SPLIT);
            assertEquals(
                    0,
                    split.solve(Position.parse("1", BoardSize.of(1, 63)), false).score());
        }
    }

    /**
     * Solves {@code positions}, strong and weak, with 8 threads and forced splits and with one
     * thread, asserting equal scores; returns the number of splits.
     */
    private static long splitsOfSolvesMatchingOneThread(BoardSize size, List<Position> positions) {
        try (Solver one = new Solver(size, 1, 16);
                Solver split = new Solver(size, 8, 16)) {
            split.setParallelMode(ParallelMode.SPLIT);
            split.setForceSplits(true);
            for (Position p : positions) {
                for (boolean weak : new boolean[] {false, true}) {
                    one.clearTable();
                    split.clearTable();
                    assertEquals(
                            one.solve(p, weak).score(), split.solve(p, weak).score(), p + (weak ? " weak" : ""));
                }
            }
            return split.threadCounters().stream()
                    .mapToLong(ThreadCounters::splits)
                    .sum();
        }
    }

    /**
     * The stress run: over a thousand short solves at 16 threads with forced splits, strong and
     * weak, each equal to the shipped score (which one thread gives: ShippedPositionsTest).
     */
    @Test
    @Tag("slow")
    void aThousandShortSolvesAtSixteenThreadsAreExact() {
        List<PositionSets.Entry> positions = new ArrayList<>();
        positions.addAll(PositionSets.read("middle-easy"));
        positions.addAll(PositionSets.read("middle-medium"));
        positions.addAll(PositionSets.read("begin-easy"));
        positions.addAll(PositionSets.read("begin-medium"));
        for (int ply = 14; ply <= 24; ply++) positions.addAll(PositionSets.read(PositionSets.byPly(ply)));
        int solves = 0;
        try (Solver solver = splitSolver(16, true)) {
            for (boolean weak : new boolean[] {false, true}) {
                for (PositionSets.Entry e : positions) {
                    solver.clearTable();
                    int want = weak ? Integer.signum(e.score()) : e.score();
                    assertEquals(
                            want,
                            solver.solve(Position.parse(e.moves(), BoardSize.STANDARD), weak)
                                    .score(),
                            (weak ? "weak " : "strong ") + e.moves());
                    solves++;
                }
            }
            long joins = solver.threadCounters().stream()
                    .mapToLong(ThreadCounters::joins)
                    .sum();
            assertTrue(joins >= solves, "helpers joined " + joins + " times in " + solves + " solves");
        }
        assertTrue(solves >= 1000, solves + " solves");
    }
}
