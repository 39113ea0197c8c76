package c4.command;

import c4.book.Book;
import c4.book.BookException;
import c4.io.Progress;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.WritableFiles;
import c4.perft.ProgressMeter;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.IntConsumer;
import picocli.CommandLine;

/**
 * {@code c4 book}: builds an opening book with the solver, and verifies, describes and probes book
 * files; one subcommand per class ({@link BookBuildCommand}, {@link BookMovesCommand},
 * {@link BookVerifyCommand}, {@link BookInfoCommand}, {@link BookProbeCommand}), and here what they
 * share. A book file that cannot be used is a bad input (exit 2).
 */
@CommandLine.Command(
        name = "book",
        header = "build an opening book with the solver; verify, describe or probe a book file",
        customSynopsis = {
            "usage: scripts/c4 book build --depth D [--size WxH] [--root MOVES] [OPTIONS]",
            "       scripts/c4 book moves FILE [OPTIONS]",
            "       scripts/c4 book verify FILE [--sample N] [--seed S] [--min-ply P] [OPTIONS]",
            "       scripts/c4 book info [FILE]",
            "       scripts/c4 book probe FILE MOVES ...",
            "       scripts/c4 book build|verify ... --spark MASTER",
            "         (on Apache Spark: the same bytes; scripts/c4-cluster --help, README \"Scaling out\")"
        },
        description = {
            "",
            "scripts/c4 book SUBCOMMAND --help describes each one's options.",
            "",
            "MOVES are the columns played, 1-based (4453 = 4,4,5,3); '-' is the empty board. Every FILE must be a "
                    + "regular file of at most " + Book.MAX_FILE_BYTES + " bytes (no pipe or device).",
            "Exit status: 0 done; 1 verify found a mismatch or a malformed book, probe a position not in the book, or "
                    + "info a malformed entry; 2 bad command line or unusable file (not a book, damaged, other journal)."
        },
        subcommands = {
            BookBuildCommand.class,
            BookMovesCommand.class,
            BookVerifyCommand.class,
            BookInfoCommand.class,
            BookProbeCommand.class
        })
public final class BookCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) {
        throw new UsageException("book: build, moves, verify, info or probe expected (see c4 book --help)");
    }

    // ---- shared by the subcommands ----

    /**
     * Runs the subcommand {@code command}'s work: a book file it cannot use is a bad input, a
     * {@link UsageException} that names the subcommand ({@code book info: why}; printed as
     * {@code c4 book info: why}, exit 2). Any other failure is left to {@code c4.app.Main}, which
     * names the subcommand itself ({@code c4 book info: why}, exit 1): so the messages here do not.
     */
    static int withBookErrors(String command, Callable<Integer> work) throws Exception {
        try {
            return work.call();
        } catch (BookException e) {
            throw new UsageException(command + ": " + e.getMessage());
        } catch (InternalError e) {
            // the JVM's report of a fault on a mapped book's memory (c4.book.BookFiles): the
            // file was cut short under its mapping, which only another program does
            if (e.getMessage() == null || !e.getMessage().contains("unsafe memory access")) throw e;
            throw new java.io.IOException(
                    "a book file was cut short by another program while it was read; run it again", e);
        }
    }

    /** A check of every entry of a book, told what to report the entries checked so far to. */
    @FunctionalInterface
    interface Audit<T, E extends Exception> {
        T run(IntConsumer checked) throws E;
    }

    /** Books of at least this many entries show their audit's progress on stderr: seconds of checks. */
    static final int AUDIT_PROGRESS_ENTRIES = 1_000_000;

    /** {@link #audited(String, Book, ProgressMeter.Factory, int, Audit)} with its meter on {@code err}, from the usual size. */
    static <T, E extends Exception> T audited(String command, Book book, PrintStream err, Audit<T, E> audit) throws E {
        return audited(command, book, Progress.on(err), AUDIT_PROGRESS_ENTRIES, audit);
    }

    /**
     * The result of {@code audit}, a check of every entry of {@code book} (given what to tell of
     * the entries checked so far), shown by {@code command} on a meter from {@code meters} when
     * the book has at least {@code progressFrom} entries; a small book's on none.
     */
    static <T, E extends Exception> T audited(
            String command, Book book, ProgressMeter.Factory meters, int progressFrom, Audit<T, E> audit) throws E {
        ProgressMeter meter =
                (book.entries() < progressFrom ? ProgressMeter.Factory.NONE : meters).start(command, book.entries());
        try {
            return audit.run(checked -> meter.update(checked, null));
        } finally {
            meter.finish(); // a bar is cleared before any message, an error's too
        }
    }

    /**
     * Refuses, before any work, a journal that could not be written (a directory, or its
     * directory is missing or read-only, or it is there and read-only) or that is the book:
     * {@code written} is what {@link WritableFiles#check} returned for {@code book}, so a journal
     * the same file by its path or through a symbolic link is found.
     */
    static void checkJournal(String command, Path written, Path book, Path journal) {
        // a new journal is made beside it and moved there; one that is there is appended to
        WritableFiles.checkInPlace(command, "--journal", journal);
        // through links too: a link to where the book goes is the same file
        if (written.equals(WritableFiles.check(command, "--journal", journal))) {
            throw WritableFiles.refusal(
                    command, "--journal", journal, "is the same file as " + WritableFiles.name("--out", book));
        }
    }
}
