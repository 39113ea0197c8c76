package c4.app;

import c4.cli.Args;
import c4.cli.AuditCommand;
import c4.cli.BookCommand;
import c4.cli.Command;
import c4.cli.MatchCommand;
import c4.cli.PerftCommand;
import c4.cli.PlayCommand;
import c4.cli.PositionsCommand;
import c4.cli.SolveCommand;
import c4.cli.UsageException;
import c4.core.Echo;
import c4.gui.GuiCommand;
import c4.uci.EngineCommand;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Entry point of {@code scripts/c4} and the jar: the table of commands, which dispatches to the
 * {@link Command} named by the first argument. The one package that knows every command, so the
 * packages of the commands need not know each other.
 */
public final class Main {
    /** The command run when none is given: the protocol engine. */
    static final String DEFAULT_COMMAND = "engine";

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static Map<String, Command> commands() {
        Map<String, Command> byName = new TreeMap<>();
        for (Command c : List.of(new SolveCommand(), new EngineCommand(), new PerftCommand(), new PlayCommand(),
                new MatchCommand(), new AuditCommand(), new BookCommand(), new GuiCommand(), new PositionsCommand())) {
            byName.put(c.name(), c);
        }
        return byName;
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Map<String, Command> commands = commands();
        if (args.length > 0 && (Args.isHelp(args[0]) || args[0].equals("help"))) {
            if (args.length > 1 && commands.containsKey(args[1])) {
                out.print(commands.get(args[1]).help());
            } else {
                out.print(overview(commands));
            }
            return 0;
        }
        String name = args.length == 0 ? DEFAULT_COMMAND : args[0];
        Command command = commands.get(name);
        if (command == null) {
            if (args.length == 0) {
                out.print(overview(commands));
                return 0;
            }
            err.println("c4: unknown command " + Echo.quote(name) + " (see c4 --help)");
            return 2;
        }
        String[] rest = new String[Math.max(0, args.length - 1)];
        if (args.length > 1) System.arraycopy(args, 1, rest, 0, rest.length);
        for (String a : rest) {
            if (Args.isHelp(a)) {
                out.print(command.help());
                return 0;
            }
        }
        try {
            return command.run(rest, System.in, out, err);
        } catch (UsageException e) {
            err.println(e.getMessage());
            return 2;
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

    static String overview(Map<String, Command> commands) {
        StringBuilder sb = new StringBuilder();
        sb.append("c4: a Connect Four solver and engine\n\n");
        sb.append("usage: scripts/c4 [COMMAND] [OPTIONS]   (no command: the protocol engine)\n");
        sb.append("       scripts/c4 COMMAND --help        (that command's options)\n\n");
        sb.append("commands:\n");
        for (Command c : commands.values()) sb.append(String.format("  %-8s %s%n", c.name(), c.summary()));
        sb.append("\nMoves are written as the columns played, 1-based: 4453 = 4,4,5,3 (columns 10+ as a, b, ...).\n");
        return sb.toString();
    }
}
