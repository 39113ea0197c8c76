package c4.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A timed move is first played from proof: it keeps a won position won and a drawn one drawn. */
class ProvenMoveTest {
    @Test
    void timedMovesKeepTheOutcomeAndReportItProven() {
        BoardSize size = BoardSize.of(6, 5);
        SplittableRandom rnd = new SplittableRandom(3);
        int proven = 0;
        try (Engine engine = new Engine(size, 1, new TranspositionTable(16));
                Solver solver = new Solver(size, 1, 16)) {
            for (int i = 0; i < 30; i++) {
                Position p = randomPosition(size, rnd, 8 + rnd.nextInt(10));
                if (p.isGameOver() || p.canWinNow()) continue;
                int[] scores = solver.analyze(p, false).scores();
                int best = Arrays.stream(scores).max().orElseThrow();
                if (best < 0) continue; // lost positions go to the heuristic search
                RecordingListener info = new RecordingListener();
                engine.begin();
                SearchResult r =
                        engine.go(p, SearchLimits.builder().moveTime(5_000).build(), info);
                assertEquals(
                        Integer.signum(best),
                        Integer.signum(scores[r.column()]),
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
    @Tag("slow")
    @Test
    void aPositionBeyondTheProofLimitIsPlayedFromProofWhenTheBookHoldsItsScore() {
        BoardSize size = BoardSize.of(7, 6);
        SplittableRandom rnd = new SplittableRandom(8);
        int tried = 0;
        try (Engine engine = new Engine(size, 1, new TranspositionTable(16));
                Solver solver = new Solver(size, 1, 16)) {
            for (int attempt = 0; tried < 3; attempt++) {
                assertTrue(attempt < 100, "too few positions of 8 stones qualify");
                Position p = randomPosition(size, rnd, 8);
                if (p.isGameOver() || p.canWinNow()) continue;
                assertTrue(size.cells - p.moveCount() > Engine.PROOF_MAX_EMPTY);
                Solver.Result solved = solver.solve(p, false);
                if (solved.score() < 0 || solved.nodes() > 5_000_000)
                    continue; // lost: heuristic search; keep the test short
                long key = Book.key(size, p.currentStones(), p.mask());
                engine.setBook(new Book(size, 8, new long[] {key}, new byte[] {(byte) solved.score()}));
                RecordingListener info = new RecordingListener();
                engine.begin();
                SearchResult r =
                        engine.go(p, SearchLimits.builder().moveTime(20_000).build(), info);
                assertEquals(1, info.infos.size(), "one proof, no iterations: " + info.events);
                SearchScore s = info.last().score();
                assertTrue(s.isProven(), p.moveString() + " " + info.events);
                assertEquals(
                        solved.score() > 0 ? SearchScore.Kind.WIN : SearchScore.Kind.DRAW, s.kind(), p.moveString());
                Position child = p.copy();
                child.play(r.column());
                assertFalse(child.isGameOver(), p.moveString());
                assertEquals(
                        solved.score(),
                        -solver.solve(child, false).score(),
                        p.moveString() + ": column " + (r.column() + 1) + " keeps the score " + solved.score());
                tried++;
            }
        }
    }

    /**
     * A proof from a known score searches as a solve does, whatever search came before: after a
     * heuristic search (killers and history on, which more than double an exact search's nodes)
     * it visits the same nodes as in a fresh engine, and so finishes as surely within its time.
     */
    @Test
    void aProofFromAKnownScoreDoesNotInheritTheLastSearchsOrdering() {
        BoardSize size = BoardSize.of(7, 6);
        Position p = Position.parse("74215443", size); // 8 stones: beyond the proof limit, its score known
        Position other = Position.parse("4433", size);
        long[] nodes = new long[2];
        try (Solver solver = new Solver(size, 1, 16)) {
            int score = solver.solve(p, false).score();
            Book book = new Book(
                    size, 8, new long[] {Book.key(size, p.currentStones(), p.mask())}, new byte[] {(byte) score});
            for (int run = 0; run < 2; run++) {
                TranspositionTable table = new TranspositionTable(16);
                try (Engine engine = new Engine(size, 1, table)) {
                    engine.setBook(book);
                    if (run == 1) {
                        engine.begin();
                        engine.go(other, SearchLimits.depth(14), SearchListener.NONE); // a heuristic search first
                        table.clear();
                    }
                    RecordingListener info = new RecordingListener();
                    engine.begin();
                    engine.go(p, SearchLimits.builder().moveTime(60_000).build(), info);
                    assertTrue(info.last().score().isProven(), info.events.toString());
                    nodes[run] = info.last().nodes();
                }
            }
        }
        assertTrue(nodes[0] > 10_000, "a proof of some size: " + nodes[0]);
        assertEquals(nodes[0], nodes[1], "nodes of the proof in a fresh engine and after a heuristic search");
    }

    /**
     * The columns the proof reports as refuted are worth less than the score and the kept column
     * is not among them; asked for more than the position is worth, every legal column is refuted.
     */
    @Test
    void theProofReportsEachColumnItRefutes() {
        BoardSize size = BoardSize.of(6, 5);
        SplittableRandom rnd = new SplittableRandom(21);
        int refutations = 0;
        try (Solver solver = new Solver(size, 1, 16);
                Solver reference = new Solver(size, 1, 16)) {
            for (int i = 0; i < 25; i++) {
                Position p = randomPosition(size, rnd, 6 + rnd.nextInt(10));
                if (p.isGameOver()) continue;
                int[] scores = reference.analyze(p, false).scores();
                int best = Arrays.stream(scores).max().orElseThrow();
                for (int asked : new int[] {best, best + 1}) {
                    int[] refuted = new int[1];
                    solver.clearTable();
                    int column = solver.moveKeeping(p, Score.ofExact(asked), c -> refuted[0] |= 1 << c);
                    for (int c = 0; c < size.width; c++) {
                        if ((refuted[0] >>> c & 1) == 0) continue;
                        assertTrue(
                                scores[c] != Solver.INVALID_MOVE && scores[c] < asked,
                                p.moveString() + " column " + (c + 1));
                        refutations++;
                    }
                    if (asked == best) {
                        assertTrue(column >= 0 && scores[column] == best, p.moveString());
                        assertEquals(0, refuted[0] >>> column & 1, p.moveString());
                    } else {
                        assertEquals(-1, column, p.moveString());
                        assertEquals(legalColumns(p), refuted[0], p.moveString());
                    }
                }
            }
        }
        assertTrue(refutations >= 20, "too few refutations seen: " + refutations);
    }

    /** After a proof cut short, the heuristic search may play any legal column not refuted. */
    @Test
    void theSearchAfterAnUnfinishedProofLeavesOutTheRefutedColumns() {
        Position p = Position.parse("1111112", BoardSize.of(7, 6)); // column 1 full
        SearchLimits limits = SearchLimits.builder().moveTime(100).build();
        assertSame(limits, new ProvenMove.Attempt(null, 0).rest(limits, p));
        SearchLimits rest = new ProvenMove.Attempt(null, 1 << 3 | 1 << 6).rest(limits, p);
        assertArrayEquals(new int[] {1, 2, 4, 5}, rest.searchMoves());
        assertEquals(100, rest.moveTime());
        assertSame(
                limits,
                new ProvenMove.Attempt(null, 0b1111110).rest(limits, p),
                "all refuted: a proven score rules it out");
    }

    private static int legalColumns(Position p) {
        int mask = 0;
        for (int c = 0; c < p.size().width; c++) if (p.canPlay(c)) mask |= 1 << c;
        return mask;
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
