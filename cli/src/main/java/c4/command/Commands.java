package c4.command;

import c4.options.Command;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine;

/**
 * The table of commands: every {@link Command} class by the name its picocli annotation gives it,
 * so nothing else has to list them. {@code c4.app.Main} dispatches through it; the completion
 * script is generated from it.
 */
public final class Commands {
    /** Every command's class. */
    private static final List<Class<? extends Command>> ALL = List.of(
            SolveCommand.class,
            EngineCommand.class,
            PerftCommand.class,
            PlayCommand.class,
            MatchCommand.class,
            AuditCommand.class,
            BookCommand.class,
            GuiCommand.class,
            PositionsCommand.class,
            CompletionCommand.class);

    private Commands() {}

    /** Every command's class by name, sorted. */
    public static Map<String, Class<? extends Command>> byName() {
        Map<String, Class<? extends Command>> byName = new TreeMap<>();
        for (Class<? extends Command> c : ALL) byName.put(spec(c).name(), c);
        return byName;
    }

    /** A fresh command object (it holds one command line's options). */
    public static Command create(Class<? extends Command> command) {
        try {
            return command.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make the command " + command.getName(), e);
        }
    }

    /**
     * The name messages use for the command that {@code args} (not empty) run: {@code args[0]},
     * with {@code args[1]} when it names one of that command's subcommands ({@code book build}).
     * picocli takes a subcommand only there: a command with subcommands has no option but --help.
     */
    public static String name(String[] args) {
        Class<? extends Command> command = byName().get(args[0]);
        if (command == null || args.length < 2) return args[0];
        for (Class<?> sub : spec(command).subcommands()) {
            if (sub.getAnnotation(CommandLine.Command.class).name().equals(args[1])) return args[0] + " " + args[1];
        }
        return args[0];
    }

    /** The picocli annotation of {@code command}: its name, header and whether it is hidden. */
    public static CommandLine.Command spec(Class<? extends Command> command) {
        return command.getAnnotation(CommandLine.Command.class);
    }
}
