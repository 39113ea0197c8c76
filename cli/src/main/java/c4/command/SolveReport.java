package c4.command;

import c4.core.AtomicFile;
import c4.core.Echo;
import c4.io.Json;
import c4.options.UsageException;
import c4.options.WritableFiles;
import c4.search.ThreadCounters;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;

/**
 * {@code solve --report}: the run's summary, and optionally one record per position, as JSON or
 * TSV, for scripts (the benchmark scripts read it rather than the human-readable stderr).
 *
 * <p>JSON: one object, {@code {"command":"solve", "settings":{...}, "summary":{...}, "positions":[...]}}
 * ({@code positions} only with {@code --report-positions}). TSV: a header line and one row of the
 * summary; with {@code --report-positions}, a header line and one row per position instead.
 * A file is written under a temporary name beside it and renamed when complete, so a report that
 * exists is whole; {@code -} is standard output (the text lines are then left out of it).
 */
final class SolveReport {
    enum Format {
        JSON,
        TSV
    }

    /** The options that ask for a report (a picocli mixin of {@code solve}). */
    static final class Options {
        @CommandLine.Option(
                names = "--report",
                paramLabel = "FILE",
                description = "also write a machine-readable "
                        + "report to FILE ('-': standard output, instead of the text lines): the settings and the summary;"
                        + " a FILE that exists is replaced only if it is a report")
        private String target;

        @CommandLine.Option(
                names = "--report-format",
                paramLabel = "json|tsv",
                description = "its format (default: tsv for a FILE ending in .tsv, else json)")
        private String format;

        @CommandLine.Option(
                names = "--report-positions",
                description = "add one record per position (TSV: the rows are the positions)")
        private boolean positions;

        /** The report's file as given, or null for none or standard output. */
        String file() {
            return target == null || target.equals("-") ? null : target;
        }

        /** The report asked for (see {@link SolveReport#open}), or null for none. */
        SolveReport open() {
            if (target == null && (format != null || positions)) {
                throw new UsageException("solve: --report-format and --report-positions need --report FILE");
            }
            return target == null ? null : SolveReport.open(target, format, positions);
        }
    }

    /** One solved position. {@code columns} holds the per-column scores of {@code --analyze}, else null. */
    record Position(int line, String moves, int score, Integer expected, long nodes, long micros, int[] columns) {}

    /**
     * What the summary says; the same figures as the summary line on stderr, and each search
     * thread's counters for the whole run.
     */
    record Summary(
            long positions,
            long badLines,
            long checked,
            long mismatches,
            long nanos,
            long nodes,
            long cpuNanos,
            List<ThreadCounters> threads) {}

    /** The run's settings, recorded beside the figures so that a report explains itself. */
    record Settings(
            String size,
            int threads,
            long tableMiB,
            boolean weak,
            boolean analyze,
            boolean reset,
            String book,
            int bookDepth) {}

    private final String target;
    private final Path file;
    private final AtomicFile.Pending pending;
    private final Format format;
    private final boolean withPositions;
    private final List<Position> positions = new ArrayList<>();

    private SolveReport(String target, Path file, AtomicFile.Pending pending, Format format, boolean withPositions) {
        this.target = target;
        this.file = file;
        this.pending = pending;
        this.format = format;
        this.withPositions = withPositions;
    }

    /**
     * The report asked for, checked before anything is solved: {@code target} is {@code -} or a
     * file whose directory exists and is writable, and which is a regular file if it exists
     * ({@link WritableFiles#check}; a symbolic link: the file it names; the temporary file of
     * {@link AtomicFile} is made there now). A bad target or format is a {@link UsageException},
     * worded as every command words a file it cannot write.
     */
    static SolveReport open(String target, String formatName, boolean withPositions) {
        Format format = format(target, formatName);
        if (target.equals("-")) return new SolveReport(target, null, null, format, withPositions);
        Path given;
        try {
            given = Path.of(target);
        } catch (InvalidPathException e) {
            throw new UsageException("solve: " + name(target) + ": not a file name");
        }
        Path written = WritableFiles.check("solve", "--report", given);
        if (!isReportOrNothing(written)) {
            throw WritableFiles.taken("solve", "--report", given, "holds something other than a solve report", false);
        }
        Path file = given.toAbsolutePath();
        try {
            AtomicFile.Pending pending = AtomicFile.begin(file);
            return new SolveReport(target, file, pending, format, withPositions);
        } catch (IOException e) { // the directory or the file changed since the check, or a read-only file system
            throw WritableFiles.cannotOpen("solve", "--report", given, false, e);
        }
    }

