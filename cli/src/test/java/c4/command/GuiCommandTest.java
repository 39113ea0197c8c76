package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import c4.options.UsageException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class GuiCommandTest {
    /** Runs {@code c4 ARGS}: the exit status, then stdout and stderr. */
    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {
            Integer.toString(status), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)
        };
    }

    @Test
    void helpNamesEveryOption() {
        String[] r = run("gui", "--help");
        assertEquals("0", r[0]);
        for (String option : List.of("--port", "--host", "--engine", "--open", "--max-engines", "--timeout-margin")) {
            assertTrue(r[1].contains(option), option);
        }
        assertTrue(run("--help")[1].contains("gui "), "listed among the commands");
    }

    @Test
    void badOptionsExitWithStatus2AndAMessage() {
        assertEquals(
                List.of("2", "", "c4 gui: option --port value 70000 is out of range 0..65535\n"),
                List.of(run("gui", "--port", "70000")));
        assertEquals("c4 gui: unknown option '--colour' (see c4 gui --help)\n", run("gui", "--colour")[2]);
        assertEquals("c4 gui: unexpected argument 'now' (see c4 gui --help)\n", run("gui", "now")[2]);
        assertEquals("c4 gui: option --max-engines value 0 is out of range 1..64\n", run("gui", "--max-engines=0")[2]);
        // an address of another machine: no port would help (nothing is sent: the check is local)
        assertEquals(
                List.of(
                        "2",
                        "",
                        "c4 gui: --host '8.8.8.8' is not an address of this machine (127.0.0.1 serves this "
                                + "machine only, 0.0.0.0 every network it is on)\n"),
                List.of(run("gui", "--host", "8.8.8.8")));
        assertEquals("c4 gui: --host needs an address, e.g. 127.0.0.1 (the default)\n", run("gui", "--host", " ")[2]);
        assertEquals(
                "c4 gui: --engine: no program '/tmp' (not an executable file, nor on the PATH)\n",
                run("gui", "--engine", "/tmp")[2],
                "a directory is no program");
        assertEquals(
                "c4 gui: --engine ''unterminated': the command has a single quote that is not closed\n",
                run("gui", "--engine", "'unterminated")[2]);
        assertEquals(
                "c4 gui: --engine: no program '/nonexistent/engine' (not an executable file, nor on the PATH)\n",
                run("gui", "--engine", "/nonexistent/engine --fast")[2]);
    }

    @Test
    void theEngineCommandIsSplitOnSpacesKeepingSingleQuotedWords() {
        assertEquals(List.of("bash", "my engine.sh", "--fast"), GuiCommand.engineCommand("bash 'my engine.sh' --fast"));
        assertEquals(
                "gui: --engine needs a command, e.g. --engine \"scripts/c4 engine\"",
                assertThrows(UsageException.class, () -> GuiCommand.engineCommand("  "))
                        .getMessage());
        assertTrue(assertThrows(UsageException.class, () -> GuiCommand.engineCommand("bash \"x\""))
                .getMessage()
                .contains("no double quotes"));
    }

    @Test
    void aBusyPortIsOneMessage() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            String port = Integer.toString(taken.getLocalPort());
            String[] r = assertTimeoutPreemptively(
                    Duration.ofSeconds(20), () -> run("gui", "--port", port, "--engine", "bash"));
            assertEquals("1", r[0]);
            assertTrue(r[2].startsWith("c4 gui: cannot listen on 127.0.0.1:" + port + " ("), r[2]);
            assertTrue(r[2].contains("choose another port with --port"), r[2]);
        }
    }
}
