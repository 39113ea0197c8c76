package c4.play;

import c4.core.BoardSize;
import c4.core.Position;
import c4.reference.AlphaBeta;
import c4.reference.MoveOrder;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/**
 * A minimal engine speaking the protocol, for testing {@link ExternalPlayer} end to end: answers
 * with an alpha-beta search to {@code go depth N} (or depth 2). Logs every command it gets on
 * stderr-free stdout lines starting with "info got", so tests can see the size options arrive.
 */
public final class FakeProtocolEngine {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int width = 7;
        int height = 6;
        Position position = new Position();
        String line;
        while ((line = in.readLine()) != null) {
            String[] w = line.trim().split("\\s+");
            switch (w[0]) {
                case "uci" -> System.out.println("id name fake\nuciok");
                case "isready" -> System.out.println("readyok");
                case "setoption" -> {
                    if (w[2].equals("Width")) width = Integer.parseInt(w[4]);
                    if (w[2].equals("Height")) height = Integer.parseInt(w[4]);
                }
                case "position" -> {
                    position = new Position(BoardSize.of(width, height));
                    for (int i = 3; i < w.length; i++) position.play(Integer.parseInt(w[i]) - 1);
                }
                case "go" -> {
                    int depth = w[1].equals("depth") ? Integer.parseInt(w[2]) : 2;
                    int column = new AlphaBeta(AlphaBeta.Variant.FAIL_HARD, MoveOrder.COLUMN)
                            .search(position, depth)
                            .column();
                    System.out.println("info depth " + depth);
                    System.out.println("bestmove " + (column + 1));
                }
                case "quit" -> {
                    return;
                }
                default -> System.out.println("info string unknown command " + w[0]);
            }
            System.out.flush();
        }
    }
}
