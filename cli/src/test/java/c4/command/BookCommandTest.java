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
import c4.core.Echo;
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
        assertEquals( // Main says it after "c4 book info: ", as it says any failure of a subcommand
                "a book file was cut short by another program while it was read; run it again", e.getMessage());
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

        // each subcommand that reads a book names itself, whatever is wrong with the file
        Path directory = Files.createDirectory(dir.resolve("a-directory"));
        Path header = dir.resolve("header.c4b");
        Files.write(header, java.util.Arrays.copyOf(bytes, 100));
        Path flipped = dir.resolve("flipped.c4b");
        byte[] corrupt = bytes.clone();
        corrupt[corrupt.length - 1] ^= 1;
        Files.write(flipped, corrupt);
        String[][] files = {
            {missing.toString(), "no such file"},
            {directory.toString(), "is a directory, not a book file"},
            {header.toString(), "truncated (100 bytes, the header says " + bytes.length + ")"},
            {flipped.toString(), "checksum mismatch (the file is corrupt)"},
            {text.toString(), "not a c4 book (no C4BOOK header)"}
        };
        for (String sub : List.of("info", "verify", "probe", "moves")) {
            for (String[] f : files) {
                String[] args = sub.equals("probe") ? new String[] {sub, f[0], "3"} : new String[] {sub, f[0]};
                assertEquals("book " + sub + ": book " + f[0] + ": " + f[1], usageError(args));
            }
        }

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
                "book build: --journal " + book + ": is the same file as --out " + book,
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
                "book build: --journal " + toTheBook + ": is the same file as --out " + book,
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
                "book build: --journal " + dir + ": is a directory",
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
        long maxHash = SolveCommandOptionsTest.helpHashMaximum(help);
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

    /**
     * A journal whose name no file system takes is refused before any work, in a message that
     * names the subcommand, the option and the file (escaped and cut), as every refusal does.
     */
    @Test
    void aFailureOfASubcommandNamesIt() throws Exception {
        Path book = build(dir, 3);
        String journal = dir.resolve("j".repeat(300)).toString(); // a name is at most 255 bytes
        String[][] lines = {
            {
                "book",
                "build",
                "--size",
                "5x4",
                "--depth",
                "3",
                "--out",
                dir.resolve("n.c4b").toString()
            },
            {"book", "moves", book.toString(), "--out", dir.resolve("m.c4b").toString()}
        };
        for (String[] line : lines) {
            List<String> args = new java.util.ArrayList<>(List.of(line));
            args.addAll(List.of("--journal", journal, "--threads", "1", "--hash", "1"));
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Main.run(
                    args.toArray(String[]::new),
                    new PrintStream(java.io.OutputStream.nullOutputStream()),
                    new PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
            String said = err.toString(java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(2, status, said);
            assertEquals("c4 book " + line[1] + ": --journal " + Echo.text(journal) + ": File name too long\n", said);
        }
        assertEquals("book info", Commands.name(new String[] {"book", "info", "b.c4b"}));
        assertEquals("book build", Commands.name(new String[] {"book", "build"}));
        assertEquals("book", Commands.name(new String[] {"book"}));
        assertEquals("book", Commands.name(new String[] {"book", "--help"}));
        assertEquals("book", Commands.name(new String[] {"book", "make"}));
        assertEquals("solve", Commands.name(new String[] {"solve", "info"}));
        assertEquals("nosuch", Commands.name(new String[] {"nosuch", "info"}));
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

    /**
     * An audit shown on a meter (book info, verify, moves) ends the meter when it fails too, so a
     * bar is cleared before the error; a book under the threshold gets no meter.
     */
    @Test
    void anAuditsMeterEndsAlsoWhenTheAuditFails() throws Exception {
        c4.book.Book book = c4.book.Book.read(build(dir, 4));
        List<String> seen = new java.util.ArrayList<>();
        c4.perft.ProgressMeter.Factory meters = (label, total) -> new c4.perft.ProgressMeter() {
            @Override
            public void update(long done, String detail) {
                seen.add(label + " " + done + "/" + total);
            }

            @Override
            public void finish() {
                seen.add("finished");
            }
        };
        c4.book.BookException failed = new c4.book.BookException("malformed");
        c4.book.BookException e = assertThrows(
                c4.book.BookException.class,
                () -> BookCommand.audited("book moves", book, meters, book.entries(), checked -> {
                    checked.accept(1);
                    throw failed;
                }));
        assertEquals(failed, e);
        assertEquals(List.of("book moves 1/" + book.entries(), "finished"), seen);
        seen.clear();
        int entries = BookCommand.audited("book verify", book, meters, book.entries() + 1, checked -> {
            checked.accept(1);
            return book.entries();
        });
        assertEquals(book.entries(), entries);
        assertEquals(List.of(), seen, "one entry short of the threshold: no meter");
    }
}
