package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The scripts' command lines, checked before they build or run anything: an option without its
 * value is one line naming it, status 2 (not bash's "unbound variable", status 1); a missing
 * argument prints the usage on stderr, status 2; --help prints it on stdout, status 0.
 */
class ScriptArgumentsTest {
    private static ScriptRun script(String name, String... args) throws IOException, InterruptedException {
        return ScriptRun.of(Map.of(), name, args);
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
            ScriptRun r = script(c[0], java.util.Arrays.copyOfRange(c, 1, c.length));
            String option = c[c.length - 1];
            assertEquals(2, r.status(), c[0] + ": " + r.err());
            assertEquals(c[0] + ": " + option + " needs a value (see --help)\n", r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    void aMissingArgumentShowsTheUsageOnStderrAndHelpOnStdout() throws Exception {
        for (String name : new String[] {"bench-plies", "check-positions", "audited-match"}) {
            ScriptRun missing = script(name);
            assertEquals(2, missing.status(), name);
            assertEquals("", missing.out(), name);
            assertTrue(missing.err().contains("usage: scripts/" + name), name + ": " + missing.err());
            ScriptRun help = script(name, "--help");
            assertEquals(0, help.status(), name);
            assertEquals(missing.err(), help.out(), name);
        }
        for (String name : new String[] {"bench-cluster", "test"}) {
            ScriptRun help = script(name, "--help");
            assertEquals(0, help.status(), name + ": " + help.err());
            assertTrue(help.out().contains("usage: scripts/" + name), name + ": " + help.out());
        }
    }

    /** The launcher's switch of its archive: a value it does not know is refused, not taken as on. */
    @Test
    void theLaunchersArchiveSwitchTakesOnlyOnOrOff() throws Exception {
        ScriptRun r = ScriptRun.of(Map.of("C4_CDS", "maybe"), "c4", "solve", "4453");
        assertEquals(2, r.status(), r.err());
        assertEquals("c4: C4_CDS must be 0 or 1 (off/on), got 'maybe'\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void aFileNameThatNamesNoFileIsRefused() throws Exception {
        ScriptRun r = script("make-positions", "--only", "bogus");
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("make-positions: --only bogus: no such file ("), r.err());
    }
}
