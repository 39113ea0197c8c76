package c4.perft;

/**
 * Where a long count reports how far it has come; the command line draws it on stderr. Called
 * from worker threads, often: implementations decide how rarely to print.
 */
public interface ProgressMeter {
    /** {@code done} of the stage's total units, with an optional detail text. */
    void update(long done, String detail);

    /** The stage is over. */
    void finish();

    /** Starts a meter per stage of a count (a ply, a pass); {@link #NONE} reports nothing. */
    interface Factory {
        Factory NONE = (label, total) -> new ProgressMeter() {
            @Override
            public void update(long done, String detail) {}

            @Override
            public void finish() {}
        };

        /** A meter for a stage of {@code total} units ({@code 0}: unknown). */
        ProgressMeter start(String label, long total);

        /** A one-off remark about the count (a change of method, say). */
        default void note(String message) {}
    }
}
