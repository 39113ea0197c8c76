package c4.search;

import c4.core.Position;

/**
 * The moves at the root of a play search, classified once: a move that lets the opponent win at
 * once (scored as that loss, never searched), a move that fills the board (a draw), or a move to
 * search (its child satisfies {@link Searcher#search}'s precondition). Keeps the order of the last
 * completed iteration, best first. Not thread-safe: one instance per search thread.
 */
final class RootMoves {
    static final int SEARCH = 0;
    static final int LOSES_AT_ONCE = 1;
    static final int FILLS_BOARD = 2;

    final int count;
    final int[] column;
    final int[] kind;
    final long[] current;
    final long[] mask;
    final long[] key;
    final long[] mirrorKey;
    /** Score of each move in the last completed iteration (exact for the leading moves). */
    final int[] score;

    /**
     * @param only columns to consider (null = all); the caller has checked there is no immediate win
     */
    RootMoves(Position position, int[] only) {
        int width = position.size().width;
        int[] cols = new int[width];
        int n = 0;
        for (int i = 0; i < width; i++) {
            int c = position.size().centreOrder(i);
            if (!position.canPlay(c) || (only != null && !contains(only, c))) continue;
            cols[n++] = c;
        }
        count = n;
        column = new int[n];
        kind = new int[n];
        current = new long[n];
        mask = new long[n];
        key = new long[n];
        mirrorKey = new long[n];
        score = new int[n];
        Position child = position.copy();
        int searched = 0;
        // non-losing moves first (centre first), then the losing ones
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < n; i++) {
                child.copyFrom(position);
                child.play(cols[i]);
                boolean loses = child.canWinNow();
                if (loses != (pass == 1)) continue;
                column[searched] = cols[i];
                kind[searched] = loses ? LOSES_AT_ONCE : child.isFull() ? FILLS_BOARD : SEARCH;
                current[searched] = child.currentStones();
                mask[searched] = child.mask();
                key[searched] = child.key();
                mirrorKey[searched] = child.mirrorKey();
                score[searched] = -Score.INFINITE;
                searched++;
            }
        }
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) if (x == v) return true;
        return false;
    }

    /** Reorders the moves by the scores of a completed iteration, best first (stable). */
    void sort(int[] iterationScores) {
        for (int i = 1; i < count; i++) {
            int s = iterationScores[i];
            int j = i;
            while (j > 0 && iterationScores[j - 1] < s) j--;
            if (j == i) continue;
            rotate(iterationScores, j, i);
            rotate(score, j, i);
            rotate(column, j, i);
            rotate(kind, j, i);
            rotate(current, j, i);
            rotate(mask, j, i);
            rotate(key, j, i);
            rotate(mirrorKey, j, i);
        }
        System.arraycopy(iterationScores, 0, score, 0, count);
    }

    private static void rotate(int[] a, int to, int from) {
        int v = a[from];
        System.arraycopy(a, to, a, to + 1, from - to);
        a[to] = v;
    }

    private static void rotate(long[] a, int to, int from) {
        long v = a[from];
        System.arraycopy(a, to, a, to + 1, from - to);
        a[to] = v;
    }
}
