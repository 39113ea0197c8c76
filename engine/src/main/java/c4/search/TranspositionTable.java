package c4.search;

import c4.core.Zobrist;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;

/**
 * The shared, lock-free transposition table: buckets of four 16-byte entries in one primitive
 * {@code long[]}, indexed by the Zobrist key. It lives on the heap, where the launcher's
 * transparent huge pages apply (off-heap memory cannot be advised into huge pages from Java 17,
 * and direct buffers stop at 2 GiB; docs/DESIGN.md#transposition-table has the measurement).
 *
 * <p>An entry is two 64-bit words: {@code check = code ^ mix(data)} and {@code data}. A probe
 * accepts the entry only when {@code check ^ mix(data)} equals the probing position's unique
 * code ({@code current + mask}), so a hit is always for exactly this position — no key collision
 * can change a result. Concurrent writers may tear an entry (one word from each writer); such a
 * mixed entry fails the check unless both halves carry the same data for the same position, in
 * which case it is a correct entry anyway. Data always has {@link #VALID} set, so a zeroed slot
 * never matches (not even the empty board, whose code is 0).
 *
 * <p>Data layout: bits 0-15 lower bound, 16-31 upper bound (signed 16-bit scores), 32-37 best
 * column + 1 (0 = none), 38-44 depth ({@link #DEPTH_EXACT} for proven bounds), 45-52 generation,
 * 53-58 work (log2 of the nodes the search below took), 63 valid.
 */
public final class TranspositionTable {
    /** The size a table gets when the user does not choose one, in MiB. */
    public static final int DEFAULT_MEGABYTES = 64;
    /** The depth of proven bounds, which are valid at any depth. */
    public static final int DEPTH_EXACT = 127;

    private static final long VALID = 1L << 63;

    private static final int ENTRY_BYTES = 16;
    private static final int BUCKET_ENTRIES = 4;
    private static final int BUCKET_BYTES = ENTRY_BYTES * BUCKET_ENTRIES;
    /** The largest table in MiB: a Java array holds at most 2^31 - 1 longs, so 2^27 buckets of 8 words = 8 GiB. */
    public static final int MAX_MEGABYTES = 8192;
    /** MiB of the space a table must fit ({@link #arraySpace}) kept for the rest of the program. */
    private static final long RESERVE_MEGABYTES = 64;
    /** Atomic access to the words of {@link #written}. */
    private static final VarHandle WRITTEN = MethodHandles.arrayElementVarHandle(long[].class);

    private final long[] words;
    /**
     * One bit per bucket, set when anything was stored there since the last clear. Small enough
     * to stay in the CPU caches, it answers most probes of a fresh table without touching the
     * table's memory, and {@link #clear} zeroes only the buckets it marks. A bit is set after
     * the bucket's words, atomically (once a bucket and clear: later stores see it set), so none
     * is lost to two threads setting bits of one word at once: a bucket holding anything always
     * has its bit.
     */
    private final long[] written;

    private final long bucketMask;
    private final long bytes;
    private volatile int generation;

    /** A table of at most {@code megabytes} MiB, rounded down to a power of two (at least one bucket). */
    public TranspositionTable(long megabytes) {
        checkAllocatable(megabytes, 0);
        long buckets = buckets(megabytes);
        bucketMask = buckets - 1;
        bytes = buckets * BUCKET_BYTES;
        words = new long[(int) (buckets * BUCKET_ENTRIES * 2)];
        written = new long[(int) Math.max(1, buckets >>> 6)];
    }

    /**
     * The largest table this JVM can hold, in MiB: {@link #MAX_MEGABYTES}, or less when the heap
     * is smaller (a power of two whose table and written bits leave {@link #RESERVE_MEGABYTES} of
     * {@link #arraySpace} for everything else).
     */
    public static int maxMegabytesForHeap() {
        long room = (arraySpace().max >> 20) - RESERVE_MEGABYTES;
        long mb = Math.min(MAX_MEGABYTES, Long.highestOneBit(Math.max(1, room)));
        if (mb > 1 && footprint(mb) > room << 20) mb >>= 1;
        return (int) mb;
    }

    /** Where one large array must fit, and how much of it is in use now (garbage included). */
    private record Space(long max, long used) {}

