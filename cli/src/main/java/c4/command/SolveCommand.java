package c4.command;

import c4.core.BoardSize;
import c4.core.Echo;
import c4.core.Fields;
import c4.core.Plural;
import c4.io.InputLines;
import c4.io.Progress;
import c4.io.StandardInput;
import c4.io.StandardOutput;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.Values;
import c4.options.WritableFiles;
import c4.search.ParallelMode;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import picocli.CommandLine;

/** {@code c4 solve}: exact scores in the format of the field's benchmark files. */
@CommandLine.Command(
        name = "solve",
        header = "exact score of positions (args, --file or stdin), benchmark-file format",
        customSynopsis = "usage: scripts/c4 solve [OPTIONS] [MOVES ...]",
        description = {
            "",
            "Solves each position exactly and prints one line per position, in input order: MOVES SCORE NODES MICROS.",
            "SCORE is for the side to move: positive = it wins (22 - n on 7x6 when it wins with its n-th stone), "
                    + "0 = draw, negative = it loses; NODES = nodes searched; MICROS = solve time in microseconds.",
            "",
            "Positions come as arguments, or one per line from --file F or standard input. A line is MOVES or "
                    + "MOVES EXPECTED (the format of the benchmark files); an empty line or '-' is the empty board. "
                    + "MOVES are the columns played, 1-based (4453 = 4,4,5,3). Input is UTF-8 (a byte-order mark at "
                    + "the start is skipped); standard input is solved line by line as it arrives."
        },
        footer = {
            "",
            "A bad line (not valid UTF-8, longer than " + InputLines.MAX_LINE_BYTES
                    + " bytes, not a position) gets one "
                    + "message on stderr naming its file and line number (an argument: 'argument N'); the run goes on.",
            "Exit status: 0 when every line was solved and matched its EXPECTED score, 1 otherwise, 2 for a bad "
                    + "command line (also a --file that is missing, a directory or unreadable: nothing is solved "
                    + "then). A summary goes to stderr at the end."
        })
public final class SolveCommand implements Command {
    static final int DEFAULT_HASH_MB = TranspositionTable.DEFAULT_MEGABYTES;

    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Option(
            names = {"-w", "--weak"},
            description = "only the sign of the score: 1 win, 0 draw, -1 loss")
    private boolean weak;

    @CommandLine.Option(
            names = {"-a", "--analyze"},
            description = "print MOVES S1 .. SW instead: the score of playing "
                    + "each column (a winning move scores as an immediate win; -1000 = full column)")
    private boolean analyze;

    @CommandLine.Option(
            names = "--span",
            description = "solve on one thread and print, instead of the usual line, "
                    + "one line per splitting rule: MOVES SCORE RULE W C WASTE X2 X4 X8 X16 X64 (W = nodes, C = the span: the "
                    + "longest chain of nodes a parallel search under RULE must run in order, WASTE = the estimated nodes of "
                    + "moves its splits start and a cut stops, on 64 threads, XP = predicted speed-up "
                    + "W / ((W + WASTE_P - C) / P + C) on P threads, with the waste on P); then one 'total' line per rule for "
                    + "all positions")
    private boolean span;

    @CommandLine.Option(names = "--file", paramLabel = "F", description = "read positions from file F")
    private String file;

    @CommandLine.Mixin
    private SearchOptions search = new SearchOptions(DEFAULT_HASH_MB);

    @CommandLine.Option(
            names = "--parallel",
            paramLabel = "split|lazy",
            converter = Values.Parallel.class,
            description = "how several threads share a solve: split (split points, young brothers wait with work "
                    + "stealing) or lazy (Lazy SMP: every thread from the root, sharing the table) "
                    + "(default ${DEFAULT-VALUE})")
    private ParallelMode parallel = ParallelMode.SOLVER_DEFAULT;

    @CommandLine.Option(
            names = "--force-splits",
            description = "with --parallel split: split at every eligible node, "
                    + "whether or not a thread is idle (for tests)")
    private boolean forceSplits;

