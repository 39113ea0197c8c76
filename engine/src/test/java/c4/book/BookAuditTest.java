package c4.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.book.build.SmallBooks;
import c4.core.BoardSize;
import c4.core.PositionCodes;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
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
                "book k.c4b is malformed: 1 code of no position a game reaches (the book is malformed) (book info"
                        + " k.c4b lists every problem)",
                e.getMessage());
    }

    /**
     * The whole audit tells its caller how far it has come (a progress meter over a large book):
     * every so many entries, in order, and all of them at the end; what it finds is the same.
     */
    @Test
    void theAuditReportsTheEntriesCheckedAsItGoes() {
        List<Integer> reported = new java.util.ArrayList<>();
        BookAudit reporting = BookAudit.of(book, true, reported::add, 64);
        List<Integer> want = new java.util.ArrayList<>();
        for (int n = 64; n < book.entries(); n += 64) want.add(n);
        want.add(book.entries());
        assertTrue(book.entries() > 128, "more than two reports before the last");
        assertEquals(want, reported);
        BookAudit silent = BookAudit.of(book);
        assertEquals(Arrays.toString(silent.perPly()), Arrays.toString(reporting.perPly()));
        assertEquals(silent.moves(), reporting.moves());
        List<Integer> atTheEnd = new java.util.ArrayList<>();
        BookAudit.of(book, atTheEnd::add);
        assertEquals(List.of(book.entries()), atTheEnd, "a small book: only the end");
    }

    /**
     * A book that lacks a position within its depth, or its root, answers every lookup it has rightly
     * (what it lacks is searched), so only the whole audit looks for that.
     */
    @Test
    void aBookNotWholeIsFoundOnlyByTheWholeAudit() throws Exception {
        int third = 0;
        while (PositionCodes.stonesOf(SIZE, keys[third]) != 3) third++;
        Book lacking = without(third);
        BookAudit whole = BookAudit.of(lacking);
        assertEquals(1, whole.missing(), "the best move of one entry of 2 stones reaches the position of 3");
        assertEquals(
                List.of("missing  1 move of an entry reaches a position within the depth that the"
                        + " book lacks (the book is incomplete)"),
                whole.problems(lacking));
        assertEquals(List.of(), BookAudit.ofLookups(lacking).problems(lacking));
        assertSame(lacking, BookAudit.requireSoundForLookups(lacking, Path.of("m.c4b")));
        assertThrows(BookException.class, () -> BookAudit.requireSound(lacking, Path.of("m.c4b")));

        assertEquals(0, PositionCodes.stonesOf(SIZE, keys[0]), "the empty board's key is the least");
        Book rootless = without(0);
        BookAudit noRoot = BookAudit.of(rootless);
        assertEquals(0, noRoot.missing(), "nothing leads to the empty board");
        assertEquals(
                List.of("roots    " + noRoot.perPly()[1] + " entries of 1 stone, the shallowest ply, where a book"
                        + " holds one: the empty board or its --root (the book is incomplete)"),
                noRoot.problems(rootless));
        assertEquals(List.of(), BookAudit.ofLookups(rootless).problems(rootless));
    }

    /** The small book without its entry {@code i}. */
    private static Book without(int i) {
        long[] k = new long[keys.length - 1];
        byte[] s = new byte[keys.length - 1];
        for (int from = 0, to = 0; from < keys.length; from++) {
            if (from == i) continue;
            k[to] = keys[from];
            s[to++] = scores[from];
        }
        return new Book(SIZE, 4, k, s);
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
