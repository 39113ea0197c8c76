package c4.perft;

/**
 * An append-only list of longs stored in fixed-size chunks, so it can hold more than an array's
 * 2^31 elements. Every chunk but the last is full and holds {@link #CHUNK} longs; the first
 * chunk starts small and doubles up to CHUNK, so small lists stay small.
 */
final class LongChunks {
    static final int CHUNK_BITS = 24;
    static final int CHUNK = 1 << CHUNK_BITS;

    private long[][] chunks = new long[4][];
    private int chunkCount;
    private long size;

    long size() {
        return size;
    }

    int chunkCount() {
        return chunkCount;
    }

    long[] chunk(int k) {
        return chunks[k];
    }

    /** Number of used elements in chunk k. */
    int chunkLength(int k) {
        return k < chunkCount - 1 ? CHUNK : (int) (size - ((long) (chunkCount - 1) << CHUNK_BITS));
    }

    /** Appends src[from, to). */
    void append(long[] src, int from, int to) {
        while (from < to) {
            int offset = (int) (size & (CHUNK - 1));
            if (offset == 0) addChunk();
            long[] last = chunks[chunkCount - 1];
            if (offset == last.length) { // the last chunk is full but below CHUNK: double it
                last = java.util.Arrays.copyOf(last, Math.min(CHUNK, 2 * last.length));
                chunks[chunkCount - 1] = last;
            }
            int n = Math.min(to - from, last.length - offset);
            System.arraycopy(src, from, chunks[chunkCount - 1], offset, n);
            from += n;
            size += n;
        }
    }

    private void addChunk() {
        if (chunkCount == chunks.length) chunks = java.util.Arrays.copyOf(chunks, chunkCount * 2);
        // the first chunk starts small and doubles, so small layers stay small
        long[] chunk = new long[chunkCount == 0 ? 1024 : CHUNK];
        chunks[chunkCount++] = chunk;
    }
}
