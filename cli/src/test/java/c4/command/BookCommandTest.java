package c4.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import c4.book.Book;
import c4.book.build.BookBuilder;
import c4.book.build.BookPlies;
import c4.book.build.BuildListener;
import c4.core.BoardSize;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.options.Values;
import c4.search.Engine;
import c4.search.Solver;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code c4 book}: build, info, probe and verify on small boards, checked against the engine's own answers. */
class BookCommandTest {
    private static final BoardSize SIZE = BoardSize.of(5, 4);

    @TempDir
    Path dir;

    /** What a run printed and returned. */
    private record Run(int status, String out, String err) {}

    private static Run run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = CommandLines.execute(
                new BookCommand(),
                args,
                System.in,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String usageError(String... args) {
        return assertThrows(UsageException.class, () -> run(args)).getMessage();
    }

    private Path build(int depth) throws Exception {
        Path file = dir.resolve("b" + depth + ".c4b");
        Run r = run(
                "build",
                "--size",
                "5x4",
                "--depth",
                Integer.toString(depth),
                "--threads",
                "2",
                "--hash",
                "4",
                "--out",
                file.toString());
        assertEquals(0, r.status(), r.err());
        return file;
    }

    @Test
    void buildWritesTheBookTheBuilderMakesAndReportsIt() throws Exception {
        Path file = build(6);
        Book expected = new BookBuilder(SIZE, 6, 1, 4).build(BuildListener.NONE).book();
        assertArrayEquals(expected.toBytes(), Files.readAllBytes(file));
        assertFalse(Files.exists(Path.of(file + ".journal")), "the journal is deleted");
        Run again = run("build", "--size=5x4", "--depth=6", "--threads=1", "--out=" + file);
        assertTrue(
                again.out()
                        .startsWith(String.format(
                                "book %s: 5x4 depth 6, %d entries, %d bytes, checksum %08x; %d solved,"
                                        + " 0 from the journal; ",
                                file, expected.entries(), Files.size(file), expected.checksum(), expected.entries())),
                again.out());
        // one line per ply on stderr, deepest first
        List<Integer> plies = new ArrayList<>();
        for (String line : again.err().split("\n")) {
            if (line.startsWith("book 5x4: ply ")) plies.add(Integer.parseInt(line.split(" ")[3].replace(":", "")));
        }
        assertEquals(List.of(6, 5, 4, 3, 2, 1, 0), plies, again.err());
        assertTrue(again.err().contains("book 5x4: moves of the deepest ply: "), again.err());
    }

    /** book moves: a book built without moves gets the moves a build finds, resumably, over the file by default. */
    @Test
    void movesAddsToABookOfScoresWhatABuildWouldFind() throws Exception {
        Path withMoves = build(6);
        Path file = dir.resolve("scores.c4b");
        Run scores = run(
                "build",
                "--size",
                "5x4",
                "--depth",
                "6",
                "--no-moves",
                "--threads",
                "2",
                "--hash",
                "4",
                "--out",
                file.toString());
        assertEquals(0, scores.status(), scores.err());
        Book before = Book.read(file);
        assertEquals(0, countMoves(before));
        Run r = run("moves", file.toString(), "--threads", "2", "--hash", "4");
        assertEquals(0, r.status(), r.err());
        assertArrayEquals(Files.readAllBytes(withMoves), Files.readAllBytes(file));
        Book after = Book.read(file);
        assertTrue(
                r.out()
                        .startsWith(String.format(
                                "book %s: 5x4 depth 6, %d entries, %d with a move, %d bytes, " + "checksum %08x; ",
                                file, after.entries(), countMoves(after), Files.size(file), after.checksum())),
                r.out());
        assertFalse(Files.exists(Path.of(file + ".journal.moves")), "the journal is deleted");
        Path copy = dir.resolve("copy.c4b");
        assertEquals(0, run("moves", file.toString(), "--out", copy.toString()).status());
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(copy));
        assertEquals("book moves: FILE is missing (see c4 book moves --help)", usageError("moves"));
    }

    private static int countMoves(Book book) {
        int n = 0;
        for (int i = 0; i < book.entries(); i++) if (book.moveAt(i) != Book.NO_MOVE) n++;
        return n;
    }

