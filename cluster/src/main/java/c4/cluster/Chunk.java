package c4.cluster;

import java.io.Serializable;
import java.util.List;

/**
 * One Spark task's work: chunk {@code id} of a ply's positions ({@code keys}, in solving order),
 * and, once done, its file: a header line, then one {@code KEY VALUE} line per position in the
 * same order (the value is the score, or the move's column 0-based), then the file's own
 * checksum, so that a damaged or truncated chunk is never read back as a good one (a work
 * directory may be on any file system, with or without checksums of its own). The header records
 * what the chunk is, so a file of another build is never taken for this one:
 *
 * <pre>
 *   c4-chunk 2 KIND WxH depth D chunk ID positions N nodes X cpu-nanos Y
 *   KEY VALUE            (N lines)
 *   crc32c HHHHHHHH      (the CRC-32C of every byte before this line, 8 hex digits)
 * </pre>
 */
record Chunk(int id, long[] keys) implements Serializable {
    static final String MAGIC = "c4-chunk";
    static final int VERSION = 2;
    static final String CHECKSUM = "crc32c";

    /** A chunk file that is not whole and as written: its checksum, or a check of its lines, failed. */
    static final class DamagedException extends IllegalStateException {
        DamagedException(String message) {
            super(message);
        }
    }

    /** The file of this chunk with {@code values}. */
    String file(String kind, String size, int depth, int[] values, long nodes, long cpuNanos) {
        StringBuilder b = new StringBuilder(32 * keys.length + 128);
        b.append(header(kind, size, depth))
                .append(" nodes ")
                .append(nodes)
                .append(" cpu-nanos ")
                .append(cpuNanos)
                .append('\n');
        for (int i = 0; i < keys.length; i++)
            b.append(keys[i]).append(' ').append(values[i]).append('\n');
        String checksum = String.format("%08x", crc(b)); // of everything before its own line
        b.append(CHECKSUM).append(' ').append(checksum).append('\n');
        return b.toString();
    }

    /** The CRC-32C of the text's UTF-8 bytes (the chunk's text is ASCII). */
    private static long crc(CharSequence text) {
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return crc.getValue();
    }

    private String header(String kind, String size, int depth) {
        return MAGIC + " " + VERSION + " " + kind + " " + size + " depth " + depth + " chunk " + id + " positions "
                + keys.length;
    }

    /** What a finished chunk's file holds: a value per key, and what it cost. */
    record Done(int[] values, long nodes, long cpuNanos) {}

    /**
     * Reads this chunk's file, checking that it is whole and as written (its checksum) and that it
     * is this chunk's: same header, same keys in the same order, values in {@code [min, max]}.
     *
     * @throws DamagedException naming the file when its checksum is missing or does not match
     * @throws IllegalStateException naming the file and the line when it is another chunk's
     */
    Done read(List<String> lines, String kind, String size, int depth, int min, int max, String where) {
        String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < lines.size() - 1; i++) body.append(lines.get(i)).append('\n');
        if (!last.equals(CHECKSUM + " " + String.format("%08x", crc(body)))) {
            throw new DamagedException(where + ": damaged or truncated (its " + CHECKSUM + " checksum "
                    + (last.startsWith(CHECKSUM + " ") ? "does not match" : "is missing") + ")");
        }
        lines = lines.subList(0, lines.size() - 1);
        String expected = header(kind, size, depth);
        if (lines.isEmpty() || !lines.get(0).startsWith(expected + " nodes ")) {
            throw new IllegalStateException(
                    where + ": line 1 is not the header of this chunk (expected '" + expected + " nodes ...')");
        }
        String[] h = lines.get(0).split(" ");
        long nodes = Long.parseLong(h[h.length - 3]);
        long cpu = Long.parseLong(h[h.length - 1]);
        if (lines.size() != keys.length + 1) {
            throw new IllegalStateException(where + ": " + (lines.size() - 1) + " positions, expected " + keys.length);
        }
        int[] values = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            String[] t = lines.get(i + 1).split(" ");
            if (t.length != 2 || Long.parseLong(t[0]) != keys[i]) {
                throw new IllegalStateException(
                        where + ": line " + (i + 2) + " is not position " + keys[i] + " of the chunk");
            }
            values[i] = Integer.parseInt(t[1]);
            if (values[i] < min || values[i] > max) {
                throw new IllegalStateException(
                        where + ": line " + (i + 2) + " holds the impossible value " + values[i]);
            }
        }
        return new Done(values, nodes, cpu);
    }
}
