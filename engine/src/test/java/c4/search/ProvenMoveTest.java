package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
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
                Position p = randomPosition(size, rnd, 8 + rnd.nextInt(10));
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

    /**
     * Beyond {@link Engine#PROOF_MAX_EMPTY} a position is played from proof when its exact score
     * is known, as at the deepest ply of an opening book: 7x6 positions of 8 stones (34 empty
     * cells), each with a book that holds only its own score.
     */
    @Test
    void aPositionBeyondTheProofLimitIsPlayedFromProofWhenTheBookHoldsItsScore() {
        BoardSize size = BoardSize.of(7, 6);
        SplittableRandom rnd = new SplittableRandom(8);
        int tried = 0;
        try (Engine engine = new Engine(size, 1, new TranspositionTable(16)); Solver solver = new Solver(size, 1, 16)) {
            for (int attempt = 0; tried < 3; attempt++) {
                assertTrue(attempt < 100, "too few positions of 8 stones qualify");
                Position p = randomPosition(size, rnd, 8);
                if (p.isGameOver() || p.canWinNow()) continue;
                assertTrue(size.cells - p.moveCount() > Engine.PROOF_MAX_EMPTY);
                Solver.Result solved = solver.solve(p, false);
                if (solved.score() < 0 || solved.nodes() > 5_000_000) continue; // lost: heuristic search; keep the test short
                long key = Book.key(size, p.currentStones(), p.mask());
                engine.setBook(new Book(size, 8, new long[] {key}, new byte[] {(byte) solved.score()}));
                RecordingListener info = new RecordingListener();
                engine.begin();
                SearchResult r = engine.go(p, SearchLimits.builder().moveTime(20_000).build(), info);
                assertEquals(1, info.infos.size(), "one proof, no iterations: " + info.events);
                SearchScore s = info.last().score();
                assertTrue(s.isProven(), p.moveString() + " " + info.events);
                assertEquals(solved.score() > 0 ? SearchScore.Kind.WIN : SearchScore.Kind.DRAW, s.kind(), p.moveString());
                Position child = p.copy();
                child.play(r.column());
                assertFalse(child.isGameOver(), p.moveString());
                assertEquals(solved.score(), -solver.solve(child, false).score(),
                        p.moveString() + ": column " + (r.column() + 1) + " keeps the score " + solved.score());
                tried++;
            }
        }
    }

    /** {@code plies} random legal stones from the empty board, or fewer when the game ends first. */
    private static Position randomPosition(BoardSize size, SplittableRandom rnd, int plies) {
        Position p = new Position(size);
        while (p.moveCount() < plies && !p.isGameOver()) {
            int c = rnd.nextInt(size.width);
            if (p.canPlay(c)) p.play(c);
        }
        return p;
    }
}
