package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact solver against the field's benchmark positions: the three fast sets fully, fixed
 * samples of the slow ones (scripts/solve-all runs all 6000), strong and weak, 1 and 2 threads.
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

    static List<Arguments> sets() {
        return List.of(
                Arguments.of("Test_L3_R1", 1000),
                Arguments.of("Test_L2_R1", 1000),
                Arguments.of("Test_L1_R1", 1000),
                Arguments.of("Test_L2_R2", 50),
                Arguments.of("Test_L1_R2", 50),
                Arguments.of("Test_L1_R3", 10)); // ~2 s a position: scripts/solve-all runs all 1000
    }

    @ParameterizedTest(name = "{0} ({1} positions), strong, 1 and 2 threads")
    @MethodSource("sets")
    void strongScoresMatch(String set, int count) {
        check(set, count, false);
    }

    @ParameterizedTest(name = "{0} ({1} positions), weak, 1 and 2 threads")
    @MethodSource("sets")
    void weakSignsMatch(String set, int count) {
        check(set, count, true);
    }

    private static void check(String set, int count, boolean weak) {
        List<PonsData.Entry> entries = count >= 1000 ? PonsData.read(set) : PonsData.sample(set, count);
        assertEquals(count, entries.size(), "positions read from " + set);
        for (Solver solver : new Solver[] {oneThread, twoThreads}) {
            solver.clearTable();
            for (PonsData.Entry e : entries) {
                int want = weak ? Integer.signum(e.score()) : e.score();
                int got = solver.solve(Position.parse(e.moves()), weak).score();
                assertEquals(want, got, set + " " + e.moves() + (weak ? " weak" : "") + " with "
                        + solver.threads() + " thread(s)");
            }
        }
    }
}
