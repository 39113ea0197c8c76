package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Both launchers, {@code scripts/c4} and {@code scripts/c4-cluster}, refuse a {@code C4_HEAP} the
 * JVM would refuse on stdout or start too small with: one line on stderr, exit 2, before they
 * build or start anything.
 */
class LauncherHeapTest {
    private static final Path SCRIPTS =
            Path.of("..", "scripts").toAbsolutePath().normalize();

    private record Run(int status, String out, String err) {}

    private static Run launch(String launcher, String heap) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(
                "bash", SCRIPTS.resolve(launcher).toString(), "book", "verify", "x.c4b", "--spark", "local[1]");
        pb.environment().put("C4_HEAP", heap);
        Process p = pb.start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), out, err);
    }

    @Test
    void aHeapThatIsNotASizeOrTooSmallIsRefused() throws Exception {
        String notASize = " is not a heap size (whole bytes, or with k, m or g: 512m, 12g)\n";
        String tooSmall = " is less than the 256m c4 needs (the default table alone is 64 MiB)\n";
        Map<String, String> refusals = new LinkedHashMap<>();
        for (String heap : new String[] {"abc", "12q", "-1", "1.5g", " 1g"}) refusals.put(heap, notASize);
        for (String heap : new String[] {"0", "1m", "255m", "262143k"}) refusals.put(heap, tooSmall);
        refusals.put("999999g", " is more than 16 TiB, more than the JVM can reserve\n");
        for (String launcher : new String[] {"c4", "c4-cluster"}) {
            for (Map.Entry<String, String> refusal : refusals.entrySet()) {
                Run r = launch(launcher, refusal.getKey());
                assertEquals(2, r.status(), launcher + " " + refusal.getKey() + ": " + r.err());
                assertEquals("", r.out());
                assertEquals(launcher + ": C4_HEAP=" + refusal.getKey() + refusal.getValue(), r.err());
            }
        }
    }
}
