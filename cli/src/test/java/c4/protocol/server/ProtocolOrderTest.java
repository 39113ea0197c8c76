package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Commands take effect in the order they are sent: a GUI that stops a search and at once sends
 * the next position and {@code go} (all in one write, as a pipe delivers them) gets its
 * {@code bestmove} for the position it meant, never a refusal because the old search was still
 * ending. Each round also checks the commands that need the search idle: ucinewgame, setoption.
 */
@Tag("slow")
class ProtocolOrderTest {
    private static final int ROUNDS = 200;
    /** Positions with column 4 full: the empty board's answer (4, from the book) is illegal in them. */
    private static final String[] MEANT = {"444444", "4444441", "4444447", "44444423"};

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void stopThenPositionThenGoInOneWrite(int threads) throws Exception {
        int wrong = 0;
        List<String> failures = new ArrayList<>();
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name Threads value " + threads);
            e.sync();
            for (int round = 0; round < ROUNDS; round++) {
                String meant = MEANT[round % MEANT.length];
                String between = switch (round % 3) {
                    case 0 -> "";
                    case 1 -> "ucinewgame\n";
                    default -> "setoption name MultiPV value " + (1 + round % 2) + "\n";
                };
                // one write: the old search is still ending when position and go arrive
                e.sendRaw("position startpos\ngo infinite\nstop\n" + between + "position startpos moves " + meant
                        + "\ngo movetime 10\n");
                List<String> got = answers(e, 2);
                List<String> moves =
                        got.stream().filter(l -> l.startsWith("bestmove")).toList();
                boolean ok = got.stream().noneMatch(l -> l.startsWith("info string error"))
                        && moves.size() == 2
                        && legal("", moves.get(0))
                        && legal(meant, moves.get(1));
                if (!ok) {
                    wrong++;
                    if (failures.size() < 3) failures.add("round " + round + ": " + got);
                }
            }
            e.send("quit");
            assertTrue(e.waitFor(10_000), "quit did not end the program");
        }
        System.err.println("order: threads " + threads + ": " + wrong + " of " + ROUNDS + " rounds wrong");
        assertEquals(0, wrong, "rounds answered in the wrong position or refused: " + failures);
    }

    /**
     * Commands that need the search idle, sent during an infinite search without a stop, wait
     * for it; the stop sent after them ends every search before it, in order, with no error.
     */
    @Test
    void aStopAfterWaitingCommandsEndsEverySearchBeforeIt() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("go infinite");
            e.untilPrefix("info depth", 10_000);
            // without the book, go depth 30 and analyze run far longer than this test: only the stop ends them
            e.sendRaw("setoption name OwnBook value false\ngo depth 30\nsetoption name Hash value 2\nucinewgame\n"
                    + "position startpos moves 444444\nanalyze\nd\nstop\n");
            List<String> got = new ArrayList<>();
            for (int i = 0; i < 3; i++) got.addAll(e.untilPrefix("bestmove", 10_000));
            got.addAll(e.sync()); // d may come after analyze's bestmove: analyze may end before d is read
            assertTrue(got.stream().noneMatch(l -> l.startsWith("info string error")), got.toString());
            assertTrue(got.contains("info string board 7x6, moves 444444"), "d after position: " + got);
            List<String> moves =
                    got.stream().filter(l -> l.startsWith("bestmove")).toList();
            assertEquals(3, moves.size(), "one bestmove per search: " + got);
            assertTrue(legal("444444", moves.get(2)), "analyze answers the position sent before it: " + moves);
        }
    }

    /**
     * The bestmove of a stopped search is an effect of the stop: an isready sent after the stop
     * is answered after it, every time (a GUI syncs on readyok and must see no stray bestmove).
     */
    @Test
    void isreadyAfterAStopComesAfterItsBestmove() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name OwnBook value false");
            e.send("position startpos moves 4453");
            e.sync();
            for (int round = 0; round < 20; round++) {
                e.send("go infinite");
                if (round % 2 == 0) e.untilPrefix("info depth", 10_000); // stopped mid-search, or at once
                e.sendRaw("stop\nisready\n");
                List<String> got = e.untilPrefix("readyok", 10_000);
                assertEquals(
                        1, got.stream().filter(l -> l.startsWith("bestmove")).count(), "round " + round + ": " + got);
            }
        }
    }

    /**
     * A stop with an argument is refused when its turn comes and never stops a search, also
     * while a waiting command looks ahead for a stop.
     */
    @Test
    void aStopWithAnArgumentStopsNothing() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name OwnBook value false");
            e.send("go infinite");
            e.untilPrefix("info depth", 10_000);
            e.sendRaw("go depth 30\nstop now\n");
            String l;
            long until = System.nanoTime() + 500_000_000L;
            while ((l = e.next(Math.max(1, (until - System.nanoTime()) / 1_000_000))) != null) {
                assertTrue(!l.startsWith("bestmove"), "stopped by 'stop now': " + l);
            }
            e.send("stop");
            List<String> got = new ArrayList<>(e.untilPrefix("bestmove", 10_000)); // the infinite search
            got.addAll(e.untilPrefix("info string error: stop: takes no arguments", 10_000));
            e.send("stop"); // go depth 30, which ran after it
            got.addAll(e.untilPrefix("bestmove", 10_000));
            assertEquals(2, got.stream().filter(x -> x.startsWith("bestmove")).count(), got.toString());
        }
    }

    /** quit, or the end of input, also ends a search that a waiting command waits for. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void quitEndsTheSearchesThatCommandsWaitFor(boolean quit) throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.sendRaw("go infinite\ngo infinite\nsetoption name MultiPV value 2\n" + (quit ? "quit\n" : ""));
            if (!quit) e.closeInput();
            assertTrue(e.waitFor(10_000), "the program did not end");
            assertEquals(0, e.exitValue());
            List<String> got = new ArrayList<>();
            String l;
            while ((l = e.next(1000)) != null) got.add(l);
            assertTrue(got.stream().noneMatch(x -> x.startsWith("info string error")), got.toString());
            assertEquals(2, got.stream().filter(x -> x.startsWith("bestmove")).count(), got.toString());
        }
    }

    /**
     * The lines up to the {@code n}-th bestmove. After an error line (a refused command), or
     * when the bestmoves do not come within 5 s, a stop and an isready bring the engine back to
     * idle for the next round, and a bestmove still under way is read too.
     */
    private static List<String> answers(EngineProcess e, int n) throws Exception {
        List<String> got = new ArrayList<>();
        long deadline = System.nanoTime() + 5_000_000_000L;
        int bestmoves = 0;
        while (bestmoves < n) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            String l = left > 0 ? e.next(left) : null;
            if (l == null || l.startsWith("info string error")) {
                got.add(l == null ? "(timeout)" : l);
                e.send("stop");
                got.addAll(e.sync());
                String late;
                while ((late = e.next(300)) != null) got.add(late);
                return got;
            }
            if (l.startsWith("info string") || l.startsWith("bestmove")) got.add(l);
            if (l.startsWith("bestmove")) bestmoves++;
        }
        return got;
    }

    private static boolean legal(String moves, String bestmove) {
        String[] t = bestmove.split(" ");
        if (t.length < 2 || !t[1].matches("[1-7]")) return false;
        Position p = new Position(BoardSize.STANDARD);
        p.playAll(moves);
        return p.canPlay(Integer.parseInt(t[1]) - 1);
    }
}
