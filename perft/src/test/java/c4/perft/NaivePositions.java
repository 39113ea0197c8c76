package c4.perft;

import java.util.HashSet;
import java.util.Set;

/**
 * Reference for distinct positions per ply: layers of boards written as strings (one char per
 * cell, column by column), expanded with a 2D array and a direct four-in-a-row scan.
 */
final class NaivePositions {
    private NaivePositions() {}

    static long[] perPly(int w, int h) {
        long[] counts = new long[w * h + 1];
        Set<String> layer = new HashSet<>();
        layer.add(".".repeat(w * h));
        counts[0] = 1;
        for (int ply = 0; ply < w * h; ply++) {
            Set<String> next = new HashSet<>();
            char stone = (ply & 1) == 0 ? 'X' : 'O';
            for (String board : layer) {
                char[][] g = new char[w][h];
                for (int c = 0; c < w; c++) for (int r = 0; r < h; r++) g[c][r] = board.charAt(c * h + r);
                if (anyFour(g, w, h)) continue; // won: no children
                for (int c = 0; c < w; c++) {
                    int r = 0;
                    while (r < h && g[c][r] != '.') r++;
                    if (r == h) continue;
                    char[] child = board.toCharArray();
                    child[c * h + r] = stone;
                    next.add(new String(child));
                }
            }
            counts[ply + 1] = next.size();
            layer = next;
        }
        return counts;
    }

    private static boolean anyFour(char[][] g, int w, int h) {
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int c = 0; c < w; c++) {
            for (int r = 0; r < h; r++) {
                if (g[c][r] == '.') continue;
                for (int[] d : directions) {
                    int k = 1;
                    while (k < 4) {
                        int cc = c + k * d[0];
                        int rr = r + k * d[1];
                        if (cc < 0 || cc >= w || rr < 0 || rr >= h || g[cc][rr] != g[c][r]) break;
                        k++;
                    }
                    if (k == 4) return true;
                }
            }
        }
        return false;
    }
}
