package c4.search;

import c4.core.BoardSize;
import c4.core.Lines;

/**
 * One thread's move ordering: fills a {@link Frame}'s move list with the moves of a bitboard,
 * best first. The solver's order counts the threat cells (empty cells completing four) each move
 * makes, then prefers those of which more are playable at once (threats the opponent must answer
 * now), then cells on many lines near the centre: at the table nodes the lines still open to the
 * side to move, weighted by its stones in them; in the endgame all lines, a fixed priority per
 * cell (cheaper, and there the open lines lost nodes). The play search adds killer and history
 * bonuses, which help depth-limited search but double the nodes of exact solving (they override
 * the centre-first tie-break, which is better there).
 */
public final class MoveOrdering {
    private static final int THREAT_SHIFT = 24;
    private static final int KILLER_BONUS = 1 << 22;
    private static final int HISTORY_LIMIT = 1 << 21;
    private static final int CENTRE_STEP_LINES = 3;
    /** The lowest cell of every column on 7x6, for {@link #standardThreatKeys}. */
    private static final long STANDARD_BOTTOM = BoardSize.STANDARD.bottomMask;

    private final int width;
    private final int stride;
    private final long boardMask;
    private final long bottomMask;
    private final long[] columnMask;
    private final int[] centreOrder;
    /**
     * Per bit, the tie-break of the solver's order among moves making equal threats, 14 bits:
     * (lines through the cell + {@link #CENTRE_STEP_LINES} * c) << 6 | c, where c = width - 1 -
     * (index of its column in centre order) is below 32 and the lines at most 15: a step
     * towards the centre weighs as much as three lines through the cell (docs/DESIGN.md#move-ordering).
     */
    private final int[] cellPriorityOfBit = new int[64];

    private final int[] columnOfBit = new int[64];
    /**
     * The four-cell lines through each bit, flattened: those of bit b are {@code
     * linesOfBits[lineStart[b]] .. linesOfBits[lineStart[b + 1] - 1]}.
     */
    private final long[] linesOfBits;

    private final int[] lineStart = new int[65];
    /** History of cutoffs per (player, bit): the first player's at 0..63, the second's at 64..127. */
    private final int[] history = new int[128];

    private boolean heuristic;

    public MoveOrdering(BoardSize size) {
        width = size.width;
        stride = size.stride;
        boardMask = size.boardMask;
        bottomMask = size.bottomMask;
        columnMask = new long[width];
        centreOrder = new int[width];
        for (int c = 0; c < width; c++) {
            columnMask[c] = size.columnMask(c);
            centreOrder[c] = size.centreOrder(c);
        }
        long[] lines = size.fourCellLines();
        int total = 0;
        for (long line : lines) total += Long.bitCount(line);
        linesOfBits = new long[total];
        int k = 0;
        for (int bit = 0; bit < 64; bit++) {
            lineStart[bit] = k;
            for (long line : lines) if ((line >>> bit & 1) != 0) linesOfBits[k++] = line;
        }
        lineStart[64] = k;
        assert k == total;
        int[] centrePriority = new int[width];
        for (int i = 0; i < width; i++) centrePriority[centreOrder[i]] = width - 1 - i;
        for (int bit = 0; bit < 64; bit++) {
            columnOfBit[bit] = Math.min(width - 1, bit / stride);
            // 16 lines through a cell (4 per direction) from 7x7 up: capped as BoardSize's planes are
            int through = Math.min(15, lineStart[bit + 1] - lineStart[bit]);
            int c = centrePriority[columnOfBit[bit]];
            assert c < 32 && through + CENTRE_STEP_LINES * c < 256; // 14 bits
            cellPriorityOfBit[bit] = (through + CENTRE_STEP_LINES * c) << 6 | c;
        }
    }

    /** Starts a search: forgets the history; {@code heuristic} turns killers and history on. */
    public void newSearch(boolean heuristic) {
        this.heuristic = heuristic;
        java.util.Arrays.fill(history, 0);
    }

