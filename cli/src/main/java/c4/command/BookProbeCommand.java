package c4.command;

import c4.book.Book;
import c4.book.BookAudit;
import c4.core.Position;
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
                    + "not in the book (deeper than the book, game over)."
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
        boolean allFound = true;
        for (String moves : positions) {
            Position p;
            try {
                p = Position.parse(moves.equals("-") ? "" : moves, book.size());
            } catch (IllegalArgumentException e) {
                throw new UsageException("book probe: MOVES " + moves + ": " + e.getMessage());
            }
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
            else why = "missing, though within the book's depth " + book.depth() + " (the book is incomplete)";
            out.println(moves + " not in the book: " + why);
        }
        return allFound ? 0 : 1;
    }
}
