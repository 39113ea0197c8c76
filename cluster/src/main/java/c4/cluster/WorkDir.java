package c4.cluster;

import c4.core.Echo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.UUID;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;

/**
 * A distributed build's work directory, read and written through Hadoop's file system API, so it
 * may be a local path (one machine, or a directory every node mounts), {@code hdfs://...},
 * {@code s3a://...} or any other Hadoop file system on the classpath. Layout:
 *
 * <pre>
 *   DIR/plan                what the chunks were cut for: a rerun must match it
 *   DIR/scores/chunk-NNNNN  a finished chunk of the deepest ply's scores
 *   DIR/moves/chunk-NNNNN   a finished chunk of the deepest ply's moves
 *   DIR/.lock               what the driver of a build on a local path holds ({@link #lock})
 * </pre>
 *
 * A chunk file appears whole or not at all: it is written under a name of its own and renamed.
 * Serializable: tasks carry it to the executors, which write their chunks themselves.
 */
final class WorkDir implements Serializable {
    private static final long serialVersionUID = 1L;
    static final String PLAN = "plan";
    static final String LOCK = ".lock";
    /** The most bytes a plan has: a larger file is not one (and is not read whole). */
    static final int MAX_PLAN_BYTES = 4096;
    /** The random part of a temporary name ({@link #write}): a file of anyone else's does not have one. */
    private static final String UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
    /** What a work directory may hold: the layout above, and the temporary names of its atomic writes. */
    private static final Pattern OWN_ENTRY =
            Pattern.compile("plan|scores|moves|\\.lock|\\.plan\\." + UUID_PATTERN + "\\.tmp");
    /** A finished chunk's file name: {@code chunk-} and its id. */
    private static final Pattern CHUNK_NAME = Pattern.compile("chunk-\\d{5,}");
    /** What {@code scores/} and {@code moves/} may hold. */
    private static final Pattern OWN_CHUNK =
            Pattern.compile("chunk-\\d{5,}|\\.chunk-\\d{5,}\\." + UUID_PATTERN + "\\.tmp");
    /** How every chunk file a build writes begins ({@link Chunk}): a file named as one that does not is not a build's. */
    static final String CHUNK_MAGIC = Chunk.MAGIC + " ";

    private final String uri;
    /**
     * Whether a finished build leaves the directory itself in place: it was there before any run of
     * this build (it held no plan when {@link #checkUsable} looked), or it is a symbolic link.
     * Only the driver reads it.
     */
    private transient boolean keepDirectory;

    WorkDir(String uri) {
        this.uri = uri;
    }

    String uri() {
        return uri;
    }

    /**
     * The work directory's file system; for a local path the raw one, which writes no {@code .crc}
     * files beside the chunks and checks none (each chunk carries its own checksum), so a work
     * directory reads the same wherever it is copied.
     */
    private FileSystem fs() throws IOException {
        FileSystem fs = new Path(uri).getFileSystem(new Configuration());
        return fs instanceof LocalFileSystem local ? local.getRawFileSystem() : fs;
    }

    private Path chunkPath(String kind, int id) {
        return new Path(new Path(uri, kind), String.format("chunk-%05d", id));
    }

    /**
     * Whether the local {@code file} is this work directory or in it, through symbolic links (a
     * work directory on another file system holds no local file).
     */
    boolean holds(java.nio.file.Path file) {
        java.net.URI u = new Path(uri).toUri();
        if (u.getScheme() != null && !u.getScheme().equals("file")) return false;
        return real(file).startsWith(real(java.nio.file.Path.of(u.getPath())));
    }

    /** {@code p} absolute, with the symbolic links of its deepest existing ancestor resolved. */
    private static java.nio.file.Path real(java.nio.file.Path p) {
        p = p.toAbsolutePath().normalize();
        java.nio.file.Path existing = p;
        while (existing != null && !Files.exists(existing)) existing = existing.getParent();
        if (existing == null) return p;
        try {
            return existing.toRealPath().resolve(existing.relativize(p));
        } catch (IOException e) {
            return p;
        }
    }

