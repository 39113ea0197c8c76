package c4.book.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.core.Score;
import c4.search.Solver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Books built by the solver hold the solver's own scores and moves that keep them, the same
 * bytes every time (resuming after a crash: {@link BookBuilderJournalTest}).
 */
class BookBuilderTest {
    private static final BoardSize SMALL = BoardSize.of(5, 4);

    @TempDir
    Path dir;

    /**
     * Every entry is the score the solver gives without a book, and the book holds every position
     * of its plies; with {@code moves}, every position has a move but the deepest ply's lost ones,
     * and the move is the first column in centre order whose value, solved without a book, is the
     * position's score (of the mirror image: the mirrored column).
     */
    private static void assertSolverScores(Book book, boolean moves) {
        BoardSize size = book.size();
        long[][] plies = BookPlies.enumerate(size, book.depth());
        int total = 0;
        try (Solver solver = new Solver(size, 1, 16)) {
            for (int ply = 0; ply <= book.depth(); ply++) {
                for (long key : plies[ply]) {
                    Position p = PositionCodes.positionOf(size, key);
                    int expected = solver.solve(p, false).score();
                    assertEquals(expected, book.score(p.currentStones(), p.mask()), size + " " + p.moveString());
                    long mirrorCurrent = size.mirror(p.currentStones());
                    long mirrorMask = size.mirror(p.mask());
                    assertEquals(expected, book.score(mirrorCurrent, mirrorMask), "mirror of " + p.moveString());
                    int move = book.move(p.currentStones(), p.mask());
                    if (!moves || (ply == book.depth() && expected < 0)) {
                        assertEquals(Book.NO_MOVE, move, p.moveString());
                    } else {
                        assertEquals(firstKeeping(solver, p, expected), move, "move of " + p.moveString());
                        // a symmetric position is its own mirror image: the same column
                        int mirrored = size.mirror(p.code()) == p.code() ? move : size.width - 1 - move;
                        assertEquals(
                                mirrored,
                                book.move(mirrorCurrent, mirrorMask),
                                "move of the mirror of " + p.moveString());
                    }
                    total++;
                }
            }
        }
        assertEquals(total, book.entries());
    }

    /** The first column in centre order whose value, solved without a book, is {@code score}; -1 if none. */
    private static int firstKeeping(Solver solver, Position p, int score) {
        for (int i = 0; i < p.size().width; i++) {
            int c = p.size().centreOrder(i);
            if (!p.canPlay(c)) continue;
            if (solver.columnScore(p, c, false) == score) return c;
        }
        return -1;
    }

