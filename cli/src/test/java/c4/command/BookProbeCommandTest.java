package c4.command;

import static c4.command.BookCommandFixtures.SIZE;
import static c4.command.BookCommandFixtures.build;
import static c4.command.BookCommandFixtures.run;
import static c4.command.BookCommandFixtures.usageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.command.BookCommandFixtures.Run;
import c4.core.Echo;
import c4.core.Position;
import c4.search.Solver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code c4 book probe}: a position's score and best move from the book, checked against the solver. */
class BookProbeCommandTest {
    @TempDir
    Path dir;

    @Test
    void probeGivesTheSolversScoreOrSaysWhyNot() throws Exception {
        Path file = build(dir, 5);
        try (Solver solver = new Solver(SIZE, 1, 4)) {
            for (String moves : List.of("", "3", "32", "5", "12345", "1111")) {
                Position p = Position.parse(moves, SIZE);
                String shown = moves.isEmpty() ? "-" : moves;
                Run r = run("probe", file.toString(), shown);
                assertEquals(0, r.status(), r.out());
                int score = solver.solve(p, false).score();
                String[] words = r.out().trim().split(" ");
                assertEquals(shown + " " + score, words[0] + " " + words[1], r.out());
                if (p.moveCount() == 5 && score < 0) {
                    assertEquals(2, words.length, "no move for a lost position of the deepest ply: " + r.out());
                    continue;
                }
                assertEquals("best", words[2], r.out());
                assertEquals(
                        score,
                        solver.columnScore(p, Integer.parseInt(words[3]) - 1, false),
                        "the best move keeps the score: " + r.out());
            }
        }
        Run deep = run("probe", file.toString(), "3", "123451");
        assertEquals(1, deep.status());
        assertTrue(
                deep.out().endsWith("123451 not in the book: 6 stones, deeper than the book's depth 5\n"), deep.out());
        Run spaced = run("probe", file.toString(), " 1212121 ");
        assertEquals("1212121 not in the book: the game is over (won)\n", spaced.out(), "spaces around MOVES dropped");
        Run empty = run("probe", file.toString(), "", " ");
        assertEquals(0, empty.status(), empty.out());
        String[] emptyLines = empty.out().split("\n");
        assertEquals(2, emptyLines.length, empty.out());
        for (String line : emptyLines) {
            assertTrue(line.startsWith("- "), "the empty board is echoed as '-', not as an empty field: " + line);
        }
        Run won = run("probe", file.toString(), "1212121");
        assertEquals(1, won.status());
        assertEquals("1212121 not in the book: the game is over (won)\n", won.out());
        assertEquals(
                "book probe: MOVES '1216': move 4 ('6'): column 6 ('6') is off the 5x4 board",
                usageError("probe", file.toString(), "1216"));
        assertEquals("book probe: MOVES is missing (see c4 book probe --help)", usageError("probe", file.toString()));
        assertEquals(
                "book probe: MOVES '9': move 1 ('9'): column 9 ('9') is off the 5x4 board",
                usageError("probe", file.toString(), "3", "9", "1111"),
                "every MOVES is checked before any answer");
    }

    /**
     * A sub-book lacks what its root does not reach: said as such, while a position it reaches
     * (also through the root's mirror image) is answered.
     */
    @Test
    void aSubBookNamesItsRootForWhatItDoesNotReach() throws Exception {
        Path sub = BookCommandFixtures.buildInto(dir.resolve("sub.c4b"), 4, "--root", "12");
        Run r = run("probe", sub.toString(), "-", "21", "1243", "54");
        assertEquals(1, r.status(), r.out());
        String[] lines = r.out().split("\n");
        String outside = " not in the book: not reached from the book's root 12 (a sub-book holds only what its root"
                + " reaches, or its mirror image)";
        assertEquals("-" + outside, lines[0]);
        assertEquals("21" + outside, lines[1], "the same stones, but of the other players");
        assertTrue(lines[2].startsWith("1243 "), "reached from the root: " + lines[2]);
        assertTrue(!lines[2].contains("not in the book"), lines[2]);
        assertTrue(lines[3].startsWith("54 ") && !lines[3].contains("not in the book"), "the mirror: " + lines[3]);
        assertTrue(run("info", sub.toString()).out().contains("\nroot     12\n"), "info names the root");
    }

    /**
     * A malformed book is refused in one line that shows its name as every refusal of a book
     * does, escaped: a newline or a terminal escape in the name is not written out raw.
     */
    @Test
    void aMalformedBookIsRefusedWithItsNameEscaped() throws Exception {
        Path file = build(dir, 3);
        Path swapped = BookCommandFixtures.withEntriesSwapped(dir, Book.read(file), 5);
        Path named = Files.move(swapped, dir.resolve("bad\n\u001b[31mbook.c4b"));
        String message = usageError("probe", named.toString(), "-");
        String shown = Echo.text(named.toString());
        assertTrue(shown.contains("bad\\n\\u001B[31mbook"), shown);
        assertTrue(message.startsWith("book probe: book " + shown + " is malformed: "), message);
        assertTrue(message.endsWith("(book info " + shown + " lists every problem)"), message);
        assertTrue(!message.contains("\n") && !message.contains("\u001b"), "one line, no raw escape: " + message);
    }

    /** A book with entries beyond its header's depth is refused naming what they are, and how many. */
    @Test
    void aBookWithEntriesBeyondItsDepthIsRefusedSayingSo() throws Exception {
        Book book = Book.read(build(dir, 4));
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        int deeper = 0;
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
            if (c4.core.PositionCodes.stonesOf(SIZE, keys[i]) > 3) deeper++;
        }
        Path shallow = dir.resolve("shallow.c4b");
        new Book(SIZE, 3, keys, scores).write(shallow);
        String shown = Echo.text(shallow.toString());
        assertEquals(
                "book probe: book " + shown + " is malformed: " + deeper + " entries beyond the depth (the book is"
                        + " malformed) (book info " + shown + " lists every problem)",
                usageError("probe", shallow.toString(), "-"));
    }
}
