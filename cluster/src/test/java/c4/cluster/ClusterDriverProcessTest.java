package c4.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The driver in a JVM of its own, as a user runs it: killed and rerun, and a book file that appears meanwhile. */
@Tag("slow")
class ClusterDriverProcessTest {
    @TempDir
    Path dir;

    @Test
    void aDriverKilledMidJobIsRerunOnTheSameWorkDirectory() throws Exception {
        Path out = dir.resolve("b.c4b");
        Path work = dir.resolve("work");
        List<String> build = slowBuild(out, work);
        Process driver = startDriver(build);
        ClusterCommandTest.Run second = null;
        try {
            awaitChunks(work, 5, driver);
            // a second driver on the same work directory, while the first runs: refused, nothing touched
            if (driver.isAlive()) second = ClusterCommandTest.run(build.toArray(String[]::new));
        } finally {
            StandaloneCluster.killTree(driver); // kill -9
            driver.waitFor();
        }
        long finished = chunks(work);
        assertTrue(
                finished >= 5 && finished < 40,
                finished + " chunks finished when the driver was killed: "
                        + StandaloneCluster.tail(dir.resolve("driver.log")));
        assertNotNull(second, "the first driver ended before a second could start");
        assertEquals(2, second.status(), second.err());
        assertEquals(
                "c4 book build: --work-dir " + work + " is in use: another build's driver holds "
                        + work.resolve(WorkDir.LOCK) + "; wait for it to end, or give another --work-dir\n",
                second.err());
        ClusterCommandTest.Run rerun =
                ClusterCommandTest.run(build.toArray(String[]::new)); // the killed driver's lock went with it
        assertEquals(0, rerun.status(), rerun.err());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("scores: .* in 40 chunks, (\\d+) finished before")
                .matcher(rerun.err());
        assertTrue(m.find(), rerun.err());
        int skipped = Integer.parseInt(m.group(1));
        assertTrue(skipped >= finished && skipped < 40, skipped + " chunks skipped, " + finished + " found finished");
        assertArrayEquals(LocalBuildTest.singleMachine(BoardSize.of(5, 4), 7), Files.readAllBytes(out));
        assertFalse(Files.exists(work), "a finished build deletes the work directory it made, lock file included");
    }

    /** A 5x4 book of depth 7 in 40 chunks on local[2], into {@code out} with that work directory. */
    private static List<String> slowBuild(Path out, Path work) {
        return List.of(
                "book",
                "build",
                "--spark",
                "local[2]",
                "--size",
                "5x4",
                "--depth",
                "7",
                "--chunks",
                "40",
                "--hash",
                "16",
                "--out",
                out.toString(),
                "--work-dir",
                work.toString());
    }

    /** Waits (2 minutes at most) until {@code count} chunks have finished or the driver has ended. */
    private static void awaitChunks(Path work, int count, Process driver) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (chunks(work) < count && System.nanoTime() < end && driver.isAlive()) Thread.sleep(20);
    }

    /** The driver in a JVM of its own, each chunk taking 200 ms or more, its output in driver.log. */
    private Process startDriver(List<String> build) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g",
                "-D" + TestHooks.CHUNK_DELAY_MS + "=200",
                "-cp",
                System.getProperty("java.class.path"),
                ClusterMain.class.getName()));
        command.addAll(build);
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("driver.log").toFile())
                .start();
    }

    /**
     * A file that appears at --out while the build runs (another program's) is kept without
     * --force, and so are the finished chunks: a rerun with --force only writes the book.
     */
    @Test
    void aFileThatAppearsAtTheOutputDuringTheBuildIsKept() throws Exception {
        Path out = dir.resolve("b.c4b");
        Path work = dir.resolve("work");
        List<String> build = slowBuild(out, work);
        Process driver = startDriver(build);
        try {
            awaitChunks(work, 2, driver);
            Files.writeString(out, "keep\n"); // checked absent at the start; 38 chunks of 200 ms to go
            assertTrue(driver.waitFor(120, TimeUnit.SECONDS), "the driver did not end");
        } finally {
            StandaloneCluster.killTree(driver);
            driver.waitFor();
        }
        String log = Files.readString(dir.resolve("driver.log"));
        assertEquals(1, driver.exitValue(), log);
        assertTrue(
                log.contains("c4 book build: cannot write the book " + out + ": a file appeared there while the book "
                        + "was made; it is kept (--force replaces it); the work directory " + work + " is kept, so a "
                        + "rerun skips its finished chunks\n"),
                log);
        assertEquals("keep\n", Files.readString(out));
        List<String> force = new ArrayList<>(build);
        force.add("--force");
        ClusterCommandTest.Run rerun = ClusterCommandTest.run(force.toArray(String[]::new));
        assertEquals(0, rerun.status(), rerun.err());
        assertTrue(rerun.err().contains(" in 40 chunks, 40 finished before"), rerun.err());
        assertArrayEquals(LocalBuildTest.singleMachine(BoardSize.of(5, 4), 7), Files.readAllBytes(out));
        assertFalse(Files.exists(work), "the rerun deletes the work directory");
    }

    private static long chunks(Path work) throws java.io.IOException {
        Path scores = work.resolve("scores");
        if (!Files.isDirectory(scores)) return 0;
        try (var files = Files.list(scores)) {
            return files.filter(p -> p.getFileName().toString().startsWith("chunk-"))
                    .count();
        }
    }
}