    /**
     * Refuses a work directory that a build must not use: one that exists and is not a directory,
     * or that holds anything but a build's files. A finished build deletes those files, so any
     * other would be in the way of that, and a directory such as {@code /}, a home or a project
     * is never taken for one.
     *
     * @throws ClusterBuild.WorkDirectoryException naming the directory and what is wrong with it
     */
    void checkUsable() {
        try {
            FileSystem fs = fs();
            Path dir = new Path(uri);
            if (!fs.exists(dir)) return;
            keepDirectory = isSymlink(fs, dir) || !fs.exists(new Path(dir, PLAN));
            if (!fs.getFileStatus(dir).isDirectory()) {
                throw new ClusterBuild.WorkDirectoryException("--work-dir " + uri + " is not a directory");
            }
            requireOwn(fs, dir, OWN_ENTRY, "");
            for (ChunkTask.Kind kind : ChunkTask.Kind.values()) {
                Path sub = new Path(dir, kind.dir);
                if (fs.exists(sub)) requireOwn(fs, sub, OWN_CHUNK, kind.dir + "/");
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new ClusterBuild.WorkDirectoryException(
                    "--work-dir " + uri + " cannot be read (" + e.getMessage() + ")");
        }
    }

    /** What {@link #lock} returns: closing it lets another driver take the work directory. */
    interface Lock extends AutoCloseable {
        @Override
        void close() throws IOException;
    }

    /**
     * Takes this work directory for this driver until the returned lock is closed, so that a
     * second driver on it is refused at once instead of solving the same chunks and deleting
     * the files under the first. On a local path (one machine, or one every node mounts) the lock
     * is the operating system's on {@code DIR/.lock}, released when the driver ends, even killed;
     * other file systems, and mounts without locks, have none: there one driver at a time is up
     * to their users. Makes the directory if it is not there; closing the lock deletes the lock
     * file, and the directory if this build made it and nothing is left in it. Call after
     * {@link #checkUsable}.
     *
     * @throws ClusterBuild.WorkDirectoryException when another driver holds it, its lock file is not
     *     a regular file, or it cannot be made or written
     */
    Lock lock() {
        try {
            return takeLock();
        } catch (IOException | UnsupportedOperationException e) {
            throw new ClusterBuild.WorkDirectoryException(
                    "--work-dir " + uri + " cannot be made or written (" + e.getMessage() + ")");
        }
    }

    private Lock takeLock() throws IOException {
        FileSystem fs = fs();
        if (!(fs instanceof RawLocalFileSystem local)) return () -> {};
        Path dir = new Path(uri);
        fs.mkdirs(dir);
        java.nio.file.Path file = local.pathToFile(new Path(dir, LOCK)).toPath();
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw notRegular(file); // not even a link to one: the lock is opened without following links
        }
        FileChannel channel =
                FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        boolean held;
        try {
            held = channel.tryLock() != null;
        } catch (OverlappingFileLockException e) { // a driver of this JVM holds it
            held = false;
        } catch (IOException e) { // a mount without locks (some NFS): as on HDFS, none
            channel.close();
            return () -> release(fs, dir, file);
        } catch (RuntimeException e) {
            channel.close();
            throw e;
        }
        if (!held) {
            channel.close();
            throw new ClusterBuild.WorkDirectoryException("--work-dir " + uri
                    + " is in use: another build's driver holds " + file
                    + "; wait for it to end, or give another --work-dir");
        }
        return () -> {
            try (channel) { // released last, once the lock file and an empty directory are gone
                release(fs, dir, file);
            }
        };
    }

    /** Deletes the lock {@code file}, then the directory if this build made it and it is empty. */
    private void release(FileSystem fs, Path dir, java.nio.file.Path file) throws IOException {
        Files.deleteIfExists(file);
        if (!keepDirectory && fs.exists(dir)) deleteIfEmpty(fs, dir);
    }

    /** Refuses {@code dir} ({@code where} in the work directory) when it holds an entry whose name {@code own} does not match, naming it. */
    private void requireOwn(FileSystem fs, Path dir, Pattern own, String where) throws IOException {
        if (!fs.getFileStatus(dir).isDirectory()) {
            throw new ClusterBuild.WorkDirectoryException(
                    "--work-dir " + uri + " holds " + Echo.quote(where) + ", which is not a directory");
        }
        for (FileStatus s : fs.listStatus(dir)) {
            if (!own.matcher(s.getPath().getName()).matches()) {
                throw new ClusterBuild.WorkDirectoryException("--work-dir " + uri + " holds "
                        + Echo.quote(where + s.getPath().getName())
                        + ", which is not a build's file; give a new or empty directory (a finished build"
                        + " deletes its work directory's files)");
            }
        }
    }

    /** Whether the chunk file {@code p} begins as every chunk a build writes does. */
    boolean isChunkFile(String kind, int id) throws IOException {
        Path p = chunkPath(kind, id);
        byte[] head = new byte[CHUNK_MAGIC.length()];
        try (FSDataInputStream in = fs().open(p)) {
            in.readFully(head);
        } catch (java.io.EOFException e) {
            return false;
        }
        return new String(head, StandardCharsets.US_ASCII).equals(CHUNK_MAGIC);
    }

    /**
     * Deletes this build's files (the book is written: nothing to resume), then each of its
     * directories left empty, the work directory last unless the build did not make it ({@link
     * #keepDirectory}); never a symbolic link, never anything else, never recursively.
     */
    void deleteBuildFiles() throws IOException {
        FileSystem fs = fs();
        Path dir = new Path(uri);
        for (ChunkTask.Kind kind : ChunkTask.Kind.values()) {
            Path sub = new Path(dir, kind.dir);
            if (!fs.exists(sub)) continue;
            for (FileStatus s : fs.listStatus(sub)) {
                String name = s.getPath().getName();
                boolean own = name.startsWith(".")
                        ? OWN_CHUNK.matcher(name).matches()
                        : CHUNK_NAME.matcher(name).matches()
                                && isChunkFile(kind.dir, Integer.parseInt(name.substring(6)));
                if (s.isFile() && own) fs.delete(s.getPath(), false);
            }
            deleteIfEmpty(fs, sub);
        }
        for (FileStatus s : fs.listStatus(dir)) {
            if (s.isFile() && OWN_ENTRY.matcher(s.getPath().getName()).matches()) fs.delete(s.getPath(), false);
        }
        if (!keepDirectory) deleteIfEmpty(fs, dir);
    }