    /**
     * The memory one large array can get. With ParallelGC or SerialGC an array that does not
     * fit the young generation must fit the old one (about 2/3 of the heap by default); with G1
     * a humongous array can take the whole heap, whose old-generation pool reports that much.
     * Without such a pool, or without a defined maximum, the whole heap.
     */
    private static Space arraySpace() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() != MemoryType.HEAP || !pool.isValid()) continue;
            String name = pool.getName();
            if (!name.contains("Old Gen") && !name.contains("Tenured")) continue;
            MemoryUsage usage = pool.getUsage();
            if (usage != null && usage.getMax() > 0) return new Space(usage.getMax(), usage.getUsed());
        }
        Runtime rt = Runtime.getRuntime();
        return new Space(rt.maxMemory(), rt.totalMemory() - rt.freeMemory());
    }

    /** Bytes a table of {@code megabytes} MiB allocates: its words and its written bits (1/512 of them). */
    private static long footprint(long megabytes) {
        long tableBytes = buckets(megabytes) * BUCKET_BYTES;
        return tableBytes + Math.max(8, tableBytes / 512);
    }

    private static long buckets(long megabytes) {
        return Long.highestOneBit(megabytes * (1L << 20) / BUCKET_BYTES);
    }

    /**
     * Checks that a table of {@code megabytes} MiB can be made now, when a table of
     * {@code released} bytes is let go first; throws {@link IllegalArgumentException} saying why
     * not (out of range 1..{@link #MAX_MEGABYTES}, or more than {@link #arraySpace} has room for
     * beside the rest of the program).
     */
    public static void checkAllocatable(long megabytes, long released) {
        if (megabytes < 1 || megabytes > MAX_MEGABYTES) {
            throw new IllegalArgumentException("hash size " + megabytes + " MB is out of range 1.." + MAX_MEGABYTES);
        }
        long need = footprint(megabytes);
        long free = freeForTable(released);
        if (need > free) {
            // garbage counts as used until a full collection: collect once before refusing
            System.gc();
            free = freeForTable(released);
        }
        if (need > free) {
            throw new IllegalArgumentException("hash size " + megabytes + " MB does not fit the Java heap ("
                    + Math.max(0, free >> 20) + " MB free for it, at most " + maxMegabytesForHeap()
                    + " MB with this heap; raise it with C4_HEAP, e.g. C4_HEAP=16g)");
        }
    }

    /**
     * Bytes a new table can take now: the array space less what the rest of the program uses,
     * counted as at least the reserve ({@code released} bytes of what is used now are let go first).
     */
    private static long freeForTable(long released) {
        Space space = arraySpace();
        long rest = Math.max(RESERVE_MEGABYTES << 20, space.used - released);
        return space.max - rest;
    }

    public long bytes() {
        return bytes;
    }

    long entries() {
        return bytes / ENTRY_BYTES;
    }

    /**
     * Zeroes every entry: the buckets {@link #written} marks, which are all that hold anything,
     * so a table that a search filled only in part is cleared in proportion (a full fill of a
     * large table costs milliseconds, more than the solves of the middle game's smaller positions
     * take). No thread may store meanwhile.
     */
    public void clear() {
        int span = BUCKET_ENTRIES * 2;
        for (int w = 0; w < written.length; w++) {
            long bits = written[w];
            if (bits == 0) continue;
            int first = offset((long) w << 6);
            if (bits == -1L) {
                java.util.Arrays.fill(words, first, first + 64 * span, 0L);
            } else {
                for (; bits != 0; bits &= bits - 1) {
                    int at = first + Long.numberOfTrailingZeros(bits) * span;
                    java.util.Arrays.fill(words, at, at + span, 0L);
                }
            }
            written[w] = 0;
        }
        generation = 0;
        assert isEmpty() : "an entry survived the clear: a bucket holds one its written bit does not mark";
    }

    /** True when every word is zero (a full scan: for asserts and tests). */
    boolean isEmpty() {
        for (long word : words) if (word != 0) return false;
        for (long bits : written) if (bits != 0) return false;
        return true;
    }

    /** Zeroes the bucket that {@code key} maps to (a cheap partial clear for sparse use). */
    void clearBucketOf(long key) {
        long bucket = key & bucketMask;
        int base = offset(bucket);
        java.util.Arrays.fill(words, base, base + BUCKET_ENTRIES * 2, 0L);
        written[(int) (bucket >>> 6)] &= ~(1L << bucket);
    }

    /** Starts a new search generation: older entries become the first to be replaced. */
    void newGeneration() {
        generation = (generation + 1) & 0xFF;
    }

    private int offset(long bucket) {
        return (int) bucket * (BUCKET_ENTRIES * 2);
    }

    /** The data word stored for the position with this key and code, or 0 when there is none. */
    public long probe(long key, long code) {
        long bucket = key & bucketMask;
        if ((written[(int) (bucket >>> 6)] & 1L << bucket) == 0) return 0;
        long[] s = words;
        int base = offset(bucket);
        for (int i = 0; i < BUCKET_ENTRIES; i++) {
            int at = base + i * 2;
            long data = s[at + 1];
            if ((s[at] ^ Zobrist.mix(data)) == code && data != 0) return data;
        }
        return 0;
    }

    /**
     * Stores bounds for a position. An entry of the same position is merged (the tighter bounds
     * of equal depth are kept; a deeper one is kept as it is); otherwise an empty slot is taken,
     * or the least valuable entry of the bucket replaced. Its worth: log2 of the work below it,
     * plus 32 for proven bounds (depth / 4 for others), plus 64 in the current generation; so an
     * older generation goes first (unless proven with 2^32 nodes or more below it), then the least
     * work, proven bounds last.
     */
    public void store(long key, long code, int lower, int upper, int bestColumn, int depth, long nodes) {
        long bucket = key & bucketMask;
        long[] s = words;
        int base = offset(bucket);
        int gen = generation;
        int work = 63 - Long.numberOfLeadingZeros(nodes | 1);
        int victim = base;
        int victimWorth = Integer.MAX_VALUE;
        for (int i = 0; i < BUCKET_ENTRIES; i++) {
            int at = base + i * 2;
            long data = s[at + 1];
            if (data == 0) {
                if (victimWorth > Integer.MIN_VALUE) {
                    victim = at;
                    victimWorth = Integer.MIN_VALUE;
                }
                continue;
            }
            if ((s[at] ^ Zobrist.mix(data)) == code) {
                int oldDepth = depth(data);
                if (oldDepth > depth) return; // keep the deeper result
                if (oldDepth == depth) {
                    int mergedLower = Math.max(lower, lower(data));
                    int mergedUpper = Math.min(upper, upper(data));
                    // Proven bounds always agree; depth-limited ones may not, then the new ones win.
                    if (mergedLower <= mergedUpper) {
                        lower = mergedLower;
                        upper = mergedUpper;
                    }
                    if (bestColumn < 0) bestColumn = bestColumn(data);
                    work = Math.max(work, work(data));
                }
                victim = at;
                break;
            }
            int worth = work(data)
                    + (generation(data) == gen ? 64 : 0)
                    + (depth(data) == DEPTH_EXACT ? 32 : depth(data) >> 2);
            if (worth < victimWorth) {
                victimWorth = worth;
                victim = at;
            }
        }
        long data = pack(lower, upper, bestColumn, depth, gen, work);
        s[victim + 1] = data;
        s[victim] = code ^ Zobrist.mix(data);
        int w = (int) (bucket >>> 6);
        long bit = 1L << bucket;
        if ((written[w] & bit) == 0) WRITTEN.getAndBitwiseOr(written, w, bit);
    }

    private static long pack(int lower, int upper, int bestColumn, int depth, int gen, int work) {
        return VALID
                | (lower & 0xFFFFL)
                | (upper & 0xFFFFL) << 16
                | (long) (bestColumn + 1 & 0x3F) << 32
                | (long) (depth & 0x7F) << 38
                | (long) (gen & 0xFF) << 45
                | (long) (work & 0x3F) << 53;
    }

    static int lower(long data) {
        return (short) data;
    }

    static int upper(long data) {
        return (short) (data >>> 16);
    }

    /** Best column (0-based) or -1. */
    static int bestColumn(long data) {
        return (int) (data >>> 32 & 0x3F) - 1;
    }

    static int depth(long data) {
        return (int) (data >>> 38 & 0x7F);
    }

    private static int generation(long data) {
        return (int) (data >>> 45 & 0xFF);
    }

    private static int work(long data) {
        return (int) (data >>> 53 & 0x3F);
    }

    /** Per-mille of the first 1000 entries used in the current generation (UCI {@code hashfull}). */
    public int hashfull() {
        int used = 0;
        int sample = (int) Math.min(1000, entries());
        int gen = generation;
        for (int i = 0; i < sample; i++) {
            long bucket = i / BUCKET_ENTRIES;
            long data = words[offset(bucket) + (i % BUCKET_ENTRIES) * 2 + 1];
            if (data != 0 && generation(data) == gen) used++;
        }
        return (int) (used * 1000L / sample);
    }
}
