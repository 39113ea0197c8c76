package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both launchers hand java an open standard input: a closed one ({@code scripts/c4 play <&-})
 * is reopened on /dev/null, as the JVM would otherwise open one of its own files (its module image)
 * on the free descriptor 0 and the command read its bytes as input. The launchers run from a copy of
 * {@code scripts/} in a tree whose jars are up to date (nothing is built), with a stand-in
 * {@code java} first on the PATH that says what its standard input holds.
 */
@Tag("slow")
class LauncherStdinTest {
    private static final Path SCRIPTS =
            Path.of("..", "scripts").toAbsolutePath().normalize();

    /** Says how many bytes its standard input holds, or that it is closed (copying it fails). */
    private static final String FAKE_JAVA = "#!/bin/sh\n"
            + "if { true 3<&0; } 2>/dev/null; then printf 'stdin: %s bytes\\n' \"$(wc -c | tr -d ' ')\";"
            + " else echo 'stdin: closed'; fi\n";

    @TempDir
    Path root;

    @Test
    void aClosedStandardInputReachesJavaAsAnEmptyOne() throws Exception {
        tree();
        for (String launcher : new String[] {"c4", "c4-cluster"}) {
            assertEquals("stdin: 0 bytes\n", run(launcher, "exec bash \"$0\" \"$@\" <&-"), launcher + ", closed");
            assertEquals("stdin: 2 bytes\n", run(launcher, "echo 4 | bash \"$0\" \"$@\""), launcher + ", a pipe");
        }
    }

    /** The launchers and their helpers, a stand-in java, and jars newer than every source (there are none). */
    private void tree() throws IOException {
        Path scripts = Files.createDirectories(root.resolve("scripts"));
        for (String name : new String[] {"c4", "c4-cluster", "launcher-heap.sh", "launcher-opts.sh"}) {
            Files.copy(SCRIPTS.resolve(name), scripts.resolve(name));
        }
        Path java = Files.createDirectories(root.resolve("bin")).resolve("java");
        Files.writeString(java, FAKE_JAVA, StandardCharsets.UTF_8);
        if (!java.toFile().setExecutable(true)) throw new IOException("cannot make " + java + " executable");
        Files.setLastModifiedTime(Files.createFile(root.resolve("pom.xml")), FileTime.fromMillis(0));
        for (String module : new String[] {"engine", "perft", "options"}) Files.createDirectories(root.resolve(module));
        Files.createFile(Files.createDirectories(root.resolve("cli/target")).resolve("c4.jar"));
        Files.createDirectories(root.resolve("cluster/target/spark-home/jars"));
        Files.createFile(root.resolve("cluster/target/c4-cluster-job.jar"));
    }

    /** {@code bash -c SHELL scripts/LAUNCHER play}: its stdout; the stand-in java's answer. */
    private String run(String launcher, String shell) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", "-c", shell));
        command.add(root.resolve("scripts").resolve(launcher).toString());
        command.add("play");
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("PATH", root.resolve("bin") + ":" + System.getenv("PATH"));
        pb.environment().put("C4_CDS", "0"); // no training run of the stand-in
        pb.environment().remove("C4_HEAP");
        pb.environment().remove("C4_JAVA_OPTS");
        Process p = pb.start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        return out;
    }
}
