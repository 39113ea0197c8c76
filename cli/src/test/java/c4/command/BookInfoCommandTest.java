package c4.command;

import static c4.command.BookCommandFixtures.SIZE;
import static c4.command.BookCommandFixtures.build;
import static c4.command.BookCommandFixtures.countMoves;
import static c4.command.BookCommandFixtures.run;
import static c4.command.BookCommandFixtures.usageError;
import static c4.command.BookCommandFixtures.withEntriesSwapped;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.book.build.BookPlies;
import c4.command.BookCommandFixtures.Run;
import c4.core.BoardSize;
import c4.core.Position;
import c4.io.Progress;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.perft.ProgressMeter;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code c4 book info}: the header and the entries of each ply, and what makes a book malformed. */
class BookInfoCommandTest {
    @TempDir
    Path dir;

    @Test
    void infoPrintsTheHeaderAndTheEntriesOfEachPly() throws Exception {
        Path file = build(dir, 5);
        Book book = Book.read(file);
        StringBuilder want = new StringBuilder();
        want.append("file     ").append(file).append('\n');
        want.append("bytes    ").append(Files.size(file)).append('\n');
        want.append("size     5x4\ndepth    5\nroot     -\n");
        want.append("entries  ").append(book.entries()).append('\n');
        want.append("moves    ").append(countMoves(book)).append(" (none for the others)\n");
        want.append(String.format("checksum %08x%n", book.checksum()));
        // the counts right-aligned, the widest from column 9 as the other values
        want.append("ply 0      1\nply 1      3\nply 2     13\nply 3     49\nply 4    177\nply 5    542\n");
        Run r = run("info", file.toString());
        assertEquals(0, r.status());
        assertEquals(want.toString(), r.out());
        Path one = BookCommandFixtures.buildInto(dir.resolve("one.c4b"), 0); // the empty board, not lost
        assertTrue(run("info", one.toString()).out().contains("\nmoves    1\n"), "a move for every entry");
    }

    /**
     * The audit of a book of at least {@link BookCommand#AUDIT_PROGRESS_ENTRIES} entries (seconds of
     * checks) shows its progress on stderr; a smaller book's shows none. stdout is the same.
     */
    @Test
    void aLargeBookShowsTheAuditsProgressOnStderr() throws Exception {
        Path file = build(dir, 5);
        Book book = Book.read(file);
        Run plain = run("info", file.toString());
        assertEquals(0, plain.status());
        assertEquals("", plain.err(), "a small book: nothing on stderr");
        assertTrue(book.entries() < BookCommand.AUDIT_PROGRESS_ENTRIES);

        // a meter that draws every update, as Progress does when its interval has passed
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
        ProgressMeter.Factory drawn = (label, total) -> new ProgressMeter() {
            @Override
            public void update(long done, String detail) {
                err.println(label + ": " + done + "/" + total);
            }

            @Override
            public void finish() {
                err.println(label + ": finished");
            }
        };
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
        long bytes = Files.size(file);
        int entries = book.entries();
        assertEquals(0, BookInfoCommand.info(book, file.toString(), bytes, out, entries, drawn));
        assertEquals(plain.out(), outBytes.toString(StandardCharsets.UTF_8), "stdout: the results only");
        assertEquals(
                "book info: " + entries + "/" + entries + "\nbook info: finished\n",
                errBytes.toString(StandardCharsets.UTF_8));

        errBytes.reset();
        outBytes.reset();
        assertEquals(0, BookInfoCommand.info(book, file.toString(), bytes, out, entries + 1, drawn));
        assertEquals("", errBytes.toString(StandardCharsets.UTF_8), "one entry short of the threshold: no meter");
        assertEquals(plain.out(), outBytes.toString(StandardCharsets.UTF_8));
        outBytes.reset();
        assertEquals(0, BookInfoCommand.info(book, file.toString(), bytes, out, 1, Progress.on(err)));
        assertEquals(plain.out(), outBytes.toString(StandardCharsets.UTF_8), "the real meter writes stderr only");
    }

