package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code go solve} and {@code analyze} give the benchmark scores, as {@code c4 solve} (Solver) does. */
class EngineSolveTest {
    private static final SearchLimits SOLVE = SearchLimits.builder().solve().build();
    private static Engine engine;
    private static Solver solver;

    @BeforeAll
    static void create() {
        engine = new Engine(BoardSize.STANDARD, 2, new TranspositionTable(32));
        solver = new Solver(BoardSize.STANDARD, 1, 32);
    }

    @AfterAll
    static void close() {
        engine.close();
        solver.close();
    }

    @Test
    void solveEqualsTheBenchmarkAndTheSolver() {
        List<PositionSets.Entry> cases = new ArrayList<>(PositionSets.sample("end-easy", 20));
        cases.addAll(PositionSets.sample("middle-easy", 6));
        for (PositionSets.Entry e : cases) {
            Position p = Position.parse(e.moves());
            RecordingListener info = new RecordingListener();
            engine.begin();
            SearchResult r = engine.go(p, SOLVE, info);
            assertEquals(e.score(), Score.exact(r.score()), e.moves() + " " + info);
            assertEquals(solver.solve(p, false).score(), Score.exact(r.score()), e.moves());
            assertEquals(List.of(e.score()), info.exactScores, e.moves());
            assertEquals(e.score() == 0 ? 1 : 0, info.drawProven, e.moves());
            assertEquals(1, info.infos.size(), e.moves() + " " + info);
            assertEquals(r.column(), info.infos.get(0).pv()[0], e.moves() + " " + info);
            assertEquals(
                    SearchScore.of(r.score(), p.size(), p.moveCount(), true),
                    info.infos.get(0).score());
            // the move it plays keeps the score
            assertEquals(
                    e.score(),
                    solver.analyze(p, false).scores()[r.column()],
                    e.moves() + " column " + (r.column() + 1));
        }
    }

    /** With split points (the protocol's SplitPoints), four threads share each solve by splitting its nodes. */
    @Test
    void splitPointSolvesEqualTheBenchmark() {
        try (Engine split = new Engine(BoardSize.STANDARD, 4, new TranspositionTable(32))) {
            split.setParallelMode(ParallelMode.SPLIT);
            for (PositionSets.Entry e : PositionSets.sample("begin-medium", 4)) {
                split.begin();
                SearchResult r = split.go(Position.parse(e.moves()), SOLVE, SearchListener.NONE);
                assertEquals(e.score(), Score.exact(r.score()), e.moves());
            }
            long splits = split.threadCounters().stream()
                    .mapToLong(ThreadCounters::splits)
                    .sum();
            assertTrue(splits > 0, "no node was split");
        }
    }

    @Test
    void weakSolveGivesTheSign() {
        for (PositionSets.Entry e : PositionSets.sample("end-easy", 10)) {
            Position p = Position.parse(e.moves());
            engine.setWeak(true);
            engine.begin();
            SearchResult r;
            try {
                r = engine.go(p, SOLVE, SearchListener.NONE);
            } finally {
                engine.setWeak(false);
            }
            assertEquals(Integer.signum(e.score()), Score.exact(r.score()), e.moves());
            int keep = solver.analyze(p, true).scores()[r.column()];
            assertEquals(Integer.signum(e.score()), keep, e.moves() + " column " + (r.column() + 1));
        }
    }

    @Test
    void analyzeMatchesTheSolver() {
        for (PositionSets.Entry e : PositionSets.sample("end-easy", 5)) {
            Position p = Position.parse(e.moves());
            engine.begin();
            RecordingListener info = new RecordingListener();
            SearchResult best = engine.analyze(p, false, info);
            int[] want = solver.analyze(p, false).scores();
            int legal = 0;
            for (int c = 0; c < 7; c++) if (want[c] != Solver.INVALID_MOVE) legal++;
            assertEquals(legal, info.columnScores.size(), e.moves() + " " + info);
            for (int[] cs : info.columnScores) assertEquals(want[cs[0]], cs[1], e.moves() + " column " + (cs[0] + 1));
            assertEquals(e.score(), want[best.column()], e.moves() + ": the result is a best column");
            assertEquals(e.score(), Score.exact(best.score()), e.moves());
        }
    }
}