    /** How the messages name the report: {@code --report FILE}. */
    private static String name(String target) {
        return "--report " + Echo.text(target);
    }

    /** How every solve report begins: JSON, the summary's TSV header, the positions' TSV header. */
    private static final List<String> REPORT_STARTS =
            List.of("{\"command\":\"solve\"", "positions\tbad_lines\t", "line\tmoves\tscore\t");

    /**
     * Whether {@code file} is missing, empty, unreadable (its writing says why) or a solve
     * report, which a later run may replace (a benchmark writes one report again and again);
     * false for anything else there, which a slip of the name would lose.
     */
    private static boolean isReportOrNothing(Path file) {
        if (!Files.isRegularFile(file)) return true;
        try (InputStream in = Files.newInputStream(file)) {
            String start = new String(in.readNBytes(64), StandardCharsets.ISO_8859_1);
            return start.isEmpty() || REPORT_STARTS.stream().anyMatch(start::startsWith);
        } catch (IOException e) {
            return true; // unreadable: writing it says the rest
        }
    }

    private static Format format(String target, String name) {
        if (name == null) return target.endsWith(".tsv") ? Format.TSV : Format.JSON;
        return switch (name) {
            case "json" -> Format.JSON;
            case "tsv" -> Format.TSV;
            default -> throw new UsageException("solve: --report-format " + Echo.quote(name) + ": not json or tsv");
        };
    }

    /** Whether the report takes standard output's place. */
    boolean toStandardOutput() {
        return file == null;
    }

    /** Records one solved position (kept only with {@code --report-positions}). */
    void add(Position p) {
        if (withPositions) positions.add(p);
    }

    /**
     * Writes the report: to {@code out} for {@code -}, else to the temporary file, then renamed
     * over the target. A failure names the file and leaves no partial report under its name.
     */
    void finish(Settings settings, Summary summary, PrintStream out) throws IOException {
        String text = format == Format.JSON ? json(settings, summary) : tsv(settings, summary);
        if (file == null) {
            out.print(text);
            out.flush();
            return;
        }
        try {
            pending.commit(StandardCharsets.UTF_8.encode(text));
        } catch (IOException e) {
            throw new IOException(WritableFiles.cannotWrite(name(target), e), e); // Main prefixes "c4 solve: "
        }
    }

    /** Removes the temporary file of a run that ends without a report. */
    void abandon() {
        if (pending != null) pending.abandon();
    }

    private String json(Settings s, Summary m) {
        Json settings = Json.object()
                .put("size", s.size())
                .put("threads", s.threads())
                .put("table_mib", s.tableMiB())
                .put("weak", s.weak())
                .put("analyze", s.analyze())
                .put("reset", s.reset())
                .put("book", s.book());
        if (s.book() != null) settings.put("book_depth", s.bookDepth());
        settings.put("java", System.getProperty("java.version"));
        Json summary = Json.object()
                .put("positions", m.positions())
                .put("bad_lines", m.badLines())
                .put("checked", m.checked())
                .put("mismatches", m.mismatches())
                .put("total_micros", m.nanos() / 1000)
                .put("mean_micros", mean(m.nanos() / 1e3, m.positions()))
                .put("total_nodes", m.nodes())
                .put("mean_nodes", mean(m.nodes(), m.positions()))
                .put("nodes_per_second", m.nanos() == 0 ? 0.0 : m.nodes() * 1e9 / m.nanos())
                .put("main_thread_cpu_micros_per_position", mean(m.cpuNanos() / 1e3, m.positions()));
        List<Json> threads = new ArrayList<>();
        for (ThreadCounters t : m.threads()) {
            threads.add(Json.object()
                    .put("thread", t.thread())
                    .put("nodes", t.nodes())
                    .put("cpu_micros", t.cpuNanos() < 0 ? -1 : t.cpuNanos() / 1000)
                    .put("idle_micros", t.idleNanos() / 1000)
                    .put("splits", t.splits())
                    .put("speculative_splits", t.speculativeSplits())
                    .put("joins", t.joins())
                    .put("speculative_joins", t.speculativeJoins())
                    .put("wasted_nodes", t.wastedNodes()));
        }
        summary.putObjects("threads", threads);
        Json report =
                Json.object().put("command", "solve").put("settings", settings).put("summary", summary);
        if (withPositions) {
            List<Json> records = new ArrayList<>(positions.size());
            for (Position p : positions) {
                Json r = Json.object()
                        .put("line", p.line())
                        .put("moves", p.moves())
                        .put("score", p.score());
                if (p.expected() != null) r.put("expected", p.expected().longValue());
                r.put("nodes", p.nodes()).put("micros", p.micros());
                if (p.columns() != null)
                    r.put(
                            "columns",
                            java.util.Arrays.stream(p.columns()).boxed().toList());
                records.add(r);
            }
            report.putObjects("positions", records);
        }
        return report + "\n";
    }

