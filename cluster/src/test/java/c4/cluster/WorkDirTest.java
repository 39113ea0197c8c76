package c4.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a build may take for a work directory, and what it deletes when done: only its own files,
 * never a directory's other contents (a work directory of {@code /} once deleted the machine's).
 */
class WorkDirTest {
    @TempDir
    Path dir;

    @Test
    void aDirectoryHoldingOtherFilesIsRefusedAndKept() throws Exception {
        Files.writeString(dir.resolve("precious.txt"), "mine\n");
        ClusterBuild.WorkDirectoryException e = assertThrows(
                ClusterBuild.WorkDirectoryException.class, () -> new WorkDir(dir.toString()).checkUsable());
        assertEquals(
                "--work-dir " + dir + " holds 'precious.txt', which is not a build's file; give a new or empty"
                        + " directory (a finished build deletes its work directory's files)",
                e.getMessage());
        assertTrue(Files.exists(dir.resolve("precious.txt")));
    }

    @Test
    void oneDriverAtATimeHoldsALocalWorkDirectory() throws Exception {
        Path work = dir.resolve("work");
        WorkDir first = new WorkDir(work.toString());
        first.checkUsable();
        try (WorkDir.Lock held = first.lock()) {
            assertTrue(Files.isRegularFile(work.resolve(WorkDir.LOCK)));
            WorkDir second = new WorkDir(work.toString());
            second.checkUsable(); // the lock file is a build's own
            ClusterBuild.WorkDirectoryException e =
                    assertThrows(ClusterBuild.WorkDirectoryException.class, second::lock);
            assertEquals(
                    "--work-dir " + work + " is in use: another build's driver holds " + work.resolve(WorkDir.LOCK)
                            + "; wait for it to end, or give another --work-dir",
                    e.getMessage());
            first.writePlan("c4-cluster-plan 1");
        }
        assertFalse(Files.exists(work.resolve(WorkDir.LOCK)), "closing the lock deletes its file");
        assertEquals(List.of(WorkDir.PLAN), names(work), "and keeps the build's files");
        try (WorkDir.Lock again = new WorkDir(work.toString()).lock()) {
            assertTrue(Files.exists(work.resolve(WorkDir.LOCK)), "released: the next driver takes it");
        }
    }

    @Test
    void aLockThatFindsNothingToResumeLeavesNoDirectoryItMade() throws Exception {
        Path work = dir.resolve("fresh");
        WorkDir fresh = new WorkDir(work.toString());
        fresh.checkUsable();
        fresh.lock().close(); // a build that failed before its plan
        assertFalse(Files.exists(work));
        WorkDir existing = new WorkDir(dir.toString());
        existing.checkUsable();
        existing.lock().close();
        assertTrue(Files.isDirectory(dir), "a directory that was there stays");
        assertEquals(List.of(), names(dir));
    }

    @Test
    void aLockFileThatIsNotARegularFileIsRefusedAndKept() throws Exception {
        Files.createDirectory(dir.resolve(WorkDir.LOCK));
        ClusterBuild.WorkDirectoryException e =
                assertThrows(ClusterBuild.WorkDirectoryException.class, () -> new WorkDir(dir.toString()).lock());
        assertEquals(
                dir.resolve(WorkDir.LOCK) + " is not a regular file: remove it, or use another --work-dir",
                e.getMessage());
        assertTrue(Files.isDirectory(dir.resolve(WorkDir.LOCK)));
    }

    private static List<String> names(Path dir) throws java.io.IOException {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aNewAnEmptyOrABuildsDirectoryIsUsable() throws Exception {
        new WorkDir(dir.resolve("new").toString()).checkUsable();
        new WorkDir(dir.toString()).checkUsable();
        WorkDir work = new WorkDir(dir.toString());
        work.writePlan("c4-cluster-plan 1");
        work.writeChunk("scores", 0, "c4-chunk 2 ...\n");
        work.checkUsable();
    }

    @Test
    void anotherFileInsideTheChunkDirectoriesIsRefusedAndKept() throws Exception {
        Files.createDirectories(dir.resolve("moves"));
        Files.writeString(dir.resolve("moves").resolve("notes.txt"), "mine\n");
        ClusterBuild.WorkDirectoryException e = assertThrows(
                ClusterBuild.WorkDirectoryException.class, () -> new WorkDir(dir.toString()).checkUsable());
        assertTrue(
                e.getMessage()
                        .startsWith("--work-dir " + dir + " holds 'moves/notes.txt', which is not a build's" + " file"),
                e.getMessage());
        Files.delete(dir.resolve("moves").resolve("notes.txt"));
        Files.writeString(dir.resolve(".plan.crc"), "a file of the same shape as an old build's\n");
        e = assertThrows(ClusterBuild.WorkDirectoryException.class, () -> new WorkDir(dir.toString()).checkUsable());
        assertTrue(e.getMessage().contains("holds '.plan.crc'"), e.getMessage());
        assertTrue(Files.exists(dir.resolve(".plan.crc")));
        Files.delete(dir.resolve(".plan.crc"));
        Files.writeString(dir.resolve(".plan.mine.tmp"), "named like a temporary file, but mine\n");
        e = assertThrows(ClusterBuild.WorkDirectoryException.class, () -> new WorkDir(dir.toString()).checkUsable());
        assertTrue(e.getMessage().contains("holds '.plan.mine.tmp'"), e.getMessage());
        Files.delete(dir.resolve(".plan.mine.tmp"));
        Files.writeString(dir.resolve(".plan." + java.util.UUID.randomUUID() + ".tmp"), "a write cut short\n");
        new WorkDir(dir.toString()).checkUsable();
    }

    @Test
    void aRegularFileIsNotAWorkDirectory() throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x\n");
        ClusterBuild.WorkDirectoryException e = assertThrows(
                ClusterBuild.WorkDirectoryException.class, () -> new WorkDir(file.toString()).checkUsable());
        assertEquals("--work-dir " + file + " is not a directory", e.getMessage());
    }

