package c4.command;

import static c4.command.BookCommandFixtures.build;
import static c4.command.BookCommandFixtures.run;
import static c4.command.BookCommandFixtures.usageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import c4.command.BookCommandFixtures.Run;
import c4.options.Values;
import c4.search.Engine;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code c4 book}: the subcommands and their help, and the bad files and arguments that are usage errors;
 * each subcommand has its own tests ({@link BookBuildCommandTest}, {@link BookVerifyCommandTest}, ...).
 */
class BookCommandTest {
    @TempDir
    Path dir;

    /**
     * A mapped book cut short by another program while a command reads it faults in the JVM
     * (an InternalError); the command reports it in one line, not a stack trace. Other internal
     * errors are not taken for it.
     */
    @Test
    void aBookCutShortWhileReadIsOneMessage() {
        java.io.IOException e = assertThrows(
                java.io.IOException.class,
                () -> BookCommand.withBookErrors("book info", () -> {
                    throw new InternalError(
                            "a fault occurred in a recent unsafe memory access operation in compiled Java code");
                }));
        assertEquals(
                "book info: a book file was cut short by another program while it was read; run it again",
                e.getMessage());
        assertThrows(
                InternalError.class,
                () -> BookCommand.withBookErrors("book info", () -> {
                    throw new InternalError("something else");
                }));
    }

    @Test
    void badFilesAndArgumentsAreUsageErrors() throws Exception {
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "not a book\n");
        assertEquals(
                "book info: book " + text + ": not a c4 book (no C4BOOK header)", usageError("info", text.toString()));
        Path missing = dir.resolve("none.c4b");
        assertEquals("book verify: book " + missing + ": no such file", usageError("verify", missing.toString()));
        Path book = build(dir, 3);
        byte[] bytes = Files.readAllBytes(book);
        Path cut = dir.resolve("cut.c4b");
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length - 1));
        assertEquals(
                "book probe: book " + cut + ": truncated (" + (bytes.length - 1) + " bytes, the header says "
                        + bytes.length + ")",
                usageError("probe", cut.toString(), "3"));

        assertEquals("book: build, moves, verify, info or probe expected (see c4 book --help)", usageError());
        assertEquals(
                "book: unknown subcommand 'make'; build, moves, verify, info or probe expected (see c4 book --help)",
                usageError("make"));
        assertEquals(
                "book build: --depth D is missing (see c4 book build --help)", usageError("build", "--size", "5x4"));
        assertEquals(
                "book build: option --depth value 21 is out of range 0..20 on 5x4",
                usageError("build", "--size", "5x4", "--depth", "21"));
        assertEquals(
                "book build: option --depth needs a whole number, got 'six'", usageError("build", "--depth", "six"));
        assertEquals("book build: unknown option '--fast' (see c4 book build --help)", usageError("build", "--fast"));
        assertEquals(
                "book build: unexpected argument 'x' (see c4 book build --help)",
                usageError("build", "--depth", "2", "x"));
        Path nowhere = dir.resolve("no/such/b.c4b");
        assertEquals(
                "book build: --out " + nowhere + ": no such directory " + nowhere.getParent(),
                usageError("build", "--size", "5x4", "--depth", "3", "--out", nowhere.toString()));
        assertEquals(
                "book build: the book and the journal are the same file " + book,
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--out",
                        book.toString(),
                        "--journal",
                        book.toString()));
        Path toTheBook = java.nio.file.Files.createSymbolicLink(dir.resolve("to-the-book.journal"), book);
        assertEquals( // a link to where the book will be (it need not exist yet) is the same file
                "book build: the book and the journal are the same file " + book,
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--out",
                        book.toString(),
                        "--journal",
                        toTheBook.toString()));
        assertEquals(
                "book build: --journal " + dir + " is a directory",
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--out",
                        book.toString(),
                        "--journal",
                        dir.toString()));
        assertEquals(
                "book build: --out needs a file name, got ''",
                usageError("build", "--size", "5x4", "--depth", "3", "--out", ""));
        assertEquals(
                "book verify: option --sample value 0 is out of range 1..2147483647",
                usageError("verify", book.toString(), "--sample", "0"));
    }

    /** --threads and --hash of build and verify: the limits --help names, checked before any work. */
    @Test
    void threadsAndHashBeyondTheLimitsOfTheHelpAreUsageErrors() throws Exception {
        String help = run("build", "--help").out() + run("verify", "--help").out();
        long maxHash = SolveCommandTest.helpHashMaximum(help);
        assertEquals(Values.maxHash(), maxHash);
        assertTrue(help.replaceAll("\\s+", " ").contains("at most " + Engine.MAX_THREADS + ")"), help);
        Path book = build(dir, 3);
        String threads = Integer.toString(Engine.MAX_THREADS + 1);
        String hash = Long.toString(2 * maxHash);
        assertEquals(
                "book verify: option --threads value " + threads + " is out of range 1.." + Engine.MAX_THREADS,
                usageError("verify", book.toString(), "--threads", threads));
        assertEquals(
                "book build: option --threads value " + threads + " is out of range 1.." + Engine.MAX_THREADS,
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--threads",
                        threads,
                        "--out",
                        dir.resolve("t.c4b").toString()));
        assertEquals(
                "book verify: option --hash value " + hash + " is out of range 1.." + maxHash,
                usageError("verify", book.toString(), "--hash", hash));
        assertEquals(
                "book build: option --hash value " + hash + " is out of range 1.." + maxHash,
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--hash",
                        hash,
                        "--out",
                        dir.resolve("h.c4b").toString()));
        assertFalse(Files.exists(dir.resolve("t.c4b")) || Files.exists(dir.resolve("h.c4b")));
        Run verified = run("verify", book.toString(), "--sample", "3", "--threads", Integer.toString(Engine.CORES));
        assertEquals(0, verified.status(), verified.err());
    }

    @Test
    void mainListsTheSubcommandsAndTheirHelp() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, Main.run(new String[] {"book", "--help"}, new PrintStream(out, true), System.err));
        String help = out.toString();
        assertTrue(help.startsWith("usage: scripts/c4 book build --depth D"), help);
        for (String sub : List.of("build", "moves", "verify", "info", "probe"))
            assertTrue(help.contains("  " + sub + " "), sub);
        String build = run("build", "--help").out();
        for (String option :
                List.of("--depth", "--size", "--root", "--threads", "--hash", "--out", "--journal", "--no-moves")) {
            assertTrue(build.contains("  " + option), option + ": " + build);
        }
        String verify = run("verify", "--help").out();
        for (String option : List.of("--sample", "--seed", "--min-ply", "--threads", "--hash")) {
            assertTrue(verify.contains("  " + option), option + ": " + verify);
        }
    }
}
