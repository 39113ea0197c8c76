package c4.core;

/**
 * Geometry of a W x H board and its precomputed bitboard masks.
 *
 * <p>Layout: column-major, column {@code c} occupies bits {@code c*(H+1) .. c*(H+1)+H-1}; bit
 * {@code c*(H+1)+H} is a spare bit that is never set in a position. The spare row is what keeps
 * shift-based line detection from wrapping between columns: every line that leaves the board
 * through the top or the bottom passes through a spare bit, which holds no stone.
 *
 * <p>Instances are immutable and cached per size, so identity comparison is valid.
 */
public final class BoardSize {
    public static final int MAX_BITS = 64;
    /** Declared before {@link #STANDARD}: static initialisers run in textual order. */
    private static final BoardSize[][] CACHE = new BoardSize[MAX_BITS + 1][MAX_BITS + 1];

    public static final BoardSize STANDARD = of(7, 6);

    public final int width;
    public final int height;
    /** Bits per column including the spare bit: H + 1. */
    public final int stride;

    public final int cells;
    /** One bit at the bottom of every column. */
    public final long bottomMask;
    /** Every playable cell (the spare row excluded). */
    public final long boardMask;

    private final long[] columnMask;
    private final long[] bottomOfColumn;
    private final long[] topOfColumn;
    /** Columns in centre-first order (ties broken to the left). */
    private final int[] centreOrder;
    /**
     * The cells of the odd rows counted from 1 at the bottom (rows 0, 2, 4, ... of the bit
     * layout): those the first player gets when the board fills up (the zugzwang rule).
     */
    public final long oddRows;
    /**
     * The number of four-cell lines through each cell (13 at most on 7x6; capped at 15) as four
     * bit planes: plane b holds the cells whose count has bit b set. Built here, once per size, so
     * every thread sees it complete: the instance is final-field immutable and published by
     * {@link #of}'s lock.
     */
    private final long[] linesThrough = new long[4];
    /** Every four-cell line of the board, in any of the four directions, as the mask of its cells. */
    private final long[] fourCellLines;

