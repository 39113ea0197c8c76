package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import c4.options.CommandLines;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs of {@code c4 match}, shared by the tests of its results, records and misbehaving engines. */
final class MatchCommandFixtures {
    private MatchCommandFixtures() {}

    /**
     * The game lines of a record that a match on {@code board} wrote: its first line names the
     * board (which audit reads), the others are the games.
     */
    static java.util.List<String> games(java.nio.file.Path record, String board) throws java.io.IOException {
        java.util.List<String> lines = java.nio.file.Files.readAllLines(record);
        assertEquals("# c4 match record: board " + board, lines.isEmpty() ? "(empty)" : lines.get(0), "the board line");
        return lines.subList(1, lines.size());
    }

    /** Runs a match with no input; its standard output, once it has ended with status 0. */
    static String run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = CommandLines.execute(
                new MatchCommand(),
                args,
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }
}
