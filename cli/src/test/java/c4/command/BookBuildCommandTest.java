package c4.command;

import static c4.command.BookCommandFixtures.SIZE;
import static c4.command.BookCommandFixtures.build;
import static c4.command.BookCommandFixtures.buildInto;
import static c4.command.BookCommandFixtures.run;
import static c4.command.BookCommandFixtures.usageError;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.command.BookCommandFixtures.Run;
import c4.core.Echo;
import c4.core.Position;
import c4.options.CommandLines;
import c4.search.Solver;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code c4 book build}: the book the builder makes, sub-books from --root, and the journals and files it refuses. */
class BookBuildCommandTest {
    @TempDir
    Path dir;

    @Test
    void buildWritesTheBookTheBuilderMakesAndReportsIt() throws Exception {
        Path file = build(dir, 6);
        Book expected = new BookBuilder(SIZE, 6, 1, 4).build(BuildListener.NONE).book();
        assertArrayEquals(expected.toBytes(), Files.readAllBytes(file));
        assertFalse(Files.exists(Path.of(file + ".journal")), "the journal is deleted");
        // an existing file is replaced only with --force: without it, refused before any work, untouched
        Path other = Files.writeString(dir.resolve("notes.txt"), "not a book\n");
        assertEquals(
                "book build: --out " + other + ": already exists; give --force to replace it, or name another file",
                usageError("build", "--size=5x4", "--depth=6", "--threads=1", "--out=" + other));
        assertEquals("not a book\n", Files.readString(other));
        assertFalse(Files.exists(Path.of(other + ".journal")), "no journal started");
        assertEquals(
                "book build: --out " + file + ": already exists; give --force to replace it, or name another file",
                usageError("build", "--size=5x4", "--depth=6", "--out=" + file));
        Run again = run("build", "--size=5x4", "--depth=6", "--threads=1", "--out=" + file, "--force");
        assertTrue(
                again.out()
                        .startsWith(String.format(
                                "book %s: 5x4 depth 6, %d entries, %d bytes, checksum %08x; %d solved,"
                                        + " 0 from the journal; ",
                                file, expected.entries(), Files.size(file), expected.checksum(), expected.entries())),
                again.out());
        // one line per ply on stderr, deepest first
        List<Integer> plies = new ArrayList<>();
        for (String line : again.err().split("\n")) {
            if (line.startsWith("book 5x4: ply ")) plies.add(Integer.parseInt(line.split(" ")[3].replace(":", "")));
        }
        assertEquals(List.of(6, 5, 4, 3, 2, 1, 0), plies, again.err());
        assertTrue(again.err().contains("book 5x4: moves of the deepest ply: "), again.err());
    }

    /** A sub-book from --root: probe and solve --book answer from it as the solver does without it. */
    @Test
    void aRootsSubBookAnswersProbeAndSolve() throws Exception {
        Path file = buildInto(dir.resolve("root.c4b"), 7, "--root", "33");
        try (Solver solver = new Solver(SIZE, 1, 4)) {
            for (String moves : List.of("33", "331", "3354", "332211", "3311225")) {
                Position p = Position.parse(moves, SIZE);
                Run probe = run("probe", file.toString(), moves);
                assertEquals(0, probe.status(), probe.out());
                assertEquals(
                        moves + " " + solver.solve(p, false).score(),
                        probe.out().trim().split(" best")[0]);
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                int status = CommandLines.execute(
                        new SolveCommand(),
                        new String[] {"--size", "5x4", "--threads", "1", "--hash", "1", "--book", file.toString(), moves
                        },
                        System.in,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
                assertEquals(0, status);
                assertTrue(
                        out.toString(StandardCharsets.UTF_8)
                                .startsWith(moves + " " + solver.solve(p, false).score()),
                        out.toString(StandardCharsets.UTF_8));
            }
        }
        assertEquals(1, run("probe", file.toString(), "34").status(), "not reachable from the root");
        assertEquals(1, run("probe", file.toString(), "-").status(), "the empty board is above the root");
        assertEquals(
                "book build: option --root '3x': move 2 ('x'): column 33 ('x') is off the 5x4 board",
                usageError("build", "--size", "5x4", "--depth", "7", "--root", "3x"));
        assertEquals(
                "book build: option --root '1111222' has 7 stones, more than --depth 6",
                usageError("build", "--size", "5x4", "--depth", "6", "--root", "1111222"));
    }

    @Test
    void aJournalOfAnotherBuildIsAUsageError() throws Exception {
        Path out = dir.resolve("j.c4b");
        Path journal = dir.resolve("j.journal");
        try (var j = c4.book.build.BookJournal.open(journal, SIZE, 4, c4.book.build.BookJournal.Kind.SCORES)) {
            j.sync();
        }
        assertEquals(
                "book build: journal " + journal + " is of a 5x4 depth 4 build, not of this 5x4 depth 5 one;"
                        + " delete it or choose another journal file",
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "5",
                        "--out",
                        out.toString(),
                        "--journal",
                        journal.toString()));
        assertFalse(Files.exists(out));
    }

