package c4.cluster;

import c4.book.Book;
import c4.book.BookException;
import c4.book.build.BookPlies;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.WholeNumber;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The distributed jobs' entry point, for {@code scripts/c4-cluster} (which {@code scripts/c4}
 * hands any command with {@code --spark} to) and for {@code spark-submit}:
 *
 * <pre>
 *   book build --depth D [--size WxH] [--root MOVES] [--out FILE] [--work-dir DIR] [--chunks N] [--hash MB]
 *              [--no-moves] --spark MASTER
 *   book verify FILE --all [--chunks N] [--hash MB] --spark MASTER
 * </pre>
 *
 * Under {@code spark-submit}, {@code --spark} may be left out: the master is spark-submit's.
 * Exit status: 0 done, 1 verify found a mismatch, 2 bad command line or unusable file.
 */
public final class ClusterMain {
    static final String USAGE = """
            usage: scripts/c4 book build --depth D [--size WxH] [--root MOVES] [--out FILE] [--work-dir DIR]
                                         [--chunks N] [--hash MB] [--no-moves] --spark MASTER
                   scripts/c4 book verify FILE --all [--chunks N] [--hash MB] --spark MASTER
                   (or spark-submit --class c4.cluster.ClusterMain c4-cluster-job.jar book ...)

            build    builds the book of every position of at most D stones on Spark: the deepest
                     ply's scores and moves in chunks on the executors, each chunk's result written
                     to the work directory as it finishes; then the shallower plies and their moves
                     on the driver. The same bytes as 'scripts/c4 book build' of that size and depth.
                     A rerun with the same work directory skips the finished chunks; the work
                     directory is deleted when the book is written (atomically).
            verify   re-solves every entry of FILE without the book and checks every move by
                     solving the position after it, on the executors; prints each mismatch.

            options:
              --spark MASTER  Spark master: local[N] (this JVM, N cores; local[N,F]: F tries per
                              task), local[*], spark://HOST:PORT, k8s://..., yarn
              --depth D       plies the book covers (build)
              --size WxH      board (default 7x6)
              --root MOVES    the sub-book of this position: every position reachable from it
                              (or its mirror image) up to D stones, counted from the empty board;
                              the root's entry is its exact score ('-': the empty board)
              --out FILE      the book (default book-WxH-dD.c4b, book-WxH-dD-rMOVES.c4b with --root)
              --work-dir DIR  chunks of this build: a local path, one every node mounts, or any
                              Hadoop file system URI (hdfs://...; default FILE.work)
              --chunks N      chunks per distributed phase (default: one per %d positions, at
                              most %d); a rerun must use the same
              --hash MB       transposition table of each executor JVM, in MiB (default 64)
              --no-moves      scores only (build)
              --all           every entry (verify; required: sampling is 'scripts/c4 book verify')

            Exit status: 0 done; 1 verify found a mismatch; 2 bad command line or unusable file.
            """.formatted(ChunkPlan.MIN_DEFAULT_CHUNK, ChunkPlan.DEFAULT_CHUNKS);

