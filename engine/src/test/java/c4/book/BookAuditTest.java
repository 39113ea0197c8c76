package c4.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.book.build.SmallBooks;
import c4.core.BoardSize;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The two audits: the whole one (book info, book moves, the verifies) decodes every key to a
 * position a game reaches; the one for lookups (solve --book, BookFile, book probe) skips that
 * costly check, since such a key is never looked up, and finds everything else.
 */
class BookAuditTest {
    private static final BoardSize SIZE = BoardSize.of(5, 4);
    private static Book book;
    private static long[] keys;
    private static byte[] scores;

    @BeforeAll
    static void build() throws Exception {
        book = new BookBuilder(SIZE, 4, 1, 4).build(BuildListener.NONE).book();
        keys = SmallBooks.keys(book);
        scores = SmallBooks.scores(book);
    }

    @Test
    void bothAuditsAgreeOnASoundBookAndCountItsPlies() {
        BookAudit whole = BookAudit.of(book);
        BookAudit lookups = BookAudit.ofLookups(book);
        assertEquals(java.util.List.of(), whole.problems(book));
        assertEquals(java.util.List.of(), lookups.problems(book));
        assertEquals(Arrays.toString(whole.perPly()), Arrays.toString(lookups.perPly()));
        assertEquals(book.entries(), Arrays.stream(lookups.perPly()).sum());
    }

    @Test
    void aKeyOfNoPositionIsFoundOnlyByTheWholeAudit() throws Exception {
        long bottom = 1L; // the first column's two lowest cells, both the side to move's
        long[] forged = keys.clone();
        forged[forged.length - 1] = Book.key(SIZE, bottom | bottom << 1, bottom | bottom << 1);
        Arrays.sort(forged);
        Book b = new Book(SIZE, 4, forged, scores);
        assertEquals(1, BookAudit.of(b).unreachable());
        assertEquals(0, BookAudit.ofLookups(b).unreachable());
        assertSame(b, BookAudit.requireSoundForLookups(b, Path.of("k.c4b")), "never looked up: usable");
        BookException e = assertThrows(BookException.class, () -> BookAudit.requireSound(b, Path.of("k.c4b")));
        assertEquals(
                "book k.c4b is malformed: 1 codes of no position a game reaches (the book is malformed) (book info"
                        + " k.c4b lists every problem)",
                e.getMessage());
    }

    @Test
    void aDepthWithoutItsPlyIsFoundByBoth() {
        Book b = new Book(SIZE, 5, keys, scores); // entries of at most 4 stones
        for (BookAudit audit : new BookAudit[] {BookAudit.of(b), BookAudit.ofLookups(b)}) {
            assertEquals(
                    1, audit.malformations(b).size(), audit.malformations(b).toString());
        }
        BookException e =
                assertThrows(BookException.class, () -> BookAudit.requireSoundForLookups(b, Path.of("d.c4b")));
        assertEquals(
                "book d.c4b is malformed: no entries of 5 stones, the most the header's depth allows (the book is"
                        + " malformed) (book info d.c4b lists every problem)",
                e.getMessage());
    }
}
