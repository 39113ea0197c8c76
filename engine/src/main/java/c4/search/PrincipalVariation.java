package c4.search;

import c4.core.Position;

/** The principal variation of a root move: the move, then the table's best moves as far as they are known and legal. */
final class PrincipalVariation {
    private PrincipalVariation() {}

    /** At most {@code maxLength} columns starting with {@code first} (empty when first is -1); a winning move ends it. */
    static int[] of(TableAccess table, Position position, int first, int maxLength) {
        if (first < 0) return new int[0];
        int width = position.size().width;
        int[] pv = new int[Math.max(1, maxLength)];
        Position p = position.copy();
        p.play(first);
        pv[0] = first;
        int n = 1;
        while (n < pv.length && !p.isGameOver()) {
            int c = -1;
            if (p.canWinNow()) {
                for (int i = 0; i < width && c < 0; i++) if (p.canPlay(i) && p.isWinningMove(i)) c = i;
            } else {
                TableAccess.Entry e = table.lookup(p);
                if (e != null) c = e.bestColumn();
            }
            if (c < 0 || c >= width || !p.canPlay(c)) break;
            pv[n++] = c;
            p.play(c);
        }
        return java.util.Arrays.copyOf(pv, n);
    }
}
