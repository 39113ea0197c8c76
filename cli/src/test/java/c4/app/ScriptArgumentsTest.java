package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The scripts' command lines, checked before they build or run anything: an option without its
 * value is one line naming it, status 2 (not bash's "unbound variable", status 1); a missing
 * argument prints the usage on stderr, status 2; --help prints it on stdout, status 0.
 */
class ScriptArgumentsTest {
    private static final Path SCRIPTS =
            Path.of("..", "scripts").toAbsolutePath().normalize();

    private record Run(int status, String out, String err) {}

    private static Run script(String name, String... args) throws IOException, InterruptedException {
        List<String> command =
                new ArrayList<>(List.of("bash", SCRIPTS.resolve(name).toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), out, err);
    }

    @Test
    void anOptionWithoutItsValueIsNamed() throws Exception {
        String[][] cases = {
            {"solve-all", "--threads"},
            {"bench-solver", "--hash"},
            {"bench-book", "--depth"},
            {"bench-threads", "--rounds"},
            {"make-positions", "--only"},
            {"profile-solve", "--top"},
            {"bench-ceiling", "--cpus"},
            {"audited-match", "out", "100", "--concurrency"},
        };
        for (String[] c : cases) {
            Run r = script(c[0], java.util.Arrays.copyOfRange(c, 1, c.length));
            String option = c[c.length - 1];
            assertEquals(2, r.status(), c[0] + ": " + r.err());
            assertEquals(c[0] + ": " + option + " needs a value (see --help)\n", r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    void aMissingArgumentShowsTheUsageOnStderrAndHelpOnStdout() throws Exception {
        for (String name : new String[] {"bench-plies", "check-positions", "audited-match"}) {
            Run missing = script(name);
            assertEquals(2, missing.status(), name);
            assertEquals("", missing.out(), name);
            assertTrue(missing.err().contains("usage: scripts/" + name), name + ": " + missing.err());
            Run help = script(name, "--help");
            assertEquals(0, help.status(), name);
            assertEquals(missing.err(), help.out(), name);
        }
        for (String name : new String[] {"bench-cluster", "test"}) {
            Run help = script(name, "--help");
            assertEquals(0, help.status(), name + ": " + help.err());
            assertTrue(help.out().contains("usage: scripts/" + name), name + ": " + help.out());
        }
    }

    @Test
    void aFileNameThatNamesNoFileIsRefused() throws Exception {
        Run r = script("make-positions", "--only", "bogus");
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("make-positions: --only bogus: no such file ("), r.err());
    }
}
