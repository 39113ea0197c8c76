package c4.core;

/**
 * Reference rules for the tests: a plain 2D array, no bit tricks. cell[c][r] is -1 (empty),
 * 0 (first player) or 1 (second player); row 0 is the bottom.
 */
final class NaiveBoard {
    static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    final int width;
    final int height;
    final int[][] cell;
    final int[] heights;
    int moves;

    NaiveBoard(int width, int height) {
        this.width = width;
        this.height = height;
        cell = new int[width][height];
        for (int[] column : cell) java.util.Arrays.fill(column, -1);
        heights = new int[width];
    }

    boolean canPlay(int column) {
        return heights[column] < height;
    }

    void play(int column) {
        cell[column][heights[column]++] = moves++ & 1;
    }

    int sideToMove() {
        return moves & 1;
    }

    boolean onBoard(int c, int r) {
        return c >= 0 && c < width && r >= 0 && r < height;
    }

    /** True when the given player would own four in a row through (c, r) if (c, r) were theirs. */
    boolean fourThrough(int player, int c, int r) {
        for (int[] d : DIRECTIONS) {
            int run = 1;
            for (int k = 1;
                    k < 4 && onBoard(c + k * d[0], r + k * d[1]) && cell[c + k * d[0]][r + k * d[1]] == player;
                    k++) run++;
            for (int k = 1;
                    k < 4 && onBoard(c - k * d[0], r - k * d[1]) && cell[c - k * d[0]][r - k * d[1]] == player;
                    k++) run++;
            if (run >= 4) return true;
        }
        return false;
    }

    /** True when the player has four in a row anywhere. */
    boolean hasFour(int player) {
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                if (cell[c][r] == player && fourThrough(player, c, r)) return true;
            }
        }
        return false;
    }

    /** True when the player who moved last has four in a row. */
    boolean isWon() {
        return moves > 0 && hasFour((moves - 1) & 1);
    }

    /** Bitboard (in the engine's layout) of the empty cells that complete four for the player. */
    long completingEmptyCells(int player, BoardSize size) {
        long out = 0;
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                if (cell[c][r] == -1 && fourThrough(player, c, r)) out |= 1L << size.bitIndex(c, r);
            }
        }
        return out;
    }

    /** Bitboard of the stones of one player in the engine's layout. */
    long stones(int player, BoardSize size) {
        long out = 0;
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                if (cell[c][r] == player) out |= 1L << size.bitIndex(c, r);
            }
        }
        return out;
    }
}
