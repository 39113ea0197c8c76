package c4.core;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The one way the program replaces a file it writes (a book, a report): the bytes go to a new
 * temporary file beside it, are forced to the disk, and the temporary file is renamed over the
 * target (the directory forced too), so the target is either the old file or the whole new one,
 * even after a crash. A target that exists and is not a regular file (a device, a FIFO, a
 * directory) is refused; a symbolic link is followed, and the file it names is the one replaced.
 * The temporary file is created like any other (the umask applies), so the result gets the
 * usual permissions.
 *
 * <p>{@link #begin} makes the temporary file at once, so that a target that cannot be written is
 * refused before any work; {@link Pending#commit} writes and renames, {@link Pending#abandon}
 * removes it.
 */
public final class AtomicFile {
    /** Why a target that is a directory is refused, in every message that says so. */
    public static final String DIRECTORY = "is a directory";

    /** Why a target that exists and is not a regular file is refused, in every message that says so. */
    public static final String NOT_REGULAR =
            "is not a regular file (a device, a FIFO or a socket): only a regular file is written";

    /** Links followed at most (the kernel's own limit is 40): a loop of links is refused. */
    private static final int MAX_LINKS = 40;

    private AtomicFile() {}

    /** A target refused for what it is: it exists and is not a regular file, or its links loop. */
    public static final class NotAFileException extends IOException {
        NotAFileException(String message) {
            super(message);
        }
    }

    /**
     * The file a write to {@code target} replaces: {@code target} itself, or the file its symbolic
     * links lead to (which need not exist yet).
     *
     * @throws NotAFileException when that path exists and is not a regular file
     * @throws IOException when it cannot be looked up (a name too long for the file system, a path
     *     through a file): no write could make it
     */
    public static Path resolve(Path target) throws IOException {
        Path p = target.toAbsolutePath();
        for (int links = 0; Files.isSymbolicLink(p); links++) {
            if (links == MAX_LINKS) throw new NotAFileException("too many levels of symbolic links");
            p = p.getParent().resolve(Files.readSymbolicLink(p)).toAbsolutePath();
        }
        java.nio.file.attribute.BasicFileAttributes there;
        try {
            there = Files.readAttributes(
                    p, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (java.nio.file.NoSuchFileException e) {
            return p; // to be made
        } // any other failure (a name too long for the file system) is the target's: it is refused now
        if (!there.isRegularFile()) {
            throw new NotAFileException(there.isDirectory() ? DIRECTORY : NOT_REGULAR);
        }
        return p;
    }

    /**
     * Starts a write to {@code target}: resolves it ({@link #resolve}) and creates the temporary
     * file beside the file it names.
     *
     * @throws IOException when the target is refused or its directory cannot be written
     */
    public static Pending begin(Path target) throws IOException {
        Path file = resolve(target);
        Path dir = file.getParent();
        for (int attempt = 0; ; attempt++) {
            Path tmp = dir.resolve(
                    asideName(file.getFileName().toString(), Long.toHexString(System.nanoTime()) + ".part"));
            try {
                FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)
                        .close();
                return new Pending(file, tmp);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                if (attempt == 10) throw e;
            }
        }
    }

    /** The most characters of a file's name that a temporary name beside it repeats. */
    private static final int ASIDE_NAME_CHARS = 32;

    /**
     * A hidden name for a temporary file beside a file called {@code name}, ending in {@code
     * unique}: no longer than a name the file system takes, whatever the file's own (a name of up
     * to 255 bytes fits, and the whole name with more added would not), so that only the file's
     * own name can be refused; a file written after hours of work is not lost to its temporary name.
     */
    public static String asideName(String name, String unique) {
        int cut = name.codePointCount(0, name.length()) <= ASIDE_NAME_CHARS
                ? name.length()
                : name.offsetByCodePoints(0, ASIDE_NAME_CHARS);
        return "." + name.substring(0, cut) + "." + unique;
    }

    /** Writes {@code data} to {@code target} atomically ({@link #begin}, then {@link Pending#commit}). */
    public static void write(Path target, ByteBuffer data) throws IOException {
        write(target, data, true);
    }

    /**
     * {@link #write}; unless {@code replace}, a file that is at {@code target} by then is kept
     * ({@link Pending#commitNew}).
     *
     * @throws java.nio.file.FileAlreadyExistsException when a file is there and not {@code replace}
     */
    public static void write(Path target, ByteBuffer data, boolean replace) throws IOException {
        Pending p = begin(target);
        if (replace) p.commit(data);
        else p.commitNew(data);
    }

    /** A write begun: the temporary file exists until {@link #commit} or {@link #abandon}. */
    public static final class Pending {
        private final Path file;
        private final Path temporary;

        private Pending(Path file, Path temporary) {
            this.file = file;
            this.temporary = temporary;
        }

        /** The file that {@link #commit} replaces (a link's target, resolved). */
        public Path file() {
            return file;
        }

        /**
         * Writes {@code data} (from its position to its limit) to the temporary file, forces it,
         * renames it over the file and forces the directory. On failure the temporary file is
         * removed and the file is as it was; the target is checked again first, so a regular file
         * is never swapped for something else in the meantime.
         */
        public void commit(ByteBuffer data) throws IOException {
            publish(data, true);
        }

        /**
         * {@link #commit}, but only where no file is by then: a file that appeared at the target
         * since the write began (another program's, another build's) is kept. The temporary file
         * is linked in under the target's name, which fails when that name is taken; where the
         * file system has no links, a move that refuses a target does it (with a moment between
         * its check and its rename).
         *
         * @throws java.nio.file.FileAlreadyExistsException when a file is there
         */
        public void commitNew(ByteBuffer data) throws IOException {
            publish(data, false);
        }

        private void publish(ByteBuffer data, boolean replace) throws IOException {
            try {
                try (FileChannel out =
                        FileChannel.open(temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                    while (data.hasRemaining()) out.write(data);
                    out.force(true);
                }
                resolve(file);
                if (replace) replace();
                else link();
                syncDirectory(file.getParent());
            } finally {
                Files.deleteIfExists(temporary);
            }
        }

        private void replace() throws IOException {
            try {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        }

        private void link() throws IOException {
            try {
                Files.createLink(file, temporary);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                throw e;
            } catch (UnsupportedOperationException | java.nio.file.FileSystemException e) {
                Files.move(temporary, file); // no links here
            }
        }

        /** Removes the temporary file (nothing to report if that fails: it was never the target). */
        public void abandon() {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                // only ever a temporary name
            }
        }
    }

    private static void syncDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // not possible on this file system: nothing more to do
        }
    }
}
