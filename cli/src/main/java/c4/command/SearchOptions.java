package c4.command;

import c4.options.Values;
import picocli.CommandLine;

/**
 * {@code --threads N} and {@code --hash MB} of the commands that solve (a picocli mixin): threads
 * up to one per core, a table this heap can hold. Each command gives its own table default.
 */
public final class SearchOptions {
    /** The command this mixin is part of, to tell a given --threads from the default. */
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Option(
            names = "--threads",
            paramLabel = "N",
            converter = Values.Threads.class,
            description = "search threads (default ${DEFAULT-VALUE}: one per core here; more run slower, for tests "
                    + "and experiments, with a warning; at most " + c4.search.Engine.MAX_THREADS + ")")
    private int threads = Values.defaultThreads();

    @CommandLine.Option(
            names = "--hash",
            paramLabel = "MB",
            converter = Values.Hash.class,
            description = "transposition table in MiB, shared by the threads (default ${DEFAULT-VALUE}; at most "
                    + "${sys:c4.hash.max} here: what one array of this heap can hold, see C4_HEAP)")
    private long hash;

    /** The options with a table of {@code preferredMegabytes} by default (less when the heap holds less). */
    public SearchOptions(long preferredMegabytes) {
        hash = Values.defaultHash(preferredMegabytes);
    }

    public int threads() {
        return threads;
    }

    /**
     * The threads, after a warning on {@code err} when they are more than the cores ({@code
     * command} names who warns).
     */
    public int threads(String command, java.io.PrintStream err) {
        String beyond = c4.search.Engine.threadsBeyondCores(threads);
        if (!beyond.isEmpty()) err.println(command + ": warning: --threads " + threads + " " + beyond);
        return threads;
    }

    /** True when the command line set {@code --threads}. */
    public boolean threadsGiven() {
        return spec.commandLine().getParseResult().hasMatchedOption("--threads");
    }

    public long hash() {
        return hash;
    }
}
