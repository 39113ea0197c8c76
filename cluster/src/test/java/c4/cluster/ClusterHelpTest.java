package c4.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Spark driver's {@code book build} and {@code scripts/c4 book build} describe the options they
 * share in the same words, because they are one definition ({@code c4.options.BookBuildOptions}),
 * and the driver's help names its own options with the engine's limits; a failure is one line.
 */
class ClusterHelpTest {
    private static final List<String> SHARED = List.of("--depth", "--size", "--root", "--out", "--no-moves", "--force");

    @Test
    void theSharedOptionsReadTheSameInBothPrograms() {
        String local = help(out -> Main.run(new String[] {"book", "build", "--help"}, out, out));
        String cluster = help(out -> ClusterMain.run(new String[] {"book", "build", "--help"}, out, out));
        for (String option : SHARED) {
            String entry = entry(local, option);
            assertTrue(entry.contains(option), "scripts/c4 book build --help names " + option + ":\n" + local);
            assertEquals(entry, entry(cluster, option), option);
        }
    }

    @Test
    void theDriversOwnOptionsAreInItsHelp() {
        String usage = help(out -> ClusterMain.run(new String[] {"--help"}, out, out));
        for (String option : List.of("--spark", "--work-dir", "--chunks", "--hash", "--all")) {
            assertTrue(usage.contains("      " + option), option + " in:\n" + usage);
        }
        assertTrue(usage.contains("at most 8192"), usage);
        assertTrue(
                usage.contains("usage: scripts/c4 book build --depth D")
                        && usage.contains("usage: scripts/c4 book " + "verify FILE --all"),
                usage);
    }

    /** Without arguments, a usage error: the usage on standard error, status 2, nothing on standard output. */
    @Test
    void noArgumentsIsAUsageErrorOnStandardError() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ClusterMain.run(
                new String[0],
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals(help(o -> ClusterMain.run(new String[] {"--help"}, o, o)), err.toString(StandardCharsets.UTF_8));
    }

    private interface Run {
        int run(PrintStream out);
    }

    private static String help(Run run) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        assertEquals(0, run.run(new PrintStream(bytes, true, StandardCharsets.UTF_8)));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** The lines of {@code option}'s entry in an option list: its own and its continuation lines. */
    private static String entry(String help, String option) {
        List<String> lines = new ArrayList<>();
        for (String line : help.split("\n")) {
            boolean starts = line.matches(" {6}--.*|  -.*");
            if (!lines.isEmpty() && (starts || line.isBlank())) break;
            if (!lines.isEmpty()
                    || (starts && line.trim().startsWith(option) && !line.trim().startsWith(option + "-"))) {
                lines.add(line);
            }
        }
        return String.join("\n", lines);
    }

    /** An unexpected failure is one line; its trace only with --verbose. */
    @Test
    void anUnexpectedFailureIsOneLineAndItsTraceOnlyWhenVerbose() {
        Exception e = new IllegalStateException("LiveListenerBus is stopped.");
        ByteArrayOutputStream quiet = new ByteArrayOutputStream();
        assertEquals(
                1,
                ClusterMain.unexpected("book build", e, false, new PrintStream(quiet, true, StandardCharsets.UTF_8)));
        assertEquals(
                "c4 book build: IllegalStateException: LiveListenerBus is stopped. (--verbose prints the trace)\n",
                quiet.toString(StandardCharsets.UTF_8));
        ByteArrayOutputStream verbose = new ByteArrayOutputStream();
        assertEquals(
                1,
                ClusterMain.unexpected("book build", e, true, new PrintStream(verbose, true, StandardCharsets.UTF_8)));
        String text = verbose.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("c4 book build: IllegalStateException: LiveListenerBus is stopped.\n"), text);
        assertTrue(text.contains("\tat c4.cluster.ClusterHelpTest."), text);
        // the subcommand named is the one the command line runs
        assertEquals("book verify", ClusterMain.command(new String[] {"book", "verify", "f.c4b", "--all"}));
        assertEquals("book build", ClusterMain.command(new String[] {"book", "build", "--depth", "3"}));
        String usage = help(out -> ClusterMain.run(new String[] {"--help"}, out, out));
        assertTrue(usage.contains("      --verbose"), usage);
    }
}
