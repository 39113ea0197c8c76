package c4.protocol.server;

import c4.core.Fields;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The protocol's lines between the thread that reads them and the one that carries them out, in
 * the order sent. A reader that keeps reading while a command waits for a search to end is what
 * lets a {@code stop} (or {@code quit}, or the end of input) sent after that command end the
 * search: a GUI that forgot its {@code stop} before {@code go} still gets its answers in order.
 *
 * <p>Invariant: only the command thread removes lines ({@link #take}), and it does not while it
 * waits in {@link #awaitSearchEnd}, so the lines it has looked at there keep their indexes.
 *
 * <p>The queue holds at most {@link #CAPACITY} lines. A full queue behind a waiting command
 * stops the search it waits for, as a {@code stop} would: else the reader, waiting for room,
 * could never read the {@code stop}, {@code quit} or end of input that ends it.
 */
final class CommandQueue {
    /** Lines read ahead at most; the reader then waits (a flood of lines cannot fill the heap). */
    static final int CAPACITY = 10_000;

    /** What a line read ahead does to the search a waiting command waits for. */
    interface Urgent {
        /** {@code stop}, {@code quit} or the end of input was read: the search must end. */
        void stop();

        /** {@code ponderhit} was read: the pondering search becomes a timed one. */
        void ponderhit();

        /** The two actions as one {@code Urgent}. */
        static Urgent of(Runnable stop, Runnable ponderhit) {
            return new Urgent() {
                @Override
                public void stop() {
                    stop.run();
                }

                @Override
                public void ponderhit() {
                    ponderhit.run();
                }
            };
        }
    }

    private final List<String> lines = new ArrayList<>(); // guarded by this
    private boolean ended; // guarded by this: no line follows

    /** Reader: appends {@code line}; waits while {@link #CAPACITY} lines are unread. */
    synchronized void put(String line) throws InterruptedException {
        if (lines.size() >= CAPACITY) notifyAll(); // a command waiting for a search must know
        while (lines.size() >= CAPACITY) wait();
        lines.add(line);
        notifyAll();
    }

    /** Reader: the input ended (or could not be read). */
    synchronized void end() {
        ended = true;
        notifyAll();
    }

    /** Command thread: the next line, or null when the input ended and every line was taken. */
    synchronized String take() throws InterruptedException {
        while (lines.isEmpty() && !ended) wait();
        if (lines.isEmpty()) return null;
        notifyAll(); // room for the reader
        return lines.remove(0);
    }

    /** Any thread: something {@link #awaitSearchEnd} waits for changed (a search ended). */
    synchronized void wake() {
        notifyAll();
    }

    /**
     * Command thread: waits until {@code searching} turns false. Meanwhile every line already
     * read after the waiting command is looked at once: a stop, quit or the end of input ends
     * the search through {@code urgent}, a ponderhit is passed on. The lines stay queued and are
     * still carried out in order later (a {@code stop} then also ends any search that the
     * commands before it start: it ends every search sent before it). A full queue ends the
     * search too (see the class comment).
     */
    synchronized void awaitSearchEnd(BooleanSupplier searching, Urgent urgent) throws InterruptedException {
        int seen = 0;
        boolean endSeen = false;
        boolean fullSeen = false;
        while (searching.getAsBoolean()) {
            for (; seen < lines.size(); seen++) {
                String[] tokens = Fields.split(lines.get(seen));
                // with arguments these lines are refused when their turn comes, never run
                String word = tokens.length == 1 ? tokens[0] : "";
                switch (word) {
                    case "stop", "quit" -> urgent.stop();
                    case "ponderhit" -> urgent.ponderhit();
                    default -> {
                        // carried out in order once the search has ended
                    }
                }
            }
            if (ended && !endSeen) {
                endSeen = true;
                urgent.stop();
            }
            if (lines.size() >= CAPACITY && !fullSeen) {
                fullSeen = true;
                urgent.stop();
            }
            wait();
        }
    }
}
