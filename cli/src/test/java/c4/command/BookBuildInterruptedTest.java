package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code c4 book build} ended by a signal says so on stderr, in one line: the ply it was at, the
 * positions solved, and that the journal keeps them; the same command then resumes from it.
 * SIGTERM (what {@link Process#destroy} sends); Ctrl-C's SIGINT takes the same path, the JVM's
 * shutdown hooks.
 */
@Tag("slow")
class BookBuildInterruptedTest {
    /** The journal's header and records, as c4.book.build.BookJournal writes them. */
    private static final int HEADER_BYTES = 12;

    private static final int RECORD_BYTES = 12;
    private static final int THREADS = 2;

    private static final Pattern LINE = Pattern.compile("c4 book build: interrupted at ply (\\d+) \\(([\\d,]+) of"
            + " ([\\d,]+) positions solved, ([\\d,]+) in all\\); the journal keeps them: run the same command again to"
            + " resume");

    @TempDir
    Path dir;

    @Test
    void anInterruptedBuildSaysWhatItsJournalKeepsAndResumes() throws Exception {
        Path book = dir.resolve("b.c4b");
        Path journal = Path.of(book + ".journal");
        String[] build = {
            "book",
            "build",
            "--size",
            "6x4",
            "--depth",
            "6",
            "--threads",
            Integer.toString(THREADS),
            "--hash",
            "16",
            "--out",
            book.toString()
        };
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = MainProcess.start(out, err, build);
        // a worker journals a position before it counts it: with more records than workers, at least
        // one has been counted (the deepest ply, 3,845 positions, takes seconds)
        MainProcess.terminateWhen(p, err, "nothing journalled", () -> records(journal) > THREADS);
        assertEquals("", Files.readString(out), "no summary");
        assertFalse(Files.exists(book), "no book");
        List<String> said = Files.readAllLines(err);
        assertEquals(1, said.stream().filter(l -> l.startsWith("c4 ")).count(), "one line of its own: " + said);
        String last = said.get(said.size() - 1);
        Matcher m = LINE.matcher(last);
        assertTrue(m.matches(), last);
        assertEquals("6", m.group(1), "the deepest ply: " + last);
        assertEquals(m.group(2), m.group(4), "nothing before the deepest ply: " + last);
        assertEquals("3,845", m.group(3), last);
        long solved = Long.parseLong(m.group(4).replace(",", ""));
        long kept = records(journal);
        assertTrue(solved > 0 && kept >= solved, solved + " said, " + kept + " kept");

        BookCommandFixtures.Run again =
                BookCommandFixtures.run(java.util.Arrays.copyOfRange(build, 1, build.length)); // in this JVM
        assertEquals(0, again.status(), again.err());
        Matcher summary = Pattern.compile("(\\d+) entries, .*; (\\d+) solved, (\\d+) from the journal; ")
                .matcher(again.out());
        assertTrue(summary.find(), again.out());
        long entries = Long.parseLong(summary.group(1));
        long resumed = Long.parseLong(summary.group(3));
        assertEquals(kept, resumed, "every journalled position is taken: " + again.out());
        assertEquals(entries - resumed, Long.parseLong(summary.group(2)), "the rest are solved: " + again.out());
        assertTrue(
                again.err()
                        .contains("book 6x4: ply 6: 3845 positions, " + (3845 - resumed) + " solved (" + resumed
                                + " from the journal)"),
                again.err());
        assertFalse(Files.exists(journal), "the journal is deleted with the book written");
    }

    /** The records in {@code journal} so far (0 while it is missing or holds its header alone). */
    private static long records(Path journal) throws java.io.IOException {
        if (!Files.exists(journal)) return 0;
        return Math.max(0, Files.size(journal) - HEADER_BYTES) / RECORD_BYTES;
    }
}