    /**
     * The table of plies lines up however deep the book: plies of two digits and counts of five
     * right-aligned, the widest count from column 9, as the other lines' values.
     */
    @Test
    void thePlyTableLinesUpWithPliesOfTwoDigits() throws Exception {
        Path deep = dir.resolve("deep.c4b");
        long[] keys = java.util.Arrays.stream(BookPlies.enumerate(SIZE, 11))
                .flatMapToLong(java.util.Arrays::stream)
                .sorted()
                .toArray();
        new Book(SIZE, 11, keys, new byte[keys.length]).write(deep); // every position of 0..11 stones, all draws
        Run r = run("info", deep.toString());
        assertEquals(0, r.status(), r.out());
        assertTrue(
                r.out()
                        .endsWith("\nentries  150710\nmoves    0 (none for the others)\nchecksum db1b8ac5\n"
                                + "ply  0       1\n"
                                + "ply  1       3\n"
                                + "ply  2      13\n"
                                + "ply  3      49\n"
                                + "ply  4     177\n"
                                + "ply  5     542\n"
                                + "ply  6    1626\n"
                                + "ply  7    4090\n"
                                + "ply  8    9964\n"
                                + "ply  9   20697\n"
                                + "ply 10   41876\n"
                                + "ply 11   71672\n"),
                r.out());
        assertEquals(java.util.List.of("ply 0    7"), BookInfoCommand.plyLines(new long[] {7}));
        assertEquals(
                java.util.List.of("ply  0          1", "ply  9          0", "ply 10   12345678"),
                BookInfoCommand.plyLines(new long[] {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12345678}).stream()
                        .filter(line -> !line.matches("ply  [1-8] .*"))
                        .toList());
    }

    /** Entries a lookup cannot use (beyond the depth, out of key order) are found by info, not by a load. */
    @Test
    void infoReportsMalformedEntries() throws Exception {
        Book book = Book.read(build(dir, 5));
        long[][] plies = BookPlies.enumerate(SIZE, 5);
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
        }
        Path shallow = dir.resolve("shallow.c4b");
        new Book(SIZE, 3, keys, scores).write(shallow);
        Run deep = run("info", shallow.toString());
        assertEquals(1, deep.status());
        assertTrue(
                deep.out()
                        .endsWith("ply 3    " + plies[3].length + "\ndeeper   " + (plies[4].length + plies[5].length)
                                + " entries beyond the depth (the book is malformed)\n"),
                deep.out());

        // the first two entries swapped, with a checksum that matches: a load accepts it
        Path swapped = withEntriesSwapped(dir, book, 0);
        assertEquals(book.entries(), Book.read(swapped).entries());
        Run order = run("info", swapped.toString());
        assertEquals(1, order.status());
        assertTrue(
                order.out()
                        .endsWith("ply 5    " + plies[5].length
                                + "\norder    1 entry out of key order (lookups miss them: the book is malformed)\n"),
                order.out());

