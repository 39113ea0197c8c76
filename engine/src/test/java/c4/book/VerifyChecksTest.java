package c4.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.book.build.SmallBooks;
import c4.core.BoardSize;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checks both verifies make before re-solving: each fault found, named, and counted against the book. */
class VerifyChecksTest {
    private static final BoardSize SIZE = BoardSize.of(5, 4);
    private static Book book;
    private static long[] keys;
    private static byte[] scores;

    @TempDir
    Path dir;

    @BeforeAll
    static void build() throws Exception {
        book = new BookBuilder(SIZE, 4, 1, 4).build(BuildListener.NONE).book();
        keys = SmallBooks.keys(book);
        scores = SmallBooks.scores(book);
    }

    @Test
    void aSoundBookPassesOnlyWithoutMismatches() {
        VerifyChecks checks = VerifyChecks.of(book);
        assertEquals(List.of(), checks.lines());
        assertTrue(checks.resolvable());
        assertEquals("", checks.summarySuffix());
        assertTrue(checks.passed(0));
        assertFalse(checks.passed(1));
    }

    @Test
    void aBookWithoutEntriesHasNothingToResolve() {
        VerifyChecks checks = VerifyChecks.of(new Book(SIZE, 4, new long[0], new byte[0]));
        assertEquals(List.of(Book.NO_ENTRIES), checks.lines());
        assertFalse(checks.resolvable());
    }

    @Test
    void keysOutOfOrderFailEvenWithoutMismatches() throws Exception {
        // the last two entries swapped and the checksum made to match, as a faulty writer would:
        // every score is right, but lookups miss them
        byte[] file = book.toBytes();
        int header = 24; // the CRC-32C at 20 covers bytes 0..19 and the entries
        int entry = (file.length - header) / book.entries();
        int last = file.length - entry;
        byte[] kept = Arrays.copyOfRange(file, last, file.length);
        System.arraycopy(file, last - entry, file, last, entry);
        System.arraycopy(kept, 0, file, last - entry, entry);
        CRC32C crc = new CRC32C();
        crc.update(file, 0, 20);
        crc.update(file, header, file.length - header);
        ByteBuffer.wrap(file, 20, 4).putInt((int) crc.getValue());
        VerifyChecks checks = VerifyChecks.of(Book.read(Files.write(dir.resolve("swapped.c4b"), file)));
        assertTrue(checks.resolvable());
        assertEquals(1, checks.misordered());
        assertEquals(
                List.of("order: 1 entry out of key order (lookups miss them: the book is malformed)"), checks.lines());
        assertEquals("; 1 entry out of key order", checks.summarySuffix());
        assertFalse(checks.passed(0));
    }

    @Test
    void aDepthWithoutItsPlyIsMalformed() {
        VerifyChecks checks = VerifyChecks.of(new Book(SIZE, 5, keys, scores)); // entries of at most 4 stones
        assertTrue(checks.resolvable());
        assertTrue(checks.malformed());
        assertTrue(
                checks.lines().get(0).startsWith("deepest  no entries of 5 stones"),
                checks.lines().toString());
        assertEquals("; the book is malformed (above)", checks.summarySuffix());
        assertFalse(checks.passed(0));
    }

    @Test
    void aKeyOfNoPositionLeavesNothingToResolve() {
        long bottom = 1L; // the first column's two lowest cells, both the side to move's: no game gets there
        long[] forged = keys.clone();
        forged[forged.length - 1] = Book.key(SIZE, bottom | bottom << 1, bottom | bottom << 1);
        Arrays.sort(forged);
        VerifyChecks checks = VerifyChecks.of(new Book(SIZE, 4, forged, scores));
        assertFalse(checks.resolvable());
        List<String> lines = checks.lines();
        assertTrue(
                lines.contains("keys     1 code of no position a game reaches (the book is malformed)"),
                lines.toString());
        assertEquals(
                "verified 0 of " + forged.length + " entries: the book is malformed (above)",
                lines.get(lines.size() - 1));
    }
}
