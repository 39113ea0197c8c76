package c4.book.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.BookException;
import c4.core.BoardSize;
import c4.core.Position;
import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A book build that cannot write (a full disk) names the file it could not write and keeps what
 * it wrote; a journal that was tampered with is refused with what to do about it.
 */
class BookFilesFullOrTamperedTest {
    private static final BoardSize SIZE = BoardSize.of(5, 4);
    private static final String WHAT_TO_DO = "; delete it or choose another journal file";
    /** A file that is not a journal may be anyone's: the advice is never to delete it. */
    private static final String NOT_A_JOURNAL = "; choose another journal file";

    @TempDir
    Path dir;

    /** An in-memory file system of {@code bytes} bytes (blocks of 512): a disk that fills up. */
    private static FileSystem disk(long bytes) {
        return Jimfs.newFileSystem(Configuration.unix().toBuilder()
                .setBlockSize(512)
                .setMaxSize(bytes)
                .build());
    }

    @Test
    void aFullDiskNamesTheJournalAndKeepsItsRecords() throws Exception {
        try (FileSystem small = disk(1024)) {
            Path journal = small.getPath("/builds/j.journal");
            Files.createDirectories(journal.getParent());
            IOException e = assertThrows(
                    IOException.class,
                    () -> new BookBuilder(SIZE, 5, 1, 4)
                            .build(small.getPath("/builds/b.c4b"), journal, BuildListener.NONE));
            assertTrue(e.getMessage().startsWith("journal /builds/j.journal: cannot be written ("), e.getMessage());
            assertTrue(
                    e.getMessage()
                            .endsWith("); what it recorded so far is kept: run the same command again to resume"
                                    + " once it can be written"),
                    e.getMessage());
            // the records written before the disk filled up resume the build on a disk with room
            byte[] kept = Files.readAllBytes(journal);
            int records = (kept.length - BookJournal.HEADER_BYTES) / BookJournal.RECORD_BYTES;
            assertTrue(records > 10, records + " records");
            Path copy = dir.resolve("j.journal");
            Files.write(copy, kept);
            BookBuilder.Result r = new BookBuilder(SIZE, 5, 1, 4).build(dir.resolve("b.c4b"), copy, BuildListener.NONE);
            assertEquals(records, r.resumed(), "every record written resumes");
        }
    }

    @Test
    void aFullDiskNamesTheBook() throws Exception {
        try (FileSystem small = disk(1024)) {
            Path out = small.getPath("/b.c4b");
            IOException e = assertThrows(
                    IOException.class, () -> new BookBuilder(SIZE, 5, 1, 4).build(out, null, BuildListener.NONE));
            assertTrue(e.getMessage().startsWith("book /b.c4b: cannot be written ("), e.getMessage());
            assertEquals(false, Files.exists(out));
            try (var files = Files.list(small.getPath("/"))) {
                assertEquals(
                        java.util.List.of(), files.filter(Files::isRegularFile).toList(), "no temporary file is left");
            }
        }
    }

    /** A journal of four solved positions of a depth-3 build, their true scores, tampered with by {@code change}. */
    private Path journal(String name, java.util.function.Consumer<byte[]> change) throws Exception {
        Path journal = dir.resolve(name);
        c4.book.Book truth =
                new BookBuilder(SIZE, 3, 1, 4).build(BuildListener.NONE).book();
        try (BookJournal j = BookJournal.open(journal, SIZE, 3, BookJournal.Kind.SCORES)) {
            for (String moves : new String[] {"333", "111", "222", "1"}) {
                Position p = Position.parse(moves, SIZE);
                long key = c4.book.Book.key(SIZE, p.currentStones(), p.mask());
                j.append(p.moveCount(), key, truth.score(p.currentStones(), p.mask()));
            }
        }
        byte[] bytes = Files.readAllBytes(journal);
        change.accept(bytes);
        Files.write(journal, bytes);
        return journal;
    }

    private static String refusal(Path journal) {
        return assertThrows(
                        BookException.class,
                        () -> new BookBuilder(SIZE, 3, 1, 4).build(null, journal, BuildListener.NONE))
                .getMessage();
    }