    private ClusterMain() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs one command; returns its exit status. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            return dispatch(args, out, err);
        } catch (UsageException e) {
            err.println("c4 " + e.getMessage());
            return 2;
        } catch (BookException | ClusterBuild.WorkDirectoryException e) {
            err.println("c4 book: " + e.getMessage());
            return 2;
        } catch (Exception e) {
            err.println("c4 book: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            return 1;
        }
    }

    /** A bad command line: one message naming what is wrong. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message);
        }
    }

    private static int dispatch(String[] args, PrintStream out, PrintStream err) throws Exception {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
            out.print(USAGE);
            return args.length == 0 ? 2 : 0;
        }
        if (!args[0].equals("book") || args.length < 2 || !(args[1].equals("build") || args[1].equals("verify"))) {
            throw new UsageException("cluster: only 'book build' and 'book verify' run on Spark (see scripts/c4-cluster --help)");
        }
        Options o = Options.parse(args[1], java.util.Arrays.copyOfRange(args, 2, args.length));
        if (o.help) {
            out.print(USAGE);
            return 0;
        }
        return args[1].equals("build") ? build(o, out, err) : verify(o, out, err);
    }

    private static int build(Options o, PrintStream out, PrintStream err) throws Exception {
        if (o.depth < 0) throw new UsageException("book build: --depth D is required");
        if (o.depth > o.size.cells) throw new UsageException("book build: --depth " + o.depth + " is out of range 0.." + o.size.cells + " on " + o.size);
        if (!o.positional.isEmpty()) throw new UsageException("book build: unexpected argument '" + o.positional.get(0) + "'");
        Position root;
        try {
            root = o.root == null ? null : BookPlies.root(o.root, o.size, o.depth);
        } catch (IllegalArgumentException e) {
            throw new UsageException("book build: " + e.getMessage());
        }
        Path file = Path.of(o.out != null ? o.out
                : "book-" + o.size + "-d" + o.depth + (o.root == null ? "" : "-r" + o.root) + ".c4b");
        String work = o.workDir != null ? o.workDir : file.toAbsolutePath() + ".work";
        long start = System.nanoTime();
        try (JavaSparkContext spark = context(o, "c4 book build " + o.size + " depth " + o.depth)) {
            WorkDir workDir = new WorkDir(work);
            ClusterBuild build = new ClusterBuild(spark, new ClusterBuild.Options(o.size, o.depth, root, file, workDir,
                    o.chunks, o.hash, Runtime.getRuntime().availableProcessors(), o.moves), err);
            Book book = build.run();
            workDir.delete();
            err.println("book build: summary (" + spark.master() + ", " + spark.defaultParallelism() + " cores):");
            for (String line : build.summary()) err.println("  " + line);
            err.printf(Locale.ROOT, "book build: %s: %,d entries, %d bytes, checksum %08x, %.1f s%n", file,
                    book.entries(), Files.size(file), book.checksum(), (System.nanoTime() - start) / 1e9);
            out.println(file);
        }
        return 0;
    }

    private static int verify(Options o, PrintStream out, PrintStream err) throws Exception {
        if (o.positional.size() != 1) throw new UsageException("book verify: one FILE expected (see --help)");
        if (!o.all) throw new UsageException("book verify: --all is required with --spark (a sample: scripts/c4 book verify without --spark)");
        Book book = Book.read(Path.of(o.positional.get(0)));
        try (JavaSparkContext spark = context(o, "c4 book verify " + o.positional.get(0))) {
            List<String> mismatches = ClusterVerify.run(spark, book, o.chunks, o.hash, err);
            mismatches.forEach(out::println);
            out.println("verified " + book.entries() + " of " + book.entries() + " entries (all), scores and moves: "
                    + mismatches.size() + " mismatches");
            return mismatches.isEmpty() ? 0 : 1;
        }
    }

    /** The Spark context: spark.* system properties (spark-submit's), then --spark and quiet defaults. */
    private static JavaSparkContext context(Options o, String name) throws UsageException {
        SparkConf conf = new SparkConf(true).setAppName(name);
        if (o.master != null) conf.setMaster(o.master);
        if (!conf.contains("spark.master")) throw new UsageException("book: --spark MASTER is required (for example --spark 'local[*]')");
        checkMaster(conf.get("spark.master"));
        String jar = ownJar();
        if (jar != null && !conf.get("spark.master").startsWith("local")) conf.setIfMissing("spark.jars", jar);
        conf.setIfMissing("spark.ui.enabled", "false");
        conf.setIfMissing("spark.ui.showConsoleProgress", "false");
        JavaSparkContext spark;
        try {
            spark = new JavaSparkContext(conf);
        } catch (Exception e) { // Scala declares nothing: javac sees no checked exception here
            // what Spark says of a master it cannot use ("Could not parse Master URL: ..."): a bad command line
            if (e instanceof org.apache.spark.SparkException) {
                throw new UsageException("book: --spark " + conf.get("spark.master") + ": " + e.getMessage());
            }
            throw e;
        }
        spark.setLogLevel("WARN");
        return spark;
    }

    /** How long a standalone master may take to accept a connection before it is called unreachable. */
    static final int MASTER_CONNECT_TIMEOUT_MS = 10_000;

    /**
     * Refuses at once a master this driver cannot use: YARN and Kubernetes (their clients are
     * not in this build: spark-submit runs the job jar there), and a standalone master none of
     * whose addresses accepts a connection within {@link #MASTER_CONNECT_TIMEOUT_MS} (Spark itself
     * retries for about a minute and then fails with an internal error).
     */
    static void checkMaster(String master) throws UsageException {
        if (master.startsWith("yarn") || master.startsWith("k8s://") || master.startsWith("mesos://")) {
            throw new UsageException("book: --spark " + master + ": this driver runs local and standalone (spark://) "
                    + "masters; for YARN or Kubernetes run the job jar with spark-submit (see the README)");
        }
        if (!master.startsWith("spark://")) return;
        String why = "no address";
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            int colon = hostPort.lastIndexOf(':');
            String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
            int port;
            try {
                port = colon < 0 ? 7077 : Integer.parseInt(hostPort.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new UsageException("book: --spark " + master + ": '" + hostPort + "' is not HOST:PORT");
            }
            try (java.net.Socket s = new java.net.Socket()) {
                s.connect(new java.net.InetSocketAddress(host, port), MASTER_CONNECT_TIMEOUT_MS);
                return; // one reachable address is enough: Spark fails over among them
            } catch (IOException | IllegalArgumentException e) {
                why = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
            }
        }
        throw new UsageException("book: --spark " + master + ": cannot reach the master (" + why + ")");
    }

    /** The job jar this class was loaded from (the executors need it), or null when it was not loaded from a jar. */
    private static String ownJar() {
        try {
            var source = ClusterMain.class.getProtectionDomain().getCodeSource();
            if (source == null) return null;
            Path p = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(p) && p.toString().endsWith(".jar") ? p.toString() : null;
        } catch (java.net.URISyntaxException | SecurityException e) {
            return null;
        }
    }

    /** The command line of both commands. */
    static final class Options {
        BoardSize size = BoardSize.STANDARD;
        int depth = -1;
        String out;
        String root;
        String workDir;
        String master;
        int chunks; // 0: the default for each phase
        long hash = 64;
        boolean moves = true;
        boolean all;
        boolean help;
        final List<String> positional = new ArrayList<>();

        static Options parse(String command, String[] a) throws UsageException {
            Options o = new Options();
            String where = "book " + command;
            for (int i = 0; i < a.length; i++) {
                String arg = a[i];
                String name = arg;
                String value = null;
                int eq = arg.indexOf('=');
                if (arg.startsWith("--") && eq > 0) {
                    name = arg.substring(0, eq);
                    value = arg.substring(eq + 1);
                }
                boolean takesValue = switch (name) {
                    case "--depth", "--size", "--root", "--out", "--work-dir", "--spark", "--chunks", "--hash" -> true;
                    default -> false;
                };
                if (takesValue && value == null) {
                    if (i + 1 >= a.length) throw new UsageException(where + ": " + name + " needs a value");
                    value = a[++i];
                }
                switch (name) {
                    case "--depth" -> o.depth = number(where, name, value, 0, BoardSize.MAX_BITS);
                    case "--size" -> {
                        try {
                            o.size = BoardSize.parse(value);
                        } catch (IllegalArgumentException e) {
                            throw new UsageException(where + ": --size: " + e.getMessage());
                        }
                    }
                    case "--out" -> o.out = value;
                    case "--root" -> o.root = value;
                    case "--work-dir" -> o.workDir = value;
                    case "--spark" -> o.master = value;
                    case "--chunks" -> o.chunks = number(where, name, value, 1, 1_000_000);
                    case "--hash" -> o.hash = number(where, name, value, 1, 65_536);
                    case "--no-moves" -> o.moves = false;
                    case "--all" -> o.all = true;
                    case "--help", "-h" -> o.help = true;
                    default -> {
                        if (arg.startsWith("-") && !arg.equals("-")) {
                            throw new UsageException(where + ": unknown option '" + arg + "' (see --help)");
                        }
                        o.positional.add(arg);
                    }
                }
            }
            if (command.equals("verify") && !o.moves) throw new UsageException(where + ": --no-moves is an option of build");
            return o;
        }

        private static int number(String where, String name, String text, int min, int max) throws UsageException {
            try {
                return WholeNumber.parseInt(where + ": option " + name, text, min, max);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
    }
}
