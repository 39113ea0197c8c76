package c4.search;

import c4.core.BoardSize;
import c4.core.Lines;
import c4.core.Position;
import c4.core.Score;
import c4.core.SearchBits;

/**
 * What is known of a position or of a move before any search: the root checks of every search
 * (solving, analysing, playing). Scores are in {@link Score} units, from the view of the side to
 * move in the position given.
 */
final class Outcomes {
    private Outcomes() {}

    /**
     * The score of a position that is not over, when it is decided at once: the side to move
     * wins with the stone it plays now, or every move lets the opponent win with its next.
     * Otherwise {@link Score#NONE}, and the position meets {@link Searcher#search}'s precondition.
     */
    static int ofPosition(long current, long mask, int moves, BoardSize size) {
        if ((Lines.winningCells(current, mask, size) & SearchBits.legalMoves(mask, size)) != 0) {
            return Score.winNow(size, moves);
        }
        if (SearchBits.nonLosingMoves(current, mask, size) == 0) return Score.lossNext(size, moves);
        return Score.NONE;
    }

    /**
     * The score of playing {@code column} (legal; the game not over), when it is decided at once:
     * the move wins, lets the opponent win with its next stone, or fills the board (a draw).
     * Otherwise {@link Score#NONE}, and the child meets {@link Searcher#search}'s precondition.
     */
    static int ofMove(Position p, int column) {
        BoardSize size = p.size();
        int moves = p.moveCount();
        if (p.isWinningMove(column)) return Score.winNow(size, moves);
        long childMask = p.mask() | p.moveBit(column);
        long childCurrent = p.currentStones() ^ p.mask();
        if ((Lines.winningCells(childCurrent, childMask, size) & SearchBits.legalMoves(childMask, size)) != 0) {
            return Score.lossNext(size, moves);
        }
        if (moves + 1 == size.cells) return 0;
        return Score.NONE;
    }

    /** A decided score as weak solving reports it: only its sign, in {@link Score#UNIT}s. */
    static int sign(int score) {
        return Score.ofExact(Integer.signum(score));
    }
}
