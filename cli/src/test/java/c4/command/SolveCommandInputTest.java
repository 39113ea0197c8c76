package c4.command;

import static c4.command.SolveCommandFixtures.solve;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import c4.app.Main;
import c4.command.SolveCommandFixtures.Run;
import c4.options.UsageException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * solve's input: crafted files, standard input and arguments, their bad lines and the files it
 * refuses to read, on the small 5x4 board so every solve is quick.
 */
class SolveCommandInputTest {
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
        assertTrue(r.err.contains("solve: 2 positions, 1 bad line"), r.err);
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
        assertEquals("c4 solve: --file " + dir + ": is a directory\n", err.toString(StandardCharsets.UTF_8));
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
                "solve: --report " + positions + ": is the --file of this run, which the report would replace; name"
                        + " another file",
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
        assertTrue(b.getMessage().contains("b.c4b: is the --book of this run"), b.getMessage());
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
        assertEquals("c4 solve: --file " + f + ": permission denied\n", r.err());
        assertEquals(2, r.status());
        assertEquals("", r.out());
        MainProcess.Result b = MainProcess.run(
                asNobody, List.of("-Xmx128m"), "solve", "--size", "5x4", "--book", book.toString(), "44");
        assertEquals("c4 solve: --book: book " + book + ": permission denied\n", b.err());
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
