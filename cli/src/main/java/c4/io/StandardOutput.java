package c4.io;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;

/**
 * Checks that what a command wrote to standard output arrived. {@link PrintStream} swallows
 * write errors, so a long run writing to a full disk or a closed pipe would otherwise go on, and
 * end with status 0 and its results lost; commands that write as they go check at each flush,
 * and {@code Main} checks once more at the end.
 */
public final class StandardOutput {
    /** What is said when standard output failed. */
    public static final String FAILED = "cannot write standard output (a full disk or a closed pipe?)";

    private StandardOutput() {}

    /**
     * Flushes {@code out} and throws when any write to it failed (unchecked, so that a callback
     * can check too; its message is {@link #FAILED}).
     *
     * @throws UncheckedIOException naming standard output
     */
    public static void check(PrintStream out) {
        if (out.checkError()) throw new UncheckedIOException(FAILED, new IOException(FAILED));
    }
}
