package c4.command;

import c4.book.Book;
import c4.core.BoardSize;
import c4.core.PositionCodes;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * {@code c4 book info}: describes a book file, or the one built into c4.jar, and checks each entry
 * against its ply and its position, which reading a book does not.
 */
@CommandLine.Command(
        name = "info",
        header = "describe a book file, or the book built into c4.jar, and check its entries",
        customSynopsis = "usage: scripts/c4 book info [FILE]",
        description = {
            "",
            "The book's bytes, board size, depth, entries, moves, checksum (CRC-32C, as stored in the header) and "
                    + "the entries of each ply; checks that every entry is a position of at most the depth, in key "
                    + "order, with a score its ply allows and a legal move or none (a lookup trusts them all). "
                    + "Without FILE, the 7x6 book built into c4.jar, which solve, the engine and the GUI use by "
                    + "default."
        })
final class BookInfoCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Parameters(paramLabel = "FILE", arity = "0..1", description = "the book (default: the built-in one)")
    private String file;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        return BookCommand.withBookErrors("book info", () -> {
            if (file != null) return info(Book.read(Path.of(file)), file, Files.size(Path.of(file)), out);
            Book shipped = Book.shipped(BoardSize.STANDARD);
            if (shipped == null) throw new UsageException("book info: this c4.jar has no built-in book; give a FILE");
            return info(
                    shipped,
                    "(built into c4.jar) " + Book.shippedResource(BoardSize.STANDARD),
                    shipped.toBytes().length,
                    out);
        });
    }

    private static int info(Book book, String name, long bytes, PrintStream out) {
        // a book is read without checking its entries (see Book.read); info is where they are checked
        long[] perPly = new long[book.depth() + 1];
        long deeper = 0;
        long outOfOrder = BookCommand.outOfOrder(book);
        long moves = 0;
        long badMoves = 0;
        long badScores = 0;
        for (int i = 0; i < book.entries(); i++) {
            long key = book.keyAt(i);
            int stones = PositionCodes.stonesOf(book.size(), key);
            if (stones < perPly.length) perPly[stones]++;
            else deeper++;
            // a win with this stone at best, a loss to the opponent's next stone at worst
            int score = book.scoreAt(i);
            if (score > book.size().winScore(stones) || score < -book.size().winScore(stones + 1)) badScores++;
            int move = book.moveAt(i);
            if (move == Book.NO_MOVE) continue;
            if (move >= 0
                    && move < book.size().width
                    && PositionCodes.positionOf(book.size(), key).canPlay(move)) moves++;
            else badMoves++;
        }
        out.println("file     " + name);
        out.println("bytes    " + bytes);
        out.println("size     " + book.size());
        out.println("depth    " + book.depth());
        out.println("entries  " + book.entries());
        out.println("moves    " + (book.holdsMoves() ? moves + " (none for the others)" : "none (format version 1)"));
        out.println(String.format("checksum %08x", book.checksum()));
        for (int p = 0; p <= book.depth(); p++) out.println("ply " + p + "    " + perPly[p]);
        if (deeper > 0) out.println("deeper   " + deeper + " (entries beyond the depth: the book is malformed)");
        if (outOfOrder > 0) out.println("order    " + outOfOrder + BookCommand.OUT_OF_ORDER);
        if (badMoves > 0)
            out.println("illegal  " + badMoves + " moves not playable in their position (the book is malformed)");
        if (badScores > 0)
            out.println("scores   " + badScores + " scores no position of their ply can have (the book is malformed)");
        if (book.entries() == 0) out.println("empty    no entries, not even the empty board (the book is malformed)");
        return deeper > 0 || outOfOrder > 0 || badMoves > 0 || badScores > 0 || book.entries() == 0 ? 1 : 0;
    }
}