    private static void deleteIfEmpty(FileSystem fs, Path dir) throws IOException {
        if (!isSymlink(fs, dir) && fs.listStatus(dir).length == 0) fs.delete(dir, false);
    }

    /** Whether {@code p} is a symbolic link (false where the file system has none). */
    private static boolean isSymlink(FileSystem fs, Path p) throws IOException {
        if (!fs.supportsSymlinks()) return false;
        try {
            return fs.getFileLinkStatus(p).isSymlink();
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }

    /** The plan recorded by an earlier run, if any. */
    Optional<String> plan() throws IOException {
        Path p = new Path(uri, PLAN);
        FileSystem fs = fs();
        if (!fs.exists(p)) return Optional.empty();
        requireRegular(fs, p);
        if (fs.getFileStatus(p).getLen() > MAX_PLAN_BYTES) {
            throw new ClusterBuild.WorkDirectoryException(p + " is not a build's plan (over " + MAX_PLAN_BYTES
                    + " bytes): use another --work-dir, or delete it to start again");
        }
        return Optional.of(String.join("\n", readLines(fs, p)));
    }

    /** Records the plan (atomically). */
    void writePlan(String plan) throws IOException {
        write(new Path(uri, PLAN), plan + "\n");
    }

    /** The ids of the finished chunks of {@code kind}, ascending. */
    TreeSet<Integer> finished(String kind) throws IOException {
        FileSystem fs = fs();
        Path dir = new Path(uri, kind);
        TreeSet<Integer> ids = new TreeSet<>();
        if (!fs.exists(dir)) return ids;
        for (FileStatus s : fs.listStatus(dir)) {
            String name = s.getPath().getName();
            if (!CHUNK_NAME.matcher(name).matches()) continue;
            requireRegular(fs, s.getPath());
            ids.add(Integer.parseInt(name.substring(6)));
        }
        return ids;
    }

    /** Deletes a finished chunk (found damaged: it is solved again). */
    void deleteChunk(String kind, int id) throws IOException {
        fs().delete(chunkPath(kind, id), false);
    }

    /** Where a chunk is, for messages. */
    String chunkName(String kind, int id) {
        return chunkPath(kind, id).toString();
    }

    /** The lines of a finished chunk. */
    List<String> readChunk(String kind, int id) throws IOException {
        return readLines(fs(), chunkPath(kind, id));
    }

    /** Writes a finished chunk atomically; a chunk already there (a retried or speculative task) is kept. */
    void writeChunk(String kind, int id, String text) {
        try {
            write(chunkPath(kind, id), text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write chunk " + chunkPath(kind, id) + ": " + e.getMessage(), e);
        }
    }

    private void write(Path target, String text) throws IOException {
        FileSystem fs = fs();
        fs.mkdirs(target.getParent());
        Path tmp = new Path(target.getParent(), "." + target.getName() + "." + UUID.randomUUID() + ".tmp");
        try (OutputStream out = fs.create(tmp, false)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        if (fs.exists(target) && !target.getName().equals(PLAN)) {
            fs.delete(tmp, false); // the same chunk, finished by another attempt: same content
            return;
        }
        if (fs.exists(target)) fs.delete(target, false);
        if (!fs.rename(tmp, target)) {
            fs.delete(tmp, false);
            if (!fs.exists(target)) throw new IOException("cannot rename " + tmp + " to " + target);
        }
    }

    /**
     * Refuses a file of the work directory that is not a regular file (a directory, a pipe, a
     * device, or a link to one): reading it could hang or never end, and it is not a build's.
     */
    private static void requireRegular(FileSystem fs, Path p) throws IOException {
        boolean regular = fs instanceof RawLocalFileSystem local
                ? Files.isRegularFile(local.pathToFile(p).toPath())
                : fs.getFileStatus(p).isFile();
        if (!regular) throw notRegular(p);
    }

    /** The refusal of a work directory's file {@code p} that is not a regular file. */
    private static ClusterBuild.WorkDirectoryException notRegular(Object p) {
        return new ClusterBuild.WorkDirectoryException(
                p + " is not a regular file: remove it, or use another --work-dir");
    }

    private static List<String> readLines(FileSystem fs, Path p) throws IOException {
        List<String> lines = new ArrayList<>();
        try (FSDataInputStream in = fs.open(p);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) lines.add(line);
        }
        return lines;
    }
}