    @CommandLine.Option(
            names = "--size",
            paramLabel = "WxH",
            converter = Values.Size.class,
            description = "board size (default ${DEFAULT-VALUE}; W*(H+1) <= 64)")
    private BoardSize size = BoardSize.STANDARD;

    @CommandLine.Option(names = "--reset", description = "clear the table before each position (as the benchmark does)")
    private boolean reset;

    @CommandLine.Option(
            names = "--warmup",
            paramLabel = "N",
            converter = Values.NonNegative.class,
            description = "first solve N positions, unreported, cycling through the input (JIT warm-up for "
                    + "benchmarks; not with standard input)")
    private int warmup;

    @CommandLine.Mixin
    private BookChoice book;

    @CommandLine.Mixin
    private SolveReport.Options report;

    @CommandLine.Parameters(paramLabel = "MOVES", description = "positions to solve (else --file or standard input)")
    private List<String> positional = new ArrayList<>();

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws IOException {
        if (file != null && !positional.isEmpty()) {
            throw new UsageException("solve: give positions either as arguments or with --file, not both");
        }
        // arguments and files are read whole before anything is solved; standard input line by line
        List<InputLines.Line> given = null;
        InputLines stream = null;
        if (!positional.isEmpty()) {
            given = new ArrayList<>();
            for (String a : positional) given.add(InputLines.Line.good(given.size() + 1, a));
        } else if (file != null) {
            given = readFile(file);
        } else {
            if (warmup > 0) throw new UsageException("solve: --warmup needs positions from arguments or --file");
            StandardInput.requireNotDirectory("solve", in);
            stream = new InputLines(in);
        }
        if (span && analyze) throw new UsageException("solve: --span models the solve of the position, not --analyze");
        if (forceSplits && parallel != ParallelMode.SPLIT) {
            throw new UsageException("solve: --force-splits applies to --parallel split only");
        }
        int threads = span ? search.threads() : search.threads("solve", err);
        if (span) {
            if (search.threadsGiven() && threads != 1) {
                throw new UsageException("solve: --span solves on one thread; leave out --threads " + threads);
            }
            threads = 1;
        }
        refuseSameFile(report.file(), "--file", file);
        refuseSameFile(report.file(), "--book", book.file());
        // checked (and its temporary file made) before anything is solved
        SolveReport opened = report.open();
        try {
            return solveAll(given, stream, opened, threads, out, err);
        } finally {
            if (opened != null) opened.abandon();
        }
    }

