package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.command.EngineCommand;
import c4.core.Position;
import c4.options.CommandLines;
import c4.perft.Perft;
import c4.perft.ProgressMeter;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The protocol's {@code perft} counts from the current position. */
class ProtocolPerftTest {
    @Test
    void perftCountsFromTheCurrentPosition() throws Exception {
        String text = run("position startpos moves 4453\nperft 3\nposition startpos\nperft 2\n", 2);
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
        String[] lines = run(
                        "setoption name Width value 2\nsetoption name Height value 2\nposition startpos moves 12\n"
                                + "perft 3\nperft 2\n",
                        1)
                .split("\n");
        assertEquals(
                "info string error: perft: depth 3 is beyond the 2 empty cells left after 2 moves (depth 1..2)",
                lines[0]);
        assertTrue(java.util.List.of(lines).contains("info string perft ply 2 nodes 2"), String.join("|", lines));
    }

    /**
     * Runs the engine on {@code script}, holding back its end of input until the output has
     * {@code totals} perft totals: the end of input, like stop and quit, ends a perft under way.
     */
    private static String run(String script, int totals) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] bytes = script.getBytes(StandardCharsets.UTF_8);
        java.io.InputStream in = new java.io.InputStream() {
            private int at;

            @Override
            public int read(byte[] b, int off, int len) throws java.io.IOException {
                if (len == 0) return 0;
                if (at < bytes.length) { // the script at once, without waiting for more
                    int n = Math.min(len, bytes.length - at);
                    System.arraycopy(bytes, at, b, off, n);
                    at += n;
                    return n;
                }
                return read();
            }

            @Override
            public int read() throws java.io.IOException {
                if (at < bytes.length) return bytes[at++];
                long deadline = System.nanoTime() + 60_000_000_000L; // a liveness bound only
                while (countTotals(out) < totals && System.nanoTime() < deadline) {
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        throw new java.io.InterruptedIOException();
                    }
                }
                return -1;
            }
        };
        int status = CommandLines.execute(
                new EngineCommand(),
                new String[0],
                in,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(OutputStream.nullOutputStream()));
        assertEquals(0, status);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static int countTotals(ByteArrayOutputStream out) {
        String text;
        synchronized (out) {
            text = out.toString(StandardCharsets.UTF_8);
        }
        return text.split("info string perft total ", -1).length - 1;
    }
}
