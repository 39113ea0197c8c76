package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.core.BoardSize;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code setoption name BookFile}: a file that is not a regular one (a named pipe, the engine's
 * own stdin, a device that never ends) is refused at once with one error line; the engine keeps
 * reading commands and its previous book.
 */
@Tag("slow")
class BookFileOptionTest {
    @TempDir
    Path dir;

    /** A file name with control characters, or a huge one, is echoed as every input is: escaped and cut. */
    @Test
    void aBadFileNameIsEchoedEscapedAndShort() throws Exception {
        String huge = "/tmp/" + "x".repeat(65_000);
        String[][] cases = {
            {"a\u0000b", "'a\\u0000b' is not a file name (Nul character not allowed)"},
            {"/tmp/\u001b[31mred\u0001", "book /tmp/\\u001B[31mred\\u0001: no such file"},
            {huge, "book " + huge.substring(0, 60) + "…: cannot be read (File name too long)"},
        };
        try (EngineProcess e = new EngineProcess()) {
            for (String[] c : cases) {
                e.send("setoption name BookFile value " + c[0]);
                List<String> out = e.sync();
                assertEquals(
                        List.of("info string error: setoption: option BookFile: " + c[1]
                                + "; keeping the previous book"),
                        out);
            }
        }
    }

    /** The value is the rest of the line as written: a file name with two spaces in it is that file. */
    @Test
    void aFileNameKeepsItsInnerSpaces() throws Exception {
        Path book = dir.resolve("two  spaces.c4b");
        try (java.io.InputStream in = Book.class.getResourceAsStream("/c4/book/7x6.c4b")) {
            Files.copy(in, book);
        }
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name BookFile value " + book);
            assertEquals(List.of(), e.sync(), "the file with two spaces is read");
            e.send("setoption name BookFile value " + book.toString().replace("  ", " "));
            List<String> out = e.sync();
            assertEquals(1, out.size(), out.toString());
            assertTrue(out.get(0).contains(": no such file; keeping the previous book"), out.get(0));
        }
    }

    @Test
    void pipesAndDevicesAreRefusedAndTheEngineGoesOn() throws Exception {
        List<String> files = new ArrayList<>();
        for (String device : new String[] {"/dev/stdin", "/dev/zero"})
            if (Files.exists(Path.of(device))) files.add(device);
        Path pipe = dir.resolve("pipe");
        Process p = new ProcessBuilder("mkfifo", pipe.toString())
                .redirectErrorStream(true)
                .start();
        if (p.waitFor() == 0) files.add(pipe.toString());
        else System.err.println("BookFileOptionTest: mkfifo failed; no named pipe tested");
        org.junit.jupiter.api.Assumptions.assumeFalse(files.isEmpty(), "no pipe or device to test on this system");
        try (EngineProcess e = new EngineProcess()) {
            e.send("position startpos moves 4453");
            e.send("d");
            List<String> before = e.sync();
            for (String f : files) {
                e.send("setoption name BookFile value " + f);
                List<String> out = e.sync(); // fails after 10 s without readyok
                assertEquals(1, out.size(), f + " -> " + out);
                assertEquals(
                        "info string error: setoption: option BookFile: book " + f
                                + ": not a regular file (a pipe or a device is never read as a book); keeping the previous book",
                        out.get(0));
                e.send("d");
                assertEquals(before, e.sync(), "state changed by BookFile " + f);
            }
            e.send("go depth 4");
            e.untilPrefix("bestmove ", 10_000); // still searching
        }
    }

    /**
     * A book its audit calls malformed (here a header's depth one ply beyond its entries) is refused
     * with the first problem named; the engine keeps its previous book and position.
     */
    @Test
    void aMalformedBookIsRefusedAndThePreviousKept() throws Exception {
        BoardSize size = BoardSize.of(4, 4);
        Book book = new BookBuilder(size, 4, 1, 16).build(BuildListener.NONE).book();
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
        }
        Path forged = dir.resolve("forged.c4b");
        new Book(size, 5, keys, scores).write(forged); // depth 5, entries of at most 4 stones
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name Width value 4");
            e.send("setoption name Height value 4");
            e.send("position startpos moves 12");
            e.send("d");
            List<String> before = e.sync();
            e.send("setoption name BookFile value " + forged);
            assertEquals(
                    List.of("info string error: setoption: option BookFile: book " + forged + " is malformed: no "
                            + "entries of 5 stones, the most the header's depth allows (the book is malformed) (book "
                            + "info " + forged + " lists every problem); keeping the previous book"),
                    e.sync());
            e.send("d");
            assertEquals(before, e.sync());
        }
    }

    /**
     * A book file cut short on disk while the engine holds it mapped: the next go says so once and
     * searches without it, where it reported an internal error on every go.
     */
    @Test
    void aBookCutShortOnDiskIsDroppedWithOneLine() throws Exception {
        Path book = dir.resolve("b.c4b");
        new BookBuilder(BoardSize.of(4, 4), 6, 1, 16).build(book, dir.resolve("b.journal"), BuildListener.NONE);
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name Width value 4");
            e.send("setoption name Height value 4");
            e.send("setoption name BookFile value " + book);
            e.send("position startpos moves 12");
            assertEquals(List.of(), e.sync());
            e.send("go depth 3");
            List<String> fromBook = e.untilPrefix("bestmove ", 10_000);
            assertTrue(fromBook.stream().noneMatch(l -> l.contains("error")), fromBook.toString());
            try (FileChannel c = FileChannel.open(book, StandardOpenOption.WRITE)) {
                c.truncate(c.size() / 2);
            }
            e.send("go depth 3");
            List<String> cut = e.untilPrefix("bestmove ", 10_000);
            assertEquals(
                    List.of("info string error: book " + book + " was cut short on disk since it was read; not used "
                            + "(setoption name BookFile value " + book + " reads it again)"),
                    cut.stream().filter(l -> l.startsWith("info string")).toList(),
                    cut.toString());
            e.send("go depth 3");
            List<String> again = e.untilPrefix("bestmove ", 10_000);
            assertTrue(again.stream().noneMatch(l -> l.startsWith("info string")), again.toString());
        }
    }

    /**
     * A chosen 7x6 book cut short on disk is dropped for every later go, not swapped for the
     * shipped book on the second (which the user did not choose), until BookFile is set again.
     */
    @Test
    void aDroppedBookIsNotReplacedByTheShippedOne() throws Exception {
        Path book = dir.resolve("7x6.c4b");
        Book.shipped(BoardSize.STANDARD).write(book);
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name BookFile value " + book);
            e.send("position startpos moves 4");
            assertEquals(List.of(), e.sync());
            e.send("go depth 3");
            assertTrue(e.untilPrefix("bestmove ", 10_000).contains("info string book"), "from the chosen book");
            try (FileChannel c = FileChannel.open(book, StandardOpenOption.WRITE)) {
                c.truncate(c.size() / 2);
            }
            for (int go = 0; go < 2; go++) {
                e.send("go depth 3");
                List<String> out = e.untilPrefix("bestmove ", 10_000);
                assertFalse(out.contains("info string book"), "go " + go + " after the cut: " + out);
            }
            Book.shipped(BoardSize.STANDARD).write(book); // whole again: read when chosen again
            e.send("setoption name BookFile value " + book);
            e.send("go depth 3");
            assertTrue(e.untilPrefix("bestmove ", 10_000).contains("info string book"), "chosen again");
        }
    }
}
