package c4.protocol.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The real program ({@code java c4.app.Main engine}) on a pipe, as a GUI drives it: lines go to
 * its stdin; its stdout lines are collected by a reader thread; stderr goes to a file.
 */
final class EngineProcess implements AutoCloseable {
    private static final String EOF = "\u0000eof";
    /** How long the JVM may take to start and answer the first {@code isready}. */
    private static final long START_TIMEOUT_MS = 60_000;

    private final Process process;
    private final Writer stdin;
    private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
    /** Everything read so far, in order (the transcript of the engine's side). */
    final List<String> received = new ArrayList<>();
    /** Everything sent, in order. */
    final List<String> sent = new ArrayList<>();

    /** With a 256 MiB heap and the JVM's default collector. */
    EngineProcess() throws IOException {
        this("-Xmx256m");
    }

    /** With these JVM options (the heap and the collector). */
    EngineProcess(String... jvmOptions) throws IOException {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "c4.app.Main", "engine"));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        process = pb.start();
        stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(
                () -> {
                    try (BufferedReader r = new BufferedReader(
                            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                        String l;
                        while ((l = r.readLine()) != null) lines.add(l);
                    } catch (IOException e) {
                        // process gone
                    }
                    lines.add(EOF);
                },
                "engine-stdout");
        reader.setDaemon(true);
        reader.start();
        awaitStart();
    }

    /**
     * Waits for the program to answer {@code isready}, then forgets that exchange: the deadlines
     * of the tests start from a running engine, never from a JVM start, which a loaded machine
     * can stretch to seconds.
     */
    private void awaitStart() throws IOException {
        send("isready");
        try {
            untilPrefix("readyok", START_TIMEOUT_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while the engine started", e);
        }
        sent.clear();
        received.clear();
    }

    void send(String line) throws IOException {
        sent.add(line);
        stdin.write(line);
        stdin.write('\n');
        stdin.flush();
    }

    /** Several lines (each ending in a newline) in one write, as a GUI's buffered pipe may deliver them. */
    void sendRaw(String lines) throws IOException {
        for (String l : lines.split("\n")) sent.add(l);
        stdin.write(lines);
        stdin.flush();
    }

    /** The next line, or null after the timeout or at end of output. */
    String next(long millis) throws InterruptedException {
        String l = lines.poll(millis, TimeUnit.MILLISECONDS);
        if (l == null || l.equals(EOF)) {
            if (l != null) lines.add(EOF);
            return null;
        }
        received.add(l);
        return l;
    }

    /** Lines up to and including the first that matches; fails (AssertionError) after the timeout. */
    List<String> until(Predicate<String> match, long millis) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000;
        List<String> out = new ArrayList<>();
        while (true) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            String l = left > 0 ? next(left) : null;
            if (l == null) throw new AssertionError("no matching line within " + millis + " ms; got " + out);
            out.add(l);
            if (match.test(l)) return out;
        }
    }

    List<String> untilPrefix(String prefix, long millis) throws InterruptedException {
        return until(l -> l.startsWith(prefix), millis);
    }

    /** Sends isready and returns every line before readyok. */
    List<String> sync() throws IOException, InterruptedException {
        send("isready");
        List<String> out = untilPrefix("readyok", 10_000);
        return out.subList(0, out.size() - 1);
    }

    boolean waitFor(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    int exitValue() {
        return process.exitValue();
    }

    void closeInput() throws IOException {
        stdin.close();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