    @Test
    void everyTamperedJournalIsRefusedWithWhatToDo() throws Exception {
        Path version = journal("v.journal", b -> b[7] = 9);
        assertEquals("journal " + version + ": format version 9, expected 1" + WHAT_TO_DO, refusal(version));
        Path record = journal("r.journal", b -> b[BookJournal.HEADER_BYTES + BookJournal.RECORD_BYTES + 2] ^= 4);
        assertEquals(
                "journal " + record + ": record 2 of 4 is damaged (bad check), and record 4 after it is whole"
                        + WHAT_TO_DO,
                refusal(record));
        Path magic = journal("m.journal", b -> b[0] = 'X');
        assertEquals("journal " + magic + ": not a book journal (no C4BJRNL header)" + NOT_A_JOURNAL, refusal(magic));
    }

    /**
     * A build creates its journal whole, so an existing file without a journal's whole header (empty,
     * or a few bytes that begin as one does) is a user's: refused, with no advice to delete it, and
     * kept; a new journal leaves no temporary file behind.
     */
    @Test
    void aFileThatIsNotAJournalIsRefusedAndKept() throws Exception {
        for (byte[] content : new byte[][] {new byte[0], "C4B".getBytes(StandardCharsets.US_ASCII)}) {
            Path mine = Files.write(dir.resolve("keep.txt"), content);
            assertEquals("journal " + mine + ": not a book journal (no C4BJRNL header)" + NOT_A_JOURNAL, refusal(mine));
            assertArrayEquals(content, Files.readAllBytes(mine), "kept as it was");
        }
        Path fresh = dir.resolve("sub").resolve("new.journal");
        Files.createDirectories(fresh.getParent());
        new BookBuilder(SIZE, 3, 1, 4).build(dir.resolve("sub").resolve("b.c4b"), fresh, BuildListener.NONE);
        try (var files = Files.list(fresh.getParent())) {
            assertEquals(java.util.List.of(dir.resolve("sub").resolve("b.c4b")), files.toList(), "the book alone");
        }
    }

    /**
     * The tail a crash can leave (records zeroed by the file system, torn, or the last written in
     * part) is cut off with a notice and the build resumes from the records before it.
     */
    @Test
    void aTornOrZeroedTailIsCutOffAndTheBuildResumes() throws Exception {
        byte[] zeros = new byte[3 * BookJournal.RECORD_BYTES];
        Path zeroed = journal("z.journal", b -> {});
        Files.write(zeroed, zeros, java.nio.file.StandardOpenOption.APPEND);
        Path torn = journal("t.journal", b -> b[b.length - 3] ^= 0x10); // the last record's value
        Path partial = journal("p.journal", b -> {});
        Files.write(partial, java.util.Arrays.copyOf(Files.readAllBytes(partial), (int) Files.size(partial) - 5));
        for (Path j : new Path[] {zeroed, torn, partial}) {
            java.util.List<String> notices = new java.util.ArrayList<>();
            BookBuilder.Result r = new BookBuilder(SIZE, 3, 1, 4).build(null, j, new BuildListener() {
                @Override
                public void notice(String message) {
                    notices.add(message);
                }
            });
            int cut = j == zeroed ? 3 : 1;
            assertEquals(
                    java.util.List.of("journal " + j + ": cut off " + cut + " damaged record" + (cut == 1 ? "" : "s")
                            + " at its end (the tail a crash left); their positions are solved again"),
                    notices);
            assertEquals(4 - (j == zeroed ? 0 : 1), r.resumed(), j.toString());
        }
    }

    /** A journal path that is a named pipe is refused at once, not read for ever. */
    @Test
    void aJournalThatIsAPipeIsRefusedAtOnce() throws Exception {
        Path pipe = dir.resolve("pipe.journal");
        Process p = new ProcessBuilder("mkfifo", pipe.toString())
                .redirectErrorStream(true)
                .start();
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available: no named pipe to test");
        String m = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> refusal(pipe), "reading a pipe blocks");
        assertEquals(
                "journal " + pipe + ": is not a regular file (a device, a FIFO or a socket): only a regular file is"
                        + " written; choose another journal file",
                m);
        assertEquals("journal " + dir + ": is a directory; choose another journal file", refusal(dir));
    }
}
