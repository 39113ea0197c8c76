package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code setoption name BookFile}: a file that is not a regular one (a named pipe, the engine's
 * own stdin, a device that never ends) is refused at once with one error line; the engine keeps
 * reading commands and its previous book.
 */
@Tag("slow")
class BookFileOptionTest {
    @TempDir
    Path dir;

    @Test
    void pipesAndDevicesAreRefusedAndTheEngineGoesOn() throws Exception {
        List<String> files = new ArrayList<>();
        for (String device : new String[] {"/dev/stdin", "/dev/zero"})
            if (Files.exists(Path.of(device))) files.add(device);
        Path pipe = dir.resolve("pipe");
        Process p = new ProcessBuilder("mkfifo", pipe.toString())
                .redirectErrorStream(true)
                .start();
        if (p.waitFor() == 0) files.add(pipe.toString());
        else System.err.println("BookFileOptionTest: mkfifo failed; no named pipe tested");
        org.junit.jupiter.api.Assumptions.assumeFalse(files.isEmpty(), "no pipe or device to test on this system");
        try (EngineProcess e = new EngineProcess()) {
            e.send("position startpos moves 4453");
            e.send("d");
            List<String> before = e.sync();
            for (String f : files) {
                e.send("setoption name BookFile value " + f);
                List<String> out = e.sync(); // fails after 10 s without readyok
                assertEquals(1, out.size(), f + " -> " + out);
                assertEquals(
                        "info string error: setoption: option BookFile: book " + f
                                + ": not a regular file (a pipe or a device is never read as a book); keeping the previous book",
                        out.get(0));
                e.send("d");
                assertEquals(before, e.sync(), "state changed by BookFile " + f);
            }
            e.send("go depth 4");
            e.untilPrefix("bestmove ", 10_000); // still searching
        }
    }
}
