package c4.cluster;

import c4.book.BookException;
import c4.core.IoReason;
import c4.options.CommandLines;
import c4.options.UsageException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;

/**
 * The distributed jobs' entry point, for {@code scripts/c4-cluster} (which {@code scripts/c4}
 * hands any command with {@code --spark} to) and for {@code spark-submit}: {@code book build} and
 * {@code book verify} ({@link ClusterBook}), parsed by picocli from the same option definitions
 * as {@code scripts/c4 book} ({@code c4.options}). Under {@code spark-submit}, {@code --spark}
 * may be left out: the master is spark-submit's. Exit status: 0 done, 1 verify found a mismatch,
 * 2 bad command line or unusable file.
 */
public final class ClusterMain {
    private ClusterMain() {}

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
            err.println("c4 " + command(args) + ": " + e.getMessage());
            return 2;
        } catch (Exception e) {
            return unexpected(command(args), e, Arrays.asList(args).contains("--verbose"), err);
        }
    }

    /**
     * The subcommand a command line runs, as its messages name it ({@code book build},
     * {@code book verify}, like the local commands'), or {@code book} when it names neither.
     */
    static String command(String[] args) {
        boolean known =
                args.length >= 2 && args[0].equals("book") && (args[1].equals("build") || args[1].equals("verify"));
        return known ? "book " + args[1] : "book";
    }

    /**
     * Spark's loggers that, when a standalone master does not answer as one, print a stack trace
     * every 20 s for a minute: quiet unless {@code --verbose}; {@link #context} then says in one
     * line that the master did not take the application.
     */
    private static final String[] STANDALONE_CLIENT_LOGGERS = {
        "org.apache.spark.deploy.client", "org.apache.spark.network.client", "org.apache.spark.scheduler.cluster"
    };

    /**
     * What an unexpected failure (Spark's, the file system's) says: one line naming it, and with
     * {@code --verbose} its stack trace after it, for a report; exit status 1. {@code command}
     * is the subcommand that failed ({@link #command}).
     */
    static int unexpected(String command, Exception e, boolean verbose, PrintStream err) {
        err.println("c4 " + command + ": " + e.getClass().getSimpleName() + ": " + e.getMessage()
                + (verbose ? "" : " (--verbose prints the trace)"));
        if (verbose) e.printStackTrace(err);
        return 1;
    }

    private static int dispatch(String[] args, PrintStream out, PrintStream err) throws Exception {
        if (args.length == 0) { // a usage error: the usage on standard error
            err.print(usage());
            return 2;
        }
        if (args[0].equals("--help") || args[0].equals("-h")) {
            out.print(usage());
            return 0;
        }
        if (!args[0].equals("book") || args.length < 2 || !(args[1].equals("build") || args[1].equals("verify"))) {
            throw new UsageException(
                    "cluster: only 'book build' and 'book verify' run on Spark (see scripts/c4-cluster " + "--help)");
        }
        InputStream none = InputStream.nullInputStream();
        return CommandLines.execute(new ClusterBook(), Arrays.copyOfRange(args, 1, args.length), none, out, err);
    }

    /** Both commands' help, from their definitions, and the exit statuses. */
    static String usage() {
        CommandLine book = CommandLines.of(new ClusterBook());
        StringBuilder sb = new StringBuilder();
        for (String name : new String[] {"build", "verify"}) {
            sb.append(book.getSubcommands().get(name).getUsageMessage(CommandLine.Help.Ansi.OFF))
                    .append('\n');
        }
        sb.append("Exit status: 0 done; 1 verify found a mismatch; 2 bad command line or unusable file.\n");
        return sb.toString();
    }

    /**
     * The Spark context of the application {@code name}: spark.* system properties (spark-submit's),
     * then {@code master} (null: none) and quiet defaults; a master refused is a usage error of
     * {@code command} ({@code book build}, {@code book verify}).
     */
    static JavaSparkContext context(String command, String master, String name, boolean verbose) {
        SparkConf conf = new SparkConf(true).setAppName(name);
        if (master != null) {
            // one given here; spark-submit's own (YARN, Kubernetes ...) is spark-submit's to check
            checkMaster(command, master);
            conf.setMaster(master);
        }
        if (!conf.contains("spark.master")) throw ClusterOptions.noMaster(command);
        String jar = ownJar();
        if (jar != null && !conf.get("spark.master").startsWith("local")) conf.setIfMissing("spark.jars", jar);
        conf.setIfMissing("spark.ui.enabled", "false");
        conf.setIfMissing("spark.ui.showConsoleProgress", "false");
        boolean standalone = conf.get("spark.master").startsWith("spark://");
        if (standalone) {
            if (!verbose) {
                for (String logger : STANDALONE_CLIENT_LOGGERS) Configurator.setLevel(logger, Level.OFF);
            }
        }
        JavaSparkContext spark;
        try {
            spark = new JavaSparkContext(conf);
        } catch (Exception e) { // Scala declares nothing: javac sees no checked exception here
            // what Spark says of a master it cannot use ("Could not parse Master URL: ..."): a bad command line
            if (e instanceof org.apache.spark.SparkException) {
                throw new UsageException(command + ": --spark " + conf.get("spark.master") + ": " + e.getMessage());
            }
            throw e;
        }
        // Spark's context waits until a standalone master registers the application (its ids are
        // app-...) or until Spark gives up on every master; then it has no id of a master's
        if (standalone && !spark.sc().applicationId().startsWith("app-")) {
            spark.close();
            throw new UsageException(command + ": --spark " + conf.get("spark.master") + ": the master did not take the"
                    + " application (all masters unresponsive): is a Spark standalone master listening there?");
        }
        spark.setLogLevel("WARN");
        return spark;
    }

    /** How long a standalone master may take to accept a connection before it is called unreachable. */
    static final int MASTER_CONNECT_TIMEOUT_MS = 10_000;

    /** The local masters: {@code local}, {@code local[N]}, {@code local[*]}, {@code local[N,F]}, {@code local[*,F]}. */
    private static final java.util.regex.Pattern LOCAL_MASTER =
            java.util.regex.Pattern.compile("local(\\[(\\*|[0-9]{1,9})(,[0-9]{1,9})?\\])?");

    /** A local master whose thread or try count is 0. */
    private static boolean localThreadsOutOfRange(String master) {
        java.util.regex.Matcher m = LOCAL_MASTER.matcher(master);
        if (!m.matches() || m.group(1) == null) return false;
        boolean noThreads = !m.group(2).equals("*") && Integer.parseInt(m.group(2)) < 1;
        boolean noTries = m.group(3) != null && Integer.parseInt(m.group(3).substring(1)) < 1;
        return noThreads || noTries;
    }

    /**
     * Refuses at once a master this driver cannot use: YARN and Kubernetes (their clients are
     * not in this build: spark-submit runs the job jar there), and a standalone master none of
     * whose addresses accepts a connection within {@link #MASTER_CONNECT_TIMEOUT_MS} (Spark itself
     * retries for about a minute and then fails with an internal error). The refusal is a usage
     * error of {@code command}.
     */
    static void checkMaster(String command, String master) {
        if (master.startsWith("yarn") || master.startsWith("k8s://") || master.startsWith("mesos://")) {
            throw new UsageException(
                    command + ": --spark " + master + ": this driver runs local and standalone (spark://) "
                            + "masters; for YARN or Kubernetes run the job jar with spark-submit (see the README)");
        }
        if (!master.startsWith("spark://")) {
            // Spark's own refusal of a bad local master comes with an ERROR log and a stack trace
            if (!LOCAL_MASTER.matcher(master).matches() || localThreadsOutOfRange(master)) {
                throw new UsageException(command + ": --spark " + master + ": not a master this driver runs: local, "
                        + "local[N], local[*], local[N,F] (N threads, F tries a task, each 1 or more), "
                        + "spark://HOST:PORT");
            }
            return;
        }
        String why = "no address";
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            int colon = hostPort.lastIndexOf(':');
            String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
            int port;
            try {
                port = colon < 0 ? 7077 : Integer.parseInt(hostPort.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new UsageException(command + ": --spark " + master + ": '" + hostPort + "' is not HOST:PORT");
            }
            try (java.net.Socket s = new java.net.Socket()) {
                s.connect(new java.net.InetSocketAddress(host, port), MASTER_CONNECT_TIMEOUT_MS);
                return; // one reachable address is enough: Spark fails over among them
            } catch (IOException | IllegalArgumentException e) {
                why = IoReason.of(e);
            }
        }
        throw new UsageException(command + ": --spark " + master + ": cannot reach the master (" + why + ")");
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
}
