package c4.options;

import c4.core.Echo;
import c4.core.WholeNumber;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * The project's conventions for picocli: how a command's annotations become a parser, and what a
 * bad command line says. Every message names the command and the option or argument, echoes the
 * bad text safely ({@link Echo}), and points to {@code --help}; the exit status is 2.
 */
public final class CommandLines {
    /** Usage help width: the help texts are written for it. */
    static final int WIDTH = 100;

    private CommandLines() {}

    /** A parser for {@code command} (a picocli-annotated object) and its subcommands. */
    public static CommandLine of(Object command) {
        // help texts name this heap's limit as ${sys:c4.hash.max} and ${sys:c4.cores}
        System.setProperty("c4.hash.max", Long.toString(Values.maxHash()));
        System.setProperty("c4.cores", Integer.toString(Values.defaultThreads()));
        CommandLine line = new CommandLine(command);
        line.setExpandAtFiles(false); // "@name" is a file name or a move string, never a list of arguments
        line.setOverwrittenOptionsAllowed(false); // "--size 7x6 --size 4x4": a mistake, not a choice
        line.setUsageHelpWidth(WIDTH);
        line.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        layOut(line);
        return line;
    }

    /**
     * The help's layout, for the command and its subcommands: the synopsis (written out in full as
     * {@code usage: scripts/c4 ...}), the description, the arguments, the options, the footer. The
     * one-line header is only for lists of commands ({@code c4 --help}, {@code c4 book --help}).
     */
    private static void layOut(CommandLine line) {
        List<String> sections = new ArrayList<>(line.getHelpSectionKeys());
        sections.remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_HEADER_HEADING);
        sections.remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_HEADER);
        line.setHelpSectionKeys(sections);
        line.getCommandSpec()
                .usageMessage()
                .synopsisHeading("")
                .parameterListHeading("%narguments:%n")
                .optionListHeading("%noptions:%n")
                .commandListHeading("%nsubcommands:%n");
        for (CommandLine sub : line.getSubcommands().values()) layOut(sub);
    }

    /**
     * Parses {@code args} into {@code command} (a fresh {@link Command} object) and runs the command
     * they name (a subcommand's, when they name one); {@code --help} prints its help to {@code out}
     * instead (status 0). A command line picocli refuses is a {@link UsageException} with
     * {@link #message}.
     *
     * @return the command's exit status
     */
    public static int execute(Command command, String[] args, InputStream in, PrintStream out, PrintStream err)
            throws Exception {
        CommandLine line = of(command);
        PrintWriter help = new PrintWriter(out, true);
        line.setOut(help);
        CommandLine.ParseResult parsed;
        try {
            parsed = line.parseArgs(args);
        } catch (ParameterException e) {
            // a user who asks for the help gets it, whatever else the line holds
            if (asksForHelp(args)) {
                e.getCommandLine().usage(help);
                help.flush();
                return 0;
            }
            throw new UsageException(message(e));
        }
        if (CommandLine.printHelpIfRequested(parsed)) {
            help.flush();
            return 0;
        }
        List<CommandLine> chain = parsed.asCommandLineList();
        return ((Command) chain.get(chain.size() - 1).getCommand()).run(in, out, err);
    }

    /** Whether {@code args} hold {@code --help} or {@code -h} as an option (before any {@code --}). */
    private static boolean asksForHelp(String[] args) {
        for (String a : args) {
            if (a.equals("--")) return false;
            if (a.equals("--help") || a.equals("-h")) return true;
        }
        return false;
    }

    /** The name messages use for the command that {@code spec} describes: {@code solve}, {@code book build}. */
    public static String name(CommandSpec spec) {
        return spec.qualifiedName(" ");
    }

    /**
     * The one-line message for a command line picocli refused; like every {@link UsageException}'s,
     * it starts with the command's name ({@code solve: ...}, {@code book build: ...}), and the
     * program prints it after {@code c4 }.
     */
    public static String message(ParameterException e) {
        CommandSpec spec = e.getCommandLine().getCommandSpec();
        String command = name(spec);
        String help = " (see c4 " + command + " --help)";
        // an unknown word explains a missing option better than the other way round ("--plys 3")
        List<String> unmatched = e instanceof CommandLine.UnmatchedArgumentException u
                ? u.getUnmatched()
                : e.getCommandLine().getUnmatchedArguments();
        if (!unmatched.isEmpty()) {
            String first = unmatched.get(0);
            if (first.startsWith("-") && first.length() > 1 && !WholeNumber.isNumber(first)) {
                // the help of book build and book verify names --spark (and verify's --all with it):
                // they are the cluster's options, not this jar's
                if (command.startsWith("book ")
                        && unmatched.stream().anyMatch(a -> optionName(a).equals("--spark"))) {
                    return command + ": --spark runs on Apache Spark through scripts/c4-cluster (scripts/c4 hands"
                            + " it over); c4.jar has no Spark";
                }
                // verify's help names --all with --spark: alone it is no unknown option, but one for the cluster
                if (command.equals("book verify")
                        && unmatched.stream().anyMatch(a -> optionName(a).equals("--all"))) {
                    return command + ": --all (every entry) runs only on Apache Spark: give it with --spark MASTER"
                            + " (scripts/c4 hands it to scripts/c4-cluster); without it, --sample N checks N entries"
                            + help;
                }
                return command + ": unknown option " + Echo.quote(optionName(first)) + help;
            }
            if (!spec.subcommands().isEmpty()) {
                return command + ": unknown subcommand " + Echo.quote(first) + "; " + subcommands(spec) + " expected"
                        + help;
            }
            return command + ": unexpected argument " + Echo.quote(first) + help;
        }
        if (e instanceof CommandLine.OverwrittenOptionException o && o.getOverwritten() instanceof OptionSpec option) {
            return command + ": option " + option.longestName() + " is given more than once" + help;
        }
        ArgSpec arg = e.getArgSpec();
        if (e.getCause() instanceof Values.Refused r && arg != null) {
            // "option --threads needs a whole number, ...", "option --size: board size ..."
            String why = r.getMessage();
            boolean phrase = why.startsWith("needs ") || why.startsWith("value ");
            return command + ": " + label(arg) + (phrase ? " " : ": ") + why;
        }
        String expected = e.getCause() instanceof CommandLine.TypeConversionException && arg != null
                ? expectedValues(arg.type())
                : null;
        if (expected != null) {
            // picocli's own message would echo the value unescaped, and runs past what a message
            // echoes ("'yes' is not…")
            return command + ": " + label(arg) + " value " + Echo.quote(e.getValue()) + ": expected " + expected;
        }
        if (e instanceof CommandLine.MissingParameterException m
                && !m.getMissing().isEmpty()) {
            ArgSpec missing = m.getMissing().get(0);
            if (missing instanceof OptionSpec o && e.getMessage().startsWith("Missing required parameter for option")) {
                return command + ": option " + o.longestName() + " needs a value";
            }
            String what = m.getMissing().stream().map(CommandLines::synopsis).collect(Collectors.joining(" and "));
            return command + ": " + what + (m.getMissing().size() > 1 ? " are" : " is") + " missing" + help;
        }
        return command + ": " + Echo.text(e.getMessage()) + help;
    }

    /** {@code build, moves, verify, info or probe}. */
    static String subcommands(CommandSpec spec) {
        List<String> names = List.copyOf(spec.subcommands().keySet());
        if (names.size() == 1) return names.get(0);
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /** {@code option --threads} or {@code DEPTH}: how a message names an option or argument. */
    /** What a value of {@code type} may be, said in a message: its enum's names, true or false; null for others. */
    private static String expectedValues(Class<?> type) {
        if (type.isEnum()) {
            return "one of "
                    + java.util.Arrays.stream(type.getEnumConstants())
                            .map(Object::toString)
                            .collect(Collectors.joining(", "));
        }
        return type == boolean.class || type == Boolean.class ? "true or false" : null;
    }

    private static String label(ArgSpec arg) {
        return arg instanceof OptionSpec o ? "option " + o.longestName() : ((PositionalParamSpec) arg).paramLabel();
    }

    /** {@code --depth D} or {@code FILE}. */
    private static String synopsis(ArgSpec arg) {
        if (arg instanceof OptionSpec o)
            return o.longestName() + (o.typeInfo().isBoolean() ? "" : " " + o.paramLabel());
        return arg.paramLabel();
    }

    private static String optionName(String arg) {
        int eq = arg.indexOf('=');
        return eq >= 0 ? arg.substring(0, eq) : arg;
    }
}
