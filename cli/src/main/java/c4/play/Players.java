package c4.play;

import c4.core.BoardSize;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Makes {@link Player}s from {@link PlayerSpec}s. */
public final class Players {
    private Players() {}

    /**
     * A new player for one game on a board of the given size, not started yet. {@code engine} is
     * this project's protocol engine run as an external process from the current class path
     * ({@code java -cp CP c4.app.Main engine}): the same as {@code cmd:"scripts/c4 engine"}
     * without the launcher's build check. External engines get {@code timeouts}.
     */
    public static Player create(PlayerSpec spec, BoardSize size, EngineTimeouts timeouts) {
        return switch (spec.kind()) {
            case MINIMAX, ALPHABETA -> new SearchPlayer(spec);
            case ENGINE ->
                new ExternalPlayer(spec.text(), ownEngineCommand(), size, spec.depth(), spec.movetimeMs(), timeouts);
            case CMD ->
                new ExternalPlayer(spec.text(), spec.command(), size, spec.depth(), spec.movetimeMs(), timeouts);
        };
    }

    /** {@link #create(PlayerSpec, BoardSize, EngineTimeouts)} with the default timeouts. */
    public static Player create(PlayerSpec spec, BoardSize size) {
        return create(spec, size, EngineTimeouts.DEFAULT);
    }

    /** Whether the spec is an engine in a separate process (whose start can fail). */
    public static boolean isExternal(PlayerSpec spec) {
        return spec.kind() == PlayerSpec.Kind.ENGINE || spec.kind() == PlayerSpec.Kind.CMD;
    }

    /** {@code java -cp <this JVM's class path> c4.app.Main engine}. */
    public static List<String> ownEngineCommand() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // absolute, so the engine starts whatever directory it is started from
        List<String> entries = new ArrayList<>();
        for (String e : System.getProperty("java.class.path", ".").split(File.pathSeparator)) {
            if (!e.isEmpty()) entries.add(Path.of(e).toAbsolutePath().toString());
        }
        String classPath =
                entries.isEmpty() ? Path.of(".").toAbsolutePath().toString() : String.join(File.pathSeparator, entries);
        return List.of(java, "-Xss16m", "-cp", classPath, "c4.app.Main", "engine");
    }
}
