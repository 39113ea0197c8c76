package c4.options;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.WholeNumber;
import c4.search.Engine;
import c4.search.TranspositionTable;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The value types of the command line, as picocli converters: each holds its range, so an
 * option's type, range and message are defined once, beside it ({@code converter = Values.Threads.class}).
 * A value out of range or not a number gives {@code CMD: option --NAME value V is out of range A..B}
 * or {@code ... needs a whole number, got 'V'} (as {@code CommandLines.message} words it). Ranges that depend
 * on another option (a depth on the board size) are checked by the command.
 */
public final class Values {
    private Values() {}

    /** A value a converter of this class refused; its message is the project's, already escaped ({@link Echo}). */
    public static final class Refused extends TypeConversionException {
        Refused(String message) {
            super(message);
        }
    }

    /** Whole numbers in {@code min..max}: ASCII digits and an optional '-', as {@link WholeNumber} reads them. */
    public abstract static class IntRange implements ITypeConverter<Integer> {
        private final int min;
        private final int max;

        protected IntRange(int min, int max) {
            this.min = min;
            this.max = max;
        }

        @Override
        public Integer convert(String text) {
            try {
                return (int) WholeNumber.parse(text, min, max);
            } catch (IllegalArgumentException e) {
                throw new Refused(e.getMessage());
            }
        }
    }

    /** Any {@code long}: seeds. */
    public static final class AnyLong implements ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            try {
                return WholeNumber.parse(text, Long.MIN_VALUE, Long.MAX_VALUE);
            } catch (IllegalArgumentException e) {
                throw new Refused(e.getMessage());
            }
        }
    }

    /** 1 and up. */
    public static final class Positive extends IntRange {
        public Positive() {
            super(1, Integer.MAX_VALUE);
        }
    }

    /** 0 and up. */
    public static final class NonNegative extends IntRange {
        public NonNegative() {
            super(0, Integer.MAX_VALUE);
        }
    }

    /** Stones on a board: 0..{@link BoardSize#MAX_BITS} (the command checks the board's own cells). */
    public static final class Plies extends IntRange {
        public Plies() {
            super(0, BoardSize.MAX_BITS);
        }
    }

    /** Search threads: 1 up to {@link Engine#MAX_THREADS} (more than the cores only for tests: {@code SearchOptions}). */
    public static final class Threads extends IntRange {
        public Threads() {
            super(1, Engine.MAX_THREADS);
        }
    }

    /**
     * A transposition table in MiB: 1..{@link #maxHash}, and one this heap can allocate now, so a
     * table that cannot be made is a bad command line, not a late failure.
     */
    public static final class Hash implements ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            long megabytes;
            try {
                megabytes = WholeNumber.parse(text, 1, maxHash());
                TranspositionTable.checkAllocatable(megabytes, 0);
            } catch (IllegalArgumentException e) {
                throw new Refused(e.getMessage());
            }
            return megabytes;
        }
    }

    /** A board size {@code WxH} with {@code W*(H+1) <= 64}. */
    public static final class Size implements ITypeConverter<BoardSize> {
        @Override
        public BoardSize convert(String text) {
            try {
                return BoardSize.parse(text);
            } catch (IllegalArgumentException e) {
                throw new Refused(e.getMessage());
            }
        }
    }

    /** How threads share a solve: {@code split} or {@code lazy}. */
    public static final class Parallel implements ITypeConverter<c4.search.ParallelMode> {
        @Override
        public c4.search.ParallelMode convert(String text) {
            try {
                return c4.search.ParallelMode.parse(text);
            } catch (IllegalArgumentException e) {
                throw new Refused(e.getMessage());
            }
        }
    }

    /** The largest {@code --hash} this heap can hold, in MiB. */
    public static long maxHash() {
        return TranspositionTable.maxMegabytesForHeap();
    }

    /** A command's default table size: {@code preferred} MiB, or {@link #maxHash} when the heap holds less. */
    public static long defaultHash(long preferred) {
        return Math.min(preferred, maxHash());
    }

    /** Search threads when none are asked for: one per core, which is also the most there can be. */
    public static int defaultThreads() {
        return Engine.CORES;
    }
}
