package c4.cli;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.WholeNumber;
import c4.search.Engine;
import c4.search.TranspositionTable;
import java.util.ArrayList;
import java.util.List;

/**
 * A small command-line reader: options ({@code --name value}, {@code --name=value}, flags) and
 * positional arguments, with errors that name the option and the bad value (echoed through {@link Echo}).
 */
public final class Args {
    private final String command;
    private final String[] args;
    private int index;
    private final List<String> positional = new ArrayList<>();

    public Args(String command, String[] args) {
        this.command = command;
        this.args = args;
    }

    /** The command these arguments belong to (for messages). */
    public String command() {
        return command;
    }

    /** True while there are arguments left; positional ones are collected on the way. */
    public boolean hasNext() {
        return index < args.length;
    }

    /** The next argument (an option or a positional one). */
    public String next() {
        return args[index++];
    }

    /** The value of the option just read (from {@code --name=value} or the next argument). */
    public String value(String option) {
        int eq = option.indexOf('=');
        if (eq >= 0) return option.substring(eq + 1);
        if (index >= args.length) throw new UsageException(command + ": option " + option + " needs a value");
        return args[index++];
    }

    /** The option's name without any {@code =value} part. */
    public static String name(String option) {
        int eq = option.indexOf('=');
        return eq >= 0 ? option.substring(0, eq) : option;
    }

    public int intValue(String option, int min, int max) {
        return (int) longValue(option, min, max);
    }

    public long longValue(String option, long min, long max) {
        String v = value(option);
        try {
            return WholeNumber.parse(command + ": option " + name(option), v, min, max);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /**
     * The value of a {@code --hash MB} option: 1..{@link #maxHash} (what the help texts say) and
     * allocatable now, so a table that cannot be made is a bad command line, not a late failure.
     */
    public long hashValue(String option) {
        long megabytes = longValue(option, 1, maxHash());
        try {
            TranspositionTable.checkAllocatable(megabytes, 0);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": option " + name(option) + ": " + e.getMessage());
        }
        return megabytes;
    }

    /** The largest {@code --hash} this heap can hold, in MiB. */
    public static long maxHash() {
        return TranspositionTable.maxMegabytesForHeap();
    }

    /** A command's default table size: {@code preferred} MiB, or {@link #maxHash} when the heap holds less. */
    public static long defaultHash(long preferred) {
        return Math.min(preferred, maxHash());
    }

    public BoardSize sizeValue(String option) {
        String v = value(option);
        try {
            return BoardSize.parse(v);
        } catch (IllegalArgumentException e) {
            throw new UsageException(command + ": option " + name(option) + ": " + e.getMessage());
        }
    }

    /** Parses a positional whole number, naming what it is on error. */
    public int intArgument(String what, String v, int min, int max) {
        try {
            return WholeNumber.parseInt(command + ": " + what, v, min, max);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    public UsageException unknown(String option) {
        return new UsageException(command + ": unknown option " + Echo.quote(option) + " (see c4 " + command + " --help)");
    }

    public void addPositional(String arg) {
        positional.add(arg);
    }

    public List<String> positional() {
        return positional;
    }

    public static boolean isHelp(String arg) {
        return arg.equals("--help") || arg.equals("-h");
    }

    /** Search threads when none are asked for: one per core, which is also the most there can be. */
    public static int defaultThreads() {
        return Engine.MAX_THREADS;
    }
}
