package c4.play;

import c4.core.Echo;
import c4.core.Position;

/** Plays one game between two players from an opening (a position that is not over). */
public final class Game {
    private Game() {}

    /**
     * Starts both players (X first), then plays until the game ends; X ({@code first}) moves when
     * the opening has an even number of stones. A player that cannot start, fails to give a move
     * ({@link PlayerFailure}), throws, or chooses an illegal column loses by forfeit at once; the
     * record says why. Nothing a player does makes this throw. The opening is not changed.
     */
    public static GameRecord play(int number, Position opening, Player first, Player second) {
        if (opening.isGameOver())
            throw new IllegalArgumentException("opening " + opening.moveString() + " is already over");
        Player[] players = {first, second};
        Position p = opening.copy();
        String forfeit = null;
        int loser = -1;
        for (int side = 0; side < 2 && forfeit == null; side++) {
            try {
                players[side].start();
            } catch (RuntimeException | StackOverflowError e) {
                forfeit = reason(e);
                loser = side;
            }
        }
        while (forfeit == null && !p.isGameOver()) {
            int side = p.sideToMove();
            String problem;
            try {
                int column = players[side].choose(p).column();
                problem = illegal(p, column);
                if (problem == null) p.play(column);
                else problem = "illegal move: " + problem;
            } catch (RuntimeException | StackOverflowError e) {
                problem = reason(e);
            }
            if (problem != null) {
                forfeit = problem;
                loser = side;
            }
        }
        int result;
        if (forfeit != null) result = loser == 0 ? -1 : 1;
        else if (p.isWon()) result = p.sideToMove() == 1 ? 1 : -1; // X just moved and won when O is to move
        else result = 0;
        String all = p.moveString();
        String openingMoves = opening.moveString();
        return new GameRecord(
                number,
                first.name(),
                second.name(),
                openingMoves,
                all.substring(openingMoves.length()),
                result,
                forfeit);
    }

    /** Null when the 0-based {@code column} can be played in {@code p}, otherwise what is wrong. */
    static String illegal(Position p, int column) {
        if (column < 0 || column >= p.size().width)
            return "column " + (column + 1) + " is off the " + p.size() + " board";
        if (!p.canPlay(column)) return "column " + (column + 1) + " is full";
        return null;
    }

    /** One line on what went wrong: a player failure's own reason, or the exception of a crash. */
    private static String reason(Throwable e) {
        if (e instanceof PlayerFailure f) return f.reason();
        return "crashed: " + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + Echo.text(e.getMessage()));
    }
}
