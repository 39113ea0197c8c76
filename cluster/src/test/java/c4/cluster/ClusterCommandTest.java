package c4.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.book.Book;
import c4.core.BoardSize;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The driver as a user runs it: verification and bad command lines (in its own JVM: ClusterDriverProcessTest). */
@Tag("slow")
class ClusterCommandTest {
    @TempDir
    Path dir;

    record Run(int status, String out, String err) {}

    /** The driver's command {@code args} run in this JVM. */
    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ClusterMain.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void verifyAllChecksEveryEntryAndCatchesAWrongOne() throws Exception {
        BoardSize size = BoardSize.of(5, 4);
        byte[] bytes = LocalBuildTest.singleMachine(size, 6);
        Path good = dir.resolve("good.c4b");
        Files.write(good, bytes);
        Run ok = run("book", "verify", good.toString(), "--all", "--spark", "local[2]", "--hash", "16");
        assertEquals(0, ok.status, ok.err);
        // a local master's executors are this JVM: a table its heap cannot hold is refused first
        Run heapHash = run("book", "verify", good.toString(), "--all", "--spark", "local[2]", "--hash", "8192");
        assertEquals(2, heapHash.status, heapHash.err);
        assertTrue(
                heapHash.err.startsWith("c4 book verify: --hash 8192: hash size 8192 MB does not fit"), heapHash.err);
        Book book = Book.read(good);
        assertTrue(
                ok.out.contains("verified " + book.entries() + " of " + book.entries()
                        + " entries (all), scores and moves: 0 mismatches"),
                ok.out);

        // one entry's score changed (a book written anew, so its checksum is valid)
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        byte[] moves = new byte[book.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
            moves[i] = (byte) book.moveAt(i);
        }
        int victim = keys.length / 2;
        scores[victim] = (byte) (scores[victim] == 0 ? 1 : 0);
        Path bad = dir.resolve("bad.c4b");
        new Book(size, 6, keys, scores, moves).write(bad);
        Run caught = run("book", "verify", bad.toString(), "--all", "--spark", "local[2]", "--hash", "16");
        assertEquals(1, caught.status, caught.err);
        assertTrue(caught.out.contains("mismatch ") && !caught.out.contains(" 0 mismatches"), caught.out);

        // the first two entries swapped, the checksum made to match (as a forger or a faulty writer would):
        // every score is right, but lookups miss them
        byte[] file = book.toBytes();
        int header = 24; // the CRC-32C at 20 covers bytes 0..19 and the entries
        int entry = (file.length - header) / book.entries();
        byte[] first = java.util.Arrays.copyOfRange(file, header, header + entry);
        System.arraycopy(file, header + entry, file, header, entry);
        System.arraycopy(first, 0, file, header + entry, entry);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(file, 0, 20);
        crc.update(file, header, file.length - header);
        java.nio.ByteBuffer.wrap(file, 20, 4).putInt((int) crc.getValue());
        Path swapped = Files.write(dir.resolve("swapped.c4b"), file);
        Run order = run("book", "verify", swapped.toString(), "--all", "--spark", "local[2]", "--hash", "16");
        assertEquals(1, order.status, order.err);
        assertTrue(
                order.out.startsWith("order: 1 entry out of key order (lookups miss them: the book is malformed)\n"),
                order.out);
        assertTrue(order.out.endsWith(" 0 mismatches; 1 entry out of key order\n"), order.out);
    }

