package c4.play;

import c4.core.Position;

/** Plays one game between two players from an opening (a position that is not over). */
public final class Game {
    private Game() {
    }

    /**
     * Plays until the game ends; {@code first} moves when the opening has an even number of
     * stones (X to move), otherwise {@code second}. The opening position is not changed.
     */
    public static GameRecord play(int number, Position opening, Player first, Player second) {
        if (opening.isGameOver()) throw new IllegalArgumentException("opening " + opening.moveString() + " is already over");
        Position p = opening.copy();
        while (!p.isGameOver()) {
            Player mover = p.sideToMove() == 0 ? first : second;
            int column = mover.choose(p).column();
            if (column < 0 || column >= p.size().width || !p.canPlay(column)) {
                throw new IllegalStateException("player '" + mover.name() + "' chose illegal column " + (column + 1)
                        + " in position " + p.moveString());
            }
            p.play(column);
        }
        int result = 0;
        if (p.isWon()) result = p.sideToMove() == 1 ? 1 : -1; // X just moved and won when O is to move
        String all = p.moveString();
        String openingMoves = opening.moveString();
        return new GameRecord(number, first.name(), second.name(), openingMoves,
                all.substring(openingMoves.length()), result);
    }
}
