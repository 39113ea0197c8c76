package c4.book.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.book.BookException;
import c4.core.BoardSize;
import c4.core.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The journals of a book build: a build stopped mid-way (scores or moves) resumes from its journal
 * to the same bytes, and a journal of another build, a damaged one or one of the wrong kind is refused.
 */
class BookBuilderJournalTest {
    private static final BoardSize SMALL = BoardSize.of(5, 4);

    @TempDir
    Path dir;

    /** Stops the build after the listener has seen {@code limit} solved positions. */
    private static final class Crash extends RuntimeException {}

    private static void crashAfter(int limit, Path out, Path journal) {
        AtomicInteger seen = new AtomicInteger();
        assertThrows(
                Crash.class,
                () -> new BookBuilder(SMALL, 7, 2, 4).build(out, journal, new BuildListener() {
                    @Override
                    public void solved(int ply, int done, int total) {
                        if (seen.incrementAndGet() == limit) throw new Crash();
                    }
                }));
    }

    @Test
    void movesStoppedMidWayResumeFromTheirJournal() throws Exception {
        Book clean = new BookBuilder(SMALL, 7, 1, 4).build(BuildListener.NONE).book();
        Path out = dir.resolve("mv.book");
        Path journal = dir.resolve("mv.journal");
        Path movesJournal = BookBuilder.movesJournal(journal);
        int[] total = new int[1];
        assertThrows(
                Crash.class,
                () -> new BookBuilder(SMALL, 7, 2, 4).build(out, journal, new BuildListener() {
                    @Override
                    public void moveFound(int done, int all) {
                        total[0] = all;
                        if (done == all / 2) throw new Crash();
                    }
                }));
        assertFalse(Files.exists(out));
        int journalled;
        try (BookJournal j = BookJournal.open(movesJournal, SMALL, 7, BookJournal.Kind.MOVES)) {
            journalled = j.recovered().size();
        }
        assertTrue(journalled >= total[0] / 2 && journalled < total[0], journalled + " of " + total[0]);
        BookBuilder.Result r = new BookBuilder(SMALL, 7, 2, 4).build(out, journal, BuildListener.NONE);
        assertEquals(clean.entries(), r.resumed(), "every score from the journal");
        assertEquals(journalled, r.movesResumed());
        assertEquals(total[0] - journalled, r.moved());
        assertArrayEquals(clean.toBytes(), Files.readAllBytes(out));
        assertFalse(Files.exists(journal));
        assertFalse(Files.exists(movesJournal));
    }