    private BoardSize(int width, int height) {
        this.width = width;
        this.height = height;
        this.stride = height + 1;
        this.cells = width * height;
        columnMask = new long[width];
        bottomOfColumn = new long[width];
        topOfColumn = new long[width];
        long bottom = 0;
        long board = 0;
        for (int c = 0; c < width; c++) {
            long column = ((1L << height) - 1) << (c * stride);
            columnMask[c] = column;
            bottomOfColumn[c] = 1L << (c * stride);
            topOfColumn[c] = 1L << (c * stride + height - 1);
            bottom |= bottomOfColumn[c];
            board |= column;
        }
        bottomMask = bottom;
        boardMask = board;
        centreOrder = new int[width];
        Integer[] cols = new Integer[width];
        for (int c = 0; c < width; c++) cols[c] = c;
        java.util.Arrays.sort(cols, (a, b) -> {
            int da = Math.abs(2 * a - (width - 1));
            int db = Math.abs(2 * b - (width - 1));
            return da != db ? Integer.compare(da, db) : Integer.compare(a, b);
        });
        for (int i = 0; i < width; i++) centreOrder[i] = cols[i];
        long odd = 0;
        for (int row = 0; row < height; row += 2) odd |= bottom << row;
        oddRows = odd;
        fourCellLines = enumerateFourCellLines();
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                long cell = 1L << bitIndex(c, r);
                int through = 0;
                for (long line : fourCellLines) if ((line & cell) != 0) through++;
                int lines = Math.min(15, through); // 16 (4 per direction) from 7x7 up: one bit short
                for (int b = 0; b < 4; b++) if ((lines & 1 << b) != 0) linesThrough[b] |= cell;
            }
        }
    }

    /** The masks of the board's four-cell lines: rows, columns and both diagonals. */
    private long[] enumerateFourCellLines() {
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        java.util.List<Long> lines = new java.util.ArrayList<>();
        for (int c0 = 0; c0 < width; c0++) {
            for (int r0 = 0; r0 < height; r0++) {
                for (int[] d : directions) {
                    int c3 = c0 + 3 * d[0];
                    int r3 = r0 + 3 * d[1];
                    if (c3 >= width || r3 < 0 || r3 >= height) continue;
                    long line = 0;
                    for (int k = 0; k < 4; k++) line |= 1L << bitIndex(c0 + k * d[0], r0 + k * d[1]);
                    lines.add(line);
                }
            }
        }
        return lines.stream().mapToLong(Long::longValue).toArray();
    }

    /** The masks of every four-cell line of the board (69 on 7x6), a copy. */
    public long[] fourCellLines() {
        return fourCellLines.clone();
    }

    /** Plane {@code bit} (0..3) of {@link #linesThrough}: the cells whose line count has that bit set. */
    public long linesThroughPlane(int bit) {
        return linesThrough[bit];
    }

    /** Returns the board of the given size; throws with a clear message when it does not fit 64 bits. */
    public static BoardSize of(int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException(
                    "board size " + width + "x" + height + ": width and height must be at least 1");
        }
        if ((long) width * ((long) height + 1) > MAX_BITS) {
            throw new IllegalArgumentException("board size " + width + "x" + height
                    + " does not fit a 64-bit bitboard: width*(height+1) = " + (long) width * ((long) height + 1)
                    + " > 64 (7x6, 8x7, 9x6, 6x5, 4x4 all fit)");
        }
        synchronized (CACHE) {
            BoardSize size = CACHE[width][height];
            if (size == null) {
                size = new BoardSize(width, height);
                CACHE[width][height] = size;
            }
            return size;
        }
    }

    /** Parses {@code WxH} (for example {@code 7x6}). */
    public static BoardSize parse(String text) {
        String t = Fields.strip(text).toLowerCase(java.util.Locale.ROOT);
        int x = t.indexOf('x');
        if (x <= 0 || x == t.length() - 1) {
            throw new IllegalArgumentException("board size " + Echo.quote(text) + ": expected WxH, for example 7x6");
        }
        String ws = t.substring(0, x);
        String hs = t.substring(x + 1);
        if (!WholeNumber.isNumber(ws) || !WholeNumber.isNumber(hs)) {
            throw new IllegalArgumentException("board size " + Echo.quote(text) + ": expected WxH, for example 7x6");
        }
        int w;
        int h;
        try {
            w = WholeNumber.parseInt("width", ws, 1, MAX_BITS);
            h = WholeNumber.parseInt("height", hs, 1, MAX_BITS - 1);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("board size " + Echo.quote(text) + ": " + e.getMessage());
        }
        return of(w, h);
    }

    public long columnMask(int column) {
        return columnMask[column];
    }

    public long bottomOfColumn(int column) {
        return bottomOfColumn[column];
    }

    public long topOfColumn(int column) {
        return topOfColumn[column];
    }

    /** The i-th column in centre-first order. */
    public int centreOrder(int i) {
        return centreOrder[i];
    }

    /** Bit index of cell (column, row), row 0 at the bottom. */
    public int bitIndex(int column, int row) {
        return column * stride + row;
    }

    public int columnOfBit(int bit) {
        return bit / stride;
    }

    public int rowOfBit(int bit) {
        return bit % stride;
    }

    /** The bit index of the left-right mirror image of the given cell. */
    public int mirrorBit(int bit) {
        return bitIndex(width - 1 - columnOfBit(bit), rowOfBit(bit));
    }

    /** Mirrors a bitboard left-right (column c goes to column W-1-c). */
    public long mirror(long bits) {
        long out = 0;
        int shift = (width - 1) * stride;
        long columnBits = -1L >>> (64 - stride); // stride may be 64 (1x63), where 1L << 64 == 1
        for (int c = 0; c < width; c++) {
            long col = (bits >>> (c * stride)) & columnBits;
            out |= col << (shift - c * stride);
        }
        return out;
    }

    /**
     * Score of a win by the side to move with the stone it plays now, after {@code moves} stones:
     * {@code (cells + 1 - moves) / 2}. On 7x6 that is {@code 22 - n} for the winner's n-th stone.
     */
    public int winScore(int moves) {
        return (cells + 1 - moves) / 2;
    }

    @Override
    public String toString() {
        return width + "x" + height;
    }
}
