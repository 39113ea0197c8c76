package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    @TempDir
    Path dir;

    /**
     * The script as bash runs it on TAB: an argument that names a file completes file names (picocli
     * switches bash's own file-name completion off for every command, so the script must offer them
     * itself), enum values and option names complete as before, and a number completes to nothing.
     */
    @Test
    void fileArgumentsCompleteFileNamesAndOthersDoNot() throws Exception {
        Files.writeString(dir.resolve("c4-completion.bash"), CompletionCommand.script());
        Files.createDirectory(dir.resolve("work"));
        Files.createFile(dir.resolve("work").resolve("positions.txt"));
        Files.createFile(dir.resolve("work").resolve("record.pgn"));
        List<String> both = List.of("positions.txt", "record.pgn");

        assertEquals(List.of("positions.txt"), complete("c4 solve --file p"));
        assertEquals(both, complete("c4 solve --report "));
        assertEquals(both, complete("c4 solve --book "));
        assertEquals(both, complete("c4 match --record "));
        assertEquals(both, complete("c4 audit "));
        assertEquals(both, complete("c4 audit --player x --size 7x6 "));
        assertEquals(List.of("record.pgn"), complete("c4 book build --out r"));
        assertEquals(both, complete("c4 book build --journal "));
        assertEquals(both, complete("c4 book verify "));
        assertEquals(both, complete("scripts/c4 book info "), "also as scripts/c4");

        assertEquals(List.of("minimax"), complete("c4 play --ai m"));
        assertEquals(List.of("--threads"), complete("c4 solve --thr"));
        assertEquals(List.of("book"), complete("c4 bo"));
        assertEquals(List.of(), complete("c4 solve --threads "));
        assertEquals(List.of(), complete("c4 match --games "));
        assertEquals(List.of(), complete("c4 perft "));
    }

    /** What the completion function offers for {@code line} (the cursor at its end), sorted. */
    private List<String> complete(String line) throws Exception {
        String script = dir.resolve("c4-completion.bash").toString();
        String bash = String.join(
                "\n",
                "source \"$2\"",
                "COMP_LINE=\"$1\"; COMP_POINT=${#COMP_LINE}",
                "read -ra COMP_WORDS <<< \"$COMP_LINE\"",
                "[[ $COMP_LINE == *' ' ]] && COMP_WORDS+=('')",
                "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))",
                "COMPREPLY=()",
                "_complete_c4 \"${COMP_WORDS[0]}\" \"${COMP_WORDS[COMP_CWORD]}\" \"${COMP_WORDS[COMP_CWORD-1]}\" 2>/dev/null",
                "printf '%s\\n' \"${COMPREPLY[@]}\"");
        Process bashProcess = new ProcessBuilder("bash", "--norc", "--noprofile", "-c", bash, "complete", line, script)
                .directory(dir.resolve("work").toFile())
                .redirectErrorStream(true)
                .start();
        String out = new String(bashProcess.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(bashProcess.waitFor(30, TimeUnit.SECONDS), line);
        assertEquals(0, bashProcess.exitValue(), line + ": " + out);
        return Arrays.stream(out.split("\n")).filter(s -> !s.isEmpty()).sorted().toList();
    }
}