    @Test
    void badCommandLinesAreRefusedWithOneMessage() throws Exception {
        Run noDepth = run("book", "build", "--spark", "local[1]");
        assertEquals(2, noDepth.status);
        assertEquals("c4 book build: --depth D is missing (see c4 book build --help)\n", noDepth.err);
        Run badNumber = run("book", "build", "--spark", "local[1]", "--depth", "x7");
        assertEquals(2, badNumber.status);
        assertEquals("c4 book build: option --depth needs a whole number, got 'x7'\n", badNumber.err);
        Run bigHash = run("book", "build", "--spark", "local[1]", "--depth", "2", "--hash", "8193");
        assertEquals(2, bigHash.status);
        assertEquals("c4 book build: option --hash value 8193 is out of range 1..8192\n", bigHash.err);
        // the driver makes a table of --hash too: one its heap (3g in tests) cannot hold is refused first
        Run heapHash = run("book", "build", "--spark", "local[1]", "--depth", "2", "--hash", "8192");
        assertEquals(2, heapHash.status, heapHash.err);
        assertTrue(
                heapHash.err.startsWith("c4 book build: --hash 8192: hash size 8192 MB does not fit the Java heap ("),
                heapHash.err);
        assertEquals(1, heapHash.err.lines().count(), heapHash.err);
        // a local build holds the driver's table and the executors' at once: half the heap's most each
        int most = c4.search.TranspositionTable.maxMegabytesForHeap();
        Run twoTables = run("book", "build", "--spark", "local[1]", "--depth", "2", "--hash", String.valueOf(most));
        assertEquals(2, twoTables.status, twoTables.err);
        assertEquals(
                "c4 book build: --hash " + most + ": under a local master this JVM holds two tables of " + most
                        + " MB, the driver's and its executors', more than its heap has room for (at most " + most / 2
                        + " MB each; raise it with C4_HEAP, e.g. C4_HEAP=16g)\n",
                twoTables.err);
        // a book that could not be written is refused before Spark starts, not after the work
        String same = dir.resolve("same.c4b").toString();
        Run sameSpark = smallBuild("local[1]", same, same);
        assertEquals(2, sameSpark.status, sameSpark.err);
        assertEquals(
                "c4 book build: --out " + same + ": is the work directory " + same
                        + ", whose files a finished build deletes\n",
                sameSpark.err);
        Path work = Files.createDirectories(dir.resolve("w"));
        Path link = Files.createSymbolicLink(dir.resolve("w-link"), work);
        String plan = link.resolve("plan").toString(); // the book where the build's plan goes
        Run inside = smallBuild("local[1]", plan, work.toString());
        assertEquals(2, inside.status, inside.err);
        assertEquals(
                "c4 book build: --out " + plan + ": is in the work directory " + work
                        + ", whose files a finished build deletes\n",
                inside.err);
        Run outDir = buildOn("local[1]", dir);
        assertEquals(2, outDir.status, outDir.err);
        assertEquals("c4 book build: --out " + dir + ": is a directory\n", outDir.err);
        Path existing = Files.writeString(dir.resolve("existing.c4b"), "keep\n");
        Run exists = buildOn("local[1]", existing);
        assertEquals(2, exists.status, exists.err);
        assertEquals(
                "c4 book build: --out " + existing
                        + ": already exists; give --force to replace it, or name another file\n",
                exists.err);
        assertEquals("keep\n", Files.readString(existing));
        Run notAll = run("book", "verify", "f.c4b", "--spark", "local[1]");
        assertEquals(2, notAll.status);
        assertTrue(notAll.err.contains("--all is required"), notAll.err);
        // verify's failures name verify, as the local command's do
        Path missing = dir.resolve("missing.c4b");
        Run noBook = run("book", "verify", missing.toString(), "--all", "--spark", "local[1]");
        assertEquals(2, noBook.status, noBook.err);
        assertEquals("c4 book verify: book " + missing + ": no such file\n", noBook.err);
        Run verifyMaster = run("book", "verify", missing.toString(), "--all", "--spark", "nonsense://x");
        assertEquals(2, verifyMaster.status, verifyMaster.err);
        assertTrue(verifyMaster.err.startsWith("c4 book verify: --spark nonsense://x: "), verifyMaster.err);
        Run badMaster = buildOn("nonsense://x", dir.resolve("m.c4b"));
        assertEquals(2, badMaster.status, badMaster.err);
        assertTrue(badMaster.err.startsWith("c4 book build: --spark nonsense://x: "), badMaster.err);
        // local masters Spark refuses with an ERROR log and a trace (or a NumberFormatException, exit 1)
        for (String master : List.of("local[0]", "local[99999999999]", "local[abc]", "local[2,0]", "")) {
            Run local = buildOn(master, dir.resolve("never.c4b"));
            assertEquals(2, local.status, master + ": " + local.err);
            assertEquals(
                    "c4 book build: --spark " + master + ": not a master this driver runs: local, local[N], local[*], "
                            + "local[N,F] (N threads, F tries a task, each 1 or more), spark://HOST:PORT\n",
                    local.err,
                    master);
        }
        for (String master : new String[] {"yarn", "k8s://https://127.0.0.1:6443"}) {
            Run elsewhere = buildOn(master, dir.resolve("y.c4b"));
            assertEquals(2, elsewhere.status, elsewhere.err);
            assertTrue(elsewhere.err.contains("run the job jar with spark-submit"), elsewhere.err);
        }
        Run other = run("solve", "4453", "--spark", "local[1]");
        assertEquals(2, other.status);
        assertTrue(other.err.contains("only 'book build' and 'book verify' run on Spark"), other.err);
    }

