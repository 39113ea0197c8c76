package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import c4.core.BoardSize;
import c4.core.Position;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
        assertTrue(r.err().startsWith("positions: found only 7 of 9 distinct positions"), r.err());
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
