package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.command.EngineCommand;
import c4.core.Position;
import c4.options.CommandLines;
import c4.perft.Perft;
import c4.perft.ProgressMeter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The protocol's {@code perft} counts from the current position. */
class ProtocolPerftTest {
    @Test
    void perftCountsFromTheCurrentPosition() throws Exception {
        String input = "position startpos moves 4453\nperft 3\nposition startpos\nperft 2\nquit\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = CommandLines.execute(
                new EngineCommand(),
                new String[0],
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(OutputStream.nullOutputStream()));
        assertEquals(0, status);
        String text = out.toString(StandardCharsets.UTF_8);
        long[] after4453 = new Perft(Position.parse("4453"), 3).run(1, ProgressMeter.Factory.NONE);
        int at = 0;
        for (int p = 1; p <= 3; p++) {
            at = text.indexOf("info string perft ply " + p + " nodes " + after4453[p] + "\n", at);
            assertTrue(at >= 0, "ply " + p + " after 4453: " + text);
        }
        assertTrue(text.indexOf("info string perft ply 2 nodes 49\n", at) > at, text);
    }

    @Test
    void aDepthBeyondTheMovesLeftIsAnInputError() throws Exception {
        String input = "setoption name Width value 2\nsetoption name Height value 2\nposition startpos moves 12\n"
                + "perft 3\nperft 2\nquit\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = CommandLines.execute(
                new EngineCommand(),
                new String[0],
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(OutputStream.nullOutputStream()));
        assertEquals(0, status);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(
                "info string error: perft: depth 3 is beyond the 2 empty cells left after 2 moves (depth 1..2)",
                lines[0]);
        assertTrue(java.util.List.of(lines).contains("info string perft ply 2 nodes 2"), String.join("|", lines));
    }
}
