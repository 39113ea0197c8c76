package c4.cluster;

import java.io.Serializable;
import java.util.List;

/**
 * One Spark task's work: chunk {@code id} of a ply's positions ({@code keys}, in solving order),
 * and, once done, its file: a header line, then one {@code KEY VALUE} line per position in the
 * same order (the value is the score, or the move's column 0-based). The header records what the
 * chunk is, so a file of another build is never taken for this one:
 *
 * <pre>
 *   c4-chunk 1 KIND WxH depth D chunk ID positions N nodes X cpu-nanos Y
 * </pre>
 */
record Chunk(int id, long[] keys) implements Serializable {
    static final String MAGIC = "c4-chunk";
    static final int VERSION = 1;

    /** The file of this chunk with {@code values}. */
    String file(String kind, String size, int depth, int[] values, long nodes, long cpuNanos) {
        StringBuilder b = new StringBuilder(32 * keys.length + 128);
        b.append(header(kind, size, depth)).append(" nodes ").append(nodes).append(" cpu-nanos ").append(cpuNanos).append('\n');
        for (int i = 0; i < keys.length; i++) b.append(keys[i]).append(' ').append(values[i]).append('\n');
        return b.toString();
    }

    private String header(String kind, String size, int depth) {
        return MAGIC + " " + VERSION + " " + kind + " " + size + " depth " + depth + " chunk " + id + " positions " + keys.length;
    }

    /** What a finished chunk's file holds: a value per key, and what it cost. */
    record Done(int[] values, long nodes, long cpuNanos) {
    }

    /**
     * Reads this chunk's file, checking that it is this chunk's: same header, same keys in the
     * same order, values in {@code [min, max]}.
     *
     * @throws IllegalStateException naming the file and the line when it is not
     */
    Done read(List<String> lines, String kind, String size, int depth, int min, int max, String where) {
        String expected = header(kind, size, depth);
        if (lines.isEmpty() || !lines.get(0).startsWith(expected + " nodes ")) {
            throw new IllegalStateException(where + ": line 1 is not the header of this chunk (expected '" + expected
                    + " nodes ...'): the work directory holds another build's chunks; use another --work-dir");
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
                throw new IllegalStateException(where + ": line " + (i + 2) + " is not position " + keys[i] + " of the chunk");
            }
            values[i] = Integer.parseInt(t[1]);
            if (values[i] < min || values[i] > max) {
                throw new IllegalStateException(where + ": line " + (i + 2) + " holds the impossible value " + values[i]);
            }
        }
        return new Done(values, nodes, cpu);
    }
}
