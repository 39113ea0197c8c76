package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import c4.core.BoardSize;
import c4.core.Position;
import c4.io.StandardOutput;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.perft.ProgressMeter;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code c4 positions}: its lines, the node filter and its errors (the generator itself: RandomPositionsTest). */
class PositionsCommandTest {
    private record Run(int status, List<String> lines, String err) {}

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try {
            status = CommandLines.execute(
                    new PositionsCommand(),
                    args,
                    InputStream.nullInputStream(),
                    new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        return new Run(
                status, out.toString(StandardCharsets.UTF_8).lines().toList(), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void printsDistinctPositionsOfThePliesAskedForTheSameForTheSameSeed() {
        Run a = run("--ply", "10-14", "--count", "30", "--seed", "9");
        assertEquals(0, a.status(), a.err());
        assertEquals(30, a.lines().size());
        assertEquals(30, a.lines().stream().distinct().count());
        for (String moves : a.lines()) {
            Position p = Position.parse(moves);
            assertTrue(p.moveCount() >= 10 && p.moveCount() <= 14, moves);
        }
        assertEquals(a.lines(), run("--count=30", "--seed=9", "--ply=10-14").lines());
        assertNotEquals(
                a.lines(),
                run("--ply", "10-14", "--count", "30", "--seed", "10").lines());
        Run small = run("--ply", "6", "--count", "5", "--size", "5x4");
        assertEquals(0, small.status(), small.err());
        for (String moves : small.lines())
            assertEquals(6, Position.parse(moves, BoardSize.of(5, 4)).moveCount(), moves);
    }

    @Test
    void theLinesAreThoseTheCommandPrintedWhenItCollectedThemFirst() {
        // captured from the command before it wrote positions as found: the same lines, in the same order
        record Expected(List<String> args, int status, int lines, String first, String last, int hash) {}
        for (Expected e : List.of(
                new Expected(
                        List.of("--ply", "10-14", "--count", "30", "--seed", "9"),
                        0,
                        30,
                        "52146232441657",
                        "73651713642176",
                        -1873227427),
                new Expected(
                        List.of("--ply", "16-20", "--count", "5", "--seed", "3", "--nodes", "200-20000"),
                        0,
                        5,
                        "417652734464246541",
                        "576166725455325664",
                        -453328884),
                new Expected(List.of("--ply", "1", "--count", "9"), 1, 7, "5", "4", 188437808),
                new Expected(
                        List.of("--ply", "6", "--count", "50", "--size", "5x4", "--seed", "4"),
                        0,
                        50,
                        "344312",
                        "225414",
                        1538976820))) {
            Run r = run(e.args().toArray(String[]::new));
            assertEquals(e.status(), r.status(), e.args() + ": " + r.err());
            assertEquals(e.lines(), r.lines().size(), e.args().toString());
            assertEquals(e.first(), r.lines().get(0), e.args().toString());
            assertEquals(e.last(), r.lines().get(r.lines().size() - 1), e.args().toString());
            assertEquals(
                    e.hash(), String.join("\n", r.lines()).hashCode(), e.args().toString());
        }
    }

    /** What a meter was told: each update with the lines standard output had received by then. */
    private record Update(long done, String detail, int linesArrived) {}

    @Test
    void eachPositionIsWrittenAndFlushedAsSoonAsFoundAndProgressCountsThem() throws Exception {
        ByteArrayOutputStream arrived = new ByteArrayOutputStream();
        List<Update> updates = new ArrayList<>();
        List<String> meters = new ArrayList<>();
        ProgressMeter.Factory factory = (label, total) -> {
            meters.add(label + " " + total);
            return new ProgressMeter() {
                @Override
                public void update(long done, String detail) {
                    int lines = (int)
                            arrived.toString(StandardCharsets.UTF_8).lines().count();
                    updates.add(new Update(done, detail, lines));
                }

                @Override
                public void finish() {
                    meters.add("finished");
                }
            };
        };
        // no autoflush: only what the command flushes reaches the stream
        PrintStream out = new PrintStream(arrived, false, StandardCharsets.UTF_8);
        int status = CommandLines.execute(
                new PositionsCommand(factory),
                new String[] {"--ply", "16-20", "--count", "5", "--seed", "3", "--nodes", "200-20000"},
                InputStream.nullInputStream(),
                out,
                new PrintStream(OutputStream.nullOutputStream()));
        assertEquals(0, status);
        assertEquals(List.of("positions 5", "finished"), meters);
        assertTrue(updates.size() > 5, updates.toString());
        long solved = 0;
        for (Update u : updates) {
            // the meter hears of a position only once its line is out
            assertEquals(u.done(), u.linesArrived(), updates.toString());
            assertTrue(u.detail().endsWith(" candidates solved"), u.detail());
            long n = Long.parseLong(u.detail().split(" ")[0]);
            assertTrue(n >= solved && n >= u.done(), updates.toString());
            solved = n;
        }
        assertEquals(5, updates.get(updates.size() - 1).done());
        assertTrue(updates.stream().anyMatch(u -> u.done() == 1), "the first line came out before the rest were found");
    }

    @Test
    void aFailedStandardOutputEndsTheRunAtTheFirstLine() {
        List<Long> done = new ArrayList<>();
        ProgressMeter.Factory factory = (label, total) -> new ProgressMeter() {
            @Override
            public void update(long n, String detail) {
                done.add(n);
            }

            @Override
            public void finish() {}
        };
        OutputStream closed = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("closed pipe");
            }
        };
        UncheckedIOException e = assertThrows(
                UncheckedIOException.class,
                () -> CommandLines.execute(
                        new PositionsCommand(factory),
                        new String[] {"--ply", "12", "--count", "1000"},
                        InputStream.nullInputStream(),
                        new PrintStream(closed, false, StandardCharsets.UTF_8),
                        new PrintStream(OutputStream.nullOutputStream())));
        assertEquals(StandardOutput.FAILED, e.getMessage());
        assertTrue(done.stream().allMatch(n -> n == 0), "stopped at the first line: " + done);
    }

    @Test
    void theNodeFilterKeepsPositionsWhoseSolveTakesThatMany() {
        Run r = run("--ply", "16-20", "--count", "5", "--seed", "3", "--nodes", "200-20000");
        assertEquals(0, r.status(), r.err());
        assertEquals(5, r.lines().size());
        try (Solver solver = new Solver(BoardSize.STANDARD, 1, TranspositionTable.DEFAULT_MEGABYTES)) {
            for (String moves : r.lines()) {
                solver.clearTable();
                long nodes = solver.solve(Position.parse(moves), false).nodes();
                assertTrue(200 <= nodes && nodes <= 20000, moves + ": " + nodes + " nodes");
            }
        }
    }

    @Test
    void tooFewPositionsIsStatusOneWithThoseFound() {
        Run r = run("--ply", "1", "--count", "9");
        assertEquals(1, r.status());
        assertEquals(7, r.lines().size(), "ply 1 has seven positions");
        assertTrue(r.err().startsWith("c4 positions: found only 7 of 9 distinct positions"), r.err());
        Run empty = run("--ply", "0", "--count", "1");
        assertEquals(List.of("-"), empty.lines(), "the empty board is written as solve reads it");
    }

    private static String usageError(String... args) {
        return assertThrows(UsageException.class, () -> run(args)).getMessage();
    }

    @Test
    void badCommandLinesNameTheOptionAndTheValue() {
        assertEquals("positions: --ply N|A-B is missing (see c4 positions --help)", usageError("--count", "3"));
        assertEquals("positions: --count K is missing (see c4 positions --help)", usageError("--ply", "3"));
        assertEquals(
                "positions: option --ply needs N or A-B with 0 <= A <= B <= 41, got '42'",
                usageError("--ply", "42", "--count", "1"));
        assertEquals(
                "positions: option --ply needs N or A-B with 0 <= A <= B <= 41, got '9-3'",
                usageError("--ply", "9-3", "--count", "1"));
        assertEquals(
                "positions: option --ply needs N or A-B with 0 <= A <= B <= 19, got '8-20'",
                usageError("--ply", "8-20", "--count", "1", "--size", "5x4"));
        assertTrue(usageError("--ply", "3", "--count", "1", "--nodes", "x-9")
                .startsWith("positions: option --nodes needs N or A-B"));
        // ASCII digits only, as every whole number of the command line: no sign, no other digits
        for (String ply : List.of("+3", "\u0663", "3-+5", "-3", "3--5", "3-", "99999999999999999999")) {
            assertEquals(
                    "positions: option --ply needs N or A-B with 0 <= A <= B <= 41, got '" + ply + "'",
                    usageError("--ply", ply, "--count", "1"),
                    ply);
        }
        // spaces around the numbers are dropped, as for the other options
        assertEquals(
                run("--ply", "3-5", "--count", "4").lines(),
                run("--ply", " 3 - 5 ", "--count", "4").lines());
        assertEquals(
                "positions: option --count value 0 is out of range 1..1000000",
                usageError("--ply", "3", "--count", "0"));
        assertEquals("positions: unknown option '--seeds' (see c4 positions --help)", usageError("--seeds", "3"));
        assertEquals("positions: unexpected argument '12' (see c4 positions --help)", usageError("12"));
    }

    @Test
    void helpIsReachedThroughMain() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                0,
                Main.run(
                        new String[] {"positions", "--help"},
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(OutputStream.nullOutputStream())));
        assertTrue(
                out.toString(StandardCharsets.UTF_8).startsWith("usage: scripts/c4 positions --ply"), out.toString());
    }
}
