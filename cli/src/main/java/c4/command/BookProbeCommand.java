package c4.command;

import c4.book.Book;
import c4.book.BookAudit;
import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Fields;
import c4.core.Position;
import c4.core.PositionCodes;
import c4.core.Score;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** {@code c4 book probe}: looks positions up in a book, with why one is not in it. */
@CommandLine.Command(
        name = "probe",
        header = "look positions up in a book",
        customSynopsis = "usage: scripts/c4 book probe FILE MOVES ...",
        description = {
            "",
            "The exact score of each position from the book, as MOVES SCORE (SCORE for the side to move, as c4 "
                    + "solve prints it) and, when the book has one, \"best\" and the move's column, or why it is "
                    + "not in the book (deeper than the book, game over). The empty board is written -.",
            "",
            "Exit status: 0 when every position is in the book, 1 when one is not, 2 for a bad command line, "
                    + "MOVES or book."
        })
final class BookProbeCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Parameters(index = "0", paramLabel = "FILE", description = "the book")
    private String file;

    @CommandLine.Parameters(index = "1..*", paramLabel = "MOVES", arity = "1..*", description = "the positions")
    private List<String> positions = new ArrayList<>();

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        return BookCommand.withBookErrors("book probe", () -> probe(out));
    }

    private int probe(PrintStream out) throws Exception {
        Book book = BookAudit.requireSoundForLookups(Book.read(Path.of(file)), Path.of(file));
        List<Position> parsed = new ArrayList<>(); // every MOVES checked before any answer
        for (String moves : positions) {
            try {
                parsed.add(Position.parseArgument(moves, book.size()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("book probe: MOVES " + Echo.quote(moves) + ": " + e.getMessage());
            }
        }
        boolean allFound = true;
        String root = null; // the book's root, as moves, found when a position is missing
        long rootKey = -1;
        for (int i = 0; i < parsed.size(); i++) {
            String moves = Fields.strip(positions.get(i)); // as read: the spaces around dropped
            if (moves.isEmpty()) moves = "-"; // the empty board, as solve writes it: MOVES is never an empty field
            Position p = parsed.get(i);
            int score = book.score(p.currentStones(), p.mask());
            if (score != Score.NONE) {
                int move = book.move(p.currentStones(), p.mask());
                out.println(moves + " " + score + (move == Book.NO_MOVE ? "" : " best " + (move + 1)));
                continue;
            }
            allFound = false;
            String why;
            if (p.isGameOver()) why = "the game is over (" + (p.isWon() ? "won" : "board full") + ")";
            else if (p.moveCount() > book.depth())
                why = p.moveCount() + " stones, deeper than the book's depth " + book.depth();
            else {
                if (rootKey < 0) {
                    rootKey = book.rootKey();
                    root = rootMoves(book.size(), rootKey);
                }
                why = root != null && !reaches(book.size(), rootKey, p)
                        ? "not reached from the book's root " + root
                                + " (a sub-book holds only what its root reaches, or its mirror image)"
                        : "missing, though within the book's depth " + book.depth() + " (the book is incomplete)";
            }
            out.println(moves + " not in the book: " + why);
        }
        return allFound ? 0 : 1;
    }

    /**
     * The moves of the position of {@code root}, {@code -} for the empty board; null for a code of
     * no position a game reaches (a malformed book, which only its full audit finds).
     */
    static String rootMoves(BoardSize size, long root) {
        try {
            String moves = PositionCodes.movesOf(size, root);
            return moves.isEmpty() ? "-" : moves;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Whether {@code p} holds the stones of the position of {@code key}, or of its mirror image,
     * each of the same player: what a game from that position reaches.
     */
    private static boolean reaches(BoardSize size, long key, Position p) {
        for (long code : new long[] {key, size.mirror(key)}) {
            long mask = PositionCodes.maskOf(size, code);
            long current = code - mask; // the side to move's stones
            // the same player's stones: the side to move's when the stone counts are of one parity
            long ours =
                    (Long.bitCount(mask) - p.moveCount()) % 2 == 0 ? p.currentStones() : p.mask() ^ p.currentStones();
            if ((mask & ~p.mask()) == 0 && (current & ~ours) == 0 && ((mask ^ current) & ~(p.mask() ^ ours)) == 0) {
                return true;
            }
        }
        return false;
    }
}
