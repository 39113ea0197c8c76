package c4.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One run of a script of {@code scripts/} with bash, empty standard input: what it printed and returned. */
record ScriptRun(int status, String out, String err) {
    private static final Path SCRIPTS =
            Path.of("..", "scripts").toAbsolutePath().normalize();

    /** Runs {@code scripts/NAME ARGS} with {@code env} added to this process's environment, and waits for it. */
    static ScriptRun of(Map<String, String> env, String name, String... args) throws IOException, InterruptedException {
        List<String> command =
                new ArrayList<>(List.of("bash", SCRIPTS.resolve(name).toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return new ScriptRun(p.waitFor(), out, err);
    }
}