    /**
     * A standalone master that is not there is refused by the driver's own probe, before the work
     * directory is locked and Spark started: one line saying so, exit 2. Spark itself would retry
     * for about a minute and then say that the master did not take the application. (The timeout
     * only guards against a hang.)
     */
    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void anUnreachableMasterIsRefusedBeforeSparkStarts() {
        String master = "spark://127.0.0.1:1";
        Path out = dir.resolve("u.c4b");
        Path work = dir.resolve("u.work");
        Run unreachable = smallBuild(master, out.toString(), work.toString());
        assertEquals(2, unreachable.status, unreachable.err);
        assertTrue(
                unreachable.err.startsWith("c4 book build: --spark " + master + ": cannot reach the master ("),
                unreachable.err);
        assertTrue(unreachable.err.endsWith(")\n"), unreachable.err);
        assertEquals(1, unreachable.err.lines().count(), unreachable.err);
        assertFalse(
                unreachable.err.contains("did not take the application"), "not Spark's refusal: " + unreachable.err);
        assertEquals("", unreachable.out);
        assertFalse(Files.exists(work), "refused before the work directory is made and locked, and Spark started");
        assertFalse(Files.exists(out), "no book");
    }

    /** A 4x4 book of depth 2 to be built on {@code master} into {@code out}: for command lines refused before any work. */
    private static Run buildOn(String master, Path out) {
        return run("book", "build", "--spark", master, "--depth", "2", "--size", "4x4", "--out", out.toString());
    }

    /** A 4x4 book of depth 3 built on {@code master} into {@code out}, with that work directory. */
    private static Run smallBuild(String master, String out, String workDir) {
        return run(
                "book",
                "build",
                "--spark",
                master,
                "--size",
                "4x4",
                "--depth",
                "3",
                "--out",
                out,
                "--work-dir",
                workDir);
    }

    @Test
    void aWorkDirectoryOfAnotherBuildIsRefused() throws Exception {
        Path work = dir.resolve("work");
        new WorkDir(work.toString())
                .writePlan("c4-cluster-plan 1\nsize 6x5\ndepth 3\nroot -\npositions 1\nchunks default");
        Run r = smallBuild("local[1]", dir.resolve("x.c4b").toString(), work.toString());
        assertEquals(2, r.status);
        assertTrue(
                r.err.contains("holds another build's chunks: its plan says 'size 6x5' where this build's says "
                        + "'size 4x4'; use another --work-dir, or delete it to start again"),
                r.err);
    }

