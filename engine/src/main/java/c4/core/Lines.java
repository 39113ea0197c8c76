package c4.core;

/**
 * Shift-based four-in-a-row arithmetic on column-major bitboards (see {@link BoardSize}).
 *
 * <p>Directions are bit distances: 1 (vertical), stride (horizontal), stride+1 and stride-1 (the
 * two diagonals). A chain of cells that leaves the board through the top or the bottom crosses a
 * spare bit, which never holds a stone, so no line wraps; chains leaving through the left or the
 * right edge shift out of the 64-bit word or land beyond {@link BoardSize#boardMask}.
 */
public final class Lines {
    /**
     * Boards with a stride above 16 have at most 3 columns (W*(H+1) <= 64): only vertical lines
     * exist there, and skipping the other directions also keeps every shift below 64 (Java takes
     * shift distances modulo 64).
     */
    private static final int NARROW_STRIDE = 16;
    /** The stride of boards of the standard height 6 (any width): 7 bits a column. */
    static final int STANDARD_STRIDE = 7;

    private Lines() {}

    /** True when {@code stones} contains four in a row in any direction. */
    public static boolean hasFour(long stones, int stride) {
        return hasFourVertical(stones) || hasFourAcross(stones, stride);
    }

    /** True when {@code stones} contains four in a row vertically (on any board: bit distance 1). */
    public static boolean hasFourVertical(long stones) {
        return hasFourStep(stones, 1);
    }

    /** True when {@code stones} contains four in a row horizontally or diagonally. */
    public static boolean hasFourAcross(long stones, int stride) {
        if (stride > NARROW_STRIDE) return false;
        return hasFourStep(stones, stride) || hasFourStep(stones, stride + 1) || hasFourStep(stones, stride - 1);
    }

    private static boolean hasFourStep(long stones, int step) {
        long pairs = stones & (stones >>> step);
        return (pairs & (pairs >>> (2 * step))) != 0;
    }

    /**
     * Cells (occupied or not, spare row included) that would complete four in a row for the owner
     * of {@code stones}. Callers mask the result with the empty cells of the board.
     *
     * <p>Boards of the standard height ({@link #STANDARD_STRIDE}) take a copy whose shift
     * distances are constants, which the JIT compiles to immediates: this is the solver's
     * hottest code, and the constant copy solves about a sixth faster (docs/DESIGN.md#board). The test
     * of the stride is one well-predicted branch.
     */
    public static long completingCells(long stones, int stride) {
        return stride == STANDARD_STRIDE ? completingCellsStandard(stones) : completingCellsAnyStride(stones, stride);
    }

    /** {@link #completingCells} for any stride; package-private so that tests can compare the copies. */
    static long completingCellsAnyStride(long stones, int stride) {
        long r = vertical(stones);
        if (stride > NARROW_STRIDE) return r;
        r |= completingCellsStep(stones, stride);
        r |= completingCellsStep(stones, stride + 1);
        r |= completingCellsStep(stones, stride - 1);
        return r;
    }

    /** {@link #completingCells} for {@link #STANDARD_STRIDE}, every shift distance a constant. */
    public static long completingCellsStandard(long stones) {
        long r = vertical(stones);
        r |= completingCellsStep(stones, STANDARD_STRIDE);
        r |= completingCellsStep(stones, STANDARD_STRIDE + 1);
        r |= completingCellsStep(stones, STANDARD_STRIDE - 1);
        return r;
    }

    /** Cells with three of {@code stones} directly below. */
    private static long vertical(long stones) {
        return (stones << 1) & (stones << 2) & (stones << 3);
    }

    private static long completingCellsStep(long stones, int step) {
        long r;
        long p = (stones << step) & (stones << (2 * step)); // two stones on the "low" side
        r = p & (stones << (3 * step)); // x x x .
        r |= p & (stones >>> step); // x x . x
        p = (stones >>> step) & (stones >>> (2 * step)); // two stones on the "high" side
        r |= p & (stones >>> (3 * step)); // . x x x
        r |= p & (stones << step); // x . x x
        return r;
    }

    /** Empty cells where {@code stones} would complete four: {@code completingCells & ~mask & board}. */
    public static long winningCells(long stones, long mask, BoardSize size) {
        return completingCells(stones, size.stride) & (size.boardMask ^ mask);
    }
}
