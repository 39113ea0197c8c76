package c4.gui;

import java.io.PrintStream;
import java.net.URI;
import java.util.concurrent.TimeUnit;

/** {@code --open}: shows the page in the system's browser, or says why it could not (never fatal). */
public final class BrowserOpener {
    private BrowserOpener() {}

    public static void open(String url, PrintStream err) {
        try {
            if (!java.awt.GraphicsEnvironment.isHeadless()
                    && java.awt.Desktop.isDesktopSupported()
                    && java.awt.Desktop.getDesktop().isSupported(java.awt.Desktop.Action.BROWSE)) {
                java.awt.Desktop.getDesktop().browse(URI.create(url));
                return;
            }
        } catch (Exception | LinkageError e) {
            // no desktop integration here: try the freedesktop launcher below
        }
        for (String launcher : new String[] {"xdg-open", "open"}) {
            try {
                Process p = new ProcessBuilder(launcher, url)
                        .redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .start();
                if (p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0) return;
            } catch (Exception e) {
                // not installed: try the next one
            }
        }
        err.println("gui: could not open a browser here; open " + url + " yourself");
    }
}
