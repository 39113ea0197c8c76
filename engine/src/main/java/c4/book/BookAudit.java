package c4.book;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Plural;
import c4.core.PositionCodes;
import c4.core.Score;
import c4.core.SearchBits;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * What reading a book does not check, in one pass over its entries: that each key is a position
 * a game reaches, each entry's ply against the
 * depth, key order, scores its ply allows, legal moves, and that the depth's ply is there at all
 * (a header whose depth was raised without the entries). The full audit also checks that the book
 * is whole: one root at its shallowest ply (the empty board, or a sub-book's root) and every
 * position within the depth that an entry leads to. {@code book info} prints it; commands
 * that answer from a book or build on it refuse a book with a problem ({@link #requireSound},
 * {@link #requireSoundForLookups}).
 *
 * @param missing moves of entries that reach a position not over, within the depth, that the
 *     book lacks, not counting an empty deepest ply ({@code deepest}) or a book with keys out of
 *     order (lookups miss them); 0 in a lookup audit, which does not look
 * @param extraRoots entries at the shallowest ply beyond the one a book holds there (0 in a
 *     lookup audit)
 */
public record BookAudit(
        long[] perPly,
        long deeper,
        long outOfOrder,
        long moves,
        long badMoves,
        long badScores,
        long unreachable,
        long missing,
        long extraRoots) {
    /** The width of the label that begins each line of {@link #problems}. */
    private static final int PROBLEM_LABEL = 9;

    /** Entries checked between two reports of {@link #of(Book, IntConsumer)}: a fraction of a second. */
    static final int REPORT_EVERY = 1 << 16;

    private static final IntConsumer SILENT = checked -> {};

    /** The audit of {@code book}, every key decoded to a position a game reaches (about 3 µs a key). */
    public static BookAudit of(Book book) {
        return of(book, true, SILENT, REPORT_EVERY);
    }

    /**
     * As {@link #of(Book)}, telling {@code checked} how many entries it has checked so far: every
     * {@link #REPORT_EVERY} of them, on this thread, and all of them at the end. For a progress
     * meter over a large book (a 7x6 book of depth 13 takes over a minute).
     */
    public static BookAudit of(Book book, IntConsumer checked) {
        return of(book, true, checked, REPORT_EVERY);
    }

    /**
     * The audit of {@code book} without asking whether each key is a position a game reaches, the
     * one costly check (75 s for a 7x6 book of depth 13), nor whether the book is whole: a key of
     * no position is never looked up, and a position missing is searched, so neither changes an
     * answer. What a command that answers from the book needs: order, plies, scores and moves, tens
     * of nanoseconds a key.
     */
    public static BookAudit ofLookups(Book book) {
        return of(book, false, SILENT, REPORT_EVERY);
    }

    /** The audit, reporting to {@code checked} every {@code every} entries (a power of two) and at the end. */
    static BookAudit of(Book book, boolean decodeKeys, IntConsumer checked, int every) {
        assert Integer.bitCount(every) == 1 : every;
        BoardSize size = book.size();
        long[] perPly = new long[book.depth() + 1];
        long deeper = 0;
        long moves = 0;
        long badMoves = 0;
        long badScores = 0;
        long unreachable = 0;
        long[] missingAt = new long[perPly.length]; // by the missing positions' ply
        int deepest = deepest(book);
        for (int i = 0; i < book.entries(); i++) {
            if ((i & (every - 1)) == 0 && i > 0) checked.accept(i); // before any continue below
            long key = book.keyAt(i);
            long mask = PositionCodes.maskOf(size, key);
            if ((mask & ~size.boardMask) != 0 || decodeKeys && !reachable(size, key)) {
                unreachable++; // nothing else about it means anything
                continue;
            }
            int stones = Long.bitCount(mask);
            if (stones < perPly.length) perPly[stones]++;
            else deeper++;
            // a win with this stone at best, a loss to the opponent's next stone at worst
            if (decodeKeys && stones < deepest) missingAt[stones + 1] += missingChildren(book, key, mask);
            int score = book.scoreAt(i);
            if (score > size.winScore(stones) || score < -size.winScore(stones + 1)) badScores++;
            int move = book.moveAt(i);
            if (move == Book.NO_MOVE) continue;
            if (move >= 0 && move < size.width && (mask & size.topOfColumn(move)) == 0) moves++;
            else badMoves++;
        }
        checked.accept(book.entries());
        long outOfOrder = book.entriesOutOfOrder();
        long missing = 0;
        for (int p = 0; p < perPly.length; p++) {
            // an empty deepest ply is the deepest line's problem; keys out of order, the order
            // line's (the lookups made here miss them)
            if ((p != deepest || perPly[p] > 0) && outOfOrder == 0) missing += missingAt[p];
        }
        int root = shallowest(perPly);
        long extraRoots = decodeKeys && root >= 0 ? perPly[root] - 1 : 0;
        return new BookAudit(perPly, deeper, outOfOrder, moves, badMoves, badScores, unreachable, missing, extraRoots);
    }

    /** How many moves of the position of {@code key} and {@code mask} reach one not over that {@code book} lacks. */
    private static int missingChildren(Book book, long key, long mask) {
        BoardSize size = book.size();
        long childCurrent = (key - mask) ^ mask; // the opponent moves next
        int missing = 0;
        for (long moves = SearchBits.legalMoves(mask, size); moves != 0; moves &= moves - 1) {
            long childMask = mask | (moves & -moves);
            if (PositionCodes.isOver(size, childCurrent, childMask)) continue;
            if (book.score(childCurrent, childMask) == Score.NONE) missing++;
        }
        return missing;
    }

    /** The shallowest ply holding entries, or -1 when there are none. */
    private static int shallowest(long[] perPly) {
        for (int p = 0; p < perPly.length; p++) if (perPly[p] > 0) return p;
        return -1;
    }

    private static boolean reachable(BoardSize size, long key) {
        try {
            PositionCodes.movesOf(size, key);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * {@code book}, read from {@code file}, when its {@linkplain #of audit} finds no problem; else
     * a BookException naming the file and its first problem. For a command that works on every
     * entry ({@code book moves}).
     */
    public static Book requireSound(Book book, Path file) throws BookException {
        return requireSound(book, file, SILENT);
    }

    /** {@link #requireSound(Book, Path)}, telling {@code checked} as {@link #of(Book, IntConsumer)} does. */
    public static Book requireSound(Book book, Path file, IntConsumer checked) throws BookException {
        return require(of(book, checked), book, file);
    }

    /**
     * {@code book} when its {@linkplain #ofLookups lookup audit} finds no problem; else a
     * BookException naming the file and its first problem: a book whose lookups miss entries or
     * return what no position can have would answer wrongly, and silently. For the commands that
     * answer from a book ({@code solve --book}, {@code BookFile}, {@code book probe}).
     */
    public static Book requireSoundForLookups(Book book, Path file) throws BookException {
        return require(ofLookups(book), book, file);
    }

    private static Book require(BookAudit audit, Book book, Path file) throws BookException {
        List<String> problems = audit.problems(book);
        if (problems.isEmpty()) return book;
        String first = problems.get(0).substring(PROBLEM_LABEL).trim();
        String name = Echo.text(file.toString()); // as every refusal of a book shows its name
        throw new BookException(
                "book " + name + " is malformed: " + first + " (book info " + name + " lists every problem)");
    }

    /**
     * Each problem as {@code book info} prints it (a label padded to 9 characters, then what), none
     * for a sound book: keys out of order, no entries, then {@link #malformations}.
     */
    public List<String> problems(Book book) {
        List<String> out = new ArrayList<>();
        if (outOfOrder > 0) out.add("order    " + Book.outOfOrder(outOfOrder));
        if (book.entries() == 0) out.add("empty    no entries, not even the empty board (the book is malformed)");
        out.addAll(malformations(book));
        return out;
    }

    /**
     * The problems other than key order and emptiness, which both verifies report in lines of
     * their own: entries beyond the depth, illegal moves, impossible scores, a book not whole (in
     * a full audit), an empty deepest ply.
     */
    public List<String> malformations(Book book) {
        List<String> out = new ArrayList<>();
        if (unreachable > 0) {
            out.add("keys     " + Plural.count(unreachable, "code")
                    + " of no position a game reaches (the book is malformed)");
        }
        if (deeper > 0) {
            out.add("deeper   " + Plural.count(deeper, "entry", "entries")
                    + " beyond the depth (the book is malformed)");
        }
        if (badMoves > 0) {
            out.add("illegal  " + Plural.count(badMoves, "move") + " not playable in " + its(badMoves)
                    + " position (the book is malformed)");
        }
        if (badScores > 0) {
            out.add("scores   " + Plural.count(badScores, "score") + " no position of " + its(badScores)
                    + " ply can have (the book is malformed)");
        }
        if (extraRoots > 0) {
            int root = shallowest(perPly);
            out.add("roots    " + perPly[root] + " entries of " + Plural.count(root, "stone")
                    + ", the shallowest ply, where a book "
                    + "holds one: the empty board or its --root (the book is incomplete)");
        }
        if (missing > 0) {
            out.add("missing  " + Plural.count(missing, "move")
                    + (missing == 1 ? " of an entry reaches a position" : " of entries reach positions")
                    + " within the depth that the book lacks (the book is incomplete)");
        }
        if (book.entries() > 0 && perPly[deepest(book)] == 0) {
            out.add("deepest  no entries of " + Plural.count(deepest(book), "stone")
                    + ", the most the header's depth allows (the book is malformed)");
        }
        return out;
    }

    /** The possessive that agrees with a count: "1 move not playable in its position", "2 ... their". */
    private static String its(long n) {
        return n == 1 ? "its" : "their";
    }

    /**
     * The deepest ply a book of its depth has entries at: the depth, or one stone short of a full
     * board (every game that fills the board is over, so no book holds one).
     */
    private static int deepest(Book book) {
        return Math.min(book.depth(), book.size().cells - 1);
    }
}
