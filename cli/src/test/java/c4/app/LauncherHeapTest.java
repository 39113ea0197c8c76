package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Both launchers, {@code scripts/c4} and {@code scripts/c4-cluster}, refuse a {@code C4_HEAP} the
 * JVM would refuse on stdout or start too small with, or one over the machine's memory: one line
 * on stderr, exit 2, before they build or start anything.
 */
class LauncherHeapTest {
    private static ScriptRun launch(String launcher, String heap) throws IOException, InterruptedException {
        return ScriptRun.of(Map.of("C4_HEAP", heap), launcher, "book", "verify", "x.c4b", "--spark", "local[1]");
    }

    /** A number from {@code getconf}: what the launchers read (a container's JVM reports its own limit instead). */
    private static long getconf(String name) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("getconf", name).start();
        String value = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
        assertEquals(0, p.waitFor(), "getconf " + name);
        return Long.parseLong(value);
    }

    @Test
    void aHeapThatIsNotASizeTooSmallOrTooLargeIsRefused() throws Exception {
        String notASize = " is not a heap size (whole bytes, or with k, m or g: 512m, 12g)\n";
        String tooSmall = " is less than the 256m c4 needs (the default table alone is 64 MiB)\n";
        Map<String, String> refusals = new LinkedHashMap<>();
        for (String heap : new String[] {"abc", "12q", "-1", "1.5g", " 1g"}) refusals.put(heap, notASize);
        for (String heap : new String[] {"0", "1m", "255m", "262143k"}) refusals.put(heap, tooSmall);
        refusals.put("999999g", " is more than 16 TiB, more than the JVM can reserve\n");
        long ramMib = getconf("_PHYS_PAGES") * getconf("PAGE_SIZE") >> 20; // as the launchers see it
        // twice the memory: far over it, the JVM fails to commit its own tables, on stdout
        refusals.put(2 * ramMib + "m", " is more than this machine's memory (" + ramMib + "m)\n");
        for (String launcher : new String[] {"c4", "c4-cluster"}) {
            for (Map.Entry<String, String> refusal : refusals.entrySet()) {
                ScriptRun r = launch(launcher, refusal.getKey());
                assertEquals(2, r.status(), launcher + " " + refusal.getKey() + ": " + r.err());
                assertEquals("", r.out());
                assertEquals(launcher + ": C4_HEAP=" + refusal.getKey() + refusal.getValue(), r.err());
            }
        }
    }
}
