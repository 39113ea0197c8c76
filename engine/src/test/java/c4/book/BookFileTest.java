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
        book = new BookBuilder(BoardSize.of(5, 4), 5, 1, 4).build(BuildListener.NONE).book();
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
            assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(f),
                    "a book gets the permissions of any new file");
        }
    }

    /** A book of the first format (entries without a move byte) reads as a book without moves. */
    @Test
    void aVersionOneFileReadsAsABookWithoutMoves() throws Exception {
        byte[] bytes = book.toBytes();
        int entry = (bytes.length - Book.HEADER_BYTES) / book.entries(); // key bytes, score, move
        ByteBuffer old = ByteBuffer.allocate(Book.HEADER_BYTES + book.entries() * (entry - 1));
        old.put(bytes, 0, Book.HEADER_BYTES);
        for (int i = 0; i < book.entries(); i++) old.put(bytes, Book.HEADER_BYTES + i * entry, entry - 1);
        byte[] v1 = old.array();
        ByteBuffer.wrap(v1).putShort(6, (short) 1).putInt(20, Book.checksum(v1));
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
        assertEquals("book " + f + ": truncated (" + (bytes.length - 3) + " bytes, the header says " + bytes.length + ")",
                refusal(f));
        f = file("l.book", Arrays.copyOf(bytes, bytes.length + 1));
        assertEquals("book " + f + ": too long (" + (bytes.length + 1) + " bytes, the header says " + bytes.length + ")",
                refusal(f));
        f = file("h.book", Arrays.copyOf(bytes, 10));
        assertEquals("book " + f + ": not a c4 book (no C4BOOK header)", refusal(f));
    }

    @Test
    void aFlippedByteIsCaughtByTheChecksum() throws Exception {
        byte[] bytes = book.toBytes();
        for (int at : new int[] {21, 23, Book.HEADER_BYTES + 2, bytes.length / 2, bytes.length - 1}) {
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
    }

    @Test
    void foreignFilesAreRefused() throws Exception {
        Path text = file("n.book", "4453 2\n44 -1\n 0123456789012345678901234567890\n".getBytes());
        assertEquals("book " + text + ": not a c4 book (no C4BOOK header)", refusal(text));
        Path missing = dir.resolve("none.book");
        assertEquals("book " + missing + ": no such file", refusal(missing));
        Path f = dir.resolve("b.book");
        book.write(f);
        assertEquals("book " + f + " is for 5x4 boards, not 7x6",
                assertThrows(BookException.class, () -> Book.read(f, BoardSize.STANDARD)).getMessage());
        byte[] newer = book.toBytes();
        ByteBuffer.wrap(newer).putShort(6, (short) 3);
        Path v = file("v.book", newer);
        assertEquals("book " + v + ": format version 3, expected 1 or 2", refusal(v));
        byte[] badSize = book.toBytes();
        badSize[8] = 9;
        badSize[9] = 9; // 9 x 10 bits do not fit a long
        Path s = file("s.book", badSize);
        assertEquals("book " + s + ": corrupt header (board size 9x9 does not fit a 64-bit bitboard: width*(height+1) = 90"
                + " > 64 (7x6, 8x7, 9x6, 6x5, 4x4 all fit))", refusal(s));
    }
}