        // a move into a full column
        byte[] moves = new byte[book.entries()];
        for (int i = 0; i < moves.length; i++) moves[i] = (byte) book.moveAt(i);
        Position full = Position.parse("1111", SIZE);
        int at = java.util.Arrays.binarySearch(keys, Book.key(SIZE, full.currentStones(), full.mask()));
        moves[at] = (byte) (full.code() == Book.key(SIZE, full.currentStones(), full.mask()) ? 0 : SIZE.width - 1);
        Path illegal = dir.resolve("illegal.c4b");
        new Book(SIZE, 5, keys, scores, moves).write(illegal);
        Run bad = run("info", illegal.toString());
        assertEquals(1, bad.status());
        assertTrue(
                bad.out().endsWith("\nillegal  1 move not playable in its position (the book is malformed)\n"),
                bad.out());
    }

    /**
     * A header whose depth was raised past its entries (the checksum made to match, as a forger would):
     * info finds the depth's ply empty, verify reports it, and moves refuses to build on the book.
     */
    @Test
    void aDepthWithoutItsPlyIsMalformedForInfoAndMoves() throws Exception {
        Path sound = build(dir, 5);
        Book book = Book.read(sound);
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
        }
        Path forged = dir.resolve("forged.c4b");
        new Book(SIZE, 6, keys, scores).write(forged); // depth 6, entries of at most 5 stones
        Run info = run("info", forged.toString());
        assertEquals(1, info.status());
        assertTrue(
                info.out()
                        .endsWith("ply 6      0\ndeepest  no entries of 6 stones, the most the header's depth allows "
                                + "(the book is malformed)\n"),
                info.out());
        String malformed = "book " + forged + " is malformed: no entries of 6 stones, the most the header's depth "
                + "allows (the book is malformed) (book info " + forged + " lists every problem)";
        assertEquals(
                "book moves: " + malformed, usageError("moves", forged.toString(), "--threads", "1", "--hash", "1"));
        // the commands that answer from a book refuse it too: its lookups could answer wrongly
        assertEquals("book probe: " + malformed, usageError("probe", forged.toString(), "-"));
        assertEquals(
                "solve: --book: " + malformed,
                assertThrows(
                                UsageException.class,
                                () -> CommandLines.execute(
                                        new SolveCommand(),
                                        new String[] {"--size", "5x4", "--book", forged.toString(), "12"},
                                        System.in,
                                        new PrintStream(OutputStream.nullOutputStream()),
                                        new PrintStream(OutputStream.nullOutputStream())))
                        .getMessage());
        // verify re-solves entries, which all hold: the malformation is what it must still report
        Run verify = run("verify", forged.toString(), "--sample", "20", "--seed", "1", "--threads", "1", "--hash", "1");
        assertEquals(1, verify.status(), verify.out());
        assertTrue(verify.out().startsWith("deepest  no entries of 6 stones"), verify.out());
        assertTrue(verify.out().endsWith("0 mismatches; the book is malformed (above)\n"), verify.out());
        // the depth of a full board, 20 cells: its ply holds nothing in any book, the one before must
        Path full = dir.resolve("full.c4b");
        new Book(SIZE, SIZE.cells, keys, scores).write(full);
        Run deepest = run("info", full.toString());
        assertEquals(1, deepest.status());
        assertTrue(deepest.out().contains("\ndeepest  no entries of " + (SIZE.cells - 1) + " stones"), deepest.out());
        assertEquals(0, run("info", sound.toString()).status(), "a sound book has no problem");
    }

    /**
     * A key that no game reaches (here two stones in one column, both of the side to move) is
     * malformed for info, and verify reports it without re-solving anything.
     */
    @Test
    void aKeyOfNoReachablePositionIsMalformed() throws Exception {
        Book book = Book.read(build(dir, 4));
        long bottom = 1L; // the first column's two lowest cells, both the side to move's
        long unreachable = Book.key(SIZE, bottom | bottom << 1, bottom | bottom << 1);
        java.util.TreeMap<Long, Byte> entries = new java.util.TreeMap<>();
        for (int i = 0; i < book.entries(); i++) entries.put(book.keyAt(i), (byte) book.scoreAt(i));
        entries.put(unreachable, (byte) 0);
        long[] keys = entries.keySet().stream().mapToLong(Long::longValue).toArray();
        byte[] scores = new byte[keys.length];
        for (int i = 0; i < keys.length; i++) scores[i] = entries.get(keys[i]);
        Path forged = dir.resolve("unreachable.c4b");
        new Book(SIZE, 4, keys, scores).write(forged);
        Run info = run("info", forged.toString());
        assertEquals(1, info.status(), info.out());
        assertTrue(
                info.out().contains("\nkeys     1 code of no position a game reaches (the book is malformed)\n"),
                info.out());
        Run verify = run("verify", forged.toString(), "--threads", "1", "--hash", "1");
        assertEquals(1, verify.status(), verify.out());
        assertTrue(
                verify.out().endsWith("verified 0 of " + keys.length + " entries: the book is malformed (above)\n"),
                verify.out());
        // such a key as the book's only, so its root: info names no root, probe blames the book
        Path rootless = dir.resolve("rootless.c4b");
        new Book(SIZE, 2, new long[] {unreachable}, new byte[] {0}).write(rootless);
        Run only = run("info", rootless.toString());
        assertEquals(1, only.status(), only.out());
        assertTrue(!only.out().contains("\nroot ") && only.out().contains("\nkeys     1 code "), only.out());
        Run probe = run("probe", rootless.toString(), "-");
        assertEquals(
                "- not in the book: missing, though within the book's depth 2 (the book is incomplete)\n", probe.out());
    }

    /** info without a FILE describes the book built into the jar, the one solve and the engine use by default. */
    @Test
    void infoWithoutAFileDescribesTheBuiltInBook() throws Exception {
        Run r = run("info");
        assertEquals(0, r.status(), r.out());
        Book shipped = Book.shipped(BoardSize.STANDARD);
        assertTrue(
                r.out()
                        .startsWith("file     (built into c4.jar) /c4/book/7x6.c4b\nbytes    "
                                + shipped.toBytes().length + "\nsize     7x6\ndepth    " + shipped.depth()
                                + "\nroot     -\nentries  " + shipped.entries() + "\n"),
                r.out());
        assertTrue(r.out().contains(String.format("checksum %08x", shipped.checksum())), r.out());
    }
}
