package c4.book.build;

/**
 * Where a {@link BookBuilder} reports how far it has come; the command line draws it on stderr.
 * {@link #solved} and {@link #moveFound} are called from the worker threads, once per position:
 * implementations decide how rarely to print. An exception thrown here stops the build (the
 * journals keep what was solved).
 */
public interface BuildListener {
    /** Reports nothing. */
    BuildListener NONE = new BuildListener() {};

    /** Something the user should know that does not stop the build (a journal's torn tail cut off). */
    default void notice(String message) {}

    /** Solving the positions of {@code ply} stones starts: {@code total} of them, {@code resumed} already in the journal. */
    default void plyStarted(int ply, int total, int resumed) {}

    /** One more position of {@code ply} is solved; {@code done} counts the resumed ones too. */
    default void solved(int ply, int done, int total) {}

    /** Every position of {@code ply} is solved: {@code solved} of them now, searching {@code nodes} in {@code nanos}. */
    default void plyFinished(int ply, int total, int solved, long nodes, long nanos) {}

    /** Finding the moves of the deepest ply's positions that are not lost starts: {@code total}, {@code resumed} already in the journal. */
    default void movesStarted(int total, int resumed) {}

    /** One more move is found; {@code done} counts the resumed ones too. */
    default void moveFound(int done, int total) {}

    /** Every move of the deepest ply is found: {@code found} of them now, searching {@code nodes} in {@code nanos}. */
    default void movesFinished(int total, int found, long nodes, long nanos) {}

    /**
     * The book is whole: it is written now (when it has a file), and then the journals are
     * deleted. Until this call the journals keep every position reported solved and every move
     * reported found; from it on, a build stopped may have written its book and deleted them.
     */
    default void finishing() {}
}
