package c4.protocol.server;

import c4.core.BoardRenderer;
import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Engine;
import c4.search.StaticEvaluation;
import java.util.OptionalInt;

/** The protocol's looks at the current position: {@code d} (the board and what is known of it) and {@code eval}. */
final class Inspection {
    private Inspection() {}

    /** {@code d}: the board, the moves, the side to move, the key, and the exact score if known. */
    static void display(Position position, Engine engine, ProtocolOutput out) {
        for (String row : BoardRenderer.render(position).split("\n")) out.line("info string " + row);
        out.line("info string board " + position.size() + ", moves "
                + (position.moveCount() == 0 ? "-" : position.moveString()));
        out.line("info string side to move " + (position.sideToMove() == 0 ? "X (first player)" : "O (second player)"));
        out.line(String.format("info string key %016x", position.key()));
        String known = "unknown";
        if (position.isWon()) {
            known = "game over: won by " + (position.sideToMove() == 0 ? "O" : "X");
        } else if (position.isFull()) {
            known = "game over: draw";
        } else if (engine != null && engine.size() == position.size()) {
            OptionalInt s = engine.knownExactScore(position);
            if (s.isPresent()) known = Integer.toString(s.getAsInt());
        }
        out.line("info string exact score " + known);
    }

    /** {@code eval}: the static evaluation's terms and total, for the side to move. */
    static void eval(Position position, ProtocolOutput out) throws ProtocolException {
        if (position.isGameOver()) throw new ProtocolException("eval: the game is over; nothing to evaluate");
        BoardSize size = position.size();
        long cur = position.currentStones();
        long mask = position.mask();
        int moves = position.moveCount();
        out.line("info string eval for " + (position.sideToMove() == 0 ? "X" : "O")
                + " to move (positive = good for it)");
        int sum = 0;
        for (StaticEvaluation.Term term : StaticEvaluation.INSTANCE.explain(cur, mask, moves, size)) {
            out.line("info string eval " + term.name() + " mine " + term.mine() + " theirs " + term.theirs()
                    + " weight " + term.weight() + " value " + term.value());
            sum += term.value();
        }
        int total = StaticEvaluation.INSTANCE.evaluate(cur, mask, moves, size);
        out.line("info string eval total " + total + (total != sum ? " (sum " + sum + " clamped)" : ""));
    }
}
