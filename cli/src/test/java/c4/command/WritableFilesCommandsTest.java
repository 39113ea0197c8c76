package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import c4.core.Echo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that writes a file refuses one that cannot be written before any work, in one
 * form, {@code c4 COMMAND: OPTION FILE: REASON} with status 2, and the same REASON for the same
 * case whatever the command (c4.options.WritableFiles).
 */
class WritableFilesCommandsTest {
    @TempDir
    Path dir;

    /** A 5x4 book of scores, the input of {@code book moves}. */
    private Path scores;

    /** A command that writes a file: its name, the option that names the file, its command line for a file. */
    private record Writer(String command, String option, Function<Path, List<String>> args) {
        List<String> with(Path file) {
            return args.apply(file);
        }
    }

    private record Run(int status, String out, String err) {}

    @BeforeEach
    void makeTheInputs() throws Exception {
        Path in = Files.createDirectories(dir.resolve("in"));
        scores = BookCommandFixtures.buildInto(in.resolve("scores.c4b"), 3, "--no-moves");
    }

    private List<Writer> writers() {
        List<String> build = List.of("book", "build", "--size", "4x4", "--depth", "3", "--threads", "1", "--hash", "1");
        Path book = dir.resolve("in/j.c4b"); // a book beside a --journal that is refused: never written
        return List.of(
                new Writer("book build", "--out", f -> concat(build, "--out", f.toString())),
                new Writer(
                        "book build",
                        "--journal",
                        f -> concat(build, "--out", book.toString(), "--journal", f.toString())),
                new Writer(
                        "book moves",
                        "--out",
                        f -> List.of("book", "moves", scores.toString(), "--threads", "1", "--out", f.toString())),
                new Writer(
                        "match",
                        "--record",
                        f -> List.of(
                                "match",
                                "--size",
                                "4x4",
                                "--games",
                                "1",
                                "--record",
                                f.toString(),
                                "minimax:depth=1",
                                "minimax:depth=1")),
                new Writer(
                        "solve",
                        "--report",
                        f -> List.of(
                                "solve",
                                "--size",
                                "5x4",
                                "--threads",
                                "1",
                                "--hash",
                                "1",
                                "--report",
                                f.toString(),
                                "4453")));
    }

    private static List<String> concat(List<String> head, String... tail) {
        List<String> all = new ArrayList<>(head);
        all.addAll(List.of(tail));
        return all;
    }

    private static Run c4(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                args.toArray(String[]::new),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Runs {@code w} on {@code file} and checks that it is refused with {@code reason}, before any work. */
    private void assertRefused(Writer w, Path file, String reason) throws Exception {
        List<String> before = listing();
        Run r = c4(w.with(file));
        String expected = "c4 " + w.command() + ": " + w.option() + " " + Echo.text(file.toString()) + ": " + reason;
        assertEquals(2, r.status(), w + ": " + r.err());
        assertEquals(expected + "\n", r.err(), w.toString());
        assertEquals("", r.out(), "no work done");
        assertEquals(before, listing(), "nothing made or removed");
    }

    private List<String> listing() throws Exception {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.map(Path::toString).sorted().toList();
        }
    }

    @Test
    void aDirectoryOrAMissingDirectoryIsRefusedInTheSameWords() throws Exception {
        Path missing = dir.resolve("no/such/f");
        Path gone = Files.createSymbolicLink(dir.resolve("link"), dir.resolve("gone/f"));
        for (Writer w : writers()) {
            assertRefused(w, dir, "is a directory");
            assertRefused(
                    w,
                    missing,
                    "no such directory " + Echo.text(dir.resolve("no/such").toString()));
            // through a symbolic link, the directory of the file it names, which is the one written
            assertRefused(
                    w,
                    gone,
                    "no such directory " + Echo.text(dir.resolve("gone").toString()));
        }
    }

    @Test
    void aFileThatIsNotARegularOneOrALoopOfLinksIsRefusedInTheSameWords() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process p = new ProcessBuilder("mkfifo", fifo.toString())
                .redirectErrorStream(true)
                .start();
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available");
        Path loop = Files.createSymbolicLink(dir.resolve("loop"), dir.resolve("loop"));
        for (Writer w : writers()) {
            assertRefused(
                    w, fifo, "is not a regular file (a device, a FIFO or a socket): only a regular file is written");
            assertRefused(w, loop, "too many levels of symbolic links");
        }
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the FIFO is left as it is");
    }

    /**
     * A directory the user may not write in, and a file written where it is that the user may not
     * write (here, run as the user nobody when the tests run as root, whom permission bits do not
     * stop), are refused before any work, naming the directory.
     */
    @Test
    @Tag("slow")
    void aDirectoryThatCannotBeWrittenInIsRefusedInTheSameWords() throws Exception {
        Path readOnly = Files.createDirectories(dir.resolve("read-only"));
        Path writable = dir.resolve("in");
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        Files.setPosixFilePermissions(writable, PosixFilePermissions.fromString("rwxrwxrwx"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        List<String> prefix = List.of();
        if (Files.isWritable(readOnly)) prefix = MainProcess.asNobody(dir);
        Path file = readOnly.resolve("f");
        for (Writer w : writers()) {
            MainProcess.Result r =
                    MainProcess.run(prefix, List.of("-Xmx256m"), w.with(file).toArray(String[]::new));
            assertEquals(2, r.status(), w + ": " + r.err());
            assertEquals(
                    "c4 " + w.command() + ": " + w.option() + " " + Echo.text(file.toString())
                            + ": no permission to write in directory " + Echo.text(readOnly.toString()) + "\n",
                    r.err(),
                    w.toString());
            assertEquals("", r.out(), "no work done");
        }
        try (Stream<Path> left = Files.list(readOnly)) {
            assertEquals(List.of(), left.toList(), "nothing made there");
        }
        assertFalse(Files.exists(writable.resolve("j.c4b.journal")), "no journal of the book made either");

        // a file written where it is (a record, a journal appended to) must be writable itself
        Path kept = Files.writeString(writable.resolve("kept"), "kept\n");
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("r--r--r--"));
        for (Writer w : writers()) {
            if (!w.option().equals("--record") && !w.option().equals("--journal")) continue;
            List<String> args = new ArrayList<>(w.with(kept));
            if (w.command().equals("match")) args.add(1, "--force"); // else refused for what it holds
            MainProcess.Result r = MainProcess.run(prefix, List.of("-Xmx256m"), args.toArray(String[]::new));
            assertEquals(2, r.status(), w + ": " + r.err());
            assertEquals(
                    "c4 " + w.command() + ": " + w.option() + " " + Echo.text(kept.toString())
                            + ": no permission to write it\n",
                    r.err(),
                    w.toString());
        }
        assertEquals("kept\n", Files.readString(kept));
    }
}
