package c4.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.Position;
import c4.protocol.InfoLine;
import c4.search.SearchInfo;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Sessions against the real program on a pipe, as a GUI runs them. */
@Tag("slow")
class ProtocolSessionTest {
    static final Pattern BESTMOVE = Pattern.compile("bestmove (\\d+|\\(none\\))( ponder (\\d+))?");

    static int bestmove(List<String> lines) {
        String last = lines.get(lines.size() - 1);
        Matcher m = BESTMOVE.matcher(last);
        assertTrue(m.matches(), last);
        for (String l : lines.subList(0, lines.size() - 1)) {
            assertTrue(wellFormedInfo(l) || l.startsWith("info string "), "malformed line: " + l);
            assertFalse(l.startsWith("bestmove"), "two bestmoves: " + lines);
        }
        return m.group(1).equals("(none)") ? -1 : Integer.parseInt(m.group(1)) - 1;
    }

    /** An {@code info depth} line exactly as {@link InfoLine#format} writes the record it parses to. */
    static boolean wellFormedInfo(String line) {
        SearchInfo info = InfoLine.parse(line);
        return info != null && InfoLine.format(info).equals(line);
    }

    @Test
    void fullGameFromUciToQuit() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("uci");
            List<String> hello = e.untilPrefix("uciok", 10_000);
            assertTrue(hello.get(0).startsWith("id name c4"), hello.toString());
            assertTrue(hello.get(1).startsWith("id author "), hello.toString());
            for (String option : new String[] {
                "Hash",
                "Threads",
                "SplitPoints",
                "Width",
                "Height",
                "Ponder",
                "MultiPV",
                "Weak",
                "Randomize",
                "MoveOverhead"
            }) {
                assertTrue(hello.stream().anyMatch(l -> l.startsWith("option name " + option + " type ")), option);
            }
            assertEquals(List.of(), e.sync());
            e.send("ucinewgame");
            Position game = new Position();
            StringBuilder moves = new StringBuilder();
            int plies = 0;
            while (!game.isGameOver()) {
                // both move formats: packed and one token per column
                String list = plies % 2 == 0
                        ? moves.toString()
                        : String.join(" ", moves.toString().split(""));
                e.send(("position startpos moves " + list).trim());
                e.send(plies % 3 == 0 ? "go depth 5" : "go wtime 3000 btime 3000 winc 20 binc 20");
                int c = bestmove(e.untilPrefix("bestmove", 10_000));
                assertTrue(c >= 0 && game.canPlay(c), "illegal bestmove " + (c + 1) + " in " + moves);
                game.play(c);
                moves.append(c + 1);
                plies++;
            }
            e.send("position startpos moves " + moves);
            e.send("go depth 3");
            List<String> over = e.untilPrefix("bestmove", 5_000);
            assertEquals(2, over.size(), over.toString());
            assertTrue(over.get(0).startsWith("info string error: go: the game is over"), over.toString());
            assertEquals("bestmove (none)", over.get(1));
            e.send("quit");
            assertTrue(e.waitFor(10_000), "quit did not end the program");
            assertEquals(0, e.exitValue());
        }
    }

    @Test
    void isreadyIsAnsweredDuringInfiniteSearch() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("position startpos");
            e.send("go infinite");
            e.untilPrefix("info depth", 10_000);
            e.send("isready");
            List<String> before = e.untilPrefix("readyok", 2_000);
            assertTrue(before.stream().noneMatch(l -> l.startsWith("bestmove")), "search ended early: " + before);
            e.send("stop");
            bestmove(e.untilPrefix("bestmove", 2_000));
        }
    }

    @Test
    void stopAnswersPromptlyWithOneThreadAndTwo() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name OwnBook value false"); // a search to stop, not an answer from the book
            for (int threads = 1; threads <= 2; threads++) {
                e.send("setoption name Threads value " + threads);
                e.send("position startpos moves 44");
                e.send("go infinite");
                e.untilPrefix("info depth 9 ", 10_000); // deep in the search, helpers included
                long sent = System.nanoTime();
                e.send("stop");
                List<String> lines = e.untilPrefix("bestmove", 2_000); // liveness bound, not a benchmark
                long micros = (System.nanoTime() - sent) / 1000;
                System.err.println("stop latency with " + threads + " thread(s): " + micros + " us (pipe included)");
                int c = bestmove(lines);
                assertTrue(c >= 0 && c < 7);
                assertEquals(List.of(), e.sync(), "a second bestmove or stray output after stop");
            }
        }
    }

    @Test
    void quitEndsTheProgramDuringASearch() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name Threads value 2");
            e.send("go infinite");
            e.untilPrefix("info depth", 10_000);
            e.send("quit");
            assertTrue(e.waitFor(5_000), "quit during a search did not end the program");
            assertEquals(0, e.exitValue());
        }
    }

    @Test
    void endOfInputIsQuit() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("go infinite");
            e.untilPrefix("info depth", 10_000);
            e.closeInput();
            assertTrue(e.waitFor(5_000), "end of input did not end the program");
            assertEquals(0, e.exitValue());
        }
    }

    /** {@code d} and {@code eval} during a search print their lines together: no search line comes between. */
    @Test
    void inspectionLinesStayTogetherDuringASearch() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name OwnBook value false");
            e.send("go infinite");
            e.untilPrefix("info depth", 10_000);
            for (int i = 0; i < 30; i++) {
                e.send("d");
                e.send("eval");
            }
            e.send("stop");
            List<String> lines = e.untilPrefix("bestmove", 10_000);
            lines.addAll(e.sync());
            int blocks = 0;
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).equals("info string | . . . . . . . |")
                        || (i > 0 && lines.get(i - 1).startsWith("info string |"))) {
                    continue;
                }
                blocks++; // d: 9 board lines, board, side to move, key, exact score
                for (int k = 1; k < 13; k++) {
                    assertTrue(lines.get(i + k).startsWith("info string "), "d broken at " + (i + k) + ": " + lines);
                }
            }
            assertEquals(30, blocks, lines.toString());
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).startsWith("info string eval for ")) continue;
                int k = i + 1;
                while (lines.get(k).startsWith("info string eval ")
                        && !lines.get(k).startsWith("info string eval total")) k++;
                assertTrue(lines.get(k).startsWith("info string eval total"), "eval broken at " + k + ": " + lines);
            }
        }
    }

    /** {@code go mate N} looks no deeper than a win with the N-th stone needs (2N - 1 plies), and ends by itself. */
    @Test
    void mateSearchesEndAtTheDepthOfTheMate() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name OwnBook value false");
            e.send("position startpos moves 4453");
            e.send("go mate 2");
            List<String> lines = e.untilPrefix("bestmove", 10_000);
            List<String> depths = lines.stream()
                    .filter(l -> l.startsWith("info depth "))
                    .map(l -> l.split(" ")[2])
                    .toList();
            assertEquals(List.of("1", "2", "3"), depths, lines.toString());
        }
    }

    @Test
    void immediateWinSingleMoveAndPonder() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("position startpos moves 112233");
            e.send("go depth 10");
            List<String> win = e.untilPrefix("bestmove", 5_000);
            assertEquals(3, bestmove(win));
            assertTrue(win.get(0).contains("score mate 1 "), win.toString());
            // block the only threat: X threatens 4 (three in a row on the bottom row)
            e.send("position startpos moves 15253");
            e.send("go depth 6");
            List<String> block = e.untilPrefix("bestmove", 5_000);
            assertEquals(3, bestmove(block), "must block column 4: " + block);
            e.send("position startpos moves 4");
            e.send("go ponder wtime 1000 btime 1000");
            e.untilPrefix("info depth", 5_000);
            e.send("isready");
            assertTrue(e.untilPrefix("readyok", 2_000).stream().noneMatch(l -> l.startsWith("bestmove")));
            e.send("ponderhit");
            int c = bestmove(e.untilPrefix("bestmove", 3_000));
            assertTrue(c >= 0 && c < 7);
        }
    }

    @Test
    void solveAndAnalyzeGiveTheBenchmarkScores() throws Exception {
        // lines of the field's benchmark files (Test_L1_R1: end game positions), with their scores
        String[][] cases = {{"6454214344", "10"}, {"54243616127", "15"}, {"13116246361136", "10"}, {"32164625", "11"}};
        try (EngineProcess e = new EngineProcess()) {
            for (int i = 0; i < 2 * cases.length; i++) {
                String[] c = cases[i % cases.length];
                if (i == cases.length) { // the same with split points, on two threads
                    e.send("setoption name SplitPoints value true");
                    e.send("setoption name Threads value 2");
                }
                e.send("position startpos moves " + c[0]);
                e.send("go solve");
                List<String> lines = e.untilPrefix("bestmove", 20_000);
                assertTrue(lines.contains("info string exact score " + c[1]), c[0] + " " + lines);
                int move = bestmove(lines);
                e.send("analyze");
                List<String> analysis = e.untilPrefix("bestmove", 20_000);
                int best = Integer.MIN_VALUE;
                for (String l : analysis) {
                    if (l.startsWith("info string column ")) best = Math.max(best, Integer.parseInt(l.split(" ")[5]));
                }
                assertEquals(Integer.parseInt(c[1]), best, analysis.toString());
                assertTrue(
                        analysis.contains("info string column " + (move + 1) + " score " + c[1]),
                        "go solve's move " + (move + 1) + " must keep the score: " + analysis);
            }
            e.send("position startpos moves " + cases[0][0]);
            List<String> d;
            e.send("d");
            d = e.sync();
            assertTrue(d.contains("info string exact score 10"), d.toString());
        }
    }

    @Test
    void boardSizeChangeForgetsTheOldTable() throws Exception {
        // Table entries are verified by the position code, which means nothing on another board
        // size: 6x5 and 5x5 share the bit layout of their first five columns, so every 5x5
        // position has the code and key of a 6x5 one. A table filled on 6x5 must not leak into
        // 5x5 searches (its scores are wrong there and its best columns may not exist).
        String[] cases = {"2312", "23", "1", "11", "22", "333", ""};
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name Width value 6");
            e.send("setoption name Height value 5");
            for (String moves : cases) {
                e.send(("position startpos moves " + moves).trim());
                e.send("go solve");
                bestmove(e.untilPrefix("bestmove", 60_000));
            }
            e.send("setoption name Width value 5");
            c4.core.BoardSize small = c4.core.BoardSize.of(5, 5);
            try (c4.search.Solver solver = new c4.search.Solver(small, 1, 1)) {
                for (String moves : cases) {
                    e.send(("position startpos moves " + moves).trim());
                    e.send("go solve");
                    List<String> lines = e.untilPrefix("bestmove", 20_000);
                    int expected =
                            solver.solve(Position.parse(moves, small), false).score();
                    assertTrue(lines.contains("info string exact score " + expected), moves + " " + lines);
                    bestmove(lines);
                }
            }
        }
    }

    @Test
    void multiPvReportsSeveralLinesPerIteration() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            e.send("setoption name MultiPV value 3");
            e.send("setoption name OwnBook value false"); // iterations of a search, not the book's ranking
            e.send("position startpos moves 44");
            e.send("go depth 6");
            List<String> lines = e.untilPrefix("bestmove", 10_000);
            bestmove(lines);
            List<Integer> depth6 = lines.stream()
                    .map(InfoLine::parse)
                    .filter(i -> i != null && i.depth() == 6)
                    .map(SearchInfo::multiPv)
                    .toList();
            assertEquals(List.of(1, 2, 3), depth6, lines.toString());
        }
    }

    @Test
    void benchSignatureIsReproducible() throws Exception {
        try (EngineProcess e = new EngineProcess()) {
            String[] signature = new String[2];
            for (int run = 0; run < 2; run++) {
                e.send("setoption name Threads value " + (run + 1)); // bench always uses one thread
                e.send("bench 8");
                List<String> lines = e.untilPrefix("info string bench depth", 30_000);
                assertEquals(Bench.POSITIONS.length + 1, lines.size(), lines.toString());
                String last = lines.get(lines.size() - 1);
                Matcher m = Pattern.compile("info string bench depth 8 positions 20 nodes (\\d+) time \\d+ nps \\d+")
                        .matcher(last);
                assertTrue(m.matches(), last);
                assertTrue(Long.parseLong(m.group(1)) > 0);
                signature[run] = m.group(1);
            }
            assertEquals(signature[0], signature[1], "bench node count must not depend on the run");
        }
    }

    /**
     * A bench to depth 20 takes minutes; stop, quit and the end of input each end it within a
     * few seconds (the clock starts once the engine has answered, never with its JVM's start).
     */
    @Test
    void stopQuitAndTheEndOfInputEndABench() throws Exception {
        endsOnStopQuitAndEndOfInput(
                List.of("bench 20"),
                lines -> lines.stream().anyMatch(l -> l.startsWith("info string bench stopped after "))
                        && lines.stream().noneMatch(l -> l.startsWith("info string bench depth")));
    }

    /** A perft of minutes (32 columns of one cell, depth 8) ends at stop, quit or the end of input, as a bench does. */
    @Test
    void stopQuitAndTheEndOfInputEndAPerft() throws Exception {
        endsOnStopQuitAndEndOfInput(
                List.of(
                        "setoption name Width value 32",
                        "setoption name Height value 1",
                        "position startpos",
                        "perft 8"),
                lines -> lines.contains("info string perft 8 stopped")
                        && lines.stream().noneMatch(l -> l.startsWith("info string perft ply")));
    }

    /**
     * Sends {@code commands} (the last a long one) and an {@code isready} it holds back, then ends
     * it with each of stop, quit and the end of input, a fresh engine each time: within 10 s, and
     * after a stop the lines up to {@code readyok} pass {@code stopped}.
     */
    private static void endsOnStopQuitAndEndOfInput(List<String> commands, Predicate<List<String>> stopped)
            throws Exception {
        for (String end : List.of("stop", "quit", "eof")) {
            try (EngineProcess e = new EngineProcess()) {
                for (String c : commands) e.send(c);
                e.send("isready"); // answered only after the last command
                Thread.sleep(300);
                long start = System.nanoTime();
                switch (end) {
                    case "stop" -> e.send("stop");
                    case "quit" -> e.send("quit");
                    default -> e.closeInput();
                }
                if (end.equals("stop")) {
                    List<String> lines = e.untilPrefix("readyok", 10_000);
                    assertTrue(stopped.test(lines), lines.toString());
                } else {
                    assertTrue(e.waitFor(10_000), end + ": the engine still runs " + commands);
                }
                assertTrue(System.nanoTime() - start < 10_000_000_000L, end);
            }
        }
    }
}
