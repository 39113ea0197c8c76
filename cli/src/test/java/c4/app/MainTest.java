package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.play.Players;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command table: the overview, help by name, an unknown command, and the class that starts the program. */
class MainTest {
    record Run(int status, String out, String err) {}

    /** Runs the program's {@code main} logic in this JVM, standard input empty. */
    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void overviewListsEveryCommandAndHelpNamesOne() {
        Run overview = run("--help");
        assertEquals(0, overview.status());
        for (String name : List.of("audit", "book", "engine", "gui", "match", "perft", "play", "positions", "solve")) {
            assertTrue(overview.out().contains(String.format("  %-8s ", name)), name + ": " + overview.out());
        }
        Run perft = run("help", "perft");
        assertEquals(0, perft.status());
        assertTrue(perft.out().startsWith("usage: scripts/c4 perft DEPTH"), perft.out());
    }

    @Test
    void anUnknownCommandIsABadCommandLine() {
        Run r = run("nope\u0001");
        assertEquals(2, r.status());
        assertEquals("", r.out());
        assertEquals(
                "c4: unknown command 'nope\\u0001' (see c4 --help)\n", r.err().replace("\r\n", "\n"));
    }

    @Test
    void theOwnEngineIsStartedThroughThisClass() {
        assertTrue(
                Players.ownEngineCommand().contains(Main.class.getName()),
                Players.ownEngineCommand().toString());
    }
}
