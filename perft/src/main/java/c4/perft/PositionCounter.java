package c4.perft;

import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.PositionCodes;
import c4.core.SearchBits;
import c4.core.Zobrist;
import it.unimi.dsi.fastutil.longs.LongArrays;

/**
 * Counts distinct positions per ply, breadth first, one layer at a time. A layer is the set of
 * position codes ({@code current + mask}, unique per position) held as deduplicated longs in
 * {@link LongChunks}: 8 bytes a position, against 16 to 32 for an open hash set while it grows.
 * Only two layers live at once.
 *
 * <p>Expanding a layer: the children's codes are split into hash partitions (passes) so each
 * partition's raw children fit one buffer; each partition is radix-sorted and deduplicated and
 * appended to the next layer. Partitions are disjoint, so no code is counted twice. Children
 * of won positions are not generated; won positions themselves are counted.
 */
public final class PositionCounter {
    /** Largest buffer of raw child codes (256 MiB). */
    private static final int MAX_BUFFER = 1 << 25;
    /** Fill aimed at per pass, leaving room for uneven partitions. */
    private static final double PASS_FILL = 0.8;

    /** Told about each finished layer. */
    public interface Listener {
        void layer(int ply, long positions, double seconds);
    }

    private final BoardSize size;
    private final long heapBytes;
    private final ProgressMeter.Factory meters;

    /** @param heapBytes memory the two layers and the buffer may use (normally Runtime.maxMemory()) */
    public PositionCounter(BoardSize size, long heapBytes, ProgressMeter.Factory meters) {
        this.size = size;
        this.heapBytes = heapBytes;
        this.meters = meters;
    }

    /** Counts plies 0..depth; element p of the result is the number of positions after p moves. */
    public long[] run(int depth, Listener listener) throws MemoryLimitException {
        long[] counts = new long[depth + 1];
        long start = System.nanoTime();
        LongChunks layer = new LongChunks();
        layer.append(new long[] {0L}, 0, 1);
        counts[0] = 1;
        if (listener != null) listener.layer(0, 1, 0);
        for (int ply = 0; ply < depth; ply++) {
            long previous = ply == 0 ? 1 : counts[ply - 1];
            try {
                layer = expand(layer, ply, previous);
            } catch (OutOfMemoryError e) {
                layer = null; // let the collector take it so the message can be printed
                throw new MemoryLimitException("ply " + (ply + 1) + " ran out of memory with a "
                        + memory(heapBytes) + " heap; rerun with a larger C4_HEAP (e.g. C4_HEAP="
                        + suggestHeap(heapBytes * 2) + ") or a smaller depth");
            }
            counts[ply + 1] = layer.size();
            long now = System.nanoTime();
            if (listener != null) listener.layer(ply + 1, layer.size(), (now - start) / 1e9);
            start = now;
        }
        return counts;
    }

    /** The layer after {@code parents} (positions after {@code ply} moves). */
    private LongChunks expand(LongChunks parents, int ply, long grandparents) throws MemoryLimitException {
        long raw = rawChildren(parents);
        LongChunks next = new LongChunks();
        if (raw == 0) return next;
        int bufferLength = (int) Math.min(MAX_BUFFER, raw + raw / 4 + 16);
        // the next layer is estimated by the last growth ratio with 20% margin, never above raw
        double growth = (double) parents.size() / Math.max(1, grandparents);
        long estimate = Math.min(raw, (long) (parents.size() * Math.max(1.0, growth) * 1.2) + 1);
        long needBytes = 8L * (parents.size() + estimate + bufferLength) + (64L << 20);
        if (needBytes > heapBytes) {
            throw new MemoryLimitException("ply " + (ply + 1) + " would need about " + memory(needBytes)
                    + ", more than the " + memory(heapBytes) + " heap; rerun with C4_HEAP="
                    + suggestHeap(needBytes));
        }
        int passes = (int) Math.max(1, Math.ceil(raw / (bufferLength * PASS_FILL)));
        long[] buffer = new long[bufferLength];
        ProgressMeter progress =
                meters.start("positions " + size + " ply " + (ply + 1), (long) passes * parents.size());
        long done = 0;
        for (int pass = 0; pass < passes; pass++) {
            int filled = 0;
            for (int k = 0; k < parents.chunkCount(); k++) {
                long[] chunk = parents.chunk(k);
                int length = parents.chunkLength(k);
                for (int i = 0; i < length; i++) {
                    long code = chunk[i];
                    long mask = maskOf(code);
                    long current = code - mask;
                    if (Lines.hasFour(current ^ mask, size.stride)) continue; // won: no children
                    long childCurrent = current ^ mask;
                    for (long moves = SearchBits.legalMoves(mask, size); moves != 0; moves &= moves - 1) {
                        long childMask = mask | (moves & -moves);
                        long child = childCurrent + childMask;
                        if (partition(child, passes) != pass) continue;
                        if (filled == buffer.length) {
                            filled = sortUnique(buffer, filled);
                            if (filled > buffer.length * 0.9)
                                buffer = java.util.Arrays.copyOf(buffer, buffer.length + buffer.length / 2);
                        }
                        buffer[filled++] = child;
                    }
                }
                done += length;
                progress.update(done, "pass " + (pass + 1) + "/" + passes);
            }
            filled = sortUnique(buffer, filled);
            next.append(buffer, 0, filled);
        }
        progress.finish();
        return next;
    }

    /** Upper bound on the children: legal moves summed over the parents that are not won. */
    private long rawChildren(LongChunks parents) {
        long raw = 0;
        for (int k = 0; k < parents.chunkCount(); k++) {
            long[] chunk = parents.chunk(k);
            int length = parents.chunkLength(k);
            for (int i = 0; i < length; i++) {
                long mask = maskOf(chunk[i]);
                long current = chunk[i] - mask;
                if (!Lines.hasFour(current ^ mask, size.stride)) {
                    raw += Long.bitCount(SearchBits.legalMoves(mask, size));
                }
            }
        }
        return raw;
    }

    private long maskOf(long code) {
        return PositionCodes.maskOf(size, code);
    }

    private static int partition(long code, int passes) {
        return (int) (((Zobrist.mix(code) >>> 32) * passes) >>> 32);
    }

    /** Sorts a[0, n) and removes duplicates; returns the new length. */
    private static int sortUnique(long[] a, int n) {
        if (n > 1 << 20) LongArrays.parallelRadixSort(a, 0, n);
        else LongArrays.radixSort(a, 0, n);
        int out = 0;
        for (int i = 0; i < n; i++) {
            if (out == 0 || a[i] != a[out - 1]) a[out++] = a[i];
        }
        return out;
    }

    /**
     * A memory size for messages: whole MiB below 10 GiB (so that two sizes that differ never
     * print alike, as 0.1 GiB did for a 64 MiB heap and a 72 MiB need), else GiB with one decimal.
     */
    static String memory(long bytes) {
        if (bytes < 10L << 30) return ((bytes + (1L << 20) - 1) >> 20) + " MiB";
        return String.format(java.util.Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }

    /** A heap setting (whole GiB, rounded up with a quarter to spare) for the given need. */
    static String suggestHeap(long bytes) {
        return (long) Math.ceil(bytes * 1.25 / (1L << 30)) + "g";
    }
}
