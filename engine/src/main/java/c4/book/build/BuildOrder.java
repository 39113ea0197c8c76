package c4.book.build;

import java.util.SplittableRandom;

/**
 * The fixed order in which a build visits a ply's positions. Positions next to each other in
 * key order are alike in cost, so a pseudo-random order makes any prefix of the work a fair
 * sample of it (the rate so far, and the ETA drawn from it, are then fair; a distributed build's
 * chunks cost about the same). The order depends on the count alone, so every run, on one
 * machine or on a cluster, visits the same positions in the same order.
 */
public final class BuildOrder {
    private BuildOrder() {}

    /** 0..n-1 in a pseudo-random order that is the same on every run (Fisher-Yates with a fixed seed). */
    public static int[] shuffled(int n) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = i;
        SplittableRandom rnd = new SplittableRandom(n);
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }
}
