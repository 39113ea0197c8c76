package c4.core;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Plays random legal moves on a {@link Position} and a {@link NaiveBoard} in step. */
final class RandomGames {
    private RandomGames() {}

    /** One game on both boards; its moves come from the generator its {@link #games} share. */
    static final class Game {
        final BoardSize size;
        final NaiveBoard naive;
        final Position position;
        private final SplittableRandom rnd;

        private Game(BoardSize size, SplittableRandom rnd) {
            this.size = size;
            this.naive = new NaiveBoard(size.width, size.height);
            this.position = new Position(size);
            this.rnd = rnd;
        }

        /** True when the game is over (won by the last mover, or full). */
        boolean over() {
            return RandomGames.over(naive);
        }

        /** A random legal column (the game must not be over). */
        int randomColumn() {
            return RandomGames.randomColumn(naive, rnd);
        }

        /** Plays {@code column} on both boards. */
        void play(int column) {
            naive.play(column);
            position.play(column);
        }
    }

    /**
     * {@code perSize} fresh games on each size of {@link TestSizes#ALL}, in that order, all
     * drawing their moves from one generator seeded with {@code seed} (play them in order for
     * the same games on every run).
     */
    static List<Game> games(long seed, int perSize) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Game> games = new ArrayList<>();
        for (BoardSize size : TestSizes.ALL) {
            for (int i = 0; i < perSize; i++) games.add(new Game(size, rnd));
        }
        return games;
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
