package c4.options;

import c4.book.build.BookPlies;
import c4.core.BoardSize;
import c4.core.Position;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * What a book build makes, as {@code book build} on one machine and on Spark both take it (a
 * picocli mixin): the depth, the board, the root of a sub-book, the file, and whether it records
 * moves. One definition, so the two programs accept the same values with the same help.
 */
public final class BookBuildOptions {
    @CommandLine.Option(
            names = "--depth",
            paramLabel = "D",
            required = true,
            converter = Values.Plies.class,
            description = "the deepest ply (stones on the board) the book holds")
    private int depth;

    @CommandLine.Option(
            names = "--size",
            paramLabel = "WxH",
            converter = Values.Size.class,
            description = "board size (default ${DEFAULT-VALUE}; width*(height+1) <= 64)")
    private BoardSize size = BoardSize.STANDARD;

    @CommandLine.Option(
            names = "--root",
            paramLabel = "MOVES",
            description = "the sub-book of this position: every "
                    + "position reachable from it (or its mirror image) of at most D stones, D counted from the empty board as "
                    + "always; the root's entry is its exact score. solve --book and probe use it like any book")
    private String rootMoves;

    @CommandLine.Option(
            names = "--out",
            paramLabel = "FILE",
            description = "the book file (default book-WxH-dD.c4b, with -rMOVES for a --root)")
    private String outName;

    @CommandLine.Option(names = "--no-moves", description = "scores only (the book records no moves)")
    private boolean noMoves;

    @CommandLine.Option(
            names = "--force",
            description = "replace the --out file if it exists (without it, a build refuses to start then)")
    private boolean force;

    public int depth() {
        return depth;
    }

    public BoardSize size() {
        return size;
    }

    /**
     * The root's moves as messages and file names write them: without the spaces around them, and
     * '-' for the empty board (given as '-' or as nothing); null for the whole book.
     */
    public String rootMoves() {
        if (rootMoves == null) return null;
        String moves = rootMoves.strip();
        return moves.isEmpty() ? "-" : moves;
    }

    public boolean moves() {
        return !noMoves;
    }

    /**
     * Checks what one option alone cannot: the depth against the board's cells and the root
     * against the depth; returns the root's position (null: the whole book).
     *
     * @throws UsageException naming {@code command} and the option
     */
    public Position check(String command) {
        if (depth > size.cells) {
            throw new UsageException(
                    command + ": option --depth value " + depth + " is out of range 0.." + size.cells + " on " + size);
        }
        if (rootMoves == null) return null;
        try {
            return BookPlies.root(rootMoves, size, depth);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": " + e.getMessage());
        }
    }

    /**
     * Checks the book file before any work: it can be written where it is named
     * ({@link WritableFiles#check}) and, without {@code --force}, no file is there yet, so that a
     * slip of the name never replaces a file, nor an existing book with hours of the same work.
     *
     * @return the file that will be written: absolute, through any symbolic links
     * @throws UsageException naming {@code command}, the option and the file
     */
    public Path checkedFile(String command) {
        Path written = WritableFiles.check(command, "--out", file());
        refuseExisting(command, written);
        return written;
    }

    /**
     * {@link #checkedFile}'s second half, for a caller that has checked the file with {@link
     * WritableFiles#check} already ({@code written}: what that returned): refuses a file that is
     * there, unless {@code --force}.
     *
     * @throws UsageException naming {@code command}, the option and the file
     */
    public void refuseExisting(String command, Path written) {
        if (!force) WritableFiles.refuseExisting(command, "--out", file(), written);
    }

    /** Whether {@code --force} was given: an existing book file may be replaced. */
    public boolean force() {
        return force;
    }

    /** The book file: {@code --out}, or {@code book-WxH-dD.c4b} ({@code -rMOVES} before the suffix for a root). */
    public Path file() {
        return Path.of(
                outName != null
                        ? outName
                        : "book-" + size + "-d" + depth + (rootMoves == null ? "" : "-r" + rootMoves()) + ".c4b");
    }
}
