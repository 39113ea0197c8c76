package c4.io;

import c4.options.UsageException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks on the process's standard input that reading it cannot make: a shell's {@code < DIR}
 * opens a directory, whose first read fails with only "Is a directory", naming nothing.
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
}
