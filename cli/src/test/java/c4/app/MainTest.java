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
        Run build = run("help", "book", "build");
        assertEquals(0, build.status());
        assertTrue(build.out().startsWith("usage: scripts/c4 book build "), build.out());
    }

    /** help names a command (and at most one of its subcommands): anything else is refused, not the overview. */
    @Test
    void helpForWhatIsNoCommandIsABadCommandLine() {
        String[][] cases = {
            {"help", "nosuch", "c4: unknown command 'nosuch' (see c4 --help)"},
            {"-h", "bogus", "c4: unknown command 'bogus' (see c4 --help)"},
            {
                "help",
                "play",
                "extra",
                "c4 help: expected a command and at most one of its subcommands, got 'extra' after 'play'"
            },
            {
                "help",
                "book",
                "build",
                "x",
                "c4 help: expected a command and at most one of its subcommands, got 'x' after 'build'"
            },
        };
        for (String[] c : cases) {
            Run r = run(java.util.Arrays.copyOf(c, c.length - 1));
            assertEquals(2, r.status(), String.join(" ", c));
            assertEquals("", r.out());
            assertEquals(c[c.length - 1] + "\n", r.err().replace("\r\n", "\n"));
        }
    }

    /** --help gets the help, whatever else the command line holds; without it, the same line is refused. */
    @Test
    void helpIsGivenEvenBesideABadOption() {
        Run solve = run("solve", "--threads", "x", "--help");
        assertEquals(0, solve.status(), solve.err());
        assertTrue(solve.out().startsWith("usage: scripts/c4 solve "), solve.out());
        Run build = run("book", "build", "-h", "--depth", "x");
        assertEquals(0, build.status(), build.err());
        assertTrue(build.out().startsWith("usage: scripts/c4 book build "), build.out());
        Run refused = run("solve", "--threads", "x");
        assertEquals(2, refused.status());
        assertEquals("c4 solve: option --threads needs a whole number, got 'x'\n", refused.err());
    }

    /** The version is the project's, as the build filled it in, and the protocol's id name gives the same. */
    @Test
    void versionIsTheBuildsAndTakesNothingAfterIt() throws Exception {
        Run r = run("--version");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().matches("c4 [0-9]+\\.[0-9]+\\.[0-9]+(-SNAPSHOT)?\n"), r.out());
        String pom = java.nio.file.Files.readString(java.nio.file.Path.of("pom.xml")); // the cli module's
        assertTrue(pom.contains("<version>" + r.out().substring(3).strip() + "</version>"), "the project's version");
        assertTrue(run("--help").out().contains("scripts/c4 --version"));
        Run extra = run("--version", "x");
        assertEquals(2, extra.status());
        assertEquals("c4: --version takes nothing after it, got 'x'\n", extra.err());
    }

    @Test
    void anUnknownCommandIsABadCommandLine() {
        Run r = run("nope\u0001");
        assertEquals(2, r.status());
        assertEquals("", r.out());
        assertEquals(
                "c4: unknown command 'nope\\u0001' (see c4 --help)\n", r.err().replace("\r\n", "\n"));
    }

    /**
     * A failed command's message starts with {@code c4} and the command (its subcommand too):
     * a usage error, picocli's or the command's own, as any other failure.
     */
    @Test
    void everyFailureStartsWithC4AndTheCommand() {
        String[][] cases = {
            {"perft", "c4 perft: DEPTH is missing (see c4 perft --help)"},
            {"book", "c4 book: build, moves, verify, info or probe expected (see c4 book --help)"},
            {"book", "build", "--bad", "c4 book build: unknown option '--bad' (see c4 book build --help)"},
            {"book", "info", "", "c4 book info: book '': no file name given"},
        };
        for (String[] c : cases) {
            Run r = run(java.util.Arrays.copyOf(c, c.length - 1));
            assertEquals(2, r.status(), String.join(" ", c));
            assertEquals("", r.out());
            assertEquals(c[c.length - 1] + "\n", r.err().replace("\r\n", "\n"));
        }
    }

    @Test
    void theOwnEngineIsStartedThroughThisClass() {
        assertTrue(
                Players.ownEngineCommand().contains(Main.class.getName()),
                Players.ownEngineCommand().toString());
    }
}
