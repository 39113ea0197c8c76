package c4.cluster;

import c4.book.Book;
import c4.book.BookFileExistsException;
import c4.book.VerifyChecks;
import c4.core.Echo;
import c4.core.Position;
import c4.options.BookBuildOptions;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.WritableFiles;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;

/**
 * {@code book build} and {@code book verify} on Spark: the same commands as {@code scripts/c4 book}'s, the
 * build with the same {@link BookBuildOptions}, plus the cluster's own options ({@link ClusterOptions}).
 */
@CommandLine.Command(
        name = "book",
        header = "build or verify a book on Apache Spark",
        customSynopsis = "usage: scripts/c4 book build|verify ... --spark MASTER",
        subcommands = {ClusterBook.Build.class, ClusterBook.Verify.class})
final class ClusterBook implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) {
        throw new UsageException("book: build or verify expected (see scripts/c4-cluster --help)");
    }

    @CommandLine.Command(
            name = "build",
            header = "build a book on Spark",
            customSynopsis =
                    "usage: scripts/c4 book build --depth D [--size WxH] [--root MOVES] [--out FILE [--force]] "
                            + "[--work-dir DIR] [--chunks N] [--hash MB] [--no-moves] --spark MASTER",
            description = {
                "",
                "Builds the book of every position of at most D stones on Spark: the deepest ply's "
                        + "scores and moves in chunks on the executors, each chunk's result written to the work directory "
                        + "as it finishes; then the shallower plies and their moves on the driver. The same bytes as "
                        + "'scripts/c4 book build' of that size and depth. A rerun with the same work directory skips "
                        + "the finished chunks; the work directory is deleted when the book is written (atomically). An existing book file "
                        + "is replaced only with --force."
            })
    static final class Build implements Command {
        @CommandLine.Mixin
        private HelpOption help;

        @CommandLine.Mixin
        private BookBuildOptions book;

        @CommandLine.Mixin
        private ClusterOptions cluster;

        @CommandLine.Option(
                names = "--work-dir",
                paramLabel = "DIR",
                description = "chunks of this build: a local "
                        + "path, one every node mounts, or any Hadoop file system URI (hdfs://...; default FILE.work);"
                        + " one driver at a time, which a local path's lock enforces")
        private String workDir;

        @Override
        public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
            cluster.checkMaster("book build"); // before anything that starts Spark's or Hadoop's logging
            Position root = book.check("book build");
            Path file = book.file();
            String work = workDir != null ? workDir : file.toAbsolutePath() + ".work";
            if (work.isBlank()) throw new UsageException("book build: --work-dir is empty");
            java.nio.file.Path written = book.checkedFile("book build"); // not after hours of work
            WorkDir dir = new WorkDir(work);
            if (dir.holds(written)) {
                String where = dir.holds(written.getParent()) ? "is in" : "is";
                throw WritableFiles.refusal(
                        "book build",
                        "--out",
                        file,
                        where + " the work directory " + Echo.text(work) + ", whose files a finished build deletes");
            }
            cluster.checkHashHere("book build", true);
            dir.checkUsable();
            long start = System.nanoTime();
            try (WorkDir.Lock lock = dir.lock();
                    JavaSparkContext spark = ClusterMain.context(
                            "book build",
                            cluster.master,
                            "c4 book build " + book.size() + " depth " + book.depth(),
                            cluster.verbose)) {
                ClusterBuild build = new ClusterBuild(
                        spark,
                        new ClusterBuild.Options(
                                book.size(),
                                book.depth(),
                                root,
                                file,
                                book.force(),
                                dir,
                                cluster.chunks,
                                cluster.hash,
                                Runtime.getRuntime().availableProcessors(),
                                book.moves()),
                        err);
                Book made;
                try {
                    made = build.run();
                } catch (BookFileExistsException e) {
                    // a file that appeared at --out during the build is kept; so are the chunks
                    err.println("c4 book build: " + e.getMessage() + "; the work directory " + work
                            + " is kept, so a rerun skips its finished chunks");
                    return 1;
                }
                dir.deleteBuildFiles();
                err.println("book build: summary (" + spark.master() + ", " + spark.defaultParallelism() + " cores):");
                for (String line : build.summary()) err.println("  " + line);
                err.printf(
                        Locale.ROOT,
                        "book build: %s: %,d entries, %d bytes, checksum %08x, %.1f s%n",
                        file,
                        made.entries(),
                        Files.size(file),
                        made.checksum(),
                        (System.nanoTime() - start) / 1e9);
                out.println(file);
            }
            return 0;
        }
    }

    @CommandLine.Command(
            name = "verify",
            header = "verify every entry of a book on Spark",
            customSynopsis = "usage: scripts/c4 book verify FILE --all [--chunks N] [--hash MB] --spark MASTER",
            description = {
                "",
                "Re-solves every entry of FILE without the book and checks every move by solving the "
                        + "position after it, on the executors; prints each mismatch. Exit status 1 when one is found."
            })
    static final class Verify implements Command {
        @CommandLine.Mixin
        private HelpOption help;

        @CommandLine.Parameters(paramLabel = "FILE", description = "the book")
        private Path file;

        @CommandLine.Option(
                names = "--all",
                description = "every entry (required here: a sample is 'scripts/c4 book verify' without --spark)")
        private boolean all;

        @CommandLine.Mixin
        private ClusterOptions cluster;

        @Override
        public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
            if (!all) {
                throw new UsageException("book verify: --all is required with --spark (a sample: scripts/c4 book "
                        + "verify without --spark)");
            }
            cluster.checkMaster("book verify");
            Book book = Book.read(file);
            VerifyChecks checks = VerifyChecks.of(book);
            checks.lines().forEach(out::println);
            if (!checks.resolvable()) return 1;
            cluster.checkHashHere("book verify", false);
            try (JavaSparkContext spark =
                    ClusterMain.context("book verify", cluster.master, "c4 book verify " + file, cluster.verbose)) {
                List<String> mismatches = ClusterVerify.run(spark, book, cluster.chunks, cluster.hash, err);
                mismatches.forEach(out::println);
                out.println(checks.summary(book.entries(), book.entries(), "all", mismatches.size()));
                return checks.passed(mismatches.size()) ? 0 : 1;
            }
        }
    }
}