    @Test
    void infoPrintsTheHeaderAndTheEntriesOfEachPly() throws Exception {
        Path file = build(5);
        Book book = Book.read(file);
        long[][] plies = BookPlies.enumerate(SIZE, 5);
        StringBuilder want = new StringBuilder();
        want.append("file     ").append(file).append('\n');
        want.append("bytes    ").append(Files.size(file)).append('\n');
        want.append("size     5x4\ndepth    5\n");
        want.append("entries  ").append(book.entries()).append('\n');
        want.append("moves    ").append(countMoves(book)).append(" (none for the others)\n");
        want.append(String.format("checksum %08x%n", book.checksum()));
        for (int p = 0; p <= 5; p++)
            want.append("ply ").append(p).append("    ").append(plies[p].length).append('\n');
        Run r = run("info", file.toString());
        assertEquals(0, r.status());
        assertEquals(want.toString(), r.out());
    }

    /** Entries a lookup cannot use (beyond the depth, out of key order) are found by info, not by a load. */
    @Test
    void infoReportsMalformedEntries() throws Exception {
        Book book = Book.read(build(5));
        long[][] plies = BookPlies.enumerate(SIZE, 5);
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
        }
        Path shallow = dir.resolve("shallow.c4b");
        new Book(SIZE, 3, keys, scores).write(shallow);
        Run deep = run("info", shallow.toString());
        assertEquals(1, deep.status());
        assertTrue(
                deep.out()
                        .endsWith("ply 3    " + plies[3].length + "\ndeeper   " + (plies[4].length + plies[5].length)
                                + " (entries beyond the depth: the book is malformed)\n"),
                deep.out());

        // the first two entries swapped, with a checksum that matches: a load accepts it
        Path swapped = withEntriesSwapped(book, 0);
        assertEquals(book.entries(), Book.read(swapped).entries());
        Run order = run("info", swapped.toString());
        assertEquals(1, order.status());
        assertTrue(
                order.out()
                        .endsWith("ply 5    " + plies[5].length
                                + "\norder    1 entries out of key order (lookups miss them: the book is malformed)\n"),
                order.out());