    @Test
    void aMovesJournalIsNotTakenForScoresNorAnImpossibleMoveForAMove() throws Exception {
        Path journal = dir.resolve("k.journal");
        try (BookJournal j = BookJournal.open(journal, SMALL, 3, BookJournal.Kind.MOVES)) {
            assertEquals(0, j.recovered().size());
        }
        BookException e = assertThrows(
                BookException.class,
                () -> new BookBuilder(SMALL, 3, 1, 4).build(dir.resolve("k.book"), journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + " records moves, not scores; delete it or choose another journal file",
                e.getMessage());
        // a scores journal where the moves' journal goes is refused before anything is solved
        Path scoresJournal = dir.resolve("s.journal");
        Path wrongKind = BookBuilder.movesJournal(scoresJournal);
        BookJournal.open(wrongKind, SMALL, 3, BookJournal.Kind.SCORES).close();
        int[] solved = new int[1];
        e = assertThrows(
                BookException.class,
                () -> new BookBuilder(SMALL, 3, 1, 4).build(dir.resolve("s.book"), scoresJournal, new BuildListener() {
                    @Override
                    public void solved(int ply, int done, int total) {
                        solved[0]++;
                    }
                }));
        assertEquals(
                "journal " + wrongKind + " records scores, not moves; delete it or choose another journal file",
                e.getMessage());
        assertEquals(0, solved[0]);
        assertFalse(Files.exists(scoresJournal), "the scores journal it had just created is not left behind");

        Book scores =
                new BookBuilder(SMALL, 4, 1, 4, false).build(BuildListener.NONE).book();
        Position p = Position.parse("1112", SMALL); // a position of the deepest ply that is not lost
        assertTrue(scores.score(p.currentStones(), p.mask()) >= 0);
        Files.delete(journal);
        try (BookJournal j = BookJournal.open(journal, SMALL, 4, BookJournal.Kind.MOVES)) {
            j.append(4, Book.key(SMALL, p.currentStones(), p.mask()), SMALL.width);
        }
        e = assertThrows(
                BookException.class,
                () -> new BookBuilder(SMALL, 4, 1, 4).addMoves(scores, null, journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + ": record 1 holds the impossible move " + SMALL.width + " (the journal is"
                        + " damaged or of another book); delete it or choose another journal file",
                e.getMessage());
    }

    @Test
    void aKilledBuildResumesWithoutSolvingWhatTheJournalHolds() throws Exception {
        Book clean = new BookBuilder(SMALL, 7, 1, 4).build(BuildListener.NONE).book();
        Path out = dir.resolve("r.book");
        Path journal = dir.resolve("r.book.journal");
        int limit = clean.entries() / 2;
        crashAfter(limit, out, journal);
        assertFalse(Files.exists(out), "no book is written by a build that stopped");
        int journalled;
        try (BookJournal j = BookJournal.open(journal, SMALL, 7, BookJournal.Kind.SCORES)) {
            journalled = j.recovered().size();
        }
        // every position the listener was told of is journalled (the other worker may have finished a few more)
        assertTrue(journalled >= limit && journalled < clean.entries(), journalled + " records after " + limit);

        BookBuilder.Result resumed = new BookBuilder(SMALL, 7, 2, 4).build(out, journal, BuildListener.NONE);
        assertEquals(journalled, resumed.resumed());
        assertEquals(clean.entries() - journalled, resumed.solved(), "positions solved again");
        assertArrayEquals(clean.toBytes(), Files.readAllBytes(out));
        assertFalse(Files.exists(journal));
    }

    @Test
    void aTornLastRecordIsDroppedAndTheRestResumed() throws Exception {
        Book clean = new BookBuilder(SMALL, 7, 1, 4).build(BuildListener.NONE).book();
        Path out = dir.resolve("t.book");
        Path journal = dir.resolve("t.journal");
        crashAfter(100, out, journal);
        byte[] bytes = Files.readAllBytes(journal);
        int records = (bytes.length - BookJournal.HEADER_BYTES) / BookJournal.RECORD_BYTES;
        // the last record's check broken, and half a record after it: a write cut short by a kill
        bytes[bytes.length - 1] ^= 0x5A;
        byte[] torn = java.util.Arrays.copyOf(bytes, bytes.length + BookJournal.RECORD_BYTES / 2);
        Files.write(journal, torn);
        BookBuilder.Result r = new BookBuilder(SMALL, 7, 2, 4).build(out, journal, BuildListener.NONE);
        assertEquals(records - 1, r.resumed());
        assertEquals(clean.entries(), r.resumed() + r.solved());
        assertArrayEquals(clean.toBytes(), Files.readAllBytes(out));
    }

    @Test
    void aJournalOfAnotherBuildOrADamagedOneIsRefused() throws Exception {
        Path out = dir.resolve("o.book");
        Path journal = dir.resolve("o.journal");
        crashAfter(50, out, journal);
        byte[] saved = Files.readAllBytes(journal);
        BookException e = assertThrows(
                BookException.class, () -> new BookBuilder(SMALL, 6, 1, 4).build(out, journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + " is of a 5x4 depth 7 build, not of this 5x4 depth 6 one;"
                        + " delete it or choose another journal file",
                e.getMessage());
        e = assertThrows(
                BookException.class,
                () -> new BookBuilder(BoardSize.of(4, 4), 7, 1, 4).build(out, journal, BuildListener.NONE));
        assertTrue(e.getMessage().contains("is of a 5x4 depth 7 build, not of this 4x4 depth 7 one"), e.getMessage());
        assertArrayEquals(saved, Files.readAllBytes(journal), "a refused journal is left as it was");

        byte[] damaged = saved.clone();
        damaged[BookJournal.HEADER_BYTES + 3] ^= 1; // a key byte of the first record
        Files.write(journal, damaged);
        e = assertThrows(
                BookException.class, () -> new BookBuilder(SMALL, 7, 1, 4).build(out, journal, BuildListener.NONE));
        assertTrue(e.getMessage().startsWith("journal " + journal + ": record 1 of "), e.getMessage());
        assertTrue(
                e.getMessage().contains("is damaged (bad check), and record ")
                        && e.getMessage().endsWith(" after it is whole; delete it or choose another journal file"),
                e.getMessage());

        Files.writeString(journal, "ply key score\n0 0 1\n");
        e = assertThrows(
                BookException.class, () -> new BookBuilder(SMALL, 7, 1, 4).build(out, journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + ": not a book journal (no C4BJRNL header); choose another journal file",
                e.getMessage());
    }

    @Test
    void aJournalRecordOfAPositionNotInTheBuildIsRefused() throws IOException, BookException {
        Path journal = dir.resolve("x.journal");
        try (BookJournal j = BookJournal.open(journal, SMALL, 3, BookJournal.Kind.SCORES)) {
            assertEquals(0, j.recovered().size());
            j.append(2, Position.parse("333", SMALL).code(), 1); // a position of ply 3 (symmetric: its key is its code)
        }
        BookException e = assertThrows(
                BookException.class,
                () -> new BookBuilder(SMALL, 3, 1, 4).build(dir.resolve("x.book"), journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + ": record 1 holds a position that is not of ply 2 of this build"
                        + " (the journal is damaged); delete it or choose another journal file",
                e.getMessage());

        // a whole build's record of a position outside a root's build: the journal of another root
        Files.delete(journal);
        Position three = Position.parse("333", SMALL);
        try (BookJournal j = BookJournal.open(journal, SMALL, 3, BookJournal.Kind.SCORES)) {
            j.append(3, Book.key(SMALL, three.currentStones(), three.mask()), 0);
        }
        Position root = Position.parse("1", SMALL);
        e = assertThrows(
                BookException.class,
                () -> new BookBuilder(SMALL, 3, root, 1, 4, true, DeepestPly.LOCAL)
                        .build(dir.resolve("x.book"), journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + ": record 1 holds a position that is not of ply 3 of this build"
                        + " (the journal is of a build from another root, or damaged); delete it or choose another"
                        + " journal file",
                e.getMessage());

        Files.delete(journal);
        try (BookJournal j = BookJournal.open(journal, SMALL, 3, BookJournal.Kind.SCORES)) {
            j.append(3, Position.parse("333", SMALL).code(), SMALL.winScore(3) + 1);
        }
        e = assertThrows(
                BookException.class,
                () -> new BookBuilder(SMALL, 3, 1, 4).build(dir.resolve("x.book"), journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + ": record 1 holds the impossible score " + (SMALL.winScore(3) + 1)
                        + " (the journal is damaged); delete it or choose another journal file",
                e.getMessage());
    }

    /**
     * A record of a shallower ply whose bytes pass their check but whose score its deeper plies
     * contradict (damage the 16-bit check missed, or a forgery) is found when the build reaches
     * its ply, named, and the book is not written; the true score resumes as before.
     */
    @Test
    void aShallowerScoreTheDeeperPliesContradictIsRefused() throws Exception {
        Book clean = new BookBuilder(SMALL, 4, 1, 4).build(BuildListener.NONE).book();
        Position p = Position.parse("33", SMALL);
        long key = Book.key(SMALL, p.currentStones(), p.mask());
        int truth = clean.score(p.currentStones(), p.mask());
        int forged = truth == 0 ? 1 : -truth; // within what a position of 2 stones can score
        Path out = dir.resolve("c.book");
        Path journal = dir.resolve("c.journal");
        scoresJournal(journal, 2, key, forged);
        BookException e = assertThrows(
                BookException.class, () -> new BookBuilder(SMALL, 4, 2, 4).build(out, journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + " records the score " + forged + " for 33 (ply 2), whose moves give " + truth
                        + " (the journal is damaged); delete it or choose another journal file",
                e.getMessage());
        assertFalse(Files.exists(out), "no book from a damaged journal");
        assertFalse(Files.exists(BookBuilder.movesJournal(journal)), "nor a moves journal this run made");
        Files.delete(journal);
        scoresJournal(journal, 2, key, truth);
        BookBuilder.Result r = new BookBuilder(SMALL, 4, 2, 4).build(out, journal, BuildListener.NONE);
        assertEquals(1, r.resumed());
        assertArrayEquals(clean.toBytes(), Files.readAllBytes(out));
    }

    /** Writes a scores journal of a depth-4 build of {@link #SMALL} holding one record. */
    private static void scoresJournal(Path journal, int ply, long key, int score) throws Exception {
        try (BookJournal j = BookJournal.open(journal, SMALL, 4, BookJournal.Kind.SCORES)) {
            j.append(ply, key, score);
        }
    }

    /**
     * A deepest-ply record whose score is too high (no deeper ply checks it) is found when the
     * moves phase finds no move that keeps it: the journal is named, and no book is written.
     */
    @Test
    void aDeepestScoreNoMoveKeepsNamesTheJournal() throws Exception {
        Book clean = new BookBuilder(SMALL, 4, 1, 4).build(BuildListener.NONE).book();
        Position p = Position.parse("1112", SMALL);
        long key = Book.key(SMALL, p.currentStones(), p.mask());
        int forged = clean.score(p.currentStones(), p.mask()) + 1;
        assertTrue(forged <= SMALL.winScore(4), "a score the journal's own checks let pass");
        Path out = dir.resolve("d.book");
        Path journal = dir.resolve("d.journal");
        scoresJournal(journal, 4, key, forged);
        BookException e = assertThrows(
                BookException.class, () -> new BookBuilder(SMALL, 4, 1, 4).build(out, journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + " records the score " + forged + " for 1112 (ply 4), which no move keeps"
                        + " (the journal is damaged); delete it or choose another journal file",
                e.getMessage());
        assertFalse(Files.exists(out), "no book from a damaged journal");
        assertTrue(Files.exists(journal), "the journal is kept for the user to look at");
    }

    /**
     * A journal given through a symbolic link is written to the file the link names; a finished
     * build deletes that file, never the user's link. The empty board is named "-" when its record
     * is contradicted.
     */
    @Test
    void aJournalThroughALinkIsDeletedNotTheLink() throws Exception {
        Path target = dir.resolve("real.journal");
        Path link = Files.createSymbolicLink(dir.resolve("link.journal"), target);
        new BookBuilder(SMALL, 3, 1, 4).build(dir.resolve("l.book"), link, BuildListener.NONE);
        assertTrue(Files.isSymbolicLink(link), "the user's link stays");
        assertFalse(Files.exists(target), "the journal it led to is gone");

        Book clean = new BookBuilder(SMALL, 3, 1, 4).build(BuildListener.NONE).book();
        int truth = clean.score(0, 0);
        try (BookJournal j = BookJournal.open(link, SMALL, 3, BookJournal.Kind.SCORES)) {
            j.append(0, Book.key(SMALL, 0, 0), truth == 0 ? 1 : -truth);
        }
        BookException e = assertThrows(
                BookException.class,
                () -> new BookBuilder(SMALL, 3, 1, 4).build(dir.resolve("l.book"), link, BuildListener.NONE));
        assertTrue(e.getMessage().contains(" for - (ply 0), whose moves give " + truth), e.getMessage());
    }

    /**
     * A journal another build holds (here this JVM's; another process's lock is the same file lock)
     * is refused, not shared: the first to finish would delete it under the other. Once it is free,
     * the build resumes from it.
     */
    @Test
    void aJournalInUseIsRefusedUntilItIsFree() throws Exception {
        Path journal = dir.resolve("busy.journal");
        Path out = dir.resolve("busy.book");
        try (BookJournal held = BookJournal.open(journal, SMALL, 3, BookJournal.Kind.SCORES)) {
            BookException e = assertThrows(
                    BookException.class, () -> new BookBuilder(SMALL, 3, 1, 4).build(out, journal, BuildListener.NONE));
            assertEquals(
                    "journal " + journal + " is in use by another build; wait for it to end or choose another journal"
                            + " file",
                    e.getMessage());
            assertEquals(0, held.recovered().size());
        }
        new BookBuilder(SMALL, 3, 1, 4).build(out, journal, BuildListener.NONE);
        assertTrue(Files.exists(out));
        assertFalse(Files.exists(journal));
    }

    /**
     * A build stopped in its moves with the journal given through a link resumes by the link's
     * target, and leaves only the book and the link: the moves journal lies beside the file the
     * link names, not beside the link.
     */
    @Test
    void aBuildThroughAJournalLinkResumesByItsTarget() throws Exception {
        Book clean = new BookBuilder(SMALL, 6, 1, 4).build(BuildListener.NONE).book();
        Path target = dir.resolve("t.journal");
        Path link = Files.createSymbolicLink(dir.resolve("l.journal"), target);
        Path out = dir.resolve("t.book");
        assertThrows(
                Crash.class,
                () -> new BookBuilder(SMALL, 6, 2, 4).build(out, link, new BuildListener() {
                    @Override
                    public void moveFound(int done, int all) {
                        if (done == all / 2) throw new Crash();
                    }
                }));
        assertEquals(BookBuilder.movesJournal(target), BookBuilder.movesJournal(link));
        assertTrue(Files.exists(dir.resolve("t.journal.moves")), "beside the target");
        BookBuilder.Result r = new BookBuilder(SMALL, 6, 2, 4).build(out, target, BuildListener.NONE);
        assertTrue(r.movesResumed() > 0, "the moves found before the stop are resumed");
        assertArrayEquals(clean.toBytes(), Files.readAllBytes(out));
        try (var files = Files.list(dir)) {
            assertEquals(java.util.List.of(link, out), files.sorted().toList(), "the book and the user's link");
        }
    }

    /**
     * A build writes its journal's header aside and moves it in whole, so a file holding part of a
     * header was not written by one: it is refused and kept, not taken over and later deleted.
     */
    @Test
    void aFileWithPartOfAJournalHeaderIsRefusedAndKept() throws Exception {
        Path journal = dir.resolve("h.journal");
        byte[] part = java.util.Arrays.copyOf(BookJournal.MAGIC, 5);
        Files.write(journal, part);
        BookException e = assertThrows(
                BookException.class,
                () -> new BookBuilder(SMALL, 4, 1, 4).build(dir.resolve("h.book"), journal, BuildListener.NONE));
        assertEquals(
                "journal " + journal + ": not a book journal (no C4BJRNL header); choose another journal file",
                e.getMessage());
        assertArrayEquals(part, Files.readAllBytes(journal));
    }
}
