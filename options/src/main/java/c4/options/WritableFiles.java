package c4.options;

import c4.core.AtomicFile;
import c4.core.Echo;
import c4.core.IoReason;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Checks, before any work, that a file a command will write can be written where it is named, and
 * words a write that failed all the same. Every refusal of such a file reads
 * {@code COMMAND: OPTION FILE: REASON} ({@link #refusal}), the file as {@link Echo#text} echoes
 * it, and the same case has the same REASON in every command:
 *
 * <ul>
 *   <li>{@value #DIRECTORY};
 *   <li>{@code no such directory DIR}, naming the directory the file would be in;
 *   <li>{@code no permission to write in directory DIR} (a file made there, or one replaced
 *       through a temporary file beside it), {@value #NO_PERMISSION} (a file there, written where
 *       it is);
 *   <li>{@value #NOT_REGULAR};
 *   <li>{@code already exists; give --force to replace it, or name another file} and the like
 *       ({@link #taken}): a file there that the command would replace.
 * </ul>
 *
 * A write that fails once begun (a full disk) is {@code OPTION FILE: cannot be written (REASON)}
 * ({@link #cannotWrite}).
 */
public final class WritableFiles {
    /** The reason for a file that is a directory. */
    public static final String DIRECTORY = AtomicFile.DIRECTORY;
    /** The reason for a file that exists and is not a regular file. */
    public static final String NOT_REGULAR = AtomicFile.NOT_REGULAR;
    /** The reason for a file written where it is, which its permissions keep from being written. */
    public static final String NO_PERMISSION = "no permission to write it";

    private WritableFiles() {}

    /** How a message names {@code file}, given as {@code option}: {@code --out book.c4b}. */
    public static String name(String option, Path file) {
        return option + " " + Echo.text(file.toString());
    }

    /** The refusal {@code COMMAND: OPTION FILE: REASON}. */
    public static UsageException refusal(String command, String option, Path file, String reason) {
        return new UsageException(command + ": " + name(option, file) + ": " + reason);
    }

    /** The reason for a file whose directory is missing: {@code no such directory DIR}. */
    public static String noSuchDirectory(Path dir) {
        return "no such directory " + Echo.text(dir.toString());
    }

    /** The reason for a file that cannot be made in its directory: {@code no permission to write in directory DIR}. */
    public static String noPermission(Path dir) {
        return "no permission to write in directory " + Echo.text(dir.toString());
    }

    /**
     * Refuses {@code file} (given as {@code option} to {@code command}) when it could not be
     * written: it is a directory or not a regular file, or its directory is missing or read-only.
     * For a file made or replaced through a new file beside it (a book, a report, a journal). A
     * symbolic link is checked for the file it names, which is the one written.
     *
     * @return the file that will be written: absolute, through any symbolic links
     * @throws UsageException naming the command, the option and the file ({@link #refusal})
     */
    public static Path check(String command, String option, Path file) {
        Path written = checkFile(command, option, file);
        if (!Files.isWritable(written.getParent())) {
            throw refusal(command, option, file, noPermission(shownDirectory(file, written)));
        }
        return written;
    }

    /**
     * {@link #check} for a file written where it is (opened and emptied, or appended to: a match's
     * record, a journal): a file there must be writable itself, and only a file to be made needs
     * its directory to be. An opening that fails all the same is worded by {@link #cannotOpen}.
     *
     * @return the file that will be written: absolute, through any symbolic links
     * @throws UsageException naming the command, the option and the file ({@link #refusal})
     */
    public static Path checkInPlace(String command, String option, Path file) {
        Path written = checkFile(command, option, file);
        if (Files.exists(written)) {
            if (!Files.isWritable(written)) throw refusal(command, option, file, NO_PERMISSION);
        } else if (!Files.isWritable(written.getParent())) {
            throw refusal(command, option, file, noPermission(shownDirectory(file, written)));
        }
        return written;
    }

    private static Path checkFile(String command, String option, Path file) {
        if (file.toString().isEmpty()) throw new UsageException(command + ": " + option + " needs a file name, got ''");
        if (Files.isDirectory(file)) throw refusal(command, option, file, DIRECTORY);
        Path written;
        try {
            written = AtomicFile.resolve(file).toAbsolutePath().normalize();
        } catch (AtomicFile.NotAFileException e) { // not regular, or a loop of links: resolve says which
            throw refusal(command, option, file, e.getMessage());
        } catch (IOException e) {
            throw refusal(command, option, file, IoReason.of(e));
        }
        if (!Files.isDirectory(written.getParent())) {
            throw refusal(command, option, file, noSuchDirectory(shownDirectory(file, written)));
        }
        return written;
    }

    /**
     * The directory a refusal names: the one the user gave ({@code file}'s own, as given), unless
     * a symbolic link leads elsewhere ({@code written}'s).
     */
    private static Path shownDirectory(Path file, Path written) {
        Path given = file.getParent();
        boolean linked = !file.toAbsolutePath().normalize().equals(written);
        return given == null || linked ? written.getParent() : given;
    }

    /**
     * The refusal of {@code file} (given as {@code option} to {@code command}) that a command
     * could not open or begin to write after {@link #check}: in {@link #check}'s words for its
     * cases (no permission: {@code existed}, the file was there and is written where it is, else a
     * file was to be made in its directory; a missing directory; a file that is not a regular
     * one), else what the file system says, {@code cannot be written (REASON)}.
     */
    public static UsageException cannotOpen(String command, String option, Path file, boolean existed, IOException e) {
        Path dir;
        try {
            dir = shownDirectory(file, AtomicFile.resolve(file).toAbsolutePath().normalize());
        } catch (IOException notResolved) {
            dir = file.toAbsolutePath().getParent();
        }
        if (e instanceof AccessDeniedException) {
            return refusal(command, option, file, existed ? NO_PERMISSION : noPermission(dir));
        }
        if (e instanceof NoSuchFileException && !Files.isDirectory(dir)) {
            return refusal(command, option, file, noSuchDirectory(dir));
        }
        if (e instanceof AtomicFile.NotAFileException notAFile) { // a directory, not regular, a loop of links
            return refusal(command, option, file, notAFile.getMessage());
        }
        return new UsageException(command + ": " + cannotWrite(name(option, file), e));
    }

    /**
     * How a command says that a file it writes could not be written (a full disk, a quota, no
     * permission): {@code NAME: cannot be written (REASON)}, {@code name} being how the command
     * names the file ({@code --record games.txt}, {@link #name}), REASON the file system's
     * ({@link IoReason}), without the file's name, which {@code name} gives.
     */
    public static String cannotWrite(String name, Exception e) {
        return cannotWrite(name, IoReason.of(e));
    }

    /** {@link #cannotWrite(String, Exception)} for a reason in words. */
    public static String cannotWrite(String name, String reason) {
        return name + ": cannot be written (" + Echo.text(reason) + ")";
    }

    /**
     * The refusal of a file that is there and that the command would replace: {@code already
     * WHAT; give --force to replace it, or name another file} ({@code forced}: the command has a
     * {@code --force}; else {@code remove it, or name another file}). {@code what} is what the
     * file holds: {@code exists}, {@code holds 2 games}.
     */
    public static UsageException taken(String command, String option, Path file, String what, boolean forced) {
        return refusal(
                command,
                option,
                file,
                "already " + what + "; " + (forced ? "give --force to replace it" : "remove it")
                        + ", or name another file");
    }

    /**
     * Refuses {@code written} (what {@link #check} returned for {@code file}, given as
     * {@code option}) when a file is there: a slip of the name never replaces one. For a command
     * whose {@code --force} was not given.
     *
     * @throws UsageException naming the command, the option and the file ({@link #taken})
     */
    public static void refuseExisting(String command, String option, Path file, Path written) {
        if (Files.exists(written)) throw taken(command, option, file, "exists", true);
    }
}