    /**
     * A build without moves leaves the moves journal of an earlier build with moves (one stopped
     * in its moves phase), which 'book moves' resumes from, and says so, naming it.
     */
    @Test
    void aBuildWithoutMovesSaysItKeepsAnEarlierMovesJournal() throws Exception {
        Path out = dir.resolve("m.c4b");
        Path movesJournal = BookBuilder.movesJournal(Path.of(out + ".journal"));
        try (var j = c4.book.build.BookJournal.open(movesJournal, SIZE, 4, c4.book.build.BookJournal.Kind.MOVES)) {
            j.sync();
        }
        Run r = run("build", "--size", "5x4", "--depth", "4", "--no-moves", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.exists(movesJournal), "kept");
        assertTrue(
                r.err()
                        .contains("book build: " + movesJournal + " is kept: the moves an earlier build of " + out
                                + " found; 'scripts/c4 book moves " + out + "' resumes from it"),
                r.err());

        // a file of that name that is no moves journal of this build: kept, and said to be no such thing
        Files.writeString(movesJournal, "not a journal\n");
        Run other = run("build", "--size", "5x4", "--depth", "4", "--no-moves", "--force", "--out", out.toString());
        assertEquals(0, other.status(), other.err());
        assertEquals("not a journal\n", Files.readString(movesJournal), "kept as it is");
        assertTrue(
                other.err()
                        .contains("book build: " + movesJournal + " is kept as it is, though it holds no moves of"
                                + " this build: 'scripts/c4 book moves " + out + "' refuses it until it is moved away"),
                other.err());
        assertFalse(other.err().contains("the moves an earlier build"), other.err());
    }

    /** {@code --out} that exists and is not a regular file (a FIFO here, a device node as root) is refused before any work. */
    @Test
    void anOutThatIsNotARegularFileIsRefused() throws Exception {
        Path fifo = dir.resolve("fifo.c4b");
        Process p = new ProcessBuilder("mkfifo", fifo.toString())
                .redirectErrorStream(true)
                .start();
        org.junit.jupiter.api.Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available");
        String e = usageError("build", "--size", "4x4", "--depth", "3", "--out", fifo.toString());
        assertTrue(e.startsWith("book build: --out " + fifo + ": is not a regular file"), e);
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the FIFO is left as it is");
    }

    /**
     * A book name that the file system takes, but only just (220 characters of the 255 a name may
     * have), and its journal's name, which fits too: the build runs, the temporary name the
     * journal is created under fitting as well.
     */
    @Test
    void aLongNameThatFitsIsBuilt() throws Exception {
        Path out = dir.resolve("b".repeat(216) + ".c4b");
        Run r = run("build", "--size", "5x4", "--depth", "1", "--threads", "1", "--hash", "4", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(4, Book.read(out).entries());
        assertFalse(Files.exists(Path.of(out + ".journal")), "the journal is deleted");
    }

    /**
     * The files given to build are named in its refusals as every echoed input is, escaped: a
     * newline or a terminal escape in a name is not written out raw, and each refusal stays one line.
     */
    @Test
    void theFilesARefusalNamesAreEscaped() throws Exception {
        String odd = "odd\n\u001b[31m";
        Path existing = Files.writeString(dir.resolve(odd + "book.c4b"), "not a book\n");
        assertEquals(
                "book build: --out " + Echo.text(existing.toString())
                        + ": already exists; give --force to replace it, or name another file",
                usageError("build", "--size=5x4", "--depth=2", "--out=" + existing));
        Path missing = dir.resolve(odd + "dir").resolve("b.c4b");
        assertEquals(
                "book build: --out " + Echo.text(missing.toString()) + ": no such directory "
                        + Echo.text(missing.getParent().toString()),
                usageError("build", "--size=5x4", "--depth=2", "--out=" + missing));
        Path book = dir.resolve(odd + "same.c4b");
        assertEquals(
                "book build: --journal " + Echo.text(book.toString()) + ": is the same file as --out "
                        + Echo.text(book.toString()),
                usageError("build", "--size=5x4", "--depth=2", "--out=" + book, "--journal=" + book));
        assertTrue(Echo.text(existing.toString()).contains("odd\\n\\u001B[31m"), "escaped");
    }

    /**
     * A journal is named in its refusals, and a book whose name no file system takes in its own, as
     * every echoed input is: escaped and cut, so the message stays one line and short; that book
     * is refused before any work.
     */
    @Test
    void theJournalAndTheBookAreNamedEscapedInTheirMessages() throws Exception {
        Path journal = Files.writeString(dir.resolve("odd\n\u001b[31mjournal"), "not a journal\n");
        assertEquals(
                "book build: journal " + Echo.text(journal.toString())
                        + ": not a book journal (no C4BJRNL header); choose another journal file",
                usageError(
                        "build", "--size=5x4", "--depth=1", "--out=" + dir.resolve("j.c4b"), "--journal=" + journal));
        Path tooLong = dir.resolve("b".repeat(300) + ".c4b"); // no file system takes such a name
        assertEquals(
                "book build: --out " + Echo.text(tooLong.toString()) + ": File name too long",
                usageError(
                        "build",
                        "--size=5x4",
                        "--depth=1",
                        "--out=" + tooLong,
                        "--journal=" + dir.resolve("short.journal")));
        assertFalse(Files.exists(dir.resolve("short.journal")), "refused before any work");
    }
}