    /**
     * Solves the positions {@code given} (arguments or --file, read whole) or, when that is null,
     * those of {@code stream} as they come, with the command's options; {@code opened} is the
     * report (null: none). Returns the exit status.
     */
    private int solveAll(
            List<InputLines.Line> given,
            InputLines stream,
            SolveReport opened,
            int threads,
            PrintStream out,
            PrintStream err)
            throws IOException {
        // arguments are named by their place among the arguments, lines of a file (named) or input by number
        String unit = !positional.isEmpty()
                ? "solve: argument "
                : file != null ? "solve: " + Echo.text(file) + " line " : "solve: line ";
        long hash = search.hash();
        Iterator<InputLines.Line> listed = given == null ? null : given.iterator();
        long total = given == null ? 0 : given.size();

        SolveLine.Stats stats = new SolveLine.Stats();
        boolean ok = true;
        // with the report on standard output, the text lines go nowhere
        PrintStream lines = opened != null && opened.toStandardOutput()
                ? new PrintStream(java.io.OutputStream.nullOutputStream())
                : out;
        try (Solver solver = new Solver(size, threads, hash);
                LongSolveReporter reporter = new LongSolveReporter(solver, err)) {
            c4.book.Book loaded = book.load(size, "solve", err);
            solver.setBook(loaded);
            solver.setParallelMode(parallel);
            solver.setForceSplits(forceSplits);
            if (warmup > 0) warmUp(solver, texts(given), warmup, weak, analyze, err);
            SpanLines spans = span ? new SpanLines(size.cells) : null;
            if (spans != null) solver.setSpanProbe(spans.probe);
            Progress progress = total > 5 ? new Progress(err, "solve", total) : null;
            while (true) {
                InputLines.Line line = listed != null ? (listed.hasNext() ? listed.next() : null) : stream.next();
                if (line == null) break;
                if (!line.ok()) {
                    err.println(unit + line.number() + ": " + line.error());
                    stats.bad++;
                    ok = false;
                } else {
                    reporter.begin(Fields.strip(line.text()));
                    if (!SolveLine.solve(
                            solver,
                            line.text(),
                            line.number(),
                            unit,
                            weak,
                            analyze,
                            reset,
                            lines,
                            err,
                            stats,
                            opened,
                            spans)) {
                        ok = false;
                    }
                    reporter.end();
                }
                if (progress != null) progress.update(line.number(), stats.shortSummary());
                StandardOutput.check(out); // results that cannot be written end the run
            }
            if (progress != null) progress.finish();
            if (spans != null) spans.printTotals(lines);
            err.println(stats.summary(solver.threads(), solver.table().bytes()));
            if (opened != null) {
                opened.finish(
                        new SolveReport.Settings(
                                size.toString(),
                                solver.threads(),
                                solver.table().bytes() >> 20,
                                weak,
                                analyze,
                                reset,
                                book.label(loaded),
                                loaded == null ? 0 : loaded.depth()),
                        new SolveReport.Summary(
                                stats.positions,
                                stats.bad,
                                stats.checked,
                                stats.mismatches,
                                stats.nanos,
                                stats.nodes,
                                stats.cpuNanos,
                                solver.threadCounters()),
                        out);
            }
        }
        return ok ? 0 : 1;
    }

    /** A --report FILE that names the file an {@code option} reads would replace it: refused. */
    private static void refuseSameFile(String report, String option, String input) {
        if (report == null || input == null) return;
        Path a = Path.of(report);
        Path b = Path.of(input);
        boolean same;
        try {
            same = Files.exists(a) && Files.exists(b)
                    ? Files.isSameFile(a, b)
                    : a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        } catch (IOException e) {
            same = false; // reading or writing it says why
        }
        if (same) {
            throw WritableFiles.refusal(
                    "solve",
                    "--report",
                    a,
                    "is the " + option + " of this run, which the report would replace; name another file");
        }
    }

    /**
     * The lines of {@code --file}; a path that cannot be read (missing, a directory, no permission,
     * a read error) is a bad command line, reported before anything is solved.
     */
    private static List<InputLines.Line> readFile(String file) {
        return InputLines.readFile("solve: --file " + Echo.text(file), file);
    }

    /** The text of the good lines (those that decoded). */
    private static List<String> texts(List<InputLines.Line> lines) {
        List<String> texts = new ArrayList<>();
        for (InputLines.Line l : lines) if (l.ok()) texts.add(l.text());
        return texts;
    }

    /** Solves {@code count} positions cyclically from {@code lines}, unreported (JIT warm-up). */
    private static void warmUp(
            Solver solver, List<String> lines, int count, boolean weak, boolean analyze, PrintStream err) {
        PrintStream discard = new PrintStream(java.io.OutputStream.nullOutputStream());
        SolveLine.Stats ignored = new SolveLine.Stats();
        for (int i = 0; i < count && !lines.isEmpty(); i++) {
            SolveLine.solve(
                    solver,
                    lines.get(i % lines.size()),
                    i + 1,
                    "warm-up ",
                    weak,
                    analyze,
                    true,
                    discard,
                    discard,
                    ignored,
                    null,
                    null);
        }
        err.println("solve: warm-up of " + Plural.count(count, "position") + " done");
    }
}
