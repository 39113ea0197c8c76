package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact solver against the project's scored positions ({@link PositionSets}, every score
 * confirmed by both C++ peers), strong and weak, 1 and 2 threads: the easy sets fully and samples
 * of the medium ones in every run; the medium sets fully, a sample of the hard one and plies 10
 * and 11 (seconds apiece) in the slow run. Plies 8 and 9 are left to scripts/solve-all: the
 * begin-game sets cover those plies.
 */
class SolverBenchmarkSetsTest {
    private static Solver oneThread;
    private static Solver twoThreads;

    @BeforeAll
    static void createSolvers() {
        oneThread = new Solver(BoardSize.STANDARD, 1, 64);
        twoThreads = new Solver(BoardSize.STANDARD, 2, 64);
    }

    @AfterAll
    static void closeSolvers() {
        oneThread.close();
        twoThreads.close();
    }

    /** Set, positions in it, positions checked (a spread-out sample when fewer). */
    static List<Arguments> sets() {
        return List.of(
                Arguments.of("end-easy", 200, 200),
                Arguments.of("middle-easy", 200, 200),
                Arguments.of("begin-easy", 100, 100),
                Arguments.of("middle-medium", 100, 20),
                Arguments.of("begin-medium", 50, 10));
    }

    static List<Arguments> slowSets() {
        return List.of(
                Arguments.of("middle-medium", 100, 100),
                Arguments.of("begin-medium", 50, 50),
                Arguments.of("begin-hard", 20, 10),
                Arguments.of(PositionSets.byPly(10), 20, 20),
                Arguments.of(PositionSets.byPly(11), 20, 20));
    }

    /** Plies 12..40: 20 positions each, milliseconds apiece. */
    static IntStream plies() {
        return IntStream.rangeClosed(12, 40);
    }

    @ParameterizedTest(name = "{0} ({2} of {1} positions), strong, 1 and 2 threads")
    @MethodSource("sets")
    void strongScoresMatch(String set, int size, int count) {
        check(set, size, count, false);
    }

    @ParameterizedTest(name = "{0} ({2} of {1} positions), weak, 1 and 2 threads")
    @MethodSource("sets")
    void weakSignsMatch(String set, int size, int count) {
        check(set, size, count, true);
    }

    @ParameterizedTest(name = "ply {0}, strong, 1 and 2 threads")
    @MethodSource("plies")
    void perPlyScoresMatch(int ply) {
        check(PositionSets.byPly(ply), 20, 20, false);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} ({2} of {1} positions), strong and weak, 1 and 2 threads")
    @MethodSource("slowSets")
    void slowSetsMatch(String set, int size, int count) {
        check(set, size, count, false);
        check(set, size, count, true);
    }

    private static void check(String set, int size, int count, boolean weak) {
        assertEquals(size, PositionSets.read(set).size(), "positions in " + set);
        List<PositionSets.Entry> entries = PositionSets.sample(set, count);
        assertEquals(count, entries.size(), "positions sampled from " + set);
        for (Solver solver : new Solver[] {oneThread, twoThreads}) {
            solver.clearTable();
            for (PositionSets.Entry e : entries) {
                int want = weak ? Integer.signum(e.score()) : e.score();
                int got = solver.solve(Position.parse(e.moves()), weak).score();
                assertEquals(
                        want,
                        got,
                        set + " " + e.moves() + (weak ? " weak" : "") + " with " + solver.threads() + " thread(s)");
            }
        }
    }
}
