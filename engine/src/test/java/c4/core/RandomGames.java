package c4.core;

import java.util.SplittableRandom;

/** Plays random legal moves on a {@link Position} and a {@link NaiveBoard} in step. */
final class RandomGames {
    private RandomGames() {
    }

    /** A random legal column of the naive board (which must not be full). */
    static int randomColumn(NaiveBoard b, SplittableRandom rnd) {
        int column;
        do {
            column = rnd.nextInt(b.width);
        } while (!b.canPlay(column));
        return column;
    }

    /** True when the game on the naive board is over (won by the last mover, or full). */
    static boolean over(NaiveBoard b) {
        return b.isWon() || b.moves == b.width * b.height;
    }
}
