package c4.book;

import c4.core.Plural;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * What both book verifies (a sample on one machine, every entry on Spark) check before they
 * re-solve anything, since re-solving cannot see it: that the book has entries, that its keys are
 * in order, and its {@link BookAudit#malformations}.
 *
 * @param lines what to print first, one problem a line; empty for a sound book
 * @param resolvable false when there is nothing to re-solve (no entries, or keys of no position):
 *     the verify prints {@code lines} and fails
 * @param misordered entries out of key order
 * @param malformed whether a malformation was found
 */
public record VerifyChecks(List<String> lines, boolean resolvable, long misordered, boolean malformed) {
    /** The checks of {@code book}. */
    public static VerifyChecks of(Book book) {
        return of(book, checked -> {});
    }

    /** The checks of {@code book}, telling {@code checked} the entries checked so far ({@link BookAudit#of(Book, IntConsumer)}). */
    public static VerifyChecks of(Book book, IntConsumer checked) {
        if (book.entries() == 0) return new VerifyChecks(List.of(Book.NO_ENTRIES), false, 0, true);
        List<String> lines = new ArrayList<>();
        BookAudit audit = BookAudit.of(book, checked);
        long misordered = audit.outOfOrder(); // lookups would miss them: no solve can see it
        if (misordered > 0) lines.add("order: " + Book.outOfOrder(misordered));
        List<String> malformations = audit.malformations(book);
        lines.addAll(malformations);
        boolean resolvable = audit.unreachable() == 0; // a key of no position: nothing to re-solve for it
        if (!resolvable) lines.add("verified 0 of " + book.entries() + " entries: the book is malformed (above)");
        return new VerifyChecks(List.copyOf(lines), resolvable, misordered, !malformations.isEmpty());
    }

    /**
     * The verify's summary line: {@code verified} entries of {@code eligible} ({@code which}
     * says which: "plies 0..8, seed 7", "all"), the {@code mismatches} their re-solving found, and
     * the problems found here ({@link #summarySuffix}).
     */
    public String summary(long verified, long eligible, String which, long mismatches) {
        return "verified " + verified + " of " + Plural.count(eligible, "entry", "entries") + " (" + which
                + "), scores and moves: " + Plural.count(mismatches, "mismatch", "mismatches") + summarySuffix();
    }

    /** What the verify's summary line adds after its mismatches: the problems found here, if any. */
    public String summarySuffix() {
        return (misordered > 0 ? "; " + Plural.count(misordered, "entry", "entries") + " out of key order" : "")
                + (malformed ? "; the book is malformed (above)" : "");
    }

    /** Whether the book passes, given the {@code mismatches} its re-solving found. */
    public boolean passed(long mismatches) {
        assert resolvable : "a book with nothing to re-solve has failed already";
        return mismatches == 0 && misordered == 0 && !malformed;
    }
}
