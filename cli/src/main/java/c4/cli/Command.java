package c4.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** A subcommand of {@code scripts/c4}, listed in the command table ({@code c4.app.Main}). */
public interface Command {
    /** The word after {@code c4}, e.g. {@code solve}. */
    String name();

    /** One line for the command list. */
    String summary();

    /** The full help text, printed for {@code c4 NAME --help}. */
    String help();

    /**
     * Runs the command. Results go to {@code out}, logs and errors to {@code err}.
     *
     * @return the process exit status
     */
    int run(String[] args, InputStream in, PrintStream out, PrintStream err) throws Exception;
}