    @Test
    void aFinishedBuildDeletesItsFilesOnly() throws Exception {
        Path work = dir.resolve("work");
        WorkDir w = new WorkDir(work.toString());
        w.writePlan("c4-cluster-plan 1");
        w.writeChunk("scores", 0, "c4-chunk 2 ...\n");
        w.writeChunk("moves", 3, "c4-chunk 2 ...\n");
        Files.writeString(work.resolve("moves").resolve("notes.txt"), "someone else's\n");
        Files.writeString(work.resolve("moves").resolve("chunk-00004"), "named as a chunk, but someone else's\n");
        w.deleteBuildFiles();
        assertEquals(List.of(work.resolve("moves")), list(work));
        assertEquals(
                List.of(
                        work.resolve("moves").resolve("chunk-00004"),
                        work.resolve("moves").resolve("notes.txt")),
                list(work.resolve("moves")));
        Files.delete(work.resolve("moves").resolve("notes.txt"));
        Files.delete(work.resolve("moves").resolve("chunk-00004"));
        w.writeChunk("moves", 3, "c4-chunk 2 ...\n");
        w.deleteBuildFiles();
        assertFalse(Files.exists(work), "left empty, the work directory goes too");
    }

    /**
     * A directory that was there before the build (empty, or a symbolic link to one) keeps its
     * place: the build deletes only its own files in it, and a link is never deleted.
     */
    @Test
    void aDirectoryTheBuildDidNotMakeIsKept() throws Exception {
        Path made = dir.resolve("made");
        Files.createDirectory(made);
        WorkDir existing = new WorkDir(made.toString());
        existing.checkUsable();
        existing.writePlan("c4-cluster-plan 1");
        existing.writeChunk("scores", 0, "c4-chunk 2 ...\n");
        existing.deleteBuildFiles();
        assertEquals(List.of(), list(made), "the build's files are gone");
        assertTrue(Files.isDirectory(made), "the directory it did not make stays");

        Path target = dir.resolve("target");
        Files.createDirectory(target);
        Path link = Files.createSymbolicLink(dir.resolve("link"), target);
        for (boolean resumed : new boolean[] {false, true}) { // a resumed run finds its plan there
            WorkDir linked = new WorkDir(link.toString());
            if (resumed) linked.writePlan("c4-cluster-plan 1");
            linked.checkUsable();
            linked.writePlan("c4-cluster-plan 1");
            linked.writeChunk("moves", 1, "c4-chunk 2 ...\n");
            linked.deleteBuildFiles();
            assertTrue(Files.isSymbolicLink(link), "the link stays");
            assertEquals(List.of(), list(target));
        }
    }

    @Test
    void aChunkOrPlanThatIsNotARegularFileIsRefused() throws Exception {
        WorkDir w = new WorkDir(dir.toString());
        Files.createDirectories(dir.resolve("scores").resolve("chunk-00007"));
        ClusterBuild.WorkDirectoryException e =
                assertThrows(ClusterBuild.WorkDirectoryException.class, () -> w.finished("scores"));
        assertTrue(
                e.getMessage()
                        .endsWith(
                                "scores/chunk-00007 is not a regular file: remove it, or use another" + " --work-dir"),
                e.getMessage());
        Files.createSymbolicLink(dir.resolve("plan"), Path.of("/dev/zero"));
        e = assertThrows(ClusterBuild.WorkDirectoryException.class, w::plan);
        assertTrue(e.getMessage().endsWith("plan is not a regular file: remove it, or use another --work-dir"));
        Files.delete(dir.resolve("plan"));
        Files.writeString(dir.resolve("plan"), "x".repeat(WorkDir.MAX_PLAN_BYTES + 1));
        e = assertThrows(ClusterBuild.WorkDirectoryException.class, w::plan);
        assertTrue(e.getMessage().contains("is not a build's plan (over 4096 bytes)"), e.getMessage());
    }

    private static List<Path> list(Path p) throws Exception {
        try (var files = Files.list(p)) {
            return files.sorted().toList();
        }
    }
}
