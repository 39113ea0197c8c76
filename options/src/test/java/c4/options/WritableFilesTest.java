package c4.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link WritableFiles}: one form for every refusal, {@code COMMAND: OPTION FILE: REASON}, one reason a case. */
class WritableFilesTest {
    @TempDir
    Path dir;

    private static String refusal(Path file) {
        return assertThrows(UsageException.class, () -> WritableFiles.check("cmd", "--out", file))
                .getMessage();
    }

    @Test
    void aFileThatCanBeWrittenIsTheFileItsLinksName() throws Exception {
        Path file = dir.resolve("f");
        assertEquals(file, WritableFiles.check("cmd", "--out", file));
        Path link = Files.createSymbolicLink(dir.resolve("link"), Path.of("f"));
        assertEquals(file, WritableFiles.check("cmd", "--out", link));
        assertEquals(file, WritableFiles.checkInPlace("cmd", "--out", link));
    }

    @Test
    void theMissingDirectoryIsNamedAsGivenOrAsTheLinkLeads() throws Exception {
        assertEquals("cmd: --out no/such/f: no such directory no/such", refusal(Path.of("no/such/f")));
        Path link = Files.createSymbolicLink(dir.resolve("link"), dir.resolve("gone/f"));
        assertEquals("cmd: --out " + link + ": no such directory " + dir.resolve("gone"), refusal(link));
        assertEquals("cmd: --out needs a file name, got ''", refusal(Path.of("")));
        assertEquals("cmd: --out " + dir + ": is a directory", refusal(dir));
    }

    @Test
    void aFileThatIsThereIsRefusedUnlessReplaced() throws Exception {
        Path file = Files.writeString(dir.resolve("f"), "kept\n");
        UsageException e =
                assertThrows(UsageException.class, () -> WritableFiles.refuseExisting("cmd", "--out", file, file));
        assertEquals(
                "cmd: --out " + file + ": already exists; give --force to replace it, or name another file",
                e.getMessage());
        assertEquals(
                "cmd: --out " + file + ": already holds notes; remove it, or name another file",
                WritableFiles.taken("cmd", "--out", file, "holds notes", false).getMessage());
    }

    /** What an opening that failed after the check says: the check's words for the check's cases. */
    @Test
    void anOpeningThatFailedIsWordedAsTheCheckWouldBe() {
        Path file = dir.resolve("f");
        assertEquals(
                "cmd: --out " + file + ": no permission to write in directory " + dir,
                WritableFiles.cannotOpen("cmd", "--out", file, false, new AccessDeniedException(file.toString()))
                        .getMessage());
        assertEquals(
                "cmd: --out " + file + ": no permission to write it",
                WritableFiles.cannotOpen("cmd", "--out", file, true, new AccessDeniedException(file.toString()))
                        .getMessage());
        Path missing = dir.resolve("gone/f");
        assertEquals(
                "cmd: --out " + missing + ": no such directory " + dir.resolve("gone"),
                WritableFiles.cannotOpen("cmd", "--out", missing, false, new NoSuchFileException(missing.toString()))
                        .getMessage());
        assertEquals(
                "cmd: --out " + file + ": cannot be written (No space left on device)",
                WritableFiles.cannotOpen(
                                "cmd",
                                "--out",
                                file,
                                true,
                                new java.nio.file.FileSystemException(file.toString(), null, "No space left on device"))
                        .getMessage());
    }
}
