package c4.book.build;

/**
 * Where a {@link BookBuilder} reports how far it has come; the command line draws it on stderr.
 * {@link #solved} is called from the worker threads, once per position: implementations decide
 * how rarely to print. An exception thrown here stops the build (the journal keeps what was
 * solved).
 */
public interface BuildListener {
    /** Reports nothing. */
    BuildListener NONE = new BuildListener() {
    };

    /** Solving the positions of {@code ply} stones starts: {@code total} of them, {@code resumed} already in the journal. */
    default void plyStarted(int ply, int total, int resumed) {
    }

    /** One more position of {@code ply} is solved; {@code done} counts the resumed ones too. */
    default void solved(int ply, int done, int total) {
    }

    /** Every position of {@code ply} is solved: {@code solved} of them now, searching {@code nodes} in {@code nanos}. */
    default void plyFinished(int ply, int total, int solved, long nodes, long nanos) {
    }
}
