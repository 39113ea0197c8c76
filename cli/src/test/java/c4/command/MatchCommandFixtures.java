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
