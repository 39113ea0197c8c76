package c4.command;

import c4.options.CommandLines;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Runs of {@code c4 solve} in this JVM, shared by the tests of its input and of its options. */
final class SolveCommandFixtures {
    private SolveCommandFixtures() {}

    /** One run: its exit status, standard output and standard error. */
    static final class Run {
        final int status;
        final String out;
        final String err;

        Run(int status, String out, String err) {
            this.status = status;
            this.out = out;
            this.err = err;
        }

        /** The positions solved, in order: the first field of each output line. */
        List<String> moves() {
            return out.lines().map(l -> l.split(" ")[0]).toList();
        }
    }

    /**
     * Runs solve with {@code args} and {@code stdin} as its standard input, on the 5x4 board with one
     * thread and a 1 MiB table unless {@code args} say otherwise.
     */
    static Run solve(byte[] stdin, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // defaults for the tests, each unless the test gives its own (a repeated option is refused)
        List<String> all = new ArrayList<>();
        String[] defaults = {"--size", "5x4", "--threads", "1", "--hash", "1"};
        for (int i = 0; i < defaults.length; i += 2) {
            if (!Arrays.asList(args).contains(defaults[i])) all.addAll(List.of(defaults[i], defaults[i + 1]));
        }
        all.addAll(Arrays.asList(args));
        int status = CommandLines.execute(
                new SolveCommand(),
                all.toArray(String[]::new),
                new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
