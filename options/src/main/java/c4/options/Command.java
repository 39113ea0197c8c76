package c4.options;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * A command of {@code scripts/c4}: a class annotated for picocli ({@code @CommandLine.Command} with
 * its name, one-line {@code header} and help; {@code @Option} and {@code @Parameters} fields with
 * their defaults, ranges through {@link Values}' converters, and descriptions), so that what a
 * command accepts and what its {@code --help} says come from one definition. {@code c4.app.Main}
 * parses the command line into a fresh instance (see {@link CommandLines}), then calls {@link #run}.
 */
public interface Command {
    /**
     * Runs the command with the parsed options. Results go to {@code out}, logs and errors to
     * {@code err}; a bad combination of options is a {@link UsageException} (exit status 2).
     *
     * @return the process exit status
     */
    int run(InputStream in, PrintStream out, PrintStream err) throws Exception;
}
