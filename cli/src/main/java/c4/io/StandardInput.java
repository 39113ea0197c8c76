package c4.io;

import c4.options.UsageException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks on the process's standard input that reading it cannot make: a shell's {@code < DIR}
 * opens a directory, whose first read fails with only "Is a directory", naming nothing; and a
 * descriptor 0 closed at the start ({@code java -jar c4.jar solve <&-}), where the JVM then opens
 * one of its own files, whose bytes would be read as input.
 */
public final class StandardInput {
    private StandardInput() {}

    /**
     * Refuses standard input that is a directory, for {@code command} about to read {@code in}
     * (only when {@code in} is the process's own: Linux names it {@code /dev/stdin}).
     *
     * @throws UsageException naming the command and standard input
     */
    public static void requireNotDirectory(String command, InputStream in) {
        if (in == System.in && Files.isDirectory(Path.of("/dev/stdin"))) {
            throw new UsageException(command + ": standard input is a directory (a '<' of a directory?); give it a "
                    + "file, a pipe or a terminal");
        }
    }

    /**
     * {@code in}, or an empty stream when standard input ({@code stdin}, Linux's {@code
     * /proc/self/fd/0}) is a file of the Java runtime ({@code javaHome}) or the program's own
     * code ({@code ownCode}): started with descriptor 0 closed, the JVM opens one of its own files
     * there (its module image), whose bytes would be read as input. The launchers reopen a closed
     * standard input on /dev/null; this gives {@code java -jar} the same end of input. Anything
     * that cannot be checked (a pipe, a terminal, no /proc) leaves {@code in} as it is.
     */
    public static InputStream unlessRuntimeFile(InputStream in, Path stdin, Path javaHome, Path ownCode) {
        Path file;
        try {
            file = stdin.toRealPath();
        } catch (IOException | SecurityException e) {
            return in; // a pipe or a terminal ("pipe:[...]" names no file), or no /proc
        }
        if (!Files.isRegularFile(file)) return in;
        return within(file, javaHome) || sameFile(file, ownCode) ? InputStream.nullInputStream() : in;
    }

    private static boolean within(Path file, Path folder) {
        try {
            return folder != null && file.startsWith(folder.toRealPath());
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    private static boolean sameFile(Path file, Path other) {
        try {
            return other != null && Files.isRegularFile(other) && Files.isSameFile(file, other);
        } catch (IOException | SecurityException e) {
            return false;
        }
    }
}
