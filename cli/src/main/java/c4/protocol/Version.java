package c4.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The program's version, as the build wrote it into {@code c4/protocol/version.properties} from the
 * project's own (Maven's resource filtering): one place, for {@code c4 --version} and the
 * protocol's {@code id name}.
 */
public final class Version {
    /** The version, for example {@code 0.1.0}. */
    public static final String VERSION = read();

    private Version() {}

    private static String read() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) throw new IllegalStateException("c4/protocol/version.properties is missing from the build");
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "");
            if (v.isEmpty() || v.contains("${")) {
                throw new IllegalStateException("c4/protocol/version.properties was not filled in by the build: " + v);
            }
            return v;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
