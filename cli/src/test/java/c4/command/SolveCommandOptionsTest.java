package c4.command;

import static c4.command.SolveCommandFixtures.solve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.command.SolveCommandFixtures.Run;
import c4.options.UsageException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * solve's options and its summary: the --hash and --threads limits that --help names, --span,
 * options that do not apply together, and the main thread's CPU time in the summary.
 */
class SolveCommandOptionsTest {
    /** The largest {@code --hash} that {@code --help} names, in MiB. */
    static long helpHashMaximum(String help) {
        Matcher m = Pattern.compile("--hash=MB .*?;\\s+at most\\s+(\\d+)\\s+here", Pattern.DOTALL)
                .matcher(help);
        assertTrue(m.find(), help);
        return Long.parseLong(m.group(1));
    }

    /**
     * With the launcher's ParallelGC one table must fit the old generation (512 of a 768 MiB
     * heap): the maximum {@code --help} names is solved with, twice that is a bad command line
     * whose range is the same maximum.
     */
    @Tag("slow")
    @Test
    void theHashMaximumOfTheHelpIsUsableAndBeyondItIsABadCommandLine() throws Exception {
        List<String> jvm = List.of("-Xmx768m", "-XX:+UseParallelGC");
        long max = helpHashMaximum(MainProcess.run(jvm, "solve", "--help").out());
        MainProcess.Result ok = MainProcess.run(
                jvm, "solve", "--size", "5x4", "--threads", "1", "--no-book", "--hash", Long.toString(max), "4453");
        assertEquals(0, ok.status(), ok.err());
        assertTrue(ok.out().startsWith("4453 "), ok.out());
        assertTrue(ok.err().contains(", table " + max + " MiB"), ok.err());
        MainProcess.Result beyond =
                MainProcess.run(jvm, "solve", "--size", "5x4", "--hash", Long.toString(2 * max), "4453");
        assertEquals(2, beyond.status(), beyond.err());
        assertEquals("c4 solve: option --hash value " + 2 * max + " is out of range 1.." + max + "\n", beyond.err());
        assertEquals("", beyond.out());
    }

    /**
     * --threads: one per core by default; more are taken with a warning (tests and experiments),
     * up to the fixed maximum, as --help says (the JVM is told it has one core).
     */
    @Tag("slow")
    @Test
    void moreThreadsThanCoresAreWarnedAboutAndBeyondTheMaximumRefused() throws Exception {
        List<String> oneCore = List.of("-Xmx256m", "-XX:ActiveProcessorCount=1");
        String help = MainProcess.run(oneCore, "solve", "--help").out().replaceAll("\\s+", " ");
        assertTrue(
                help.contains("search threads (default 1: one per core here; more run slower, for tests and "
                        + "experiments, with a warning; at most " + c4.search.Engine.MAX_THREADS + ")"),
                help);
        MainProcess.Result one = MainProcess.run(oneCore, "solve", "--size", "5x4", "--no-book", "4453");
        assertEquals(0, one.status(), one.err());
        assertTrue(one.err().contains(", 1 thread, "), one.err());
        assertTrue(!one.err().contains("warning"), one.err());
        for (String parallel : List.of("lazy", "split")) {
            MainProcess.Result four = MainProcess.run(
                    oneCore, "solve", "--size", "5x4", "--no-book", "--threads", "4", "--parallel", parallel, "4453");
            assertEquals(0, four.status(), four.err());
            assertEquals(one.out().split(" ")[1], four.out().split(" ")[1], "the same score");
            assertTrue(
                    four.err()
                            .startsWith("solve: warning: --threads 4 is more than the 1 core here: the search runs "
                                    + "slower (for tests and experiments)\n"),
                    four.err());
            assertTrue(four.err().contains(", 4 threads, "), four.err());
        }
        String over = Integer.toString(c4.search.Engine.MAX_THREADS + 1);
        MainProcess.Result tooMany = MainProcess.run(oneCore, "solve", "--size", "5x4", "--threads", over, "4453");
        assertEquals(2, tooMany.status(), tooMany.err());
        assertEquals(
                "c4 solve: option --threads value " + over + " is out of range 1.." + c4.search.Engine.MAX_THREADS
                        + "\n",
                tooMany.err());
        MainProcess.Result badMode = MainProcess.run(oneCore, "solve", "--parallel", "eager", "4453");
        assertEquals(2, badMode.status(), badMode.err());
        assertEquals("c4 solve: option --parallel: parallel mode 'eager' is not lazy or split\n", badMode.err());
    }

