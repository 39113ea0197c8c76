package c4.protocol.server;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.search.Engine;
import c4.search.TranspositionTable;
import java.util.List;
import java.util.Locale;

/** The protocol's options (each declared once, in {@link #ALL}) and their current values. */
final class EngineOptions {
    static final EngineOption HASH = EngineOption.spin(
            "Hash",
            Math.min(TranspositionTable.DEFAULT_MEGABYTES, TranspositionTable.maxMegabytesForHeap()),
            1,
            TranspositionTable.maxMegabytesForHeap());
    static final EngineOption THREADS = EngineOption.spin("Threads", 1, 1, Engine.MAX_THREADS);
    /** Exact searches ({@code go solve}, {@code analyze}) split nodes among the threads instead of Lazy SMP. */
    static final EngineOption SPLIT_POINTS = EngineOption.check("SplitPoints", false);

    static final EngineOption WIDTH = EngineOption.spin("Width", BoardSize.STANDARD.width, 1, BoardSize.MAX_BITS);
    static final EngineOption HEIGHT =
            EngineOption.spin("Height", BoardSize.STANDARD.height, 1, BoardSize.MAX_BITS - 1);
    static final EngineOption PONDER = EngineOption.check("Ponder", false);
    static final EngineOption MULTI_PV = EngineOption.spin("MultiPV", 1, 1, 64);
    static final EngineOption WEAK = EngineOption.check("Weak", false);
    static final EngineOption RANDOMIZE = EngineOption.check("Randomize", false);
    static final EngineOption MOVE_OVERHEAD =
            EngineOption.spin("MoveOverhead", Engine.DEFAULT_MOVE_OVERHEAD_MS, 0, 10_000);
    static final EngineOption DEBUG = EngineOption.check("Debug", false);
    static final EngineOption OWN_BOOK = EngineOption.check("OwnBook", true);
    static final EngineOption BOOK_FILE = EngineOption.string("BookFile");
    static final List<EngineOption> ALL = List.of(
            HASH,
            THREADS,
            SPLIT_POINTS,
            WIDTH,
            HEIGHT,
            PONDER,
            MULTI_PV,
            WEAK,
            RANDOMIZE,
            MOVE_OVERHEAD,
            DEBUG,
            OWN_BOOK,
            BOOK_FILE);

    private final long[] values = new long[ALL.size()];

    EngineOptions() {
        for (int i = 0; i < values.length; i++) values[i] = ALL.get(i).defaultValue();
    }

    long get(EngineOption option) {
        return values[ALL.indexOf(option)];
    }

    boolean isOn(EngineOption option) {
        return get(option) != 0;
    }

    void set(EngineOption option, long value) {
        values[ALL.indexOf(option)] = value;
    }

    /** The option of this name (case-insensitive, as UCI allows). */
    static EngineOption find(String name) throws ProtocolException {
        for (EngineOption o : ALL)
            if (o.name().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) return o;
        StringBuilder names = new StringBuilder();
        for (EngineOption o : ALL) names.append(names.length() == 0 ? "" : ", ").append(o.name());
        throw new ProtocolException("setoption: unknown option " + Echo.quote(name) + " (options: " + names + ")");
    }

    /** The board size of Width x Height. */
    BoardSize boardSize() {
        return BoardSize.of((int) get(WIDTH), (int) get(HEIGHT));
    }

    /**
     * What to warn of once {@code option} is set, or null: Threads beyond the cores; Width and
     * Height that do not fit together. Those are not refused, since a GUI changing both may pass
     * through such a pair (7x6 to 8x7 by way of 9x7), but the next position refuses them: the
     * warning tells the GUI which setoption did it.
     */
    String warning(EngineOption option) {
        if (option == THREADS) {
            String beyond = Engine.threadsBeyondCores((int) get(THREADS));
            return beyond.isEmpty() ? null : "Threads " + get(THREADS) + " " + beyond;
        }
        if (option != WIDTH && option != HEIGHT) return null;
        try {
            boardSize();
            return null;
        } catch (IllegalArgumentException e) {
            return "options Width/Height: " + e.getMessage() + "; a position is refused until they fit";
        }
    }
}
