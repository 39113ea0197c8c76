package c4.protocol.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each reason from a real failed start: the JDK's own exception, whatever its wording on this JDK. */
class LaunchFailureTest {
    @TempDir
    Path dir;

    private static IOException failedStart(String program) {
        return assertThrows(IOException.class, () -> new ProcessBuilder(program).start(), program);
    }

    private static String reason(String program, String path) {
        return LaunchFailure.reason(program, failedStart(program), path);
    }

    @Test
    void aPathThatIsMissingADirectoryOrNotExecutable() throws IOException {
        assertEquals("no such file", reason(dir.resolve("missing").toString(), null));
        assertEquals("is a directory", reason(dir.toString(), null));
        Path plain = Files.writeString(dir.resolve("engine"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(plain, PosixFilePermissions.fromString("rw-r--r--"));
        if (!Files.isExecutable(plain)) { // a file system may grant execution whatever the bits say
            assertEquals("not executable", reason(plain.toString(), null));
        }
    }

    @Test
    void aBareNameOnNoDirectoryOfThePath() {
        String name = "c4-no-such-engine-" + ProcessHandle.current().pid();
        assertEquals("not found on PATH", reason(name, dir + ":" + dir.resolve("absent")));
        assertEquals("not found (PATH is empty)", reason(name, ""));
        IOException jdks =
                new IOException("Cannot run program \"" + name + "\"", new IOException("error=2, No such file "));
        assertEquals(
                "error=2, No such file",
                LaunchFailure.reason(name, jdks, null),
                "PATH unset: the JDK searched its own default");
    }

    /**
     * A failure the checks cannot name (a program that exists, with an argument longer than the
     * kernel takes): the JDK's message, without the trailing blank JDK 25 leaves.
     */
    @Test
    void otherwiseTheJdksMessageTrimmed() {
        String program = "/bin/sh";
        IOException tooLong =
                assertThrows(IOException.class, () -> new ProcessBuilder(program, "x".repeat(1 << 20)).start());
        String why = LaunchFailure.reason(program, tooLong, null);
        assertTrue(!why.isEmpty() && why.equals(why.strip()) && !why.startsWith("Cannot run program"), "'" + why + "'");
        IOException padded =
                new IOException("Cannot run program \"x\"", new IOException("error=8, Exec format error "));
        assertEquals("error=8, Exec format error", LaunchFailure.reason(program, padded, null));
    }
}
