package c4.book;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.core.BoardSize;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Book files read back as written, and a damaged or foreign file is refused with a message naming it and the fault. */
class BookFileTest {
    private static Book book;

    @TempDir
    Path dir;

    @BeforeAll
    static void build() throws Exception {
        book = new BookBuilder(BoardSize.of(5, 4), 5, 1, 4)
                .build(BuildListener.NONE)
                .book();
    }

    private Path file(String name, byte[] bytes) throws Exception {
        Path f = dir.resolve(name);
        Files.write(f, bytes);
        return f;
    }

    private static String refusal(Path f) {
        return assertThrows(BookException.class, () -> Book.read(f)).getMessage();
    }

    @Test
    void aWrittenBookReadsBackTheSame() throws Exception {
        Path f = dir.resolve("b.book");
        book.write(f);
        Book back = Book.read(f);
        assertArrayEquals(book.toBytes(), Files.readAllBytes(f));
        assertEquals(book.size(), back.size());
        assertEquals(book.depth(), back.depth());
        assertEquals(book.entries(), back.entries());
        for (int i = 0; i < book.entries(); i++) {
            assertEquals(book.keyAt(i), back.keyAt(i));
            assertEquals(book.scoreAt(i), back.scoreAt(i));
            assertEquals(book.moveAt(i), back.moveAt(i));
        }
        assertEquals(book.checksum(), back.checksum());
        assertEquals(back.size(), Book.read(f, BoardSize.of(5, 4)).size());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "the temporary file is gone");
        }
        if (f.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Path plain = Files.createFile(dir.resolve("plain"));
            assertEquals(
                    Files.getPosixFilePermissions(plain),
                    Files.getPosixFilePermissions(f),
                    "a book gets the permissions of any new file");
        }
    }

    /** A book of the first format (entries without a move byte) reads as a book without moves. */
    @Test
    void aVersionOneFileReadsAsABookWithoutMoves() throws Exception {
        byte[] bytes = book.toBytes();
        int entry = (bytes.length - BookFormat.HEADER_BYTES) / book.entries(); // key bytes, score, move
        ByteBuffer old = ByteBuffer.allocate(BookFormat.HEADER_BYTES + book.entries() * (entry - 1));
        old.put(bytes, 0, BookFormat.HEADER_BYTES);
        for (int i = 0; i < book.entries(); i++) old.put(bytes, BookFormat.HEADER_BYTES + i * entry, entry - 1);
        byte[] v1 = old.array();
        ByteBuffer.wrap(v1).putShort(6, (short) 1).putInt(20, BookFormat.checksum(v1));
        Book back = Book.read(file("v1.book", v1));
        assertEquals(false, back.holdsMoves());
        assertEquals(true, book.holdsMoves());
        assertEquals(book.entries(), back.entries());
        int moves = 0;
        for (int i = 0; i < book.entries(); i++) {
            assertEquals(book.keyAt(i), back.keyAt(i));
            assertEquals(book.scoreAt(i), back.scoreAt(i));
            assertEquals(Book.NO_MOVE, back.moveAt(i));
            if (book.moveAt(i) != Book.NO_MOVE) moves++;
        }
        assertEquals(true, moves > book.entries() / 2, moves + " moves of " + book.entries());
    }

    @Test
    void truncatedAndOverlongFilesAreRefused() throws Exception {
        byte[] bytes = book.toBytes();
        Path f = file("t.book", Arrays.copyOf(bytes, bytes.length - 3));
        assertEquals(
                "book " + f + ": truncated (" + (bytes.length - 3) + " bytes, the header says " + bytes.length + ")",
                refusal(f));
        f = file("l.book", Arrays.copyOf(bytes, bytes.length + 1));
        assertEquals(
                "book " + f + ": too long (" + (bytes.length + 1) + " bytes, the header says " + bytes.length + ")",
                refusal(f));
        f = file("h.book", Arrays.copyOf(bytes, 10));
        assertEquals("book " + f + ": truncated (10 bytes, the header alone is 24)", refusal(f));
        f = file("m.book", Arrays.copyOf(bytes, 3));
        assertEquals("book " + f + ": not a c4 book (no C4BOOK header)", refusal(f));
    }

    @Test
    void aFlippedByteIsCaughtByTheChecksum() throws Exception {
        byte[] bytes = book.toBytes();
        for (int at : new int[] {21, 23, BookFormat.HEADER_BYTES + 2, bytes.length / 2, bytes.length - 1}) {
            byte[] damaged = bytes.clone();
            damaged[at] ^= 0x10;
            Path f = file("c" + at + ".book", damaged);
            assertEquals("book " + f + ": checksum mismatch (the file is corrupt)", refusal(f), "byte " + at);
        }
        // header fields out of range are named before the length and the checksum are checked
        byte[] deep = bytes.clone();
        deep[10] = 21;
        Path f = file("d.book", deep);
        assertEquals("book " + f + ": corrupt header (depth 21 on a board of 20 cells)", refusal(f));
        byte[] wide = bytes.clone();
        wide[11] = 8;
        f = file("k.book", wide);
        assertEquals("book " + f + ": corrupt header (keys of 8 bytes, where 5x4 needs 4)", refusal(f));
        byte[] unsigned = bytes.clone(); // header bytes are unsigned: 200 is not -56
        unsigned[10] = (byte) 200;
        f = file("u.book", unsigned);
        assertEquals("book " + f + ": corrupt header (depth 200 on a board of 20 cells)", refusal(f));
    }

    @Test
    void foreignFilesAreRefused() throws Exception {
        Path text = file("n.book", "4453 2\n44 -1\n 0123456789012345678901234567890\n".getBytes());
        assertEquals("book " + text + ": not a c4 book (no C4BOOK header)", refusal(text));
        Path missing = dir.resolve("none.book");
        assertEquals("book " + missing + ": no such file", refusal(missing));
        Path f = dir.resolve("b.book");
        book.write(f);
        assertEquals(
                "book " + f + " is for 5x4 boards, not 7x6",
                assertThrows(BookException.class, () -> Book.read(f, BoardSize.STANDARD))
                        .getMessage());
        byte[] newer = book.toBytes();
        ByteBuffer.wrap(newer).putShort(6, (short) 3);
        Path v = file("v.book", newer);
        assertEquals("book " + v + ": format version 3, expected 1 or 2", refusal(v));
        byte[] badSize = book.toBytes();
        badSize[8] = 9;
        badSize[9] = 9; // 9 x 10 bits do not fit a long
        Path s = file("s.book", badSize);
        assertEquals(
                "book " + s + ": corrupt header (board size 9x9 does not fit a 64-bit bitboard: width*(height+1) = 90"
                        + " > 64 (7x6, 8x7, 9x6, 6x5, 4x4 all fit))",
                refusal(s));
    }

    /** A named pipe, made with mkfifo; null (the caller skips) where there is no mkfifo. */
    static Path fifo(Path dir) throws Exception {
        Path f = dir.resolve("pipe");
        try {
            Process p = new ProcessBuilder("mkfifo", f.toString())
                    .redirectErrorStream(true)
                    .start();
            if (p.waitFor() == 0) return f;
        } catch (java.io.IOException e) {
            // no mkfifo: not Linux or a Unix
        }
        return null;
    }

    /**
     * Only regular files are opened: a named pipe with no writer, or a device that never ends,
     * would block or exhaust the heap. Each is refused at once, by name.
     */
    @Test
    void pipesDevicesAndDirectoriesAreRefusedWithoutReading() throws Exception {
        Path pipe = fifo(dir);
        org.junit.jupiter.api.Assumptions.assumeTrue(pipe != null, "mkfifo is not available: no named pipe to test");
        String pipeRefusal = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(10), () -> refusal(pipe), "reading a named pipe without a writer blocks");
        assertEquals("book " + pipe + ": not a regular file (a pipe or a device is never read as a book)", pipeRefusal);
        for (String device : new String[] {"/dev/zero", "/dev/null"}) {
            Path d = Path.of(device);
            if (!Files.exists(d)) continue;
            String r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                    java.time.Duration.ofSeconds(10), () -> refusal(d), device);
            assertEquals("book " + device + ": not a regular file (a pipe or a device is never read as a book)", r);
        }
        assertEquals("book " + dir + ": is a directory, not a book file", refusal(dir));
        assertEquals("book '': no file name given", refusal(Path.of("")), "not the working directory");
    }

    /** A file above the bound is refused from its size alone: nothing of it is read. */
    @Test
    void aFileAboveTheBoundIsRefusedBeforeReading() throws Exception {
        Path huge = dir.resolve("huge.c4b");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            f.write(book.toBytes(), 0, BookFormat.HEADER_BYTES); // a book's header: only the size is wrong
            f.setLength(Book.MAX_FILE_BYTES + 1); // sparse: no disk space taken
        }
        String r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(10), () -> refusal(huge));
        assertEquals(
                "book " + huge + ": " + (Book.MAX_FILE_BYTES + 1) + " bytes, more than any book file ("
                        + Book.MAX_FILE_BYTES + " bytes at most)",
                r);
    }

    /** A stream (a resource) is read no further than its header says, plus one byte to see it ends. */
    @Test
    void aStreamIsReadNoFurtherThanItsHeaderSays() throws Exception {
        byte[] bytes = book.toBytes();
        long[] served = {0};
        java.io.InputStream endless = new java.io.InputStream() { // the book, then zeros for ever
                    @Override
                    public int read() throws java.io.IOException {
                        if (served[0] > 4L * bytes.length)
                            throw new java.io.IOException("read " + served[0] + " bytes: too far");
                        int b = served[0] < bytes.length ? bytes[(int) served[0]] & 0xFF : 0;
                        served[0]++;
                        return b;
                    }
                };
        String r = assertThrows(BookException.class, () -> Book.read(endless, "endless"))
                .getMessage();
        assertEquals("book endless: too long (more than the " + bytes.length + " bytes the header says)", r);
        assertEquals(bytes.length + 1, served[0]);
        // a header announcing more entries than any book file holds
        byte[] big = bytes.clone();
        ByteBuffer.wrap(big).putLong(12, Book.MAX_FILE_BYTES / 6);
        r = assertThrows(BookException.class, () -> Book.read(new java.io.ByteArrayInputStream(big), "big"))
                .getMessage();
        assertEquals(
                "book big: corrupt header (" + Book.MAX_FILE_BYTES / 6 + " entries, more than a book file of "
                        + Book.MAX_FILE_BYTES + " bytes holds)",
                r);
    }

    /** The book's bytes with entry {@code i}'s score and move replaced, and a checksum that matches. */
    private static byte[] withEntry(int i, int score, int move) {
        byte[] bytes = book.toBytes();
        int entry = (bytes.length - BookFormat.HEADER_BYTES) / book.entries();
        int at = BookFormat.HEADER_BYTES + i * entry + entry - 2;
        bytes[at] = (byte) score;
        bytes[at + 1] = (byte) move;
        ByteBuffer.wrap(bytes).putInt(20, BookFormat.checksum(bytes));
        return bytes;
    }

    /**
     * A lookup returns an entry's score and move as they are, so a well-checksummed entry whose
     * score no position can have, or whose move is off the board, is refused at load.
     */
    @Test
    void entriesOutOfRangeAreRefusedAtLoad() throws Exception {
        BoardSize size = book.size(); // 5x4: scores -winScore(1)..winScore(0) = -10..10
        int last = book.entries() - 1;
        Path f = file("s.book", withEntry(last, 127, Book.NO_MOVE));
        assertEquals(
                "book " + f + ": entry " + last + " has the score 127, out of range -10..10 (the file is malformed)",
                refusal(f));
        f = file("l.book", withEntry(3, -11, Book.NO_MOVE));
        assertEquals(
                "book " + f + ": entry 3 has the score -11, out of range -10..10 (the file is malformed)", refusal(f));
        assertEquals(
                size.winScore(0),
                Book.read(file("w.book", withEntry(3, 10, Book.NO_MOVE))).scoreAt(3));
        f = file("m.book", withEntry(0, 0, 5));
        assertEquals("book " + f + ": entry 0 has the move 5, not a column of 5x4 (the file is malformed)", refusal(f));
        f = file("n.book", withEntry(0, 0, -2));
        assertEquals(
                "book " + f + ": entry 0 has the move -2, not a column of 5x4 (the file is malformed)", refusal(f));
    }
}
