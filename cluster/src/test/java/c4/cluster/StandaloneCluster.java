package c4.cluster;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A real Spark standalone cluster on 127.0.0.1 for the tests: a master and workers, each a JVM
 * of its own started from Spark's Master and Worker classes with the jars Maven resolved (the
 * Spark home the build assembles under target/). Workers start their executors from that Spark
 * home. Every process is killed, with its children, on {@link #close}.
 */
final class StandaloneCluster implements AutoCloseable {
    private final Path sparkHome;
    private final Path dir;
    private final int port;
    private final List<Process> workers = new ArrayList<>();
    private final List<Process> all = new ArrayList<>();

    /** Starts a master and {@code workers} workers of {@code coresEach} cores; waits until all have registered. */
    StandaloneCluster(Path dir, int workerCount, int coresEach) throws IOException, InterruptedException {
        String home = System.getProperty("c4.spark.home");
        if (home == null || !Files.isRegularFile(Path.of(home, "RELEASE"))) {
            throw new IllegalStateException(
                    "no Spark home at " + home + " (made by the build: mvn -pl cluster process-test-classes)");
        }
        this.sparkHome = Path.of(home);
        this.dir = dir;
        this.port = freePort();
        try {
            Process master = start(
                    "master",
                    "org.apache.spark.deploy.master.Master",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    String.valueOf(port),
                    "--webui-port",
                    String.valueOf(freePort()));
            awaitLog(dir.resolve("master.log"), "I have been elected leader", Duration.ofSeconds(60), master);
            for (int i = 0; i < workerCount; i++) {
                Path work = Files.createDirectories(dir.resolve("worker-" + i));
                workers.add(start(
                        "worker-" + i,
                        "org.apache.spark.deploy.worker.Worker",
                        "--host",
                        "127.0.0.1",
                        "--cores",
                        String.valueOf(coresEach),
                        "--memory",
                        "1g",
                        "--webui-port",
                        String.valueOf(freePort()),
                        "--work-dir",
                        work.toString(),
                        masterUrl()));
            }
            for (int i = 0; i < workerCount; i++) {
                awaitLog(
                        dir.resolve("worker-" + i + ".log"),
                        "Successfully registered with master",
                        Duration.ofSeconds(60),
                        workers.get(i));
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            close();
            throw e;
        }
    }

    String masterUrl() {
        return "spark://127.0.0.1:" + port;
    }

    /** Kills worker {@code i} and the executor it started, at once (SIGKILL), as a machine that dies. */
    void killWorker(int i) {
        killTree(workers.get(i));
    }

    /** Kills {@code p} and every process it started, at once (SIGKILL); does not wait for them. */
    static void killTree(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    private Process start(String name, String mainClass, String... args) throws IOException {
        List<String> command =
                new ArrayList<>(List.of(javaBinary(), "-Xmx512m", "-cp", sparkHome.resolve("jars") + "/*", mainClass));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".log").toFile());
        Map<String, String> env = pb.environment();
        env.put("SPARK_HOME", sparkHome.toString());
        env.put("SPARK_SCALA_VERSION", "2.13");
        env.put("SPARK_LOCAL_IP", "127.0.0.1");
        env.put("JAVA_HOME", System.getProperty("java.home"));
        Process p = pb.start();
        all.add(p);
        return p;
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static void awaitLog(Path log, String text, Duration limit, Process p)
            throws IOException, InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < end) {
            if (Files.exists(log)
                    && Files.readString(log, StandardCharsets.UTF_8).contains(text)) return;
            if (!p.isAlive()) throw new IllegalStateException(log.getFileName() + ": the process exited: " + tail(log));
            Thread.sleep(200);
        }
        throw new IllegalStateException(log.getFileName() + ": no '" + text + "' within " + limit + ": " + tail(log));
    }

    static String tail(Path log) throws IOException {
        if (!Files.exists(log)) return "(no log)";
        String s = Files.readString(log, StandardCharsets.UTF_8);
        return s.substring(Math.max(0, s.length() - 2000));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @Override
    public void close() {
        for (Process p : all) killTree(p);
        for (Process p : all) {
            try {
                p.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
