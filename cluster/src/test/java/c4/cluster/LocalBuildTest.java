package c4.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.build.BookBuilder;
import c4.book.build.BuildListener;
import c4.core.BoardSize;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Distributed builds in Spark's local mode give the single-machine builder's bytes. */
@Tag("slow")
class LocalBuildTest {
    @TempDir
    Path dir;

    static byte[] singleMachine(BoardSize size, int depth) throws Exception {
        Path out = Files.createTempFile("c4-single", ".c4b");
        try {
            new BookBuilder(size, depth, 2, 16).build(out, null, BuildListener.NONE);
            return Files.readAllBytes(out);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private int cluster(String master, Path out, String... extra) {
        return ClusterMain.run(args(master, out, extra), new PrintStream(new ByteArrayOutputStream()), System.err);
    }

    /** A build's exit status and what it wrote on stderr. */
    private record Logged(int status, String log) {}

    /** {@link #cluster}, keeping the build's stderr to read. */
    private static Logged logged(String master, Path out, String... extra) {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        int status = ClusterMain.run(
                args(master, out, extra),
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(log, true, StandardCharsets.UTF_8));
        return new Logged(status, log.toString(StandardCharsets.UTF_8));
    }

    private static String[] args(String master, Path out, String... extra) {
        String[] base = {"book", "build", "--spark", master, "--out", out.toString(), "--hash", "16"};
        String[] args = new String[base.length + extra.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        return args;
    }

    @Test
    void theSameBytesAsTheSingleMachineBuilderOnThreeBoards() throws Exception {
        Object[][] cases = {{BoardSize.of(4, 4), 16}, {BoardSize.of(5, 4), 8}, {BoardSize.of(6, 5), 5}};
        for (Object[] c : cases) {
            BoardSize size = (BoardSize) c[0];
            int depth = (Integer) c[1];
            Path out = dir.resolve("book-" + size + "-" + depth + ".c4b");
            assertEquals(
                    0,
                    cluster(
                            "local[2]",
                            out,
                            "--size",
                            size.toString(),
                            "--depth",
                            String.valueOf(depth),
                            "--chunks",
                            "16"));
            assertArrayEquals(singleMachine(size, depth), Files.readAllBytes(out), size + " depth " + depth);
            assertFalse(Files.exists(Path.of(out + ".work")), "the work directory is deleted when the book is written");
        }
    }

    @Test
    void aRootsSubBookHasTheSingleMachineBytes() throws Exception {
        BoardSize size = BoardSize.of(6, 5);
        Path out = dir.resolve("root.c4b");
        assertEquals(0, cluster("local[2]", out, "--size", "6x5", "--depth", "7", "--root", "3443"));
        Path single = dir.resolve("single-root.c4b");
        new BookBuilder(size, 7, c4.core.Position.parse("3443", size), 2, 16, true, c4.book.build.DeepestPly.LOCAL)
                .build(single, null, BuildListener.NONE);
        assertArrayEquals(Files.readAllBytes(single), Files.readAllBytes(out));
    }

    @Test
    void aSevenBySixSubBookHasTheSingleMachineBytes() throws Exception {
        // 7x6 from 18 stones to 22: plies 18-22 of the standard board, cheap enough for every run
        BoardSize size = BoardSize.STANDARD;
        String root = "444444333333111111";
        Path out = dir.resolve("root-7x6.c4b");
        assertEquals(0, cluster("local[2]", out, "--depth", "22", "--root", root));
        Path single = dir.resolve("single-root-7x6.c4b");
        new BookBuilder(size, 22, c4.core.Position.parse(root, size), 2, 16, true, c4.book.build.DeepestPly.LOCAL)
                .build(single, null, BuildListener.NONE);
        assertArrayEquals(Files.readAllBytes(single), Files.readAllBytes(out));
    }

    @Test
    void aFailedTaskIsRetriedAndTheBookIsTheSame() throws Exception {
        BoardSize size = BoardSize.of(5, 4);
        Path out = dir.resolve("retried.c4b");
        System.setProperty(TestHooks.FAIL_CHUNK, "3");
        int before = TestHooks.INJECTED.get();
        try {
            // local[2,4]: two cores, four tries per task
            assertEquals(0, cluster("local[2,4]", out, "--size", "5x4", "--depth", "7", "--chunks", "8"));
        } finally {
            System.clearProperty(TestHooks.FAIL_CHUNK);
        }
        // the first attempt of chunk 3 failed, in the scores and in the moves
        assertEquals(2, TestHooks.INJECTED.get() - before);
        assertArrayEquals(singleMachine(size, 7), Files.readAllBytes(out));
    }

    /**
     * A build that fails at chunk 3 with one try per task (local[1]: the chunks before it are
     * finished and written first), leaving its work directory as an interrupted run does.
     */
    private void interruptedBuild(Path out, Path work, String size, String depth, String chunks) {
        System.setProperty(TestHooks.FAIL_CHUNK, "3");
        try {
            assertEquals(
                    1,
                    cluster(
                            "local[1]",
                            out,
                            "--size",
                            size,
                            "--depth",
                            depth,
                            "--chunks",
                            chunks,
                            "--work-dir",
                            work.toString()));
        } finally {
            System.clearProperty(TestHooks.FAIL_CHUNK);
        }
    }

    @Test
    void aRerunSkipsTheFinishedChunks() throws Exception {
        // a work directory left by a run that finished three chunks of the scores
        Path out = dir.resolve("resumed.c4b");
        Path work = dir.resolve("work");
        BoardSize size = BoardSize.of(5, 4);
        interruptedBuild(out, work, "5x4", "7", "8");
        long finished;
        try (var files = Files.list(work.resolve("scores"))) {
            finished = files.filter(p -> p.getFileName().toString().startsWith("chunk-"))
                    .count();
        }
        assertTrue(finished >= 1 && finished < 8, finished + " chunks finished before the failure");
        Logged run = logged(
                "local[2]", out, "--size", "5x4", "--depth", "7", "--chunks", "8", "--work-dir", work.toString());
        assertEquals(0, run.status(), run.log());
        // a task that was running when the job failed may still have finished its chunk since
        String text = run.log();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("scores: .* in 8 chunks, (\\d+) finished before")
                .matcher(text);
        assertTrue(m.find(), text);
        int skipped = Integer.parseInt(m.group(1));
        assertTrue(
                skipped >= finished && skipped < 8,
                skipped + " chunks skipped, " + finished + " found finished: " + text);
        assertArrayEquals(singleMachine(size, 7), Files.readAllBytes(out));
    }

    /** A file of the user's under a chunk's name is refused, exit 2, and kept: only a build's chunks are deleted. */
    @Test
    void aFileNamedAsAChunkButNotOneIsRefusedAndKept() throws Exception {
        Path work = dir.resolve("work");
        Path mine = work.resolve("scores").resolve("chunk-00000");
        Files.createDirectories(mine.getParent());
        Files.writeString(mine, "my text\n");
        Logged run = logged(
                "local[1]", dir.resolve("mine.c4b"), "--size", "4x4", "--depth", "4", "--work-dir", work.toString());
        String text = run.log();
        assertEquals(2, run.status(), text);
        assertTrue(text.contains(mine.getFileName() + " is not a chunk of a build"), text);
        assertEquals("my text\n", Files.readString(mine));
    }

    /**
     * A finished chunk flipped (a value changed, as a disk error or an edit would), truncated, or
     * replaced by another chunk's whole file after an interrupted run is named, deleted and
     * solved again: the book is the single machine's, never one made from an unchecked chunk. No
     * Hadoop .crc file is written beside a chunk, so none can hide the damage or fail the read
     * first. The finished build then deletes its work directory.
     */
    @Test
    void aDamagedOrTruncatedChunkIsSolvedAgain() throws Exception {
        Path out = dir.resolve("damaged.c4b");
        Path work = dir.resolve("work");
        interruptedBuild(out, work, "4x4", "8", "6");
        java.util.List<Path> chunks;
        try (var files = Files.list(work.resolve("scores"))) {
            chunks = files.sorted().toList();
        }
        assertTrue(chunks.size() >= 3, chunks.toString());
        assertTrue(
                chunks.stream().allMatch(p -> p.getFileName().toString().startsWith("chunk-")), "no .crc: " + chunks);
        Path flipped = chunks.get(0);
        Path moved = chunks.get(2); // a whole chunk, but chunk 0's: another chunk's keys
        Files.copy(flipped, moved, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        java.util.List<String> lines = new java.util.ArrayList<>(Files.readAllLines(flipped));
        String[] kv = lines.get(1).split(" ");
        lines.set(1, kv[0] + " " + (Integer.parseInt(kv[1]) == -1 ? -3 : -1));
        Files.write(flipped, lines);
        Path truncated = chunks.get(1);
        java.util.List<String> all = Files.readAllLines(truncated);
        Files.write(truncated, all.subList(0, all.size() - 2));
        Logged run = logged(
                "local[2]", out, "--size", "4x4", "--depth", "8", "--chunks", "6", "--work-dir", work.toString());
        assertEquals(0, run.status(), run.log());
        String text = run.log();
        for (Path p : new Path[] {flipped, truncated}) {
            assertTrue(text.contains(p.getFileName() + ": damaged or truncated (its crc32c checksum "), text);
        }
        assertTrue(text.contains("does not match): deleted, solving it again"), text);
        assertTrue(text.contains(moved.getFileName() + ": line 1 is not the header of this chunk"), text);
        assertArrayEquals(singleMachine(BoardSize.of(4, 4), 8), Files.readAllBytes(out));
        assertFalse(Files.exists(work), "a finished build deletes its work directory");
    }
}
