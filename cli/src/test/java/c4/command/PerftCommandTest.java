package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.perft.GameCounter;
import c4.perft.Perft;
import c4.perft.ProgressMeter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code c4 perft}: its output and its errors (the counts themselves are checked in the perft module). */
class PerftCommandTest {
    @Test
    void commandCountsFromTheMovesGiven() throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int status = CommandLines.execute(
                new PerftCommand(),
                new String[] {"3", "--moves", "4453", "--threads", "1"},
                java.io.InputStream.nullInputStream(),
                new java.io.PrintStream(out, true),
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        assertEquals(0, status);
        long[] counts = new Perft(Position.parse("4453"), 3).run(1, ProgressMeter.Factory.NONE);
        String text = out.toString();
        for (int p = 1; p <= 3; p++) assertTrue(text.contains("ply " + p + " nodes " + counts[p] + "\n"), text);
        assertEquals(
                text.lines().findFirst(),
                run("3", "--moves", " 4453\t", "--threads", "1").lines().findFirst(),
                "spaces around MOVES are dropped, as around every value of the command line");
        assertThrows(
                UsageException.class,
                () -> CommandLines.execute(
                        new PerftCommand(),
                        new String[] {"3", "--moves", "4458"},
                        java.io.InputStream.nullInputStream(),
                        System.out,
                        System.err));
        assertThrows(
                UsageException.class,
                () -> CommandLines.execute(
                        new PerftCommand(),
                        new String[] {"--games", "--moves", "4"},
                        java.io.InputStream.nullInputStream(),
                        System.out,
                        System.err));
    }

    private static String run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = CommandLines.execute(
                new PerftCommand(),
                args,
                System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void commandPrintsPerPlyCountsAndASummary() throws Exception {
        String out = run("4", "--size", "4x4", "--threads", "2");
        long[] n = new Perft(BoardSize.of(4, 4), 4).run(1, ProgressMeter.Factory.NONE);
        assertTrue(
                out.startsWith("ply 1 nodes " + n[1] + "\nply 2 nodes " + n[2] + "\nply 3 nodes " + n[3]
                        + "\nply 4 nodes " + n[4] + "\ntotal " + (n[1] + n[2] + n[3] + n[4]) + " nodes in "),
                out);
        assertTrue(out.trim().endsWith("nodes/s, threads 2"), out);
        assertEquals(
                "ply 0 positions 1\nply 1 positions 4\nply 2 positions 16\n", run("--positions", "2", "--size=4x4"));
        assertEquals(
                "games " + new GameCounter(BoardSize.of(4, 4), ProgressMeter.Factory.NONE).count() + "\n",
                run("--games", "--size", "4x4"));
    }

    private static String usageError(String... args) {
        return assertThrows(UsageException.class, () -> run(args)).getMessage();
    }

    @Test
    void badArgumentsAreUsageErrors() {
        assertEquals("perft: DEPTH needs a whole number, got 'x'", usageError("x"));
        assertEquals("perft: DEPTH value 0 is out of range 1..42", usageError("0"));
        assertEquals("perft: DEPTH value -3 is out of range 1..42", usageError("-3"));
        assertEquals("perft: DEPTH value 17 is out of range 1..16", usageError("17", "--size", "4x4"));
        assertEquals("perft: DEPTH value 43 is out of range 0..42", usageError("--positions", "43"));
        assertEquals("perft: DEPTH is missing (see c4 perft --help)", usageError());
        assertEquals("perft: DEPTH is missing (see c4 perft --help)", usageError("--positions"));
        assertEquals("perft: one DEPTH expected, got '5' as well", usageError("4", "5"));
        assertEquals("perft: unknown option '--fast' (see c4 perft --help)", usageError("4", "--fast"));
        assertEquals(
                "perft: option --size: board size '7-6': expected WxH, for example 7x6",
                usageError("4", "--size", "7-6"));
        assertTrue(usageError("4", "--size", "9x7").startsWith("perft: option --size: board size 9x7 does not fit"));
        assertEquals("perft: option --size needs a value", usageError("4", "--size"));
        assertEquals("perft: option --threads needs a whole number, got 'two'", usageError("4", "--threads", "two"));
        assertEquals("perft: option --threads value 0 is out of range 1..1024", usageError("4", "--threads", "0"));
        assertEquals(
                "perft: --threads applies only to perft DEPTH, not to --games",
                usageError("--games", "--threads", "2"));
        assertEquals("perft: --games takes no DEPTH, got '5'", usageError("--games", "5"));
        assertEquals("perft: choose one of --positions and --games", usageError("--games", "--positions", "3"));
    }
}
