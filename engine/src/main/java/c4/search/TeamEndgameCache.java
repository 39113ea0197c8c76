package c4.search;

import c4.core.BoardSize;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The endgame cache that a large team shares for the top levels of 7x6 exact endgames (from
 * {@link #MIN_EMPTY} empty cells up; the table takes over at {@link Searcher#EXACT_TT_MIN_EMPTY}).
 *
 * <p>Why: each thread's own {@link EndgameCache} holds what that thread searched. One thread
 * finds there the transpositions between all the endgames of a solve; each thread of a team of
 * 16 finds only its share, and the team searched 2.5-3 times the nodes of one thread. A 1-thread
 * model of that loss, forgetting the thread's cache at every endgame root, searched 3.0x the
 * nodes; with the levels of 12 empty cells and more kept, 1.0x. Shared, those levels hold every
 * thread's results. Below them, where nodes are many and subtrees small, the thread's own cache
 * stays: a probe of an 8 MiB table shared by several cores mostly misses the core's caches. Teams
 * of 2 and 4 search 15-22% fewer nodes with it, but take as long or longer (16 cores), so they go
 * without (docs/DESIGN.md#team-endgame-cache).
 *
 * <p>Its words are read and written whole (opaque access: atomic, where a plain long may tear),
 * and a word is only ever for the position it names, with bounds proven by whichever thread
 * stored them: a race can lose an entry, never make one wrong. Only this subclass pays for it:
 * with plain access, 2 threads' own caches solved ply 8 in 0.74 of the time of opaque access
 * (10 alternating rounds), and teams of fewer than 8 threads never load this class.
 */
final class TeamEndgameCache extends EndgameCache {
    private static final VarHandle WORDS = MethodHandles.arrayElementVarHandle(long[].class);

    /** Endgame nodes with at least this many empty cells use the team's cache. */
    static final int MIN_EMPTY = 12;
    /** 2^20 entries, 8 MiB. */
    static final int BITS = 20;
    /** Teams of at least this many threads share one (fewer: each thread's own cache only). */
    static final int MIN_THREADS = 8;

    private TeamEndgameCache(BoardSize size) {
        super(BITS, size.width * size.stride);
    }

    /** The shared cache for a team of {@code threads} on boards of {@code size}, or null when it gets none. */
    static EndgameCache forTeam(BoardSize size, int threads) {
        return size == BoardSize.STANDARD && threads >= MIN_THREADS ? new TeamEndgameCache(size) : null;
    }

    @Override
    long word(int slot) {
        return (long) WORDS.getOpaque(words, slot);
    }

    @Override
    void setWord(int slot, long word) {
        WORDS.setOpaque(words, slot, word);
    }
}
