package c4.app;

import c4.command.Commands;
import c4.command.EngineCommand;
import c4.core.Echo;
import c4.io.StandardInput;
import c4.io.StandardOutput;
import c4.options.Command;
import c4.options.CommandLines;
import c4.options.UsageException;
import c4.protocol.Version;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * Entry point of {@code scripts/c4} and the jar: parses the command line into the {@link Command}
 * named by the first argument ({@link Commands}, with picocli: {@link CommandLines}), runs it, and
 * maps what it throws to one message and the exit status.
 */
public final class Main {
    /** The command run when none is given: the protocol engine. */
    static final String DEFAULT_COMMAND = "engine";

    private Main() {}

    public static void main(String[] args) {
        InputStream in = StandardInput.unlessRuntimeFile(
                System.in, Path.of("/proc/self/fd/0"), Path.of(System.getProperty("java.home")), ownCode());
        System.exit(run(args, in, System.out, System.err));
    }

    /** The jar (or classes folder) this program runs from, or null when it cannot be told. */
    private static Path ownCode() {
        try {
            return Path.of(Main.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (RuntimeException | java.net.URISyntaxException e) {
            return null;
        }
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /**
     * Runs the command line, then checks that everything written to {@code out} and {@code err}
     * arrived: a {@link PrintStream} keeps its write errors to itself (a full disk, a closed
     * pipe), so a command whose results were lost would otherwise end with status 0. Lost
     * results: one message naming standard output, and status 1. Lost messages (standard error
     * failed, so nothing can say so): status 1 where it would have been 0.
     */
    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        int status = dispatch(args, in, out, err);
        if (out.checkError()) {
            String name = args.length == 0 ? DEFAULT_COMMAND : Commands.name(args);
            err.println("c4 " + name + ": " + StandardOutput.FAILED);
            return status == 0 ? 1 : status;
        }
        return status == 0 && err.checkError() ? 1 : status;
    }

    private static int dispatch(String[] args, InputStream in, PrintStream out, PrintStream err) {
        if (args.length == 0 || (args.length == 1 && args[0].equals(DEFAULT_COMMAND))) {
            // the engine has no options to parse: GUIs and match runners start it without paying
            // for picocli's command model (about 100 ms of a cold start, docs/DESIGN.md#start-up)
            return execute(DEFAULT_COMMAND, () -> new EngineCommand().run(in, out, err), err);
        }
        Map<String, Class<? extends Command>> commands = Commands.byName();
        if (isHelp(args[0]) || args[0].equals("help")) return help(args, commands, out, err);
        if (args[0].equals("--version")) {
            if (args.length > 1) {
                err.println("c4: --version takes nothing after it, got " + Echo.quote(args[1]));
                return 2;
            }
            out.println("c4 " + Version.VERSION);
            return 0;
        }
        String name = args[0];
        Class<? extends Command> command = commands.get(name);
        if (command == null) {
            err.println("c4: unknown command " + Echo.quote(name) + " (see c4 --help)");
            return 2;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        // a subcommand's failure names it ("c4 book build: ..."), not only its command
        return execute(
                Commands.name(args), () -> CommandLines.execute(Commands.create(command), rest, in, out, err), err);
    }

    /**
     * {@code help} (or {@code -h}, {@code --help}) alone: the overview; with a command, its help;
     * with a command and one of its subcommands ({@code help book build}), the subcommand's. A name
     * that is none of these is refused, status 2, as an unknown command is.
     */
    private static int help(
            String[] args, Map<String, Class<? extends Command>> commands, PrintStream out, PrintStream err) {
        if (args.length == 1) {
            out.print(overview(commands));
            return 0;
        }
        Class<? extends Command> command = commands.get(args[1]);
        if (command == null) {
            err.println("c4: unknown command " + Echo.quote(args[1]) + " (see c4 --help)");
            return 2;
        }
        CommandLine line = CommandLines.of(Commands.create(command));
        if (args.length > 2) {
            CommandLine sub = line.getSubcommands().get(args[2]);
            if (sub == null || args.length > 3) {
                String extra = sub == null ? args[2] : args[3];
                err.println("c4 " + args[0] + ": expected a command and at most one of its subcommands, got "
                        + Echo.quote(extra) + " after " + Echo.quote(sub == null ? args[1] : args[2]));
                return 2;
            }
            line = sub;
        }
        line.usage(out, CommandLine.Help.Ansi.OFF);
        return 0;
    }

    /**
     * Runs the command {@code name} ({@code solve}, {@code book build}) and maps what it throws to
     * a message on {@code err} and the exit status. Every message starts {@code c4 NAME: }: a
     * {@link UsageException}'s names its command already ({@code perft: DEPTH is missing}), so
     * it only gains the {@code c4 }; the others gain both.
     */
    private static int execute(String name, Callable<Integer> command, PrintStream err) {
        try {
            return command.call();
        } catch (UsageException e) {
            err.println("c4 " + e.getMessage());
            return 2;
        } catch (java.io.UncheckedIOException e) {
            if (StandardOutput.FAILED.equals(e.getMessage())) return 1; // said once, by run
            err.println("c4 " + name + ": " + e.getMessage());
            return 1;
        } catch (IllegalArgumentException e) {
            err.println("c4 " + name + ": " + e.getMessage());
            return 2;
        } catch (OutOfMemoryError e) {
            err.println("c4 " + name + ": out of memory (" + e.getMessage()
                    + "); raise the heap with C4_HEAP=16g scripts/c4 ... or ask for less");
            return 3;
        } catch (Exception e) {
            // the message names what failed; the class name only when there is no message
            err.println("c4 " + name + ": " + (e.getMessage() != null ? e.getMessage() : e.toString()));
            return 1;
        }
    }

    private static boolean isHelp(String arg) {
        return arg.equals("--help") || arg.equals("-h");
    }

    static String overview(Map<String, Class<? extends Command>> commands) {
        StringBuilder sb = new StringBuilder();
        sb.append("c4: a Connect Four solver and engine\n\n");
        sb.append("usage: scripts/c4 [COMMAND] [OPTIONS]   (no command: the protocol engine)\n");
        sb.append("       scripts/c4 COMMAND --help        (that command's options)\n");
        sb.append("       scripts/c4 --version             (c4 " + Version.VERSION + ")\n\n");
        sb.append("commands:\n");
        commands.forEach((name, c) -> {
            CommandLine.Command spec = Commands.spec(c);
            if (!spec.hidden()) sb.append(String.format("  %-10s %s%n", name, spec.header()[0]));
        });
        sb.append("\nMoves are written as the columns played, 1-based: 4453 = 4,4,5,3 (columns 10+ as a, b, ...).\n");
        return sb.toString();
    }
}
