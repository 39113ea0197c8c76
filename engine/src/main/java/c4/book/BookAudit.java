package c4.book;

import c4.core.BoardSize;
import c4.core.PositionCodes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What reading a book does not check, in one pass over its entries: that each key is a position
 * a game reaches, each entry's ply against the
 * depth, key order, scores its ply allows, legal moves, and that the depth's ply is there at all
 * (a header whose depth was raised without the entries). {@code book info} prints it; commands
 * that answer from a book or build on it refuse a book with a problem ({@link #requireSound},
 * {@link #requireSoundForLookups}).
 */
public record BookAudit(
        long[] perPly, long deeper, long outOfOrder, long moves, long badMoves, long badScores, long unreachable) {
    /** The width of the label that begins each line of {@link #problems}. */
    private static final int PROBLEM_LABEL = 9;

    /** The audit of {@code book}, every key decoded to a position a game reaches (about 3 µs a key). */
    public static BookAudit of(Book book) {
        return of(book, true);
    }

    /**
     * The audit of {@code book} without asking whether each key is a position a game reaches, the
     * one costly check (75 s for a 7x6 book of depth 13): a key of no position is never looked up,
     * so it changes no answer. What a command that answers from the book needs: order, plies, scores
     * and moves, tens of nanoseconds a key.
     */
    public static BookAudit ofLookups(Book book) {
        return of(book, false);
    }

    private static BookAudit of(Book book, boolean decodeKeys) {
        BoardSize size = book.size();
        long[] perPly = new long[book.depth() + 1];
        long deeper = 0;
        long moves = 0;
        long badMoves = 0;
        long badScores = 0;
        long unreachable = 0;
        for (int i = 0; i < book.entries(); i++) {
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
            int score = book.scoreAt(i);
            if (score > size.winScore(stones) || score < -size.winScore(stones + 1)) badScores++;
            int move = book.moveAt(i);
            if (move == Book.NO_MOVE) continue;
            if (move >= 0 && move < size.width && (mask & size.topOfColumn(move)) == 0) moves++;
            else badMoves++;
        }
        return new BookAudit(perPly, deeper, book.entriesOutOfOrder(), moves, badMoves, badScores, unreachable);
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
        return require(of(book), book, file);
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
        throw new BookException(
                "book " + file + " is malformed: " + first + " (book info " + file + " lists every problem)");
    }

    /**
     * Each problem as {@code book info} prints it (a label padded to 9 characters, then what), none
     * for a sound book: keys out of order, no entries, then {@link #malformations}.
     */
    public List<String> problems(Book book) {
        List<String> out = new ArrayList<>();
        if (outOfOrder > 0) out.add("order    " + outOfOrder + Book.OUT_OF_ORDER);
        if (book.entries() == 0) out.add("empty    no entries, not even the empty board (the book is malformed)");
        out.addAll(malformations(book));
        return out;
    }

    /**
     * The problems other than key order and emptiness, which both verifies report in lines of
     * their own: entries beyond the depth, illegal moves, impossible scores, an empty deepest ply.
     */
    public List<String> malformations(Book book) {
        List<String> out = new ArrayList<>();
        if (unreachable > 0) {
            out.add("keys     " + unreachable + " codes of no position a game reaches (the book is malformed)");
        }
        if (deeper > 0) out.add("deeper   " + deeper + " (entries beyond the depth: the book is malformed)");
        if (badMoves > 0)
            out.add("illegal  " + badMoves + " moves not playable in their position (the book is malformed)");
        if (badScores > 0) {
            out.add("scores   " + badScores + " scores no position of their ply can have (the book is malformed)");
        }
        if (book.entries() > 0 && perPly[deepest(book)] == 0) {
            out.add("deepest  no entries of " + deepest(book) + " stones, the most the header's depth allows (the book "
                    + "is malformed)");
        }
        return out;
    }

    /**
     * The deepest ply a book of its depth has entries at: the depth, or one stone short of a full
     * board (every game that fills the board is over, so no book holds one).
     */
    private static int deepest(Book book) {
        return Math.min(book.depth(), book.size().cells - 1);
    }
}
