package c4.command;

import c4.core.Echo;
import c4.core.Fields;
import c4.core.Plural;
import c4.gui.BrowserOpener;
import c4.gui.GuiConfig;
import c4.gui.GuiServer;
import c4.options.Command;
import c4.options.HelpOption;
import c4.options.UsageException;
import c4.options.Values;
import c4.play.PlayerSpec;
import c4.play.Players;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;

/** {@code c4 gui}: the browser GUI's web server, driving a protocol engine per browser tab. */
@CommandLine.Command(
        name = "gui",
        header = "a browser GUI (a local web server) that plays and analyzes through any protocol engine",
        customSynopsis =
                "usage: scripts/c4 gui [--port P] [--host H] [--engine \"COMMAND\"] [--open] [--max-engines N] "
                        + "[--timeout-margin MS]",
        description = {
            "",
            "Serves one page (HTML, CSS and JavaScript from the jar; nothing is fetched from the internet): a 7x6 "
                    + "board to play against the engine or to analyze (every column's exact score), with the engine's "
                    + "live search info. Each browser tab gets its own engine process, started when the tab first "
                    + "needs it and quit when the tab closes (or 60 s after its event stream went away). The position "
                    + "is in the page's address (?pos=4453), so it can be bookmarked or shared."
        },
        footer = {
            "",
            "Limits: movetime 10..60000 ms, depth 1..42; query strings up to 4096 characters (else 414), request "
                    + "bodies up to 4096 bytes (else 413). A request must name this server in its Host header (the "
                    + "--host value or the bound address, with the port; localhost, 127.0.0.1 and [::1] on loopback), "
                    + "or it is refused (403): another site's page cannot reach the engines. A connection that makes "
                    + "no progress for 30 s is closed. Logs go to stderr. Ctrl-C stops the server and its engines."
        })
public final class GuiCommand implements Command {
    @CommandLine.Mixin
    private HelpOption help;

    @CommandLine.Option(
            names = "--port",
            paramLabel = "P",
            converter = Port.class,
            description = "the port (default ${DEFAULT-VALUE}; 0 = any free port); the address is printed on stderr")
    private int port = GuiConfig.DEFAULT_PORT;

    @CommandLine.Option(
            names = "--host",
            paramLabel = "H",
            description = "the address to listen on (default ${DEFAULT-VALUE}: this machine only)")
    private String host = GuiConfig.DEFAULT_HOST;

    @CommandLine.Option(
            names = "--engine",
            paramLabel = "\"COMMAND\"",
            description = "the protocol engine to run for "
                    + "each tab (default: this program's own engine, as scripts/c4 engine); split on spaces, 'single quotes' "
                    + "keep a word together. Fixed when the server starts: no request can change it")
    private String engine;

    @CommandLine.Option(
            names = "--open",
            description = "open the page in the system's browser (a message when there is none)")
    private boolean open;

    @CommandLine.Option(
            names = "--max-engines",
            paramLabel = "N",
            converter = MaxEngines.class,
            description =
                    "the most engine processes (browser tabs) at once (default ${DEFAULT-VALUE}, 1..64); one more "
                            + "tab gets an error and can retry")
    private int maxEngines = GuiConfig.DEFAULT_MAX_ENGINES;

    @CommandLine.Option(
            names = "--timeout-margin",
            paramLabel = "MS",
            converter = Margin.class,
            description = "an engine that sends no bestmove within its movetime plus MS, or leaves 'isready' "
                    + "unanswered for MS while it searches, is killed and the page offers a restart (default "
                    + "${DEFAULT-VALUE}, 100..600000)")
    private int margin = GuiConfig.DEFAULT_TIMEOUT_MARGIN_MS;

    static final class Port extends Values.IntRange {
        Port() {
            super(0, 65_535);
        }
    }

    static final class MaxEngines extends Values.IntRange {
        MaxEngines() {
            super(1, 64);
        }
    }

    static final class Margin extends Values.IntRange {
        Margin() {
            super(100, 600_000);
        }
    }

    @Override
    public int run(InputStream in, PrintStream out, PrintStream err) throws Exception {
        String host = Fields.strip(this.host);
        if (host.isEmpty()) throw new UsageException("gui: --host needs an address, e.g. 127.0.0.1 (the default)");
        List<String> engine = this.engine == null ? null : engineCommand(this.engine);
        InetSocketAddress address = new InetSocketAddress(host, 0);
        if (address.isUnresolved())
            throw new UsageException("gui: --host " + Echo.quote(host) + " is not a known address");
        if (!local(address.getAddress())) {
            throw new UsageException(
                    "gui: --host " + Echo.quote(host) + " is not an address of this machine (127.0.0.1 "
                            + "serves this machine only, 0.0.0.0 every network it is on)");
        }
        GuiConfig config = GuiConfig.defaults(host, port, engine != null ? engine : Players.ownEngineCommand())
                .withMaxEngines(maxEngines)
                .withTimeouts(
                        margin,
                        GuiConfig.DEFAULT_START_TIMEOUT_MS,
                        GuiConfig.DEFAULT_NO_STREAM_TIMEOUT_MS,
                        GuiConfig.DEFAULT_HEARTBEAT_MS);
        GuiServer server;
        try {
            server = GuiServer.start(config);
        } catch (BindException e) {
            throw new IOException("cannot listen on " + host + ":" + port + " (" + e.getMessage()
                    + "); choose another port with --port, 0 = any free one");
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "gui-shutdown"));
        err.println("gui: serving " + server.url() + " (engine: " + String.join(" ", config.engineCommand())
                + "; at most " + Plural.count(maxEngines, "engine") + "; Ctrl-C stops)");
        if (!server.address().getAddress().isLoopbackAddress()) {
            err.println("gui: listening beyond this machine: anyone who can reach " + host + " can use the engines");
        }
        if (open) BrowserOpener.open(server.url(), err);
        new CountDownLatch(1).await(); // serve until the process is stopped
        return 0;
    }

    /** {@code --engine}'s command line as words; the program must exist. */
    static List<String> engineCommand(String text) {
        if (text.indexOf('"') >= 0) {
            throw new UsageException("gui: --engine " + Echo.quote(text)
                    + ": no double quotes; keep a word with spaces together with 'single quotes'");
        }
        if (text.isBlank())
            throw new UsageException("gui: --engine needs a command, e.g. --engine \"scripts/c4 engine\"");
        List<String> words;
        try {
            words = PlayerSpec.splitCommand(text); // the match runner's splitting
        } catch (IllegalArgumentException e) {
            throw new UsageException("gui: --engine " + Echo.quote(text) + ": " + e.getMessage());
        }
        if (!runnable(words.get(0))) {
            throw new UsageException("gui: --engine: no program " + Echo.quote(words.get(0))
                    + " (not an executable file, nor on the PATH)");
        }
        return words;
    }

    /** True for an address a server here can listen on: any, loopback, or one of this machine's interfaces. */
    private static boolean local(java.net.InetAddress a) {
        if (a.isAnyLocalAddress() || a.isLoopbackAddress()) return true;
        try {
            return java.net.NetworkInterface.getByInetAddress(a) != null;
        } catch (java.net.SocketException e) {
            return true; // cannot tell: binding will say
        }
    }

    private static boolean runnable(String program) {
        if (program.contains(File.separator)) return executableFile(Path.of(program));
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && executableFile(Path.of(dir, program))) return true;
        }
        return false;
    }

    /** A file that can be run: a directory is "executable" too (searchable), and cannot be. */
    private static boolean executableFile(Path p) {
        return Files.isRegularFile(p) && Files.isExecutable(p);
    }
}
