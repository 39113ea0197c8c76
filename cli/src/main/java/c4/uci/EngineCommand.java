package c4.uci;

import c4.cli.Command;
import c4.cli.UsageException;
import c4.core.Echo;
import java.io.InputStream;
import java.io.PrintStream;

/** {@code c4 engine} (also {@code c4} alone): the UCI-like protocol on stdin/stdout. */
public final class EngineCommand implements Command {
    @Override
    public String name() {
        return "engine";
    }

    @Override
    public String summary() {
        return "the UCI-like engine protocol on stdin/stdout (the default command)";
    }

    @Override
    public String help() {
        return """
                usage: scripts/c4 [engine]

                Speaks a text protocol modelled on chess UCI on standard input and output, for GUIs
                and match runners: uci, isready, setoption, ucinewgame, position startpos [moves ...],
                go [depth N | nodes N | movetime MS | wtime MS btime MS winc MS binc MS movestogo N |
                infinite | ponder | mate N | solve | searchmoves C ...], stop, ponderhit, quit,
                and the extensions d, eval, perft D, analyze, bench [depth].
                Columns are 1-based. Errors are one 'info string error: ...' line each; logs go to
                stderr. See docs/PROTOCOL.md for the full description and a sample session.
                """;
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) throws Exception {
        if (args.length > 0) throw new UsageException("engine: takes no arguments, got " + Echo.quote(args[0]));
        new Protocol(in, out, err).run();
        return 0;
    }
}
