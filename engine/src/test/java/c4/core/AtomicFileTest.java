package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @TempDir
    Path dir;

    private static ByteBuffer text(String s) {
        return StandardCharsets.UTF_8.encode(s);
    }

    /** Files in the directory besides {@code keep}: no temporary file may be left. */
    private List<String> leftovers(String... keep) throws Exception {
        try (var s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> !List.of(keep).contains(n))
                    .sorted()
                    .toList();
        }
    }

    @Test
    void replacesARegularFileWholeAndLeavesNothingBehind() throws Exception {
        Path f = dir.resolve("out.txt");
        AtomicFile.write(f, text("first"));
        AtomicFile.write(f, text("second"));
        assertEquals("second", Files.readString(f));
        assertEquals(List.of(), leftovers("out.txt"));
    }

    /** A name the file system takes is written, however long: its temporary name is short enough too. */
    @Test
    void writesAFileWhoseNameIsAsLongAsTheFileSystemTakes() throws Exception {
        String name = "b".repeat(251) + ".c4b"; // 255 bytes, the most of ext4, tmpfs and most others
        Path f = dir.resolve(name);
        AtomicFile.write(f, text("kept"));
        assertEquals("kept", Files.readString(f));
        assertEquals(List.of(), leftovers(name));
        Path tooLong = dir.resolve("b".repeat(256));
        assertThrows(java.nio.file.FileSystemException.class, () -> AtomicFile.begin(tooLong), "refused at once");
        assertEquals(List.of(), leftovers(name));
        String aside = AtomicFile.asideName("é".repeat(300), "1.part");
        assertTrue(aside.getBytes(StandardCharsets.UTF_8).length <= 255, aside);
        assertTrue(aside.startsWith(".éé") && aside.endsWith(".1.part"), aside);
    }

    @Test
    void writesThroughASymbolicLinkToTheFileItNames() throws Exception {
        Path real = dir.resolve("real.txt");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), real.getFileName());
        AtomicFile.write(link, text("new"));
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        assertEquals("new", Files.readString(real));
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.txt"), Path.of("later.txt"));
        AtomicFile.write(dangling, text("made"));
        assertTrue(Files.isSymbolicLink(dangling));
        assertEquals("made", Files.readString(dir.resolve("later.txt")));
        assertEquals(List.of(), leftovers("real.txt", "link.txt", "dangling.txt", "later.txt"));
    }

    @Test
    void refusesWhatIsNotARegularFile() throws Exception {
        Path sub = Files.createDirectory(dir.resolve("sub"));
        AtomicFile.NotAFileException d =
                assertThrows(AtomicFile.NotAFileException.class, () -> AtomicFile.write(sub, text("x")));
        assertEquals("is a directory", d.getMessage());
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Files.createSymbolicLink(a, b.getFileName());
        Files.createSymbolicLink(b, a.getFileName());
        assertThrows(AtomicFile.NotAFileException.class, () -> AtomicFile.write(a, text("x")));
        assertTrue(Files.isSymbolicLink(a) && Files.isSymbolicLink(b), "the links are kept");
        assertEquals(List.of(), leftovers("sub", "a", "b"));
    }

    /** A FIFO stands for any special file (a device node is one too, but not one a test may risk replacing). */
    @Test
    void refusesAFifoAndKeepsIt() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (java.io.IOException e) {
            assumeTrue(false, "no mkfifo here");
            return;
        }
        assumeTrue(p.waitFor() == 0, "mkfifo failed");
        AtomicFile.NotAFileException e = assertThrows(AtomicFile.NotAFileException.class, () -> AtomicFile.begin(fifo));
        assertTrue(e.getMessage().startsWith("is not a regular file"), e.getMessage());
        Path link = Files.createSymbolicLink(dir.resolve("to-fifo"), fifo.getFileName());
        assertThrows(AtomicFile.NotAFileException.class, () -> AtomicFile.write(link, text("x")));
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS), "the FIFO is still a FIFO");
        assertTrue(Files.exists(fifo, LinkOption.NOFOLLOW_LINKS));
        assertEquals(List.of(), leftovers("fifo", "to-fifo"));
    }

    /** The result gets the permissions of any new file (the umask's), not a temporary file's 0600. */
    @Test
    void theFileGetsTheUsualPermissions() throws Exception {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path plain = Files.createFile(dir.resolve("plain"));
        Path written = dir.resolve("written");
        AtomicFile.write(written, text("x"));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written));
    }

    @Test
    void anAbandonedWriteLeavesTheFileAsItWas() throws Exception {
        Path f = dir.resolve("kept.txt");
        Files.writeString(f, "kept");
        AtomicFile.Pending p = AtomicFile.begin(f);
        assertEquals(f.toAbsolutePath(), p.file());
        p.abandon();
        assertEquals("kept", Files.readString(f));
        assertEquals(List.of(), leftovers("kept.txt"));
    }
}
