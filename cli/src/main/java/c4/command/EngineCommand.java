package c4.command;

import c4.io.StandardInput;
import c4.options.Command;
import c4.options.HelpOption;
import c4.protocol.server.Protocol;
import java.io.InputStream;
import java.io.PrintStream;
import picocli.CommandLine;

/** {@code c4 engine} (also {@code c4} alone): the UCI-like protocol on stdin/stdout. */
@CommandLine.Command(
        name = "engine",
        header = "the UCI-like engine protocol on stdin/stdout (the default command)",
        customSynopsis = "usage: scripts/c4 [engine]",
        description = {
            "",
            "Speaks a text protocol modelled on chess UCI on standard input and output, for GUIs and match "
                    + "runners: uci, isready, setoption, ucinewgame, position startpos [moves ...], go [depth N | "
                    + "nodes N | movetime MS | wtime MS btime MS winc MS binc MS movestogo N | infinite | ponder | "
                    + "mate N | solve | searchmoves C ...], stop, ponderhit, quit, and the extensions d, eval, "
                    + "perft D, analyze, bench [depth].",
            "Columns are 1-based. Errors are one 'info string error: ...' line each; logs go to stderr. See "
                    + "docs/PROTOCOL.md for the full description and a sample session."
        })
public final class EngineCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        StandardInput.requireNotDirectory("engine", in);
        new Protocol(in, out, err).run();
        return 0;
    }
}
