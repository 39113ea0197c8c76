package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A book build's progress shows while a ply's first position is still being solved (minutes on
 * a large board), not only as positions finish; and nothing is drawn between stages.
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

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
