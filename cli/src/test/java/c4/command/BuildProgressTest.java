package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A book build's progress shows while a ply's first position is still being solved (minutes on
 * a large board), not only as positions finish; and nothing is drawn between stages. What it
 * says when interrupted (a signal's, in BookBuildInterruptedTest) at each stage.
 */
class BuildProgressTest {
    @Test
    void theClockDrawsAPlyBeforeItsFirstPositionIsSolved() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        String drawn;
        try (BuildProgress progress = new BuildProgress("book build", err, BoardSize.of(9, 6), true, 20)) {
            progress.plyStarted(0, 1, 0);
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a loaded machine is slow, never wrong
            while (!text(bytes).contains("book 9x6 ply 0 [") && System.nanoTime() < end) Thread.sleep(10);
            assertTrue(text(bytes).contains("book 9x6 ply 0 [------------------------------] 0/1 "), text(bytes));
            progress.plyFinished(0, 1, 1, 1000, 1_000_000_000L);
            drawn = text(bytes);
            assertTrue(
                    drawn.endsWith("book 9x6: ply 0: 1 position, 1 solved (0 from the journal) in 1.00 s, 1.0"
                            + " positions/s, 1000 nodes\n"),
                    drawn);
            Thread.sleep(300); // more than a terminal's redraw interval
        }
        assertEquals(drawn, text(bytes), "nothing drawn between stages");
    }

    /**
     * What a build interrupted at each stage says it had done: never more than its journals keep
     * (a position counts once it is journalled), and of the book only that it may be written.
     */
    @Test
    void anInterruptedBuildSaysWhatItsJournalsKeepAtEachStage() {
        PrintStream err = new PrintStream(java.io.OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        Path book = Path.of("b.c4b");
        String again = "run the same command again to resume";
        try (BuildProgress p = new BuildProgress("book build", err, BoardSize.of(6, 4), false, 60_000)) {
            assertEquals("book build: interrupted before any position was solved", p.interrupted(book));
            p.plyStarted(6, 3845, 0);
            assertEquals("book build: interrupted at ply 6, before any position was solved", p.interrupted(book));
            p.solved(6, 1234, 3845);
            assertEquals(
                    "book build: interrupted at ply 6 (1,234 of 3,845 positions solved, 1,234 in all); the journal"
                            + " keeps them: " + again,
                    p.interrupted(book));
            p.solved(6, 3845, 3845);
            p.plyFinished(6, 3845, 3845, 1000, 1_000_000_000L);
            p.plyStarted(5, 1125, 100); // 100 from the journal
            assertEquals(
                    "book build: interrupted at ply 5 (100 of 1,125 positions solved, 3,945 in all); the journal"
                            + " keeps them: " + again,
                    p.interrupted(book));
            p.solved(5, 1125, 1125);
            p.plyFinished(5, 1125, 1025, 1000, 1_000_000_000L);
            p.movesStarted(2938, 0);
            assertEquals(
                    "book build: interrupted finding the moves (0 of 2,938 found); the journals keep every score: "
                            + again,
                    p.interrupted(book));
            p.moveFound(10, 2938);
            assertEquals(
                    "book build: interrupted finding the moves (10 of 2,938 found); the journals keep them and every"
                            + " score: " + again,
                    p.interrupted(book));
            p.moveFound(2938, 2938);
            p.movesFinished(2938, 2938, 1000, 1_000_000_000L);
            p.finishing();
            assertEquals(
                    "book build: interrupted while the book was written, its work all done: if b.c4b is not there, "
                            + again + " from the journal",
                    p.interrupted(book));
        }
        try (BuildProgress p = new BuildProgress("book moves", err, BoardSize.of(6, 4), false, 60_000)) {
            p.movesStarted(2938, 0);
            assertEquals("book moves: interrupted finding the moves, before the first was found", p.interrupted(book));
            p.moveFound(5, 2938);
            assertEquals(
                    "book moves: interrupted finding the moves (5 of 2,938 found); the journal keeps them: " + again,
                    p.interrupted(book));
        }
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
