package c4.command;

import c4.io.Progress;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code play} shows on stderr while its AI searches, so that a deep search (depth 10 on
 * 7x6: seconds) is not silence: {@code thinking (depth 10)...} before each search. On a
 * terminal ({@link Progress#terminal}) it is drawn as {@link Progress} draws its bar, without a
 * newline, and erased when the move is chosen, so the screen keeps only the dialogue on stdout;
 * elsewhere it is a line of the log. Stdout is left alone.
 */
final class ThinkingLine {
    private final PrintStream err;
    private final String text;
    private final boolean terminal;

    /** The line for a search of {@code depth} plies and {@code movetimeMs} (0: not given) on {@code err}. */
    ThinkingLine(PrintStream err, int depth, int movetimeMs, boolean terminal) {
        this.err = err;
        this.text = text(depth, movetimeMs);
        this.terminal = terminal;
    }

    /** "thinking (depth 10)...", "thinking (movetime 500 ms)...", or both budgets. */
    static String text(int depth, int movetimeMs) {
        List<String> budget = new ArrayList<>();
        if (depth > 0) budget.add("depth " + depth);
        if (movetimeMs > 0) budget.add("movetime " + movetimeMs + " ms");
        return "thinking" + (budget.isEmpty() ? "" : " (" + String.join(", ", budget) + ")") + "...";
    }

    /** Shows the line: the AI's search begins. */
    void begin() {
        if (terminal) err.print(text);
        else err.println(text);
        err.flush();
    }

    /** The search is over (a move chosen, or the AI failed): on a terminal, the line is erased. */
    void end() {
        if (!terminal) return;
        err.print(Progress.ERASE_LINE);
        err.flush();
    }
}
