package c4.reference;

import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.Position;

/** The order in which the reference searchers try the columns of a position. */
public enum MoveOrder {
    /** Left to right, as taught. */
    COLUMN,
    /** The engine's ordering: most threats (empty cells completing four) created first, centre first on ties. */
    ENGINE;

    /** The playable columns of {@code p} in this order; the array has exactly that many entries. */
    public int[] columns(Position p) {
        BoardSize size = p.size();
        int[] out = new int[size.width];
        int[] keys = new int[size.width];
        int n = 0;
        for (int i = 0; i < size.width; i++) {
            int c = this == COLUMN ? i : size.centreOrder(i);
            if (!p.canPlay(c)) continue;
            int key = this == COLUMN ? 0 : threatsAfter(p, c);
            // insertion sort, stable: equal keys keep the column / centre order
            int j = n++;
            while (j > 0 && keys[j - 1] < key) {
                out[j] = out[j - 1];
                keys[j] = keys[j - 1];
                j--;
            }
            out[j] = c;
            keys[j] = key;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** Empty cells that would complete four for the side to move once it has played {@code column}. */
    static int threatsAfter(Position p, int column) {
        BoardSize size = p.size();
        long move = p.moveBit(column);
        long mine = p.currentStones() | move;
        long empty = size.boardMask ^ (p.mask() | move);
        return Long.bitCount(Lines.completingCells(mine, size.stride) & empty);
    }

    /** Parses {@code column} or {@code engine}. */
    public static MoveOrder parse(String text) {
        return switch (text) {
            case "column" -> COLUMN;
            case "engine" -> ENGINE;
            default -> throw new IllegalArgumentException("move order '" + text + "': expected column or engine");
        };
    }
}
