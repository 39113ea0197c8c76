package c4.search;

import c4.core.Position;
import c4.core.Score;

/**
 * The moves at the root of a play search, classified once by {@link Outcomes#ofMove}: a move
 * decided at once (it lets the opponent win at once, or fills the board) keeps that score and is
 * never searched; the others are searched (their children meet {@link Searcher#search}'s
 * precondition). Keeps the order of the last completed iteration, best first; moves that lose
 * at once start last. Not thread-safe: one instance per search thread.
 */
final class RootMoves {
    final int count;
    final int[] column;
    /** The score of a move decided at once, or {@link Score#NONE}. */
    final int[] decided;

    final long[] current;
    final long[] mask;
    final long[] key;
    final long[] mirrorKey;
    /** Score of each move in the last completed iteration (exact for the leading moves). */
    final int[] score;

    /** The legal moves {@code limits} allows, centre first, those that lose at once last. */
    RootMoves(Position position, SearchLimits limits) {
        int width = position.size().width;
        int[] cols = new int[width];
        int n = 0;
        for (int i = 0; i < width; i++) {
            int c = position.size().centreOrder(i);
            if (position.canPlay(c) && limits.allows(c)) cols[n++] = c;
        }
        count = n;
        column = new int[n];
        decided = new int[n];
        current = new long[n];
        mask = new long[n];
        key = new long[n];
        mirrorKey = new long[n];
        score = new int[n];
        Position child = position.copy();
        int placed = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < n; i++) {
                int outcome = Outcomes.ofMove(position, cols[i]);
                boolean loses = outcome != Score.NONE && outcome < 0;
                if (loses != (pass == 1)) continue;
                child.copyFrom(position);
                child.play(cols[i]);
                column[placed] = cols[i];
                decided[placed] = outcome;
                current[placed] = child.currentStones();
                mask[placed] = child.mask();
                key[placed] = child.key();
                mirrorKey[placed] = child.mirrorKey();
                score[placed] = -Score.INFINITE;
                placed++;
            }
        }
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
            rotate(decided, j, i);
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
