package c4.play;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The test fixture engines/misbehaving-engine.sh (see its header for the modes), run with bash. */
public final class MisbehavingEngine {
    private MisbehavingEngine() {}

    public static Path script() {
        try {
            return Path.of(MisbehavingEngine.class
                    .getResource("/engines/misbehaving-engine.sh")
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The command line: bash SCRIPT MODE ARGS... */
    public static List<String> command(String mode, String... args) {
        List<String> c = new ArrayList<>(List.of("bash", script().toString(), mode));
        c.addAll(List.of(args));
        return c;
    }

    /** A match player spec, e.g. {@code cmd:"bash 'SCRIPT' crash 2":movetime=50}. */
    public static String spec(String modeAndArgs, String budget) {
        return "cmd:\"bash '" + script() + "' " + modeAndArgs + "\":" + budget;
    }
}
