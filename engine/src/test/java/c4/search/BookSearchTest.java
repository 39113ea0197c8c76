package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.book.build.SmallBooks;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.Score;
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
        try (Solver plain = new Solver(SIZE, 1, 8);
                Solver withBook = new Solver(SIZE, 1, 8)) {
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
        try (Engine engine = new Engine(SIZE, 1, new TranspositionTable(4));
                Solver solver = new Solver(SIZE, 1, 8)) {
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

    /**
     * At the book's deepest ply the children are not in the book: the engine plays the book's
     * move of the position (a move that keeps its score) when one line is asked for and
     * searchmoves allow it, and searches otherwise, as it does in the lost positions, which
     * have no move.
     */
    @Test
    void atTheDeepestPlyTheEnginePlaysTheBooksMoveWhenItMay() throws Exception {
        Book withMoves =
                new BookBuilder(SIZE, DEPTH, 2, 4).build(BuildListener.NONE).book();
        try (Engine engine = new Engine(SIZE, 1, new TranspositionTable(4));
                Solver solver = new Solver(SIZE, 1, 8)) {
            engine.setBook(withMoves);
            SplittableRandom rnd = new SplittableRandom(8);
            int played = 0;
            int lost = 0;
            for (int i = 0; i < 30; i++) {
                Position p = random(rnd, DEPTH);
                int score = withMoves.score(p.currentStones(), p.mask());
                int move = withMoves.move(p.currentStones(), p.mask());
                RecordingListener info = new RecordingListener();
                engine.begin();
                SearchResult r = engine.go(p, SearchLimits.depth(3), info);
                if (score < 0) {
                    assertEquals(Book.NO_MOVE, move, p.moveString());
                    assertTrue(!info.events.contains("book"), p.moveString() + " " + info);
                    lost++;
                    continue;
                }
                played++;
                assertTrue(info.events.contains("book"), p.moveString() + " " + info);
                assertEquals(move, r.column(), p.moveString());
                assertEquals(Score.ofExact(score), r.score(), p.moveString());
                assertEquals(
                        score, solver.analyze(p, false).scores()[move], p.moveString() + ": the move keeps the score");
                assertTrue(info.last().score().isProven(), info.toString());
                assertEquals(score == 0 ? 1 : 0, info.drawProven, p.moveString() + " " + info);

                RecordingListener solved = new RecordingListener();
                engine.begin();
                assertEquals(
                        move,
                        engine.go(p, SearchLimits.builder().solve().build(), solved)
                                .column());
                assertEquals(java.util.List.of(score), solved.exactScores, p.moveString() + " " + solved);

                int other = -1;
                for (int c = 0; c < SIZE.width; c++) if (c != move && p.canPlay(c)) other = c;
                if (other < 0) continue;
                RecordingListener excluded = new RecordingListener();
                engine.begin();
                SearchResult r2 = engine.go(
                        p, SearchLimits.builder().depth(3).searchMoves(other).build(), excluded);
                assertEquals(other, r2.column());
                assertTrue(!excluded.events.contains("book"), p.moveString() + " " + excluded);
                engine.setMultiPv(2);
                RecordingListener twoLines = new RecordingListener();
                engine.begin();
                engine.go(p, SearchLimits.depth(3), twoLines);
                engine.setMultiPv(1);
                assertTrue(!twoLines.events.contains("book"), p.moveString() + " " + twoLines);
            }
            assertTrue(played >= 5 && lost >= 1, played + " played from the book, " + lost + " lost");
        }
    }

    /** From the book as from a search: MultiPV lines best first with the exact scores, and searchmoves obeyed. */
    @Test
    void fromTheBookMultiPvRanksTheMovesAndSearchmovesRestrictsThem() {
        try (Engine engine = new Engine(SIZE, 1, new TranspositionTable(4));
                Solver solver = new Solver(SIZE, 1, 8)) {
            engine.setBook(book);
            engine.setMultiPv(3);
            SplittableRandom rnd = new SplittableRandom(6);
            for (int i = 0; i < 20; i++) {
                Position p = random(rnd, rnd.nextInt(DEPTH));
                int[] scores = solver.analyze(p, false).scores();
                int legal = 0;
                int worst = -1;
                for (int c = 0; c < SIZE.width; c++) {
                    if (scores[c] == Solver.INVALID_MOVE) continue;
                    legal++;
                    if (worst < 0 || scores[c] < scores[worst]) worst = c;
                }
                RecordingListener info = new RecordingListener();
                engine.begin();
                SearchResult r = engine.go(p, SearchLimits.depth(3), info);
                assertEquals(Math.min(3, legal), info.infos.size(), p.moveString() + " " + info.events);
                int previous = Integer.MAX_VALUE;
                for (int k = 0; k < info.infos.size(); k++) {
                    SearchInfo line = info.infos.get(k);
                    int column = line.pv()[0];
                    assertEquals(k + 1, line.multiPv());
                    assertEquals(
                            SearchScore.of(Score.ofExact(scores[column]), SIZE, p.moveCount(), true),
                            line.score(),
                            p.moveString() + " column " + (column + 1));
                    assertTrue(scores[column] <= previous, p.moveString() + ": best first " + info.events);
                    previous = scores[column];
                }
                assertEquals(info.infos.get(0).pv()[0], r.column());

                engine.begin();
                SearchResult only = engine.go(
                        p, SearchLimits.builder().depth(3).searchMoves(worst).build(), new RecordingListener());
                assertEquals(worst, only.column(), p.moveString() + " searchmoves " + (worst + 1));
                assertEquals(Score.ofExact(scores[worst]), only.score(), p.moveString());
            }
        }
    }
}
