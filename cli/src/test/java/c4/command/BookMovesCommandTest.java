package c4.command;

import static c4.command.BookCommandFixtures.build;
import static c4.command.BookCommandFixtures.buildInto;
import static c4.command.BookCommandFixtures.countMoves;
import static c4.command.BookCommandFixtures.run;
import static c4.command.BookCommandFixtures.usageError;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.command.BookCommandFixtures.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code c4 book moves}: the moves a build finds, added to a book of scores. */
class BookMovesCommandTest {
    @TempDir
    Path dir;

    /** book moves: a book built without moves gets the moves a build finds, resumably, over the file by default. */
    @Test
    void movesAddsToABookOfScoresWhatABuildWouldFind() throws Exception {
        Path withMoves = build(dir, 6);
        Path file = buildInto(dir.resolve("scores.c4b"), 6, "--no-moves");
        Book before = Book.read(file);
        assertEquals(0, countMoves(before));
        Run r = run("moves", file.toString(), "--threads", "2", "--hash", "4");
        assertEquals(0, r.status(), r.err());
        assertArrayEquals(Files.readAllBytes(withMoves), Files.readAllBytes(file));
        Book after = Book.read(file);
        assertTrue(
                r.out()
                        .startsWith(String.format(
                                "book %s: 5x4 depth 6, %d entries, %d with a move, %d bytes, checksum %08x; ",
                                file, after.entries(), countMoves(after), Files.size(file), after.checksum())),
                r.out());
        assertFalse(Files.exists(Path.of(file + ".journal.moves")), "the journal is deleted");
        Path copy = dir.resolve("copy.c4b");
        assertEquals(0, run("moves", file.toString(), "--out", copy.toString()).status());
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(copy));
        assertEquals("book moves: FILE is missing (see c4 book moves --help)", usageError("moves"));
    }

    /**
     * An --out file that exists, other than the input, is kept unless --force: a slip of the name
     * never replaces a file. The input itself, named as --out, is the default and is replaced.
     */
    @Test
    void anOutFileThatExistsIsReplacedOnlyWithForce() throws Exception {
        Path file = buildInto(dir.resolve("scores.c4b"), 4, "--no-moves");
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "my notes\n");
        assertEquals(
                "book moves: --out " + notes + ": already exists; give --force to replace it, or name another file",
                usageError("moves", file.toString(), "--out", notes.toString()));
        assertEquals("my notes\n", Files.readString(notes));
        assertFalse(Files.exists(Path.of(notes + ".journal.moves")), "no journal left by a refused run");
        assertEquals(
                0,
                run("moves", file.toString(), "--out", notes.toString(), "--force")
                        .status());
        assertArrayEquals(Files.readAllBytes(notes), Book.read(notes).toBytes());
        assertEquals(0, run("moves", file.toString(), "--out", file.toString()).status(), "the input is the default");
        assertArrayEquals(Files.readAllBytes(notes), Files.readAllBytes(file));
    }
}