    /** The summary's main-thread CPU time per position, of plain solving and of analysis alike. */
    @Test
    void theSummaryMeasuresTheMainThreadsCpuWhenAnalyzingToo() throws Exception {
        for (String mode : List.of("--weak", "--analyze")) {
            Run r = solve(new byte[0], mode, "--no-book", "-", "4", "44");
            assertEquals(0, r.status, r.err);
            Matcher m = Pattern.compile("solve: 3 positions, .* main-thread cpu (\\d+\\.\\d) us/position")
                    .matcher(r.err);
            assertTrue(m.find(), r.err);
            assertTrue(Double.parseDouble(m.group(1)) > 0, mode + ": " + r.err);
        }
    }

    @Test
    void spanPrintsEachRuleOfEachPositionAndTheTotals() throws Exception {
        Run plain = solve(new byte[0], "", "1122");
        Run spans = solve(new byte[0], "--span", "", "1122");
        assertEquals(0, spans.status, spans.err);
        List<String> lines = spans.out.lines().toList();
        assertEquals(3 * c4.search.SpanProbe.RULES, lines.size(), spans.out);
        long[] nodes = plain.out
                .lines()
                .mapToLong(l -> Long.parseLong(l.split(" ")[2]))
                .toArray();
        long[] totalWork = new long[c4.search.SpanProbe.RULES];
        for (int i = 0; i < lines.size(); i++) {
            String[] f = lines.get(i).split(" ");
            int position = i / c4.search.SpanProbe.RULES;
            int rule = i % c4.search.SpanProbe.RULES;
            assertEquals(11, f.length, lines.get(i));
            assertEquals(c4.search.SpanProbe.RULE_NAMES[rule], f[2], lines.get(i));
            long w = Long.parseLong(f[3]);
            long c = Long.parseLong(f[4]);
            assertTrue(c >= 1 && c <= w, lines.get(i));
            for (int k = 6; k < 11; k++) assertTrue(Double.parseDouble(f[k]) >= 1, lines.get(i));
            if (position < 2) {
                assertEquals(plain.out.lines().toList().get(position).split(" ")[0], f[0]);
                assertEquals(plain.out.lines().toList().get(position).split(" ")[1], f[1], "the same score");
                assertEquals(nodes[position], w, "W is the solve's nodes: " + lines.get(i));
                totalWork[rule] += w;
            } else {
                assertEquals("total -", f[0] + " " + f[1]);
                assertEquals(totalWork[rule], w, lines.get(i));
            }
        }
    }

    @Test
    void optionsThatDoNotApplyAreRefused() throws Exception {
        UsageException threads =
                assertThrows(UsageException.class, () -> solve(new byte[0], "--span", "--threads", "2", "44"));
        assertEquals("solve: --span solves on one thread; leave out --threads 2", threads.getMessage());
        UsageException analyze =
                assertThrows(UsageException.class, () -> solve(new byte[0], "--span", "--analyze", "44"));
        assertEquals("solve: --span models the solve of the position, not --analyze", analyze.getMessage());
        UsageException lazy = assertThrows(UsageException.class, () -> solve(new byte[0], "--force-splits", "44"));
        assertEquals("solve: --force-splits applies to --parallel split only", lazy.getMessage());
    }
}