    /** What differs between a work directory's plan and this build's, named: the first line that does. */
    @Test
    void aPlanOfAnotherBuildIsToldByItsFirstDifferentLine() {
        String plan = "c4-cluster-plan 1\nsize 4x4\ndepth 3\nroot -\npositions 9\nchunks default";
        assertEquals("its plan is empty", ClusterBuild.planDifference("", plan));
        assertEquals(
                "its plan says 'depth 5' where this build's says 'depth 3'",
                ClusterBuild.planDifference(plan.replace("depth 3", "depth 5"), plan));
        assertEquals(
                "its plan ends before 'root -'",
                ClusterBuild.planDifference("c4-cluster-plan 1\nsize 4x4\ndepth 3", plan));
        assertEquals("its plan goes on after this build's, with 'x'", ClusterBuild.planDifference(plan + "\nx", plan));
    }

    /**
     * A work directory that holds other files is refused before Spark starts, and they are kept: a
     * finished build deletes its work directory's files, and `--work-dir /` once took the machine's.
     */
    @Test
    void aWorkDirectoryHoldingOtherFilesIsRefusedAndKept() throws Exception {
        Path work = Files.createDirectories(dir.resolve("mine"));
        Path precious = Files.writeString(work.resolve("precious.txt"), "mine\n");
        Run r = smallBuild("local[1]", dir.resolve("p.c4b").toString(), work.toString());
        assertEquals(2, r.status, r.err);
        assertEquals(
                "c4 book build: --work-dir " + work
                        + " holds 'precious.txt', which is not a build's file; give a new or"
                        + " empty directory (a finished build deletes its work directory's files)",
                r.err.strip());
        assertEquals("mine\n", java.nio.file.Files.readString(precious));
        Run empty = run("book", "build", "--spark", "local[1]", "--size", "4x4", "--depth", "3", "--work-dir", "");
        assertEquals(2, empty.status, empty.err);
        assertEquals("c4 book build: --work-dir is empty", empty.err.strip());
    }

    /**
     * A spark:// address where something other than a Spark master answers (here a server that
     * takes each connection and closes it): Spark tries for about a minute, then one line names
     * the master, exit 2, with no stack trace of Spark's.
     */
    @Test
    void aMasterThatIsNotSparkIsABadCommandLine() throws Exception {
        try (java.net.ServerSocket server =
                new java.net.ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            Thread closer = new Thread(() -> {
                while (!server.isClosed()) {
                    try (java.net.Socket s = server.accept()) {
                        s.getOutputStream()
                                .write("HTTP/1.0 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                    } catch (IOException e) {
                        // closed with the test, or the client gave up first
                    }
                }
            });
            closer.setDaemon(true);
            closer.start();
            String master = "spark://127.0.0.1:" + server.getLocalPort();
            Run r = smallBuild(
                    master,
                    dir.resolve("n.c4b").toString(),
                    dir.resolve("n.work").toString());
            assertEquals(2, r.status, r.err);
            assertTrue(
                    r.err.contains("c4 book build: --spark " + master + ": the master did not take the application"),
                    r.err);
            assertFalse(r.err.contains("\tat org.apache.spark"), r.err);
        }
    }

    /** A work directory that cannot be made (under a regular file) is a bad command line: exit 2, one line. */
    @Test
    void aWorkDirectoryThatCannotBeMadeIsABadCommandLine() throws Exception {
        Path file = java.nio.file.Files.writeString(dir.resolve("a-file"), "not a directory\n");
        Run r = smallBuild(
                "local[1]",
                dir.resolve("w.c4b").toString(),
                file.resolve("work").toString());
        assertEquals(2, r.status, r.err);
        assertTrue(
                r.err.startsWith("c4 book build: --work-dir " + file.resolve("work") + " cannot be made or written ("),
                r.err);
        assertEquals(1, r.err.lines().filter(l -> l.startsWith("c4 book")).count(), r.err);
    }
}
