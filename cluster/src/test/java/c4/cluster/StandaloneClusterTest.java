package c4.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Book builds submitted to a real standalone cluster on 127.0.0.1 (a master and two workers of
 * one core each, separate JVMs), the driver in this JVM: the bytes are the single-machine
 * builder's, also when a worker is killed mid-job.
 */
@Tag("slow")
class StandaloneClusterTest {
    @TempDir
    static Path dir;

    static StandaloneCluster cluster;
    static String jobJars;

    @BeforeAll
    static void start() throws Exception {
        cluster = new StandaloneCluster(dir, 2, 1);
        jobJars = JobJar.sparkJars(dir.resolve("c4-cluster-job.jar"));
    }

    @AfterAll
    static void stop() {
        if (cluster != null) cluster.close();
    }

    /** Runs a build on the cluster with these extra Spark settings; returns the exit status. */
    private static int build(Path out, Map<String, String> conf, String... args) {
        Map<String, String> base = Map.of(
                "spark.jars",
                jobJars,
                "spark.driver.host",
                "127.0.0.1",
                "spark.driver.bindAddress",
                "127.0.0.1",
                "spark.executor.memory",
                "768m");
        base.forEach(System::setProperty);
        conf.forEach(System::setProperty);
        try {
            String[] head = {"book", "build", "--spark", cluster.masterUrl(), "--out", out.toString(), "--hash", "16"};
            String[] all = new String[head.length + args.length];
            System.arraycopy(head, 0, all, 0, head.length);
            System.arraycopy(args, 0, all, head.length, args.length);
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = ClusterMain.run(
                    all,
                    new PrintStream(new ByteArrayOutputStream()),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            System.err.print(err.toString(StandardCharsets.UTF_8));
            return status;
        } finally {
            base.keySet().forEach(System::clearProperty);
            conf.keySet().forEach(System::clearProperty);
        }
    }

    @Test
    void aBuildOnTheClusterGivesTheSingleMachineBytes() throws Exception {
        Path out = dir.resolve("cluster-5x4-d8.c4b");
        assertEquals(0, build(out, Map.of(), "--size", "5x4", "--depth", "8", "--chunks", "24"));
        assertArrayEquals(LocalBuildTest.singleMachine(BoardSize.of(5, 4), 8), Files.readAllBytes(out));
    }

    @Test
    void aWorkerKilledMidJobLeavesTheBytesUnchanged() throws Exception {
        Path out = dir.resolve("killed-5x4-d7.c4b");
        Path work = dir.resolve("killed.work");
        ExecutorService driver = Executors.newSingleThreadExecutor();
        try {
            // 40 chunks of at least 250 ms each on two cores: about 5 s of scores
            Future<Integer> status = driver.submit(() -> build(
                    out,
                    Map.of(TestHooks.CHUNK_DELAY_MS, "250"),
                    "--size",
                    "5x4",
                    "--depth",
                    "7",
                    "--chunks",
                    "40",
                    "--work-dir",
                    work.toString()));
            Path scores = work.resolve("scores");
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (chunks(scores) < 4 && System.nanoTime() < end && !status.isDone()) Thread.sleep(50);
            long before = chunks(scores);
            assertTrue(before >= 4 && before < 40, before + " chunks finished when the worker is killed");
            cluster.killWorker(0);
            assertEquals(0, status.get(300, TimeUnit.SECONDS));
        } finally {
            driver.shutdownNow();
        }
        assertArrayEquals(LocalBuildTest.singleMachine(BoardSize.of(5, 4), 7), Files.readAllBytes(out));
    }

    private static long chunks(Path dir) throws java.io.IOException {
        if (!Files.isDirectory(dir)) return 0;
        try (var files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith("chunk-"))
                    .count();
        }
    }
}