    @Tag("slow")
    /**
     * A book file that appears at the output while the book is made (another build's, another
     * program's) is kept unless the build may replace one; the journal is kept for a rerun.
     */
    @Test
    void aFileThatAppearsAtTheOutputIsKeptUnlessReplacing() throws Exception {
        Path out = dir.resolve("raced.c4b");
        Path journal = dir.resolve("raced.journal");
        byte[] theirs = "another program's file".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        BuildListener appears = new BuildListener() {
            @Override
            public void plyStarted(int ply, int total, int resumed) {
                try {
                    if (ply == 4) Files.write(out, theirs);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        };
        c4.book.BookFileExistsException e = assertThrows(
                c4.book.BookFileExistsException.class,
                () -> new BookBuilder(SMALL, 4, 1, 4).build(out, false, journal, appears));
        assertEquals(
                "cannot write the book " + out + ": a file appeared there while the book was made; it is kept"
                        + " (--force replaces it)",
                e.getMessage());
        assertEquals(out, e.file());
        assertArrayEquals(theirs, Files.readAllBytes(out), "their file is kept");
        assertTrue(Files.exists(journal), "the journal is kept for a rerun");
        try (var left = Files.list(dir)) {
            assertEquals(
                    java.util.List.of("raced.c4b", "raced.journal", "raced.journal.moves"),
                    left.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary file left");
        }
        Book book = new BookBuilder(SMALL, 4, 1, 4)
                .build(out, true, journal, appears)
                .book();
        assertEquals(book.entries(), Book.read(out).entries(), "replacing, the book is written");
    }

    @Test
    void entriesAreTheSolversScoresWithoutABook() throws Exception {
        Book book = new BookBuilder(SMALL, 8, 2, 4).build(BuildListener.NONE).book();
        assertSolverScores(book, true);
        Book full = new BookBuilder(BoardSize.of(4, 4), 16, 2, 4)
                .build(BuildListener.NONE)
                .book();
        assertSolverScores(full, true);
        Book scoresOnly =
                new BookBuilder(SMALL, 6, 2, 4, false).build(BuildListener.NONE).book();
        assertSolverScores(scoresOnly, false);
    }

    /**
     * The deepest ply's work handed to another implementation (here: one solver, positions in
     * reverse order, each on a fresh copy of the key) gives the same bytes as the builder's own.
     */
    @Test
    void aDeepestPlyDoneElsewhereGivesTheSameBytes() throws Exception {
        AtomicInteger solvedThere = new AtomicInteger();
        AtomicInteger movedThere = new AtomicInteger();
        DeepestPly elsewhere = new DeepestPly() {
            @Override
            public long solve(BoardSize size, int ply, long[] keys, byte[] scores, boolean[] known, BuildListener l) {
                try (Solver solver = new Solver(size, 1, 4)) {
                    for (int i = keys.length - 1; i >= 0; i--) {
                        scores[i] = (byte) solver.solve(PositionCodes.positionOf(size, keys[i]), false)
                                .score();
                        known[i] = true;
                        solvedThere.incrementAndGet();
                    }
                }
                return 0;
            }

            @Override
            public long moves(
                    Book scores, long[] keys, byte[] scoreOf, byte[] moveOf, boolean[] known, BuildListener l) {
                try (Solver solver = new Solver(scores.size(), 1, 4)) {
                    solver.setBook(scores);
                    for (int i = keys.length - 1; i >= 0; i--) {
                        moveOf[i] = (byte) BookMove.of(solver, scores.size(), keys[i], scoreOf[i]);
                        known[i] = true;
                        movedThere.incrementAndGet();
                    }
                }
                return 0;
            }
        };
        Book local = new BookBuilder(SMALL, 7, 2, 8).build(BuildListener.NONE).book();
        Book there = new BookBuilder(SMALL, 7, null, 2, 8, true, elsewhere)
                .build(BuildListener.NONE)
                .book();
        assertArrayEquals(local.toBytes(), there.toBytes());
        assertEquals(BookPlies.enumerate(SMALL, 7)[7].length, solvedThere.get());
        assertTrue(movedThere.get() > 0);
    }

    @Test
    void theSameInputsGiveTheSameBytes() throws Exception {
        Path a = dir.resolve("a.book");
        Path b = dir.resolve("b.book");
        BookBuilder.Result first =
                new BookBuilder(SMALL, 7, 1, 1).build(a, dir.resolve("a.journal"), BuildListener.NONE);
        BookBuilder.Result second =
                new BookBuilder(SMALL, 7, 2, 8).build(b, dir.resolve("b.journal"), BuildListener.NONE);
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        assertArrayEquals(first.book().toBytes(), Files.readAllBytes(a));
        assertEquals(first.book().entries(), first.solved());
        assertEquals(0, first.resumed());
        assertEquals(second.book().checksum(), Book.read(b).checksum());
        assertFalse(Files.exists(dir.resolve("a.journal")), "the journal is deleted after a build");
        assertFalse(Files.exists(dir.resolve("a.journal.moves")), "so is the moves' journal");
    }

    /**
     * {@link BuildListener#finishing} comes once, after the last ply and the moves, while the book
     * is not yet written and the journals still keep the work: what a command says of a build
     * stopped before it holds until then.
     */
    @Test
    void finishingIsToldOnceTheWorkIsDoneAndBeforeTheBookIsWritten() throws Exception {
        Path out = dir.resolve("f.book");
        Path journal = dir.resolve("f.journal");
        java.util.List<String> told = new java.util.ArrayList<>();
        BuildListener listener = new BuildListener() {
            @Override
            public void plyFinished(int ply, int total, int solved, long nodes, long nanos) {
                told.add("ply " + ply);
            }

            @Override
            public void movesFinished(int total, int found, long nodes, long nanos) {
                told.add("moves");
            }

            @Override
            public void finishing() {
                told.add("finishing: book " + Files.exists(out) + ", journals " + Files.exists(journal) + " "
                        + Files.exists(BookBuilder.movesJournal(journal)));
            }
        };
        new BookBuilder(SMALL, 2, 1, 4).build(out, journal, listener);
        assertEquals(
                java.util.List.of("ply 2", "ply 1", "ply 0", "moves", "finishing: book false, journals true true"),
                told);
        assertTrue(Files.exists(out) && !Files.exists(journal), "written, and the journal deleted after");
        told.clear();
        Book scores =
                new BookBuilder(SMALL, 2, 1, 4, false).build(BuildListener.NONE).book();
        Path movesJournal = BookBuilder.movesJournal(journal);
        new BookBuilder(SMALL, 2, 1, 4).addMoves(scores, out, movesJournal, listener);
        assertEquals(java.util.List.of("moves", "finishing: book true, journals false true"), told);
    }

    @Test
    void movesAddedToABookOfScoresAreTheMovesABuildFinds() throws Exception {
        Book withMoves =
                new BookBuilder(SMALL, 7, 2, 4).build(BuildListener.NONE).book();
        Book scores =
                new BookBuilder(SMALL, 7, 2, 4, false).build(BuildListener.NONE).book();
        Path out = dir.resolve("m.book");
        Path journal = dir.resolve("m.journal.moves");
        BookBuilder.Result r = new BookBuilder(SMALL, 7, 1, 4).addMoves(scores, out, journal, BuildListener.NONE);
        assertArrayEquals(withMoves.toBytes(), Files.readAllBytes(out));
        assertArrayEquals(withMoves.toBytes(), r.book().toBytes());
        assertTrue(r.moved() > 0);
        assertFalse(Files.exists(journal));
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new BookBuilder(SMALL, 6, 1, 4).addMoves(scores, out, journal, BuildListener.NONE));
        assertEquals("the book is 5x4 depth 7, the builder 5x4 depth 6", e.getMessage());
    }

    @Test
    void shallowerPliesAreAnsweredFromTheDeeperOnes() throws Exception {
        int depth = 7;
        long[] nodes = new long[depth + 1];
        int[] solved = new int[depth + 1];
        new BookBuilder(SMALL, depth, 1, 4).build(new BuildListener() {
            @Override
            public void plyFinished(int ply, int total, int count, long plyNodes, long nanos) {
                nodes[ply] = plyNodes;
                solved[ply] = count;
            }
        });
        // a position above the deepest ply needs its root and its children, which the book
        // holds, once per null-window question: a few dozen nodes at most
        for (int ply = 0; ply < depth; ply++) {
            assertTrue(nodes[ply] <= 60L * solved[ply], "ply " + ply + ": " + nodes[ply] + " nodes for " + solved[ply]);
        }
        // without the book the empty board alone takes far more
        try (Solver solver = new Solver(SMALL, 1, 4)) {
            assertTrue(solver.solve(new Position(SMALL), false).nodes() > 1000);
        }
    }

    /**
     * A sub-book holds exactly the positions reachable from its root (or the root's mirror
     * image) up to the depth, each with the score and move the solver gives without a book.
     */
    @Test
    void aRootsSubBookHoldsTheSolversScoresOfEveryPositionReachableFromIt() throws Exception {
        Position root = Position.parse("323", SMALL);
        Book book = new BookBuilder(SMALL, 7, root, 2, 16, true, DeepestPly.LOCAL)
                .build(BuildListener.NONE)
                .book();
        java.util.Set<Long> reachable = new java.util.TreeSet<>();
        collect(root, 7, reachable);
        collect(Position.parse("343", SMALL), 7, reachable); // 323's mirror image on 5 columns
        assertEquals(reachable.size(), book.entries());
        try (Solver solver = new Solver(SMALL, 1, 16)) {
            for (long key : reachable) {
                Position p = PositionCodes.positionOf(SMALL, key);
                int expected = solver.solve(p, false).score();
                assertEquals(expected, book.score(p.currentStones(), p.mask()), p.moveString());
                int move = book.move(p.currentStones(), p.mask());
                if (p.moveCount() == 7 && expected < 0) assertEquals(Book.NO_MOVE, move, p.moveString());
                else assertEquals(firstKeeping(solver, p, expected), move, "move of " + p.moveString());
            }
            assertEquals(
                    solver.solve(root, false).score(),
                    book.score(root.currentStones(), root.mask()),
                    "the root's own entry");
        }
        assertEquals(Score.NONE, book.score(0, 0), "the empty board is not reachable from the root");
    }

    private static void collect(Position p, int depth, java.util.Set<Long> keys) {
        if (p.isGameOver()) return;
        if (!keys.add(Book.key(p.size(), p.currentStones(), p.mask())) || p.moveCount() == depth) return;
        for (int c = 0; c < p.size().width; c++) {
            if (!p.canPlay(c)) continue;
            Position child = p.copy();
            child.play(c);
            collect(child, depth, keys);
        }
    }

    @Test
    void theSolvingOrderIsAPermutationThatRepeats() {
        int[] order = BuildOrder.shuffled(1000);
        assertArrayEquals(order, BuildOrder.shuffled(1000));
        int[] sorted = order.clone();
        java.util.Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) assertEquals(i, sorted[i]);
        int inPlace = 0;
        for (int i = 0; i < order.length; i++) if (order[i] == i) inPlace++;
        assertTrue(inPlace < 20, inPlace + " of 1000 left in key order");
    }
}
