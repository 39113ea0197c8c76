package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The bash completion script: generated from the commands' definitions, and shipped as that output. */
class CompletionCommandTest {
    private static final Path SHIPPED = Path.of("..", "scripts", "c4-completion.bash");

    @Test
    void theShippedScriptIsTheGeneratedOne() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                0,
                Main.run(new String[] {"completion"}, new PrintStream(out, true, StandardCharsets.UTF_8), System.err));
        String generated = out.toString(StandardCharsets.UTF_8);
        assertEquals(CompletionCommand.script(), generated);
        assertEquals(
                Files.readString(SHIPPED),
                generated,
                "scripts/c4-completion.bash is stale: regenerate it with scripts/c4 completion > scripts/c4-completion.bash");
    }

    @Test
    void theScriptCompletesCommandsSubcommandsAndOptions() {
        String script = CompletionCommand.script();
        for (String word : new String[] {
            "solve",
            "book",
            "build",
            "verify",
            "--depth",
            "--no-book",
            "--report-format",
            "perft",
            "--positions",
            "match",
            "--timeout-margin",
            "gui",
            "--max-engines",
            "(\"minimax\" \"alphabeta\" \"engine\")"
        }) {
            assertTrue(script.contains(word), word);
        }
        assertTrue(script.contains("complete -F _complete_c4") && script.contains(" c4"), "registered for c4");
    }
}