    /** The move of {@code column} among {@code moves} (0 when that column is not among them). */
    long moveIn(long moves, int column) {
        return moves & columnMask[column];
    }

    /**
     * Appends the moves of {@code next} to the frame's list from index {@code start} on, best
     * first, in the order of the current search; returns the new length.
     */
    int order(Frame f, long current, long mask, long own, int moves, long next, int start) {
        return heuristic
                ? byHeuristics(f, current, mask, moves, next, start)
                : sortByThreats(f, current, mask, own, next, start, true);
    }

    /**
     * The solver's order in the endgame: by threat cells made, one fewer for a move right below
     * one of the side's own threat cells (the opponent answers it by taking that cell); among
     * equals, by how many of them are playable at once (the opponent must answer: forcing moves
     * first), then by the cell's fixed priority (four-cell lines through it plus three per step
     * towards the centre column), then centre first. Each move is one int sort key ({@link
     * #threatKey}), so the insertion sort moves one array and the move is the key's low six bits
     * (no column is looked up: the endgame never needs one); threat counts above 62 or more than
     * 15 playable ones, impossible on 7x6, would merely tie.
     */
    public int byThreats(Frame f, long current, long mask, long own, long next, int start) {
        return sortByThreats(f, current, mask, own, next, start, false);
    }

    /**
     * {@link #byThreats}, or with {@code openLines} the table nodes' order, whose cell priority
     * is {@link #openLinePriority} instead of the fixed one.
     */
    private int sortByThreats(Frame f, long current, long mask, long own, long next, int start, boolean openLines) {
        int[] keys = f.sortKeys;
        long opponent = current ^ mask;
        long empty = boardMask ^ mask;
        int n = start;
        for (long rest = next; rest != 0; rest &= rest - 1) {
            long move = rest & -rest;
            int bit = Long.numberOfTrailingZeros(move);
            long made = Lines.completingCells(current | move, stride) & (empty ^ move);
            int playable = Math.min(15, Long.bitCount(made & (mask | move) + bottomMask));
            int below = (own & move << 1) != 0 ? 1 : 0;
            int priority = openLines ? openLinePriority(bit, current, opponent) : cellPriorityOfBit[bit];
            insert(keys, start, n++, threatKey(Math.min(63, Long.bitCount(made) + 1 - below), playable, priority, bit));
        }
        long[] sorted = f.moves;
        for (int j = start; j < n; j++) sorted[j] = 1L << keys[j]; // a shift takes the low six bits: the bit index
        return n;
    }

    /**
     * {@link #byThreats}'s sort keys alone on 7x6 (stride 7, every threat count below 63, at most
     * 7 playable), best first from index 0 of {@code keys}; returns their number. A key's move is
     * {@code 1L << key} (Java takes the shift distance's low six bits, the bit index). Also
     * leaves each move's completing cells ({@code Lines.completingCells(current | move)}, not
     * masked) at {@code cells[base + standardColumn(bit)]}: the opponent's threats in that move's
     * child.
     */
    int standardThreatKeys(int[] keys, long current, long mask, long own, long next, long[] cells, int base) {
        assert stride == BoardSize.STANDARD.stride && boardMask == BoardSize.STANDARD.boardMask;
        long empty = boardMask ^ mask;
        int n = 0;
        for (long rest = next; rest != 0; rest &= rest - 1) {
            long move = rest & -rest;
            int bit = Long.numberOfTrailingZeros(move);
            long completing = Lines.completingCellsStandard(current | move);
            cells[base + standardColumn(bit)] = completing;
            long made = completing & (empty ^ move);
            int playable = Long.bitCount(made & (mask | move) + STANDARD_BOTTOM);
            int below = (own & move << 1) != 0 ? 1 : 0;
            insert(keys, 0, n++, threatKey(Long.bitCount(made) + 1 - below, playable, cellPriorityOfBit[bit], bit));
        }
        return n;
    }

