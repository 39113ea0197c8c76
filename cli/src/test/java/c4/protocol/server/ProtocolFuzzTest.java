package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * 1200 random command lines (fixed seed): valid commands with random arguments, broken ones and
 * garbage. The program must neither crash nor hang, print only protocol lines, and answer every
 * {@code go}/{@code analyze} with exactly one bestmove (none is refused because a search runs).
 */
@Tag("slow")
class ProtocolFuzzTest {
    private static final String[] WORDS = {
        "uci",
        "isready",
        "setoption",
        "name",
        "value",
        "position",
        "startpos",
        "moves",
        "go",
        "stop",
        "ponderhit",
        "depth",
        "nodes",
        "movetime",
        "infinite",
        "d",
        "eval",
        "-1",
        "0",
        "99999999999999999999",
        "4",
        "x",
        "",
        "searchmoves",
        "mate",
        "ponder",
        "wtime",
        "btime"
    };

    private int bestmoves;
    /** A search that ends only on stop (infinite, ponder, solve, analyze) may be running. */
    private boolean endless;
    /** A command that waits for the search to end was sent while {@link #endless}: it waits for a stop. */
    private boolean blocked;

    private void classify(String out) {
        assertTrue(out.matches("(id|option|uciok|readyok|info|bestmove)( .*)?"), "not a protocol line: " + out);
        assertTrue(!out.contains("internal error") && !out.contains("search failed"), out);
        if (out.startsWith("bestmove")) bestmoves++;
        assertTrue(!out.contains("a search is running"), "refused for timing: " + out);
    }

    /** Reads until every search sent so far is answered with a bestmove. */
    private void drain(EngineProcess e, int searches) throws Exception {
        if (endless) {
            e.send("stop"); // an earlier search that only ends on stop is still running
            endless = false;
            blocked = false;
        }
        while (bestmoves < searches) {
            String l = e.next(10_000);
            if (l == null)
                throw new AssertionError("missing bestmove (hang?) after "
                        + e.sent.subList(Math.max(0, e.sent.size() - 25), e.sent.size()) + " received "
                        + e.received.subList(Math.max(0, e.received.size() - 25), e.received.size()));
            classify(l);
        }
    }

    @Test
    void randomCommandLines() throws Exception {
        Random rnd = new Random(20261121);
        int searches = 0;
        try (EngineProcess e = new EngineProcess()) {
            for (int i = 0; i < 1200; i++) {
                String line = randomLine(rnd);
                e.send(line);
                String word = line.trim().split("\\s+")[0];
                if (endless && word.matches("go|analyze|setoption|ucinewgame|perft|bench")) blocked = true;
                if (word.equals("stop")) {
                    endless = false;
                    blocked = false;
                }
                if (word.equals("go") || word.equals("analyze")) {
                    searches++;
                    if (line.matches(".*(infinite|ponder|solve).*") || word.equals("analyze")) endless = true;
                    // mostly behave like a GUI (wait for the answer); sometimes fire the next line at once
                    if (rnd.nextInt(4) != 0) {
                        if (endless && rnd.nextBoolean()) Thread.sleep(rnd.nextInt(5));
                        drain(e, searches);
                    }
                }
                if (i % 100 == 99) {
                    if (blocked) drain(e, searches); // isready is answered after the commands before it
                    for (String l : e.sync()) classify(l); // no hang: readyok comes even while a search runs
                }
            }
            e.send("stop");
            drain(e, searches);
            for (String l : e.sync()) classify(l);
            e.send("quit");
            assertTrue(e.waitFor(10_000), "quit did not end the program");
            assertEquals(0, e.exitValue(), "the program failed");
            String l;
            while ((l = e.next(1000)) != null) classify(l);
            System.err.println("fuzz: " + e.sent.size() + " lines sent, " + e.received.size() + " received, " + searches
                    + " go/analyze, " + bestmoves + " bestmoves");
            assertEquals(searches, bestmoves, "every go/analyze gets exactly one bestmove");
            assertTrue(bestmoves > 200, "the fuzz should search often, searched " + bestmoves);
        }
    }

    private static String randomLine(Random rnd) {
        switch (rnd.nextInt(20)) {
            case 0, 1, 2:
                return "position startpos moves " + randomMoves(rnd, rnd.nextInt(30));
            case 3:
                return "position startpos moves "
                        + String.join(" ", randomMoves(rnd, rnd.nextInt(12)).split(""));
            case 4, 5:
                return "go depth " + (1 + rnd.nextInt(6));
            case 6:
                return "go nodes " + (1 + rnd.nextInt(20000));
            case 7:
                return "go movetime " + (1 + rnd.nextInt(20));
            case 8:
                return "go wtime " + rnd.nextInt(300) + " btime " + rnd.nextInt(300) + " winc " + rnd.nextInt(10)
                        + (rnd.nextBoolean() ? " movestogo " + (1 + rnd.nextInt(5)) : "");
            case 9:
                return rnd.nextBoolean() ? "go infinite" : "go ponder movetime 10";
            case 10, 11:
                return rnd.nextBoolean() ? "stop" : "ponderhit";
            case 12:
                return rnd.nextBoolean() ? "go solve" : "analyze"; // then usually stopped by a later stop
            case 13: {
                String[] names = {
                    "Hash",
                    "Threads",
                    "MultiPV",
                    "Width",
                    "Height",
                    "Randomize",
                    "Weak",
                    "MoveOverhead",
                    "Ponder",
                    "Bogus"
                };
                String[] values = {"1", "2", "3", "4", "5", "6", "7", "8", "0", "true", "false", "-3", "x", ""};
                return "setoption name " + names[rnd.nextInt(names.length)] + " value "
                        + values[rnd.nextInt(values.length)];
            }
            case 14:
                return new String[] {"d", "eval", "isready", "ucinewgame", "uci", "perft 2"}[rnd.nextInt(6)];
            case 15:
                return "go searchmoves " + (1 + rnd.nextInt(9)) + " " + (1 + rnd.nextInt(9)) + " depth 3";
            case 16:
                return "go mate " + (1 + rnd.nextInt(5)) + " movetime 20";
            default: {
                StringBuilder sb = new StringBuilder();
                int n = rnd.nextInt(6);
                for (int k = 0; k < n; k++) {
                    if (rnd.nextInt(4) == 0) {
                        for (int c = rnd.nextInt(8); c > 0; c--) sb.append((char) (33 + rnd.nextInt(94)));
                    } else {
                        sb.append(WORDS[rnd.nextInt(WORDS.length)]);
                    }
                    sb.append(rnd.nextInt(5) == 0 ? "\t" : " ");
                }
                return sb.toString();
            }
        }
    }

    private static String randomMoves(Random rnd, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append((char) ('1' + rnd.nextInt(rnd.nextInt(10) == 0 ? 9 : 7)));
        return sb.toString();
    }
}
