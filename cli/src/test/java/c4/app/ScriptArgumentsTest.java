package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /**
     * What the scripts write or read is checked before any work: an OUT_DIR that is a file, an
     * output the shell would block on (a FIFO), a misspelt set of the field's.
     */
    @Test
    void aBadOutputOrSetIsRefusedBeforeAnyWork(@TempDir Path dir) throws Exception {
        Path file = Files.createFile(dir.resolve("a-file"));
        Path out = Files.createDirectory(dir.resolve("out"));
        new ProcessBuilder("mkfifo", out.resolve("all.txt").toString()).start().waitFor();
        String[][] cases = {
            {"audited-match", file.toString(), "20", "audited-match: OUT_DIR " + file + " is not a directory"},
            {"make-positions", file.toString(), "make-positions: OUT_DIR " + file + " is not a directory"},
            {
                "audited-match",
                out.toString(),
                "20",
                "audited-match: " + out + "/all.txt is not a regular file: only a regular file is written"
            },
            {
                "audited-match",
                dir.resolve("new").toString(),
                "20",
                "cmd:prog",
                "audited-match: quote OPPONENT's command to give it a time, e.g. cmd:\"prog\""
            },
            {"solve-all", "Test_L9", "solve-all: no set Test_L9: the field's sets are Test_L3_R1 Test_L2_R1"},
        };
        for (String[] c : cases) {
            ScriptRun r = script(c[0], java.util.Arrays.copyOfRange(c, 1, c.length - 1));
            assertEquals(2, r.status(), c[0] + ": " + r.err());
            assertTrue(r.err().startsWith(c[c.length - 1]), c[0] + ": " + r.err());
            assertEquals("", r.out(), c[0]);
        }
        assertTrue(!Files.exists(dir.resolve("new")), "nothing made for a refused opponent");
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
