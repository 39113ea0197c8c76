package c4.protocol.server;

import c4.core.BoardRenderer;
import c4.core.BoardSize;
import c4.core.Position;
import c4.search.Engine;
import c4.search.StaticEvaluation;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/** The protocol's looks at the current position: {@code d} (the board and what is known of it) and {@code eval}. */
final class Inspection {
    private Inspection() {}

    /**
     * {@code d}: the board, the moves, the side to move, the key, and the exact score if known; its
     * lines together, though a search may be printing its own.
     */
    static void display(Position position, Engine engine, ProtocolOutput output) {
        List<String> out = new ArrayList<>();
        for (String row : BoardRenderer.render(position).split("\n")) out.add("info string " + row);
        out.add("info string board " + position.size() + ", moves "
                + (position.moveCount() == 0 ? "-" : position.moveString()));
        out.add("info string side to move " + (position.sideToMove() == 0 ? "X (first player)" : "O (second player)"));
        out.add(String.format("info string key %016x", position.key()));
        String known = "unknown";
        if (position.isWon()) {
            known = "game over: won by " + (position.sideToMove() == 0 ? "O" : "X");
        } else if (position.isFull()) {
            known = "game over: draw";
        } else if (engine != null && engine.size() == position.size()) {
            OptionalInt s = engine.knownExactScore(position);
            if (s.isPresent()) known = Integer.toString(s.getAsInt());
        }
        out.add("info string exact score " + known);
        output.lines(out);
    }

    /** {@code eval}: the static evaluation's terms and total, for the side to move; its lines together. */
    static void eval(Position position, ProtocolOutput output) throws ProtocolException {
        if (position.isGameOver()) throw new ProtocolException("eval: the game is over; nothing to evaluate");
        BoardSize size = position.size();
        long cur = position.currentStones();
        long mask = position.mask();
        int moves = position.moveCount();
        List<String> out = new ArrayList<>();
        out.add("info string eval for " + (position.sideToMove() == 0 ? "X" : "O")
                + " to move (positive = good for it)");
        int sum = 0;
        for (StaticEvaluation.Term term : StaticEvaluation.INSTANCE.explain(cur, mask, moves, size)) {
            out.add("info string eval " + term.name() + " mine " + term.mine() + " theirs " + term.theirs() + " weight "
                    + term.weight() + " value " + term.value());
            sum += term.value();
        }
        int total = StaticEvaluation.INSTANCE.evaluate(cur, mask, moves, size);
        out.add("info string eval total " + total + (total != sum ? " (sum " + sum + " clamped)" : ""));
        output.lines(out);
    }
}
