package c4.command;

import c4.book.Book;
import c4.book.VerifyChecks;
import c4.book.build.EntryVerifier;
import c4.core.Plural;
import c4.core.PositionCodes;
import c4.io.Progress;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.Values;
import c4.search.Solver;
import c4.search.TranspositionTable;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import picocli.CommandLine;

/**
 * {@code c4 book verify}: re-solves a random sample of a book's entries without the book and checks
 * their scores and moves, and the order of every key.
 */
@CommandLine.Command(
        name = "verify",
        header = "re-solve a sample of a book's entries and check them",
        customSynopsis =
                "usage: scripts/c4 book verify FILE [--sample N] [--seed S] [--min-ply P] [--threads N] [--hash MB]",
        description = {
            "",
            "Solves a random sample of the book's positions without the book and compares the scores, and checks "
                    + "that each sampled move keeps its position's score, that the book has entries, that every "
                    + "key is in order and that its entries fit its header (as book info checks); prints each mismatch and a summary to stdout. Positions near the empty board "
                    + "of a large board take long to solve without a book: --min-ply skips them. Every entry, on a "
                    + "cluster: --all --spark MASTER (scripts/c4-cluster)."
        })
final class BookVerifyCommand implements Command {
    static final int DEFAULT_SAMPLE = 100;

    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Option(
            names = "--sample",
            paramLabel = "N",
            converter = Values.Positive.class,
            description = "positions to re-solve (default ${DEFAULT-VALUE}; all when N >= entries)")
    private int sample = DEFAULT_SAMPLE;

    @CommandLine.Option(
            names = "--seed",
            paramLabel = "S",
            converter = Values.AnyLong.class,
            description = "seed of the sample (default: random, printed)")
    private Long seed;

    @CommandLine.Option(
            names = "--min-ply",
            paramLabel = "P",
            converter = Values.Plies.class,
            description = "sample only positions of at least P stones (default ${DEFAULT-VALUE})")
    private int minPly;

    @CommandLine.Mixin
    private SearchOptions search = new SearchOptions(TranspositionTable.DEFAULT_MEGABYTES);

    @CommandLine.Parameters(paramLabel = "FILE", description = "the book")
    private String file;

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        return BookCommand.withBookErrors("book verify", () -> verify(out, err));
    }

    private int verify(PrintStream out, PrintStream err) throws Exception {
        Book book = Book.read(Path.of(file));
        VerifyChecks checks = BookCommand.audited("book verify", book, err, c -> VerifyChecks.of(book, c));
        checks.lines().forEach(out::println);
        if (!checks.resolvable()) return 1;
        if (minPly > book.depth()) {
            throw new UsageException("book verify: --min-ply " + minPly + " is beyond the book's depth " + book.depth()
                    + ": nothing to verify");
        }
        long s = seed != null ? seed : new SplittableRandom().nextLong();
        int[] eligible = eligible(book, minPly);
        int eligibleCount = eligible.length;
        int[] chosen = sample(eligible, sample, s);
        Progress progress = new Progress(err, "book verify", chosen.length);
        int mismatches = 0;
        try (Solver solver = new Solver(book.size(), search.threads("book verify", err), search.hash())) {
            for (int n = 0; n < chosen.length; n++) {
                EntryVerifier.Check check = EntryVerifier.check(solver, book, chosen[n]);
                mismatches += check.mismatches().size();
                check.mismatches().forEach(out::println);
                progress.update(n + 1, Plural.count(mismatches, "mismatch", "mismatches"));
            }
        }
        progress.finish();
        out.println(checks.summary(
                chosen.length, eligibleCount, "plies " + minPly + ".." + book.depth() + ", seed " + s, mismatches));
        return checks.passed(mismatches) ? 0 : 1;
    }

    /** The indices of the entries of at least {@code minPly} stones, in key order. */
    static int[] eligible(Book book, int minPly) {
        int[] candidates = new int[book.entries()];
        int n = 0;
        for (int i = 0; i < book.entries(); i++) {
            if (PositionCodes.stonesOf(book.size(), book.keyAt(i)) >= minPly) candidates[n++] = i;
        }
        return Arrays.copyOf(candidates, n);
    }

    /**
     * {@code count} distinct indices of {@code candidates} (an {@link #eligible} array, which it
     * shuffles in part), drawn uniformly with {@code seed} (all of them when there are no more), in
     * key order.
     */
    static int[] sample(int[] candidates, int count, long seed) {
        int n = candidates.length;
        int k = Math.min(count, n);
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < k; i++) { // partial Fisher-Yates: candidates[0, k) become the sample
            int j = i + rnd.nextInt(n - i);
            int t = candidates[i];
            candidates[i] = candidates[j];
            candidates[j] = t;
        }
        int[] chosen = Arrays.copyOf(candidates, k);
        Arrays.sort(chosen);
        return chosen;
    }
}