    private String tsv(Settings s, Summary m) {
        return withPositions ? positionsTsv(s.analyze()) : summaryTsv(s, m);
    }

    /** One line a position: its line, moves, score, expected score, nodes, time (and columns). */
    private String positionsTsv(boolean analyze) {
        StringBuilder sb = new StringBuilder("line\tmoves\tscore\texpected\tnodes\tmicros");
        if (analyze) sb.append("\tcolumns");
        sb.append('\n');
        for (Position p : positions) {
            sb.append(p.line())
                    .append('\t')
                    .append(p.moves())
                    .append('\t')
                    .append(p.score())
                    .append('\t')
                    .append(p.expected() == null ? "" : p.expected().toString())
                    .append('\t')
                    .append(p.nodes())
                    .append('\t')
                    .append(p.micros());
            if (analyze) {
                sb.append('\t');
                for (int i = 0; i < p.columns().length; i++)
                    sb.append(i > 0 ? " " : "").append(p.columns()[i]);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** A header and one line: the summary, the settings and the threads' split counters, summed. */
    private static String summaryTsv(Settings s, Summary m) {
        long splits = 0;
        long speculativeSplits = 0;
        long joins = 0;
        long speculativeJoins = 0;
        long wasted = 0;
        long idle = 0;
        for (ThreadCounters t : m.threads()) {
            splits += t.splits();
            speculativeSplits += t.speculativeSplits();
            joins += t.joins();
            speculativeJoins += t.speculativeJoins();
            wasted += t.wastedNodes();
            idle += t.idleNanos();
        }
        return "positions\tbad_lines\tchecked\tmismatches\ttotal_micros\tmean_micros\ttotal_nodes\tmean_nodes"
                + "\tnodes_per_second\tmain_thread_cpu_micros_per_position\tsize\tthreads\ttable_mib\tweak\tanalyze\treset\tbook"
                + "\tsplits\tspeculative_splits\tjoins\tspeculative_joins\twasted_nodes\tidle_micros\n"
                + String.format(
                        Locale.ROOT,
                        "%d\t%d\t%d\t%d\t%d\t%.3f\t%d\t%.1f\t%.0f\t%.3f\t%s\t%d\t%d\t%b\t%b\t%b\t%s\t%d\t%d\t%d\t%d\t%d\t%d%n",
                        m.positions(),
                        m.badLines(),
                        m.checked(),
                        m.mismatches(),
                        m.nanos() / 1000,
                        mean(m.nanos() / 1e3, m.positions()),
                        m.nodes(),
                        mean(m.nodes(), m.positions()),
                        m.nanos() == 0 ? 0.0 : m.nodes() * 1e9 / m.nanos(),
                        mean(m.cpuNanos() / 1e3, m.positions()),
                        s.size(),
                        s.threads(),
                        s.tableMiB(),
                        s.weak(),
                        s.analyze(),
                        s.reset(),
                        s.book() == null ? "" : Echo.text(s.book()),
                        splits,
                        speculativeSplits,
                        joins,
                        speculativeJoins,
                        wasted,
                        idle / 1000);
    }

    private static double mean(double total, long count) {
        return count == 0 ? 0.0 : total / count;
    }
}
