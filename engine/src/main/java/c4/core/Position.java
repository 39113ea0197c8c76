package c4.core;

/**
 * A Connect Four position on 64-bit bitboards (layout in {@link BoardSize}).
 *
 * <p>{@code current} holds the stones of the side to move, {@code mask} every stone. Playing
 * flips {@code current} to the other side and adds the new stone to {@code mask}; undoing runs
 * the same steps backwards. The Zobrist key and the key of the mirrored position are updated
 * incrementally. Nothing is allocated per move.
 */
public final class Position {
    private final BoardSize size;
    private long current;
    private long mask;
    private int moves;
    private long key;
    private long mirrorKey;
    /** Columns played, for undo and for {@link #moveString()}. */
    private final byte[] history;

    public Position(BoardSize size) {
        this.size = size;
        this.history = new byte[size.cells];
    }

    public Position() {
        this(BoardSize.STANDARD);
    }

    /** Parses a move string (see {@link Notation}); throws {@link IllegalMoveException} naming the move. */
    public static Position parse(String moves, BoardSize size) {
        Position p = new Position(size);
        p.playAll(moves);
        return p;
    }

    public static Position parse(String moves) {
        return parse(moves, BoardSize.STANDARD);
    }

    /**
     * A MOVES argument of the command line: spaces and tabs around it dropped (as around every
     * value there), {@code -} or nothing the empty board.
     *
     * @throws IllegalArgumentException as {@link #parse(String, BoardSize)}
     */
    public static Position parseArgument(String moves, BoardSize size) {
        String m = Fields.strip(moves);
        return parse(m.equals("-") ? "" : m, size);
    }

    /**
     * Plays every move of a move string, or none: on error the position is left as it was and the
     * exception names the 1-based index of the move and the character (escaped by {@link Echo}).
     */
    public void playAll(String moveString) {
        int start = moves;
        for (int i = 0; i < moveString.length(); i++) {
            char ch = moveString.charAt(i);
            int column = Notation.columnOf(ch);
            String problem = null;
            if (column < 0) {
                problem = "'" + Echo.text(ch) + "' is not a column";
            } else if (column >= size.width) {
                problem = "column " + (column + 1) + " ('" + ch + "') is off the " + size + " board";
            } else if (isWon()) {
                problem = "the game is already won";
            } else if (moves == size.cells) {
                problem = "the board is full";
            } else if (!canPlay(column)) {
                problem = "column " + (column + 1) + " is full";
            }
            if (problem != null) {
                while (moves > start) undo();
                throw new IllegalMoveException(i + 1, String.valueOf(ch), problem);
            }
            play(column);
        }
    }

    public Position copy() {
        Position p = new Position(size);
        p.copyFrom(this);
        return p;
    }

    public void copyFrom(Position other) {
        if (other.size != size) throw new IllegalArgumentException("board sizes differ");
        current = other.current;
        mask = other.mask;
        moves = other.moves;
        key = other.key;
        mirrorKey = other.mirrorKey;
        System.arraycopy(other.history, 0, history, 0, other.moves);
    }

    public BoardSize size() {
        return size;
    }

    public boolean canPlay(int column) {
        return (mask & size.topOfColumn(column)) == 0;
    }

    /** Plays a legal move (no checks: callers test {@link #canPlay}). */
    public void play(int column) {
        long newMask = mask | (mask + size.bottomOfColumn(column));
        int bit = Long.numberOfTrailingZeros(newMask ^ mask);
        int player = moves & 1;
        key ^= Zobrist.of(player, bit);
        mirrorKey ^= Zobrist.of(player, size.mirrorBit(bit));
        current ^= mask;
        mask = newMask;
        history[moves++] = (byte) column;
    }

    /** Takes back the last move. */
    public void undo() {
        int column = history[--moves];
        long top = Long.highestOneBit(mask & size.columnMask(column));
        int bit = Long.numberOfTrailingZeros(top);
        int player = moves & 1;
        key ^= Zobrist.of(player, bit);
        mirrorKey ^= Zobrist.of(player, size.mirrorBit(bit));
        mask ^= top;
        current ^= mask;
    }

    /** Bitboard of the cells where a stone can be dropped now. */
    public long legalMoves() {
        return SearchBits.legalMoves(mask, size);
    }

    /** The bit of the cell a stone dropped in {@code column} would land on. */
    public long moveBit(int column) {
        return (mask + size.bottomOfColumn(column)) & size.columnMask(column);
    }

    /** True when playing {@code column} (which must be legal) makes four for the side to move. */
    public boolean isWinningMove(int column) {
        return (winningCells() & moveBit(column)) != 0;
    }

    /** Empty cells that would complete four for the side to move. */
    public long winningCells() {
        return Lines.winningCells(current, mask, size);
    }

    /** True if the side to move can win at once. */
    public boolean canWinNow() {
        return (winningCells() & legalMoves()) != 0;
    }

    /**
     * Moves that do not hand the opponent an immediate win, assuming the side to move cannot
     * win at once: if the opponent has a playable winning cell, only that block (or nothing,
     * when there are two), and never a cell directly below an opponent winning cell.
     */
    public long nonLosingMoves() {
        return SearchBits.nonLosingMoves(current, mask, size);
    }

    /**
     * A legal column that does not let the opponent win at once when there is one, centre
     * first; any legal column otherwise; -1 when the game is over. A safe answer when no search
     * result is available.
     */
    public int safeColumn() {
        if (isGameOver()) return -1;
        long winning = winningCells() & legalMoves();
        long safe = winning != 0 ? winning : nonLosingMoves();
        int fallback = -1;
        for (int i = 0; i < size.width; i++) {
            int c = size.centreOrder(i);
            if (!canPlay(c)) continue;
            if ((safe & moveBit(c)) != 0) return c;
            if (fallback < 0) fallback = c;
        }
        return fallback;
    }

    /** True if the player who moved last has four in a row. */
    public boolean isWon() {
        return Lines.hasFour(current ^ mask, size.stride);
    }

    public boolean isFull() {
        return moves == size.cells;
    }

    public boolean isGameOver() {
        return isWon() || isFull();
    }

    public int moveCount() {
        return moves;
    }

    /** 0 when the first player is to move, 1 otherwise. */
    public int sideToMove() {
        return moves & 1;
    }

    public long currentStones() {
        return current;
    }

    public long mask() {
        return mask;
    }

    public long stonesOf(int player) {
        return player == sideToMove() ? current : current ^ mask;
    }

    public long key() {
        return key;
    }

    /** Zobrist key of the left-right mirror image. */
    public long mirrorKey() {
        return mirrorKey;
    }

    /** A code that identifies the position uniquely: {@code current + mask} (no carry crosses a column). */
    public long code() {
        return current + mask;
    }

    public int column(int moveIndex) {
        return history[moveIndex];
    }

    /** The moves played, in the project's notation. */
    public String moveString() {
        StringBuilder sb = new StringBuilder(moves);
        for (int i = 0; i < moves; i++) sb.append(Notation.charOf(history[i]));
        return sb.toString();
    }

    /** The stone at (column, row): 0 first player, 1 second player, -1 empty. */
    public int stoneAt(int column, int row) {
        long bit = 1L << size.bitIndex(column, row);
        if ((mask & bit) == 0) return -1;
        return ((current & bit) != 0) == (sideToMove() == 0) ? 0 : 1;
    }

    @Override
    public String toString() {
        return BoardRenderer.render(this);
    }
}