        // a move into a full column
        byte[] moves = new byte[book.entries()];
        for (int i = 0; i < moves.length; i++) moves[i] = (byte) book.moveAt(i);
        Position full = Position.parse("1111", SIZE);
        int at = java.util.Arrays.binarySearch(keys, Book.key(SIZE, full.currentStones(), full.mask()));
        moves[at] = (byte) (full.code() == Book.key(SIZE, full.currentStones(), full.mask()) ? 0 : SIZE.width - 1);
        Path illegal = dir.resolve("illegal.c4b");
        new Book(SIZE, 5, keys, scores, moves).write(illegal);
        Run bad = run("info", illegal.toString());
        assertEquals(1, bad.status());
        assertTrue(
                bad.out().endsWith("\nillegal  1 moves not playable in their position (the book is malformed)\n"),
                bad.out());
    }

    /**
     * A header whose depth was raised past its entries (the checksum made to match, as a forger would):
     * info finds the depth's ply empty, and moves refuses to build on the book.
     */
    @Test
    void aDepthWithoutItsPlyIsMalformedForInfoAndMoves() throws Exception {
        Book book = Book.read(build(5));
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
        }
        Path forged = dir.resolve("forged.c4b");
        new Book(SIZE, 6, keys, scores).write(forged); // depth 6, entries of at most 5 stones
        Run info = run("info", forged.toString());
        assertEquals(1, info.status());
        assertTrue(
                info.out()
                        .endsWith("ply 6    0\ndeepest  no entries of 6 stones, the most the header's depth allows "
                                + "(the book is malformed)\n"),
                info.out());
        assertEquals(
                "book moves: " + forged + " is malformed: no entries of 6 stones, the most the header's depth "
                        + "allows (the book is malformed) (book info " + forged + " lists every problem)",
                usageError("moves", forged.toString(), "--threads", "1", "--hash", "1"));
        // the depth of a full board, 20 cells: its ply holds nothing in any book, the one before must
        Path full = dir.resolve("full.c4b");
        new Book(SIZE, SIZE.cells, keys, scores).write(full);
        Run deepest = run("info", full.toString());
        assertEquals(1, deepest.status());
        assertTrue(deepest.out().contains("\ndeepest  no entries of " + (SIZE.cells - 1) + " stones"), deepest.out());
        assertEquals(0, run("info", build(5).toString()).status(), "a sound book has no problem");
    }

    /** A sub-book from --root: probe and solve --book answer from it as the solver does without it. */
    @Test
    void aRootsSubBookAnswersProbeAndSolve() throws Exception {
        Path file = dir.resolve("root.c4b");
        Run r = run(
                "build",
                "--size",
                "5x4",
                "--depth",
                "7",
                "--root",
                "33",
                "--threads",
                "2",
                "--hash",
                "4",
                "--out",
                file.toString());
        assertEquals(0, r.status(), r.err());
        try (Solver solver = new Solver(SIZE, 1, 4)) {
            for (String moves : List.of("33", "331", "3354", "332211", "3311225")) {
                Position p = Position.parse(moves, SIZE);
                Run probe = run("probe", file.toString(), moves);
                assertEquals(0, probe.status(), probe.out());
                assertEquals(
                        moves + " " + solver.solve(p, false).score(),
                        probe.out().trim().split(" best")[0]);
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                int status = CommandLines.execute(
                        new SolveCommand(),
                        new String[] {"--size", "5x4", "--threads", "1", "--hash", "1", "--book", file.toString(), moves
                        },
                        System.in,
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
                assertEquals(0, status);
                assertTrue(
                        out.toString(StandardCharsets.UTF_8)
                                .startsWith(moves + " " + solver.solve(p, false).score()),
                        out.toString(StandardCharsets.UTF_8));
            }
        }
        assertEquals(1, run("probe", file.toString(), "34").status(), "not reachable from the root");
        assertEquals(1, run("probe", file.toString(), "-").status(), "the empty board is above the root");
        assertEquals(
                "book build: option --root 3x: move 2 ('x'): column 33 ('x') is off the 5x4 board",
                usageError("build", "--size", "5x4", "--depth", "7", "--root", "3x"));
        assertEquals(
                "book build: option --root 1111222 has 7 stones, more than --depth 6",
                usageError("build", "--size", "5x4", "--depth", "6", "--root", "1111222"));
    }

    @Test
    void probeGivesTheSolversScoreOrSaysWhyNot() throws Exception {
        Path file = build(5);
        try (Solver solver = new Solver(SIZE, 1, 4)) {
            for (String moves : List.of("", "3", "32", "5", "12345", "1111")) {
                Position p = Position.parse(moves, SIZE);
                String shown = moves.isEmpty() ? "-" : moves;
                Run r = run("probe", file.toString(), shown);
                assertEquals(0, r.status(), r.out());
                int score = solver.solve(p, false).score();
                String[] words = r.out().trim().split(" ");
                assertEquals(shown + " " + score, words[0] + " " + words[1], r.out());
                if (p.moveCount() == 5 && score < 0) {
                    assertEquals(2, words.length, "no move for a lost position of the deepest ply: " + r.out());
                    continue;
                }
                assertEquals("best", words[2], r.out());
                assertEquals(
                        score,
                        solver.columnScore(p, Integer.parseInt(words[3]) - 1, false),
                        "the best move keeps the score: " + r.out());
            }
        }
        Run deep = run("probe", file.toString(), "3", "123451");
        assertEquals(1, deep.status());
        assertTrue(
                deep.out().endsWith("123451 not in the book: 6 stones, deeper than the book's depth 5\n"), deep.out());
        Run won = run("probe", file.toString(), "1212121");
        assertEquals(1, won.status());
        assertEquals("1212121 not in the book: the game is over (won)\n", won.out());
        assertEquals(
                "book probe: MOVES 1216: move 4 ('6'): column 6 ('6') is off the 5x4 board",
                usageError("probe", file.toString(), "1216"));
        assertEquals("book probe: MOVES is missing (see c4 book probe --help)", usageError("probe", file.toString()));
    }

    @Test
    void verifyPassesABuiltBookAndNamesEveryWrongEntry() throws Exception {
        Path file = build(6);
        Book book = Book.read(file);
        Run ok = run("verify", file.toString(), "--sample", "40", "--seed", "7", "--threads", "1", "--hash", "4");
        assertEquals(0, ok.status(), ok.out());
        assertEquals(
                "verified 40 of " + book.entries() + " entries (plies 0..6, seed 7), scores and moves: 0 mismatches\n",
                ok.out());

        // the same book with two scores changed, checksum and all: only re-solving can tell
        int[] sample = BookVerifyCommand.sample(book, 0, 40, 7);
        long[] keys = new long[book.entries()];
        byte[] scores = new byte[book.entries()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = book.keyAt(i);
            scores[i] = (byte) book.scoreAt(i);
        }
        int first = sample[3];
        int second = sample[30];
        scores[first] = (byte) (scores[first] + 1);
        scores[second] = (byte) -(scores[second] + 2);
        Path bad = dir.resolve("bad.c4b");
        new Book(SIZE, 6, keys, scores).write(bad); // and no moves
        Run r = run("verify", bad.toString(), "--sample", "40", "--seed", "7", "--threads", "1", "--hash", "4");
        assertEquals(1, r.status());
        String expected =
                mismatch(book, first, scores[first]) + mismatch(book, second, scores[second]) + "verified 40 of "
                        + book.entries() + " entries (plies 0..6, seed 7), scores and moves: 2 mismatches\n";
        assertEquals(expected, r.out());

        // the right scores, and a sampled move that loses value (another playable column)
        byte[] moves = new byte[book.entries()];
        int wrongMove = -1;
        try (Solver solver = new Solver(SIZE, 1, 4)) {
            for (int i = 0; i < moves.length; i++) {
                moves[i] = (byte) book.moveAt(i);
                scores[i] = (byte) book.scoreAt(i);
            }
            for (int k = 0; k < sample.length && wrongMove < 0; k++) {
                Position p = PositionCodes.positionOf(SIZE, keys[sample[k]]);
                for (int c = 0; c < SIZE.width && wrongMove < 0; c++) {
                    if (!p.canPlay(c)) continue;
                    Position child = p.copy();
                    child.play(c);
                    if (child.isGameOver()) continue;
                    if (-solver.solve(child, false).score() < book.scoreAt(sample[k])) {
                        wrongMove = sample[k];
                        moves[wrongMove] = (byte) c;
                    }
                }
            }
        }
        assertTrue(wrongMove >= 0);
        Path badMove = dir.resolve("badmove.c4b");
        new Book(SIZE, 6, keys, scores, moves).write(badMove);
        Run m = run("verify", badMove.toString(), "--sample", "40", "--seed", "7", "--threads", "1", "--hash", "4");
        assertEquals(1, m.status());
        Position wrong = PositionCodes.positionOf(SIZE, keys[wrongMove]);
        assertTrue(
                m.out()
                        .startsWith("mismatch " + wrong.moveString() + ": the book's move " + (moves[wrongMove] + 1)
                                + " is worth "),
                m.out());
        assertTrue(
                m.out()
                        .endsWith(", the position " + book.scoreAt(wrongMove) + "\nverified 40 of " + book.entries()
                                + " entries (plies 0..6, seed 7), scores and moves: 1 mismatches\n"),
                m.out());

        Run deep = run(
                "verify", file.toString(), "--sample", "1000000", "--min-ply", "6", "--seed", "1", "--threads", "2");
        assertEquals(0, deep.status());
        assertEquals(
                "verified " + BookPlies.enumerate(SIZE, 6)[6].length + " of " + book.entries()
                        + " entries (plies 6..6, seed 1), scores and moves: 0 mismatches\n",
                deep.out());
        assertEquals(
                "book verify: --min-ply 7 is beyond the book's depth 6: nothing to verify",
                usageError("verify", file.toString(), "--min-ply", "7"));
    }

    private static String mismatch(Book book, int i, int wrong) {
        Position p = PositionCodes.positionOf(SIZE, book.keyAt(i));
        return "mismatch " + (p.moveCount() == 0 ? "-" : p.moveString()) + ": book " + wrong + ", solver "
                + book.scoreAt(i) + "\n";
    }

    @Test
    void theSampleIsDistinctAndFollowsTheSeed() throws Exception {
        Book book = Book.read(build(5));
        int[] a = BookVerifyCommand.sample(book, 2, 50, 11);
        assertArrayEquals(a, BookVerifyCommand.sample(book, 2, 50, 11));
        assertFalse(java.util.Arrays.equals(a, BookVerifyCommand.sample(book, 2, 50, 12)));
        for (int i = 0; i < a.length; i++) {
            assertTrue(i == 0 || a[i - 1] < a[i], "sorted and distinct");
            assertTrue(PositionCodes.stonesOf(SIZE, book.keyAt(a[i])) >= 2);
        }
        long[][] plies = BookPlies.enumerate(SIZE, 5);
        assertEquals(
                book.entries() - plies[0].length - plies[1].length,
                BookVerifyCommand.sample(book, 2, Integer.MAX_VALUE, 1).length,
                "all entries of at least 2 stones");
    }

    @Test
    void aJournalOfAnotherBuildIsAUsageError() throws Exception {
        Path out = dir.resolve("j.c4b");
        Path journal = dir.resolve("j.journal");
        try (var j = c4.book.build.BookJournal.open(journal, SIZE, 4, c4.book.build.BookJournal.Kind.SCORES)) {
            j.sync();
        }
        assertEquals(
                "book build: journal " + journal + " is of a 5x4 depth 4 build, not of this 5x4 depth 5 one;"
                        + " delete it or choose another journal file",
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "5",
                        "--out",
                        out.toString(),
                        "--journal",
                        journal.toString()));
        assertFalse(Files.exists(out));
    }

    @Test
    void badFilesAndArgumentsAreUsageErrors() throws Exception {
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "not a book\n");
        assertEquals(
                "book info: book " + text + ": not a c4 book (no C4BOOK header)", usageError("info", text.toString()));
        Path missing = dir.resolve("none.c4b");
        assertEquals("book verify: book " + missing + ": no such file", usageError("verify", missing.toString()));
        Path book = build(3);
        byte[] bytes = Files.readAllBytes(book);
        Path cut = dir.resolve("cut.c4b");
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length - 1));
        assertEquals(
                "book probe: book " + cut + ": truncated (" + (bytes.length - 1) + " bytes, the header says "
                        + bytes.length + ")",
                usageError("probe", cut.toString(), "3"));

        assertEquals("book: build, moves, verify, info or probe expected (see c4 book --help)", usageError());
        assertEquals(
                "book: unknown subcommand 'make'; build, moves, verify, info or probe expected (see c4 book --help)",
                usageError("make"));
        assertEquals(
                "book build: --depth D is missing (see c4 book build --help)", usageError("build", "--size", "5x4"));
        assertEquals(
                "book build: option --depth value 21 is out of range 0..20 on 5x4",
                usageError("build", "--size", "5x4", "--depth", "21"));
        assertEquals(
                "book build: option --depth needs a whole number, got 'six'", usageError("build", "--depth", "six"));
        assertEquals("book build: unknown option '--fast' (see c4 book build --help)", usageError("build", "--fast"));
        assertEquals(
                "book build: unexpected argument 'x' (see c4 book build --help)",
                usageError("build", "--depth", "2", "x"));
        Path nowhere = dir.resolve("no/such/b.c4b");
        assertEquals(
                "book build: --out " + nowhere + ": no such directory " + nowhere.getParent(),
                usageError("build", "--size", "5x4", "--depth", "3", "--out", nowhere.toString()));
        assertEquals(
                "book build: the book and the journal are the same file " + book,
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--out",
                        book.toString(),
                        "--journal",
                        book.toString()));
        assertEquals(
                "book build: --journal " + dir + " is a directory",
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--out",
                        book.toString(),
                        "--journal",
                        dir.toString()));
        assertEquals(
                "book verify: option --sample value 0 is out of range 1..2147483647",
                usageError("verify", book.toString(), "--sample", "0"));
    }

    /** --threads and --hash of build and verify: the limits --help names, checked before any work. */
    @Test
    void threadsAndHashBeyondTheLimitsOfTheHelpAreUsageErrors() throws Exception {
        String help = run("build", "--help").out() + run("verify", "--help").out();
        long maxHash = SolveCommandTest.helpHashMaximum(help);
        assertEquals(Values.maxHash(), maxHash);
        assertTrue(help.replaceAll("\\s+", " ").contains("at most " + Engine.MAX_THREADS + ")"), help);
        Path book = build(3);
        String threads = Integer.toString(Engine.MAX_THREADS + 1);
        String hash = Long.toString(2 * maxHash);
        assertEquals(
                "book verify: option --threads value " + threads + " is out of range 1.." + Engine.MAX_THREADS,
                usageError("verify", book.toString(), "--threads", threads));
        assertEquals(
                "book build: option --threads value " + threads + " is out of range 1.." + Engine.MAX_THREADS,
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--threads",
                        threads,
                        "--out",
                        dir.resolve("t.c4b").toString()));
        assertEquals(
                "book verify: option --hash value " + hash + " is out of range 1.." + maxHash,
                usageError("verify", book.toString(), "--hash", hash));
        assertEquals(
                "book build: option --hash value " + hash + " is out of range 1.." + maxHash,
                usageError(
                        "build",
                        "--size",
                        "5x4",
                        "--depth",
                        "3",
                        "--hash",
                        hash,
                        "--out",
                        dir.resolve("h.c4b").toString()));
        assertFalse(Files.exists(dir.resolve("t.c4b")) || Files.exists(dir.resolve("h.c4b")));
        Run verified = run("verify", book.toString(), "--sample", "3", "--threads", Integer.toString(Engine.CORES));
        assertEquals(0, verified.status(), verified.err());
    }

    @Test
    void mainListsTheSubcommandsAndTheirHelp() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, Main.run(new String[] {"book", "--help"}, new PrintStream(out, true), System.err));
        String help = out.toString();
        assertTrue(help.startsWith("usage: scripts/c4 book build --depth D"), help);
        for (String sub : List.of("build", "moves", "verify", "info", "probe"))
            assertTrue(help.contains("  " + sub + " "), sub);
        String build = run("build", "--help").out();
        for (String option :
                List.of("--depth", "--size", "--root", "--threads", "--hash", "--out", "--journal", "--no-moves")) {
            assertTrue(build.contains("  " + option), option + ": " + build);
        }
        String verify = run("verify", "--help").out();
        for (String option : List.of("--sample", "--seed", "--min-ply", "--threads", "--hash")) {
            assertTrue(verify.contains("  " + option), option + ": " + verify);
        }
    }

    /** info without a FILE describes the book built into the jar, the one solve and the engine use by default. */
    @Test
    void infoWithoutAFileDescribesTheBuiltInBook() throws Exception {
        Run r = run("info");
        assertEquals(0, r.status(), r.out());
        Book shipped = Book.shipped(BoardSize.STANDARD);
        assertTrue(
                r.out()
                        .startsWith("file     (built into c4.jar) /c4/book/7x6.c4b\nbytes    "
                                + shipped.toBytes().length + "\nsize     7x6\ndepth    " + shipped.depth()
                                + "\nentries  " + shipped.entries() + "\n"),
                r.out());
        assertTrue(r.out().contains(String.format("checksum %08x", shipped.checksum())), r.out());
    }

    /** verify: a book without entries, and one with keys out of order (lookups miss them), fail verification. */
    @Test
    void verifyReportsAnEmptyBookAndKeysOutOfOrder() throws Exception {
        Path empty = dir.resolve("empty.c4b");
        new Book(SIZE, 3, new long[0], new byte[0]).write(empty);
        Run none = run("verify", empty.toString(), "--threads", "1", "--hash", "4");
        assertEquals(1, none.status(), none.out());
        assertEquals("the book has no entries: not even the empty board (the book is malformed)\n", none.out());

        Book book = Book.read(build(4));
        Path swapped = withEntriesSwapped(book, book.entries() - 2); // the last two entries
        Run order = run("verify", swapped.toString(), "--sample", "3", "--seed", "1", "--threads", "1", "--hash", "4");
        assertEquals(1, order.status(), order.out());
        assertTrue(
                order.out()
                        .startsWith("order: 1 entries out of key order (lookups miss them: the book is malformed)\n"),
                order.out());
        assertTrue(order.out().endsWith(" 0 mismatches; 1 entries out of key order\n"), order.out());
    }

    /**
     * A copy of {@code book}'s file with entries {@code i} and {@code i + 1} swapped and a
     * checksum that matches (the 24-byte header's checksum is over the rest of the file).
     */
    private Path withEntriesSwapped(Book book, int i) throws Exception {
        byte[] bytes = book.toBytes();
        int entry = (bytes.length - 24) / book.entries();
        int at = 24 + i * entry;
        byte[] first = java.util.Arrays.copyOfRange(bytes, at, at + entry);
        System.arraycopy(bytes, at + entry, bytes, at, entry);
        System.arraycopy(first, 0, bytes, at + entry, entry);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(bytes, 0, 20);
        crc.update(bytes, 24, bytes.length - 24);
        java.nio.ByteBuffer.wrap(bytes, 20, 4).putInt((int) crc.getValue());
        Path swapped = dir.resolve("swapped-" + i + ".c4b");
        Files.write(swapped, bytes);
        return swapped;
    }

    /** {@code --out} that exists and is not a regular file (a FIFO here, a device node as root) is refused before any work. */
    @Test
    void anOutThatIsNotARegularFileIsRefused() throws Exception {
        Path fifo = dir.resolve("fifo.c4b");
        Process p = new ProcessBuilder("mkfifo", fifo.toString())
                .redirectErrorStream(true)
                .start();
        org.junit.jupiter.api.Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available");
        String e = usageError("build", "--size", "4x4", "--depth", "3", "--out", fifo.toString());
        assertTrue(e.startsWith("book build: --out " + fifo + ": is not a regular file"), e);
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the FIFO is left as it is");
    }
}
