package c4.options;

import c4.core.AtomicFile;
import c4.core.Echo;
import c4.core.IoReason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks, before any work, that a file a command will write can be written where it is named, and
 * words a write that failed all the same.
 */
public final class WritableFiles {
    private WritableFiles() {}

    /**
     * Refuses {@code file} (given as {@code option} to {@code command}) when it could not be
     * written: it is a directory, or its directory is missing or read-only. A symbolic link is
     * checked for the file it names, which is the one written.
     *
     * @return the file that will be written: absolute, through any symbolic links
     * @throws UsageException naming the command, the option and the file
     */
    public static Path check(String command, String option, Path file) {
        String what = command + ": " + option + " " + file;
        if (file.toString().isEmpty()) throw new UsageException(command + ": " + option + " needs a file name, got ''");
        if (Files.isDirectory(file)) throw new UsageException(what + " is a directory");
        try {
            file = AtomicFile.resolve(file);
        } catch (IOException e) {
            throw new UsageException(what + ": " + e.getMessage());
        }
        Path dir = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(dir)) throw new UsageException(what + ": no such directory " + dir);
        if (!Files.isWritable(dir)) throw new UsageException(what + ": directory " + dir + " is not writable");
        return file.toAbsolutePath().normalize();
    }

    /**
     * How a command says that a file it writes could not be written (a full disk, a quota, no
     * permission): {@code NAME: cannot be written (REASON)}, {@code name} being how the command
     * names the file ({@code --record games.txt}), REASON the file system's ({@link IoReason}),
     * without the file's name, which {@code name} gives.
     */
    public static String cannotWrite(String name, Exception e) {
        return cannotWrite(name, IoReason.of(e));
    }

    /** {@link #cannotWrite(String, Exception)} for a reason in words. */
    public static String cannotWrite(String name, String reason) {
        return name + ": cannot be written (" + Echo.text(reason) + ")";
    }

    /**
     * Refuses {@code written} (what {@link #check} returned for {@code file}, given as
     * {@code option}) when a file is there: a slip of the name never replaces one. For a command
     * whose {@code --force} was not given.
     *
     * @throws UsageException naming the command, the option and the file
     */
    public static void refuseExisting(String command, String option, Path file, Path written) {
        if (Files.exists(written)) {
            throw new UsageException(command + ": " + option + " " + file + " exists (--force replaces it)");
        }
    }
}
