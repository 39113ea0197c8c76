package c4.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import c4.app.Main;
import c4.options.CommandLines;
import c4.options.UsageException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** solve's input: crafted files and standard input, on the small 5x4 board so every solve is quick. */
class SolveCommandTest {
    /** Two good positions around a line that is not UTF-8 (the bytes ff fe). */
    private static final byte[] BAD_UTF8 = {
        '4',
        '4',
        '5',
        '3',
        '\n',
        (byte) 0xff,
        (byte) 0xfe,
        '\n',
        '4',
        '4',
        '4',
        '5',
        '5',
        '5',
        '5',
        '4',
        '2',
        '2',
        '1',
        '\n'
    };

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
        List<String> moves() {
            return out.lines().map(l -> l.split(" ")[0]).toList();
        }
    }

    private static Run solve(byte[] stdin, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // defaults for the tests, each unless the test gives its own (a repeated option is refused)
        List<String> all = new ArrayList<>();
        String[] defaults = {"--size", "5x4", "--threads", "1", "--hash", "1"};
        for (int i = 0; i < defaults.length; i += 2) {
            if (!Arrays.asList(args).contains(defaults[i])) all.addAll(List.of(defaults[i], defaults[i + 1]));
        }
        all.addAll(Arrays.asList(args));
        int status = CommandLines.execute(
                new SolveCommand(),
                all.toArray(String[]::new),
                new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path file(byte[] content) throws Exception {
        Path f = dir.resolve("positions.txt");
        Files.write(f, content);
        return f;
    }

    @Test
    void aFileLineThatIsNotUtf8IsOneBadLineAndTheOthersAreSolved() throws Exception {
        Path f = file(BAD_UTF8);
        Run r = solve(new byte[0], "--file", f.toString());
        assertEquals(List.of("4453", "44455554221"), r.moves(), r.err);
        assertTrue(
                r.err.contains("solve: " + f + " line 2: not valid UTF-8 (byte 1 of the line is 0xFF)\n"),
                "the file and line named: " + r.err);
        assertTrue(r.err.contains("solve: 2 positions, 1 bad lines"), r.err);
        assertEquals(1, r.status);
    }

    @Test
    void standardInputGetsTheSameAnswers() throws Exception {
        Run fromFile = solve(new byte[0], "--file", file(BAD_UTF8).toString());
        Run fromStdin = solve(BAD_UTF8);
        assertEquals(fromFile.moves(), fromStdin.moves());
        assertEquals(
                fromFile.out.lines().map(l -> l.split(" ")[1]).toList(),
                fromStdin.out.lines().map(l -> l.split(" ")[1]).toList(),
                "the same scores");
        assertTrue(fromStdin.err.contains("solve: line 2: not valid UTF-8"), fromStdin.err);
        assertEquals(1, fromStdin.status);
    }

    @Test
    void aByteOrderMarkIsAccepted() throws Exception {
        byte[] withBom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf, '4', '4', '5', '3', '\r', '\n', '4', '4', '\r', '\n'};
        Run r = solve(new byte[0], "--file", file(withBom).toString());
        assertEquals(List.of("4453", "44"), r.moves(), r.err);
        assertEquals(0, r.status, r.err);
        Run stdin = solve(withBom);
        assertEquals(List.of("4453", "44"), stdin.moves(), stdin.err);
    }

    @Test
    void aDirectoryIsABadCommandLineWithOnePlainMessage() throws Exception {
        UsageException e = assertThrows(UsageException.class, () -> solve(new byte[0], "--file", dir.toString()));
        assertEquals("solve: --file " + dir + ": is a directory", e.getMessage());
        e = assertThrows(UsageException.class, () -> solve(new byte[0], "--file", ""));
        assertEquals("solve: --file is empty, not a file name", e.getMessage()); // not "" as the working directory
        // through the entry point: exit status 2, that one line on stderr, nothing solved
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"solve", "--size", "5x4", "--file", dir.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status);
        assertEquals("solve: --file " + dir + ": is a directory\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    /** A --report naming this run's --file or --book would replace what the run reads: refused, nothing written. */
    @Test
    void aReportOntoItsOwnInputIsRefused() throws Exception {
        byte[] lines = "12\n21\n".getBytes(StandardCharsets.US_ASCII);
        Path positions = file(lines);
        UsageException e = assertThrows(
                UsageException.class,
                () -> solve(new byte[0], "--file", positions.toString(), "--report", positions.toString()));
        assertEquals(
                "solve: --report " + positions + " is the --file of this run; the report would replace it: name "
                        + "another file",
                e.getMessage());
        assertArrayEquals(lines, Files.readAllBytes(positions), "kept");
        Path book = Files.write(dir.resolve("b.c4b"), new byte[] {1, 2, 3});
        UsageException b = assertThrows(
                UsageException.class,
                () -> solve(
                        new byte[0],
                        "--book",
                        book.toString(),
                        "--report",
                        dir.resolve(".").resolve("b.c4b").toString(),
                        "12"));
        assertTrue(b.getMessage().contains("is the --book of this run"), b.getMessage());
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(book), "kept");
    }

    @Tag("slow")
    @Test
    void aFileWithoutReadPermissionIsABadCommandLine() throws Exception {
        Path f = file("4453\n".getBytes(StandardCharsets.US_ASCII));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("---------"));
        Path book = Files.writeString(dir.resolve("unreadable.c4b"), "C4BOOK");
        Files.setPosixFilePermissions(book, PosixFilePermissions.fromString("---------"));
        if (!Files.isReadable(f)) {
            UsageException e = assertThrows(UsageException.class, () -> solve(new byte[0], "--file", f.toString()));
            assertEquals("solve: --file " + f + ": permission denied", e.getMessage());
            UsageException b = assertThrows(UsageException.class, () -> solve(new byte[0], "--book", book.toString()));
            assertEquals("solve: --book: book " + book + ": permission denied", b.getMessage());
            return;
        }
        // permission bits do not stop root: the program runs as the unprivileged user nobody
        Path runuser = Stream.of("/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser")
                .map(Path::of)
                .filter(Files::isExecutable)
                .findFirst()
                .orElse(null);
        assumeTrue(runuser != null, "root, and no runuser to run the program as another user");
        List<String> asNobody = List.of(runuser.toString(), "-u", "nobody", "--");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path sibling = Files.writeString(dir.resolve("readable.txt"), "4453\n");
        Process probe = new ProcessBuilder(concat(asNobody, List.of("test", "-r", sibling.toString()))).start();
        assumeTrue(probe.waitFor() == 0, "user nobody cannot reach the test directory " + dir);
        MainProcess.Result r =
                MainProcess.run(asNobody, List.of("-Xmx128m"), "solve", "--size", "5x4", "--file", f.toString());
        assertEquals("solve: --file " + f + ": permission denied\n", r.err());
        assertEquals(2, r.status());
        assertEquals("", r.out());
        MainProcess.Result b = MainProcess.run(
                asNobody, List.of("-Xmx128m"), "solve", "--size", "5x4", "--book", book.toString(), "44");
        assertEquals("solve: --book: book " + book + ": permission denied\n", b.err());
        assertEquals(2, b.status());
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    @Test
    void aFileThatFailsToReadIsABadCommandLine() {
        // reading the first bytes of this process's memory fails (address 0 is never mapped), also for root
        Path mem = Path.of("/proc/self/mem");
        assumeTrue(Files.exists(mem), "Linux /proc");
        UsageException e = assertThrows(UsageException.class, () -> solve(new byte[0], "--file", mem.toString()));
        assertTrue(e.getMessage().startsWith("solve: --file /proc/self/mem: cannot be read ("), e.getMessage());
    }

    @Test
    void aMissingFileIsStillABadCommandLine() {
        UsageException e = assertThrows(
                UsageException.class,
                () -> solve(new byte[0], "--file", dir.resolve("none").toString()));
        assertEquals("solve: --file " + dir.resolve("none") + ": no such file", e.getMessage());
    }

    @Test
    void aHugeExpectedScoreIsEchoedShort() throws Exception {
        String junk = "x".repeat(500_000);
        Run r = solve(("4453 " + junk + "\n44\n").getBytes(StandardCharsets.US_ASCII));
        assertEquals(
                "solve: line 1: expected score needs a whole number, got '" + "x".repeat(60) + "…'",
                r.err.lines().findFirst().get());
        assertTrue(r.err.length() < 1000, "the token is not echoed whole");
        assertEquals(List.of("44"), r.moves());
    }

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
        assertEquals("solve: option --hash value " + 2 * max + " is out of range 1.." + max + "\n", beyond.err());
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
        assertTrue(one.err().contains(", 1 threads, "), one.err());
        assertTrue(!one.err().contains("warning"), one.err());
        for (String parallel : List.of("lazy", "split")) {
            MainProcess.Result four = MainProcess.run(
                    oneCore, "solve", "--size", "5x4", "--no-book", "--threads", "4", "--parallel", parallel, "4453");
            assertEquals(0, four.status(), four.err());
            assertEquals(one.out().split(" ")[1], four.out().split(" ")[1], "the same score");
            assertTrue(
                    four.err()
                            .startsWith("solve: warning: --threads 4 is more than the 1 cores here: the search runs "
                                    + "slower (for tests and experiments)\n"),
                    four.err());
            assertTrue(four.err().contains(", 4 threads, "), four.err());
        }
        String over = Integer.toString(c4.search.Engine.MAX_THREADS + 1);
        MainProcess.Result tooMany = MainProcess.run(oneCore, "solve", "--size", "5x4", "--threads", over, "4453");
        assertEquals(2, tooMany.status(), tooMany.err());
        assertEquals(
                "solve: option --threads value " + over + " is out of range 1.." + c4.search.Engine.MAX_THREADS + "\n",
                tooMany.err());
        MainProcess.Result badMode = MainProcess.run(oneCore, "solve", "--parallel", "eager", "4453");
        assertEquals(2, badMode.status(), badMode.err());
        assertEquals("solve: option --parallel: parallel mode 'eager' is not lazy or split\n", badMode.err());
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

    /** A bad position given as an argument is named by its place among the arguments, not as a line. */
    @Test
    void aBadArgumentIsNamedAsAnArgument() throws Exception {
        Run r = solve(new byte[0], "4453", "99x", "44 7");
        assertEquals(List.of("4453", "44"), r.moves(), r.err);
        assertTrue(r.err.contains("solve: argument 2: move 1 ('9'): column 9 ('9') is off the 5x4 board\n"), r.err);
        assertTrue(r.err.contains("solve: argument 3: 44 scored "), r.err);
        assertFalse(r.err.contains("line "), r.err);
        assertEquals(1, r.status);
    }

    /** Only spaces and tabs separate fields: a control character is a bad line, escaped in its message. */
    @Test
    void aControlCharacterIsABadLineNotDropped() throws Exception {
        Run r = solve("4\u0001\u001b\n44 \u0001\n\t4453\t-1 \n".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("4453"), r.moves(), r.err);
        List<String> errors =
                r.err.lines().filter(l -> l.startsWith("solve: line ")).toList();
        assertEquals(2, errors.size(), r.err);
        assertEquals("solve: line 1: move 2 ('\\u0001'): '\\u0001' is not a column", errors.get(0));
        assertEquals("solve: line 2: expected score needs a whole number, got '\\u0001'", errors.get(1));
        assertTrue(r.err.chars().noneMatch(c -> c < 0x20 && c != '\n' && c != '\r'), "escaped: " + r.err);
        assertEquals(1, r.status);
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

    /** The empty board given as an empty argument or line is printed as '-', never as an empty field. */
    @Test
    void theEmptyBoardIsWrittenAsADash() throws Exception {
        for (Run r :
                new Run[] {solve(new byte[0], ""), solve("\n".getBytes(StandardCharsets.UTF_8)), solve(new byte[0], "-")
                }) {
            assertEquals(0, r.status, r.err);
            assertTrue(r.out.startsWith("- "), "'" + r.out + "'");
        }
    }

    /** A device as --file (it would be read for ever) is a bad command line, before anything is solved. */
    @Test
    void aDeviceAsTheFileIsRefused() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");
        UsageException e = assertThrows(UsageException.class, () -> solve(new byte[0], "--file", "/dev/zero"));
        assertEquals("solve: --file /dev/zero: is a device, not a file of lines", e.getMessage());
    }
}
