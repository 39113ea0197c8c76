package c4.perft;

/**
 * A naive reference for the tests: a 2D int array, a direct four-in-a-row scan around the
 * last stone, recursive enumeration with no bitboards and no memo.
 */
final class NaiveGame {
    private final int width;
    private final int height;
    private final int[][] cell; // [column][row], 0 empty, 1 first player, 2 second player
    private final int[] heights;

    NaiveGame(int width, int height) {
        this.width = width;
        this.height = height;
        cell = new int[width][height];
        heights = new int[width];
    }

    /** True when the stone at (c, r) is part of four in a row of its owner. */
    private boolean fourAt(int c, int r) {
        int who = cell[c][r];
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int[] d : directions) {
            int run = 1;
            for (int k = 1; inside(c + k * d[0], r + k * d[1]) && cell[c + k * d[0]][r + k * d[1]] == who; k++) run++;
            for (int k = 1; inside(c - k * d[0], r - k * d[1]) && cell[c - k * d[0]][r - k * d[1]] == who; k++) run++;
            if (run >= 4) return true;
        }
        return false;
    }

    private boolean inside(int c, int r) {
        return c >= 0 && c < width && r >= 0 && r < height;
    }

    /** Adds to counts[p] the number of move sequences of length p below this position (p <= depth). */
    void perft(int moves, int depth, long[] counts) {
        if (moves == depth) return;
        for (int c = 0; c < width; c++) {
            if (heights[c] == height) continue;
            int r = heights[c]++;
            cell[c][r] = 1 + (moves & 1);
            counts[moves + 1]++;
            if (!fourAt(c, r)) perft(moves + 1, depth, counts);
            cell[c][r] = 0;
            heights[c]--;
        }
    }

    /** Number of complete games below this position (which is neither won nor full). */
    long games(int moves) {
        long total = 0;
        for (int c = 0; c < width; c++) {
            if (heights[c] == height) continue;
            int r = heights[c]++;
            cell[c][r] = 1 + (moves & 1);
            total += fourAt(c, r) || moves + 1 == width * height ? 1 : games(moves + 1);
            cell[c][r] = 0;
            heights[c]--;
        }
        return total;
    }
}