    /**
     * The solver's sort key of the move at {@code bit}: {@code threatsPlusOne} (threat cells made,
     * plus one, minus one when right below an own threat: 0..63), then {@code playable} (0..15),
     * then the cell's {@code priority} (14 bits), then the bit index in the low six bits.
     */
    private static int threatKey(int threatsPlusOne, int playable, int priority, int bit) {
        assert threatsPlusOne >= 0 && threatsPlusOne < 64 && playable >= 0 && playable < 16
                : threatsPlusOne + " " + playable;
        assert priority >= 0 && priority < 1 << 14 : priority;
        return (threatsPlusOne << 4 | playable) << 20 | priority << 6 | bit;
    }

    /**
     * The table nodes' priority of the empty cell at {@code bit} for the side to move ({@code
     * own} its stones): the sum over the four-cell lines through the cell that hold none of the
     * {@code opponent}'s stones of (1 + own stones in the line) squared, plus three per step
     * towards the centre (capped at 255, the field's eight bits), then the centre rank in the low
     * six bits as in {@link #cellPriorityOfBit}. A line the opponent holds a stone of can no
     * longer be won; one with more of ours is nearer to a threat (docs/DESIGN.md#move-ordering,
     * "Open lines at the table nodes").
     */
    private int openLinePriority(int bit, long own, long opponent) {
        int weight = 0;
        for (int i = lineStart[bit], end = lineStart[bit + 1]; i < end; i++) {
            long line = linesOfBits[i];
            if ((line & opponent) == 0) {
                int stones = 1 + Long.bitCount(line & own);
                weight += stones * stones;
            }
        }
        int centre = cellPriorityOfBit[bit] & 63;
        return Math.min(255, weight + CENTRE_STEP_LINES * centre) << 6 | centre;
    }

    /** The column of bit {@code bit} on a board of stride 7 (a constant divisor: a multiplication). */
    static int standardColumn(int bit) {
        return bit / 7;
    }

    /** Inserts {@code key} into the descending {@code keys[start..end)}, which grows by one. */
    private static void insert(int[] keys, int start, int end, int key) {
        int j = end;
        while (j > start && keys[j - 1] < key) {
            keys[j] = keys[j - 1];
            j--;
        }
        keys[j] = key;
    }

    /** The column of a move's bit. */
    int columnOf(long move) {
        return columnOfBit[Long.numberOfTrailingZeros(move)];
    }

    /** The play search's order: threat cells made, then the frame's killer and the history, centre first among equals. */
    private int byHeuristics(Frame f, long current, long mask, int moves, long next, int start) {
        long[] bits = f.moves;
        int[] scores = f.sortKeys;
        int historyBase = (moves & 1) << 6;
        int n = start;
        for (int i = 0; i < width; i++) {
            int c = centreOrder[i];
            long move = next & columnMask[c];
            if (move == 0) continue;
            int s = Long.bitCount(Lines.completingCells(current | move, stride) & (boardMask ^ (mask | move)))
                    << THREAT_SHIFT;
            if (c == f.killer) s += KILLER_BONUS;
            s += history[historyBase + Long.numberOfTrailingZeros(move)];
            int j = n++;
            while (j > start && scores[j - 1] < s) {
                bits[j] = bits[j - 1];
                scores[j] = scores[j - 1];
                j--;
            }
            bits[j] = move;
            scores[j] = s;
        }
        return n;
    }

    /**
     * A move of {@code column} on {@code bit} cut off a node of the side {@code moves & 1} with
     * {@code empty} cells. Recorded only for the play search's order: the solver's never reads it.
     */
    void cutoff(Frame f, int column, int bit, int moves, int empty) {
        if (!heuristic) return;
        f.killer = column;
        int i = ((moves & 1) << 6) + bit;
        int h = history[i] + empty * empty;
        history[i] = h;
        if (h > HISTORY_LIMIT) {
            for (int k = 0; k < history.length; k++) history[k] >>= 1;
        }
    }
}
