package c4.command;

import static c4.command.BookCommandFixtures.SIZE;
import static c4.command.BookCommandFixtures.build;
import static c4.command.BookCommandFixtures.run;
import static c4.command.BookCommandFixtures.usageError;
import static c4.command.BookCommandFixtures.withEntriesSwapped;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.book.build.BookPlies;
import c4.command.BookCommandFixtures.Run;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.search.Solver;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code c4 book verify}: a sample of the entries solved again, and every wrong entry named. */
class BookVerifyCommandTest {
    @TempDir
    Path dir;

    @Test
    void verifyPassesABuiltBookAndNamesEveryWrongEntry() throws Exception {
        Path file = build(dir, 6);
        Book book = Book.read(file);
        Run ok = run("verify", file.toString(), "--sample", "40", "--seed", "7", "--threads", "1", "--hash", "4");
        assertEquals(0, ok.status(), ok.out());
        assertEquals(
                "verified 40 of " + book.entries() + " entries (plies 0..6, seed 7), scores and moves: 0 mismatches\n",
                ok.out());

        // the same book with two scores changed, checksum and all: only re-solving can tell
        int[] sample = BookVerifyCommand.sample(BookVerifyCommand.eligible(book, 0), 40, 7);
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
        }
        int first = sample[3];
        int second = sample[30];
        scores[first] = (byte) (scores[first] + 1);
        scores[second] = (byte) -(scores[second] + 2);
        Path bad = dir.resolve("bad.c4b");
        new Book(SIZE, 6, keys, scores).write(bad); // and no moves
        Run r = run("verify", bad.toString(), "--sample", "40", "--seed", "7", "--threads", "1", "--hash", "4");
        assertEquals(1, r.status());
        String expected =
                mismatch(book, first, scores[first]) + mismatch(book, second, scores[second]) + "verified 40 of "
                        + book.entries() + " entries (plies 0..6, seed 7), scores and moves: 2 mismatches\n";
        assertEquals(expected, r.out());

        // the right scores, and a sampled move that loses value (another playable column)
        byte[] moves = new byte[book.entries()];
        int wrongMove = -1;
        try (Solver solver = new Solver(SIZE, 1, 4)) {
            for (int i = 0; i < moves.length; i++) {
                moves[i] = (byte) book.moveAt(i);
                scores[i] = (byte) book.scoreAt(i);
            }
            for (int k = 0; k < sample.length && wrongMove < 0; k++) {
                Position p = PositionCodes.positionOf(SIZE, keys[sample[k]]);
                for (int c = 0; c < SIZE.width && wrongMove < 0; c++) {
                    if (!p.canPlay(c)) continue;
                    Position child = p.copy();
                    child.play(c);
                    if (child.isGameOver()) continue;
                    if (-solver.solve(child, false).score() < book.scoreAt(sample[k])) {
                        wrongMove = sample[k];
                        moves[wrongMove] = (byte) c;
                    }
                }
            }
        }
        assertTrue(wrongMove >= 0);
        Path badMove = dir.resolve("badmove.c4b");
        new Book(SIZE, 6, keys, scores, moves).write(badMove);
        Run m = run("verify", badMove.toString(), "--sample", "40", "--seed", "7", "--threads", "1", "--hash", "4");
        assertEquals(1, m.status());
        Position wrong = PositionCodes.positionOf(SIZE, keys[wrongMove]);
        assertTrue(
                m.out()
                        .startsWith("mismatch " + wrong.moveString() + ": the book's move " + (moves[wrongMove] + 1)
                                + " is worth "),
                m.out());
        assertTrue(
                m.out()
                        .endsWith(", the position " + book.scoreAt(wrongMove) + "\nverified 40 of " + book.entries()
                                + " entries (plies 0..6, seed 7), scores and moves: 1 mismatch\n"),
                m.out());

        Run deep = run(
                "verify", file.toString(), "--sample", "1000000", "--min-ply", "6", "--seed", "1", "--threads", "2");
        assertEquals(0, deep.status());
        long deepest = BookPlies.enumerate(SIZE, 6)[6].length; // "of" counts the entries of --min-ply's plies only
        assertEquals(
                "verified " + deepest + " of " + deepest + " entries (plies 6..6, seed 1), scores and moves: 0"
                        + " mismatches\n",
                deep.out());
        assertEquals(
                "book verify: --min-ply 7 is beyond the book's depth 6: nothing to verify",
                usageError("verify", file.toString(), "--min-ply", "7"));
    }

    private static String mismatch(Book book, int i, int wrong) {
        Position p = PositionCodes.positionOf(SIZE, book.keyAt(i));
        return "mismatch " + (p.moveCount() == 0 ? "-" : p.moveString()) + ": book " + wrong + ", solver "
                + book.scoreAt(i) + "\n";
    }

    @Test
    void theSampleIsDistinctAndFollowsTheSeed() throws Exception {
        Book book = Book.read(build(dir, 5));
        int[] a = BookVerifyCommand.sample(BookVerifyCommand.eligible(book, 2), 50, 11);
        assertArrayEquals(a, BookVerifyCommand.sample(BookVerifyCommand.eligible(book, 2), 50, 11));
        assertFalse(java.util.Arrays.equals(a, BookVerifyCommand.sample(BookVerifyCommand.eligible(book, 2), 50, 12)));
        for (int i = 0; i < a.length; i++) {
            assertTrue(i == 0 || a[i - 1] < a[i], "sorted and distinct");
            assertTrue(PositionCodes.stonesOf(SIZE, book.keyAt(a[i])) >= 2);
        }
        long[][] plies = BookPlies.enumerate(SIZE, 5);
        assertEquals(
                book.entries() - plies[0].length - plies[1].length,
                BookVerifyCommand.sample(BookVerifyCommand.eligible(book, 2), Integer.MAX_VALUE, 1).length,
                "all entries of at least 2 stones");
    }

    /** verify: a book without entries, and one with keys out of order (lookups miss them), fail verification. */
    @Test
    void verifyReportsAnEmptyBookAndKeysOutOfOrder() throws Exception {
        Path empty = dir.resolve("empty.c4b");
        new Book(SIZE, 3, new long[0], new byte[0]).write(empty);
        Run none = run("verify", empty.toString(), "--threads", "1", "--hash", "4");
        assertEquals(1, none.status(), none.out());
        assertEquals("the book has no entries: not even the empty board (the book is malformed)\n", none.out());

        Book book = Book.read(build(dir, 4));
        Path swapped = withEntriesSwapped(dir, book, book.entries() - 2); // the last two entries
        Run order = run("verify", swapped.toString(), "--sample", "3", "--seed", "1", "--threads", "1", "--hash", "4");
        assertEquals(1, order.status(), order.out());
        assertTrue(
                order.out().startsWith("order: 1 entry out of key order (lookups miss them: the book is malformed)\n"),
                order.out());
        assertTrue(order.out().endsWith(" 0 mismatches; 1 entry out of key order\n"), order.out());
    }
}
