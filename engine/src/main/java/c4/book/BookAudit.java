package c4.book;

import c4.core.Position;
import c4.core.PositionCodes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What reading a book does not check, in one pass over its entries: that each key is a position
 * a game reaches, each entry's ply against the
 * depth, key order, scores its ply allows, legal moves, and that the depth's ply is there at all
 * (a header whose depth was raised without the entries). {@code book info} prints it; commands
 * that answer from a book or build on it ({@link #requireSound}) refuse a book with a problem.
 */
public record BookAudit(
        long[] perPly, long deeper, long outOfOrder, long moves, long badMoves, long badScores, long unreachable) {
    /** The width of the label that begins each line of {@link #problems}. */
    private static final int PROBLEM_LABEL = 9;

    /** The audit of {@code book}. */
    public static BookAudit of(Book book) {
        long[] perPly = new long[book.depth() + 1];
        long deeper = 0;
        long moves = 0;
        long badMoves = 0;
        long badScores = 0;
        long unreachable = 0;
        for (int i = 0; i < book.entries(); i++) {
            long key = book.keyAt(i);
            Position position;
            try {
                position = PositionCodes.positionOf(book.size(), key);
            } catch (IllegalArgumentException e) { // no game reaches it: nothing else about it means anything
                unreachable++;
                continue;
            }
            int stones = position.moveCount();
            if (stones < perPly.length) perPly[stones]++;
            else deeper++;
            // a win with this stone at best, a loss to the opponent's next stone at worst
            int score = book.scoreAt(i);
            if (score > book.size().winScore(stones) || score < -book.size().winScore(stones + 1)) badScores++;
            int move = book.moveAt(i);
            if (move == Book.NO_MOVE) continue;
            if (move >= 0 && move < book.size().width && position.canPlay(move)) moves++;
            else badMoves++;
        }
        return new BookAudit(perPly, deeper, book.entriesOutOfOrder(), moves, badMoves, badScores, unreachable);
    }

    /**
     * {@code book}, read from {@code file}, when its audit finds no problem; else a
     * BookException naming the file and its first problem: a book whose lookups miss entries or
     * return what no position can have would answer wrongly, and silently.
     */
    public static Book requireSound(Book book, Path file) throws BookException {
        List<String> problems = of(book).problems(book);
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
