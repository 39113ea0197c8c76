package c4.cluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;

/**
 * A distributed build's work directory, read and written through Hadoop's file system API, so it
 * may be a local path (one machine, or a directory every node mounts), {@code hdfs://...},
 * {@code s3a://...} or any other Hadoop file system on the classpath. Layout:
 *
 * <pre>
 *   DIR/plan                what the chunks were cut for: a rerun must match it
 *   DIR/scores/chunk-NNNNN  a finished chunk of the deepest ply's scores
 *   DIR/moves/chunk-NNNNN   a finished chunk of the deepest ply's moves
 * </pre>
 *
 * A chunk file appears whole or not at all: it is written under a name of its own and renamed.
 * Serializable: tasks carry it to the executors, which write their chunks themselves.
 */
final class WorkDir implements Serializable {
    private static final long serialVersionUID = 1L;
    static final String PLAN = "plan";

    private final String uri;

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

    /** Deletes the work directory and everything in it (the book is written: nothing to resume). */
    void delete() throws IOException {
        fs().delete(new Path(uri), true);
    }

    /** The plan recorded by an earlier run, if any. */
    Optional<String> plan() throws IOException {
        Path p = new Path(uri, PLAN);
        FileSystem fs = fs();
        if (!fs.exists(p)) return Optional.empty();
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
            if (name.matches("chunk-\\d{5,}")) ids.add(Integer.parseInt(name.substring(6)));
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

    private static List<String> readLines(FileSystem fs, Path p) throws IOException {
        List<String> lines = new ArrayList<>();
        try (FSDataInputStream in = fs.open(p);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) lines.add(line);
        }
        return lines;
    }
}
