package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A timed move is first played from proof: it keeps a won position won and a drawn one drawn. */
class ProvenMoveTest {
    @Test
    void timedMovesKeepTheOutcomeAndReportItProven() {
        BoardSize size = BoardSize.of(6, 5);
        SplittableRandom rnd = new SplittableRandom(3);
        int proven = 0;
        try (Engine engine = new Engine(size, 1, new TranspositionTable(16)); Solver solver = new Solver(size, 1, 16)) {
            for (int i = 0; i < 30; i++) {
                Position p = new Position(size);
                int plies = 8 + rnd.nextInt(10);
                while (p.moveCount() < plies && !p.isGameOver()) {
                    int c = rnd.nextInt(size.width);
                    if (p.canPlay(c)) p.play(c);
                }
                if (p.isGameOver() || p.canWinNow()) continue;
                int[] scores = solver.analyze(p, false).scores();
                int best = Arrays.stream(scores).max().orElseThrow();
                if (best < 0) continue; // lost positions go to the heuristic search
                RecordingListener info = new RecordingListener();
                engine.begin();
                SearchResult r = engine.go(p, SearchLimits.builder().moveTime(5_000).build(), info);
                assertEquals(Integer.signum(best), Integer.signum(scores[r.column()]),
                        p.moveString() + ": column " + (r.column() + 1) + " of " + Arrays.toString(scores));
                assertEquals(1, info.infos.size(), "one proof, no iterations: " + info);
                SearchScore s = info.last().score();
                assertTrue(s.isProven(), p.moveString() + " " + info);
                assertEquals(best > 0 ? SearchScore.Kind.WIN : SearchScore.Kind.DRAW, s.kind(), p.moveString());
                proven++;
            }
        }
        assertTrue(proven >= 10, "too few positions tried: " + proven);
    }
}
