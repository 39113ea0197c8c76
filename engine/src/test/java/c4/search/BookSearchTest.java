package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.book.build.SmallBooks;
import c4.core.BoardSize;
import c4.core.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The opening book as the searches use it: exact leaves, answers at the root, moves straight from it. */
class BookSearchTest {
    private static final BoardSize SIZE = BoardSize.of(5, 4);
    private static final int DEPTH = 6;
    private static Book book;

    @BeforeAll
    static void build() {
        book = SmallBooks.build(SIZE, DEPTH);
    }

    /** A random position of {@code plies} stones that is not over. */
    private static Position random(SplittableRandom rnd, int plies) {
        while (true) {
            Position p = new Position(SIZE);
            while (p.moveCount() < plies && !p.isGameOver()) {
                int c = rnd.nextInt(SIZE.width);
                if (p.canPlay(c)) p.play(c);
            }
            if (!p.isGameOver()) return p;
        }
    }

    @Test
    void solvingWithTheBookGivesTheSameScoresAndBookPositionsCostNoNodes() {
        SplittableRandom rnd = new SplittableRandom(11);
        try (Solver plain = new Solver(SIZE, 1, 8); Solver withBook = new Solver(SIZE, 1, 8)) {
            withBook.setBook(book);
            for (int i = 0; i < 60; i++) {
                Position p = random(rnd, rnd.nextInt(SIZE.cells - 2));
                Solver.Result a = plain.solve(p, false);
                Solver.Result b = withBook.solve(p, false);
                assertEquals(a.score(), b.score(), p.moveString());
                assertEquals(Integer.signum(a.score()), withBook.solve(p, true).score(), p.moveString() + " weak");
                if (p.moveCount() <= DEPTH) {
                    assertEquals(0, b.nodes(), p.moveString() + " is in the book");
                    assertTrue(withBook.inBook(p));
                }
                if (p.moveCount() < DEPTH && !p.canWinNow() && a.nodes() > 0) {
                    assertTrue(b.nodes() <= a.nodes(), p.moveString() + ": the book only saves work");
                }
            }
        }
    }

    @Test
    void aBookOfAnotherSizeIsIgnored() {
        try (Solver solver = new Solver(BoardSize.of(4, 4), 1, 4)) {
            solver.setBook(book);
            Position p = Position.parse("1", BoardSize.of(4, 4));
            assertTrue(!solver.inBook(p));
            assertTrue(solver.solve(p, false).nodes() > 0);
        }
    }

    @Test
    void theEnginePlaysStraightFromTheBookWhileItHoldsTheChildren() {
        try (Engine engine = new Engine(SIZE, 1, new TranspositionTable(4)); Solver solver = new Solver(SIZE, 1, 8)) {
            engine.setBook(book);
            SplittableRandom rnd = new SplittableRandom(5);
            for (int i = 0; i < 20; i++) {
                Position p = random(rnd, rnd.nextInt(DEPTH));
                RecordingListener info = new RecordingListener();
                engine.begin();
                SearchResult r = engine.go(p, SearchLimits.depth(3), info);
                assertTrue(info.events.contains("book"), p.moveString() + " " + info);
                int[] scores = solver.analyze(p, false).scores();
                int best = java.util.Arrays.stream(scores).max().orElseThrow();
                assertEquals(best, scores[r.column()], p.moveString() + ": the book's move is a best move");
                assertEquals(Score.ofExact(best), r.score(), p.moveString());
                SearchInfo line = info.last();
                assertNotNull(line);
                assertTrue(line.score().isProven(), line.toString());
            }
        }
    }
}
