package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Standard input that is a directory ({@code < DIR}): one message naming it, status 2, for each command that reads it. */
class StandardInputTest {
    @TempDir
    Path dir;

    @Test
    void aDirectoryAsStandardInputIsNamed() throws Exception {
        String[][] commands = {{"solve", "--size", "5x4", "--no-book"}, {"engine"}, {"play", "--size", "5x4"}};
        for (String[] args : commands) {
            MainProcess.Result r = MainProcess.run(
                    List.of("bash", "-c", "exec \"$@\" < '" + dir + "'", "bash"), List.of("-Xmx256m"), args);
            assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
            assertEquals(
                    "c4 " + args[0]
                            + ": standard input is a directory (a '<' of a directory?); give it a file, a pipe or a "
                            + "terminal\n",
                    r.err());
            assertEquals("", r.out());
        }
    }
}
