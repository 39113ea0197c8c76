package c4.protocol.client;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An engine's process with every process it starts: launched with its stderr inherited (it goes
 * straight to ours: no pipe that could fill up and block it), written to a line at a time, and
 * killed as a tree. A process is killed with its descendants taken while they still have it as
 * their parent, so one it left running goes too.
 *
 * <p>Not thread-safe: {@link EngineClient} calls it under its monitor, but for
 * {@link #exitStatus} (the reader thread's, after the output ended) and {@link #end} and
 * {@link #closeInput} (after the client is closed, on what it gathered under the monitor).
 */
final class EngineProcess {
    private final Process process;
    private final Writer input;
    /** The processes killed, to wait for when the client closes. */
    private final List<ProcessHandle> killed = new ArrayList<>();

    private EngineProcess(Process process) {
        this.process = process;
        this.input = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
    }

    /** Starts {@code command} (program and arguments). */
    static EngineProcess launch(List<String> command) throws IOException {
        return new EngineProcess(new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start());
    }

    Process process() {
        return process;
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Sends {@code line} and a newline, flushed; throws when the engine no longer reads its input. */
    void send(String line) throws IOException {
        input.write(line);
        input.write('\n');
        input.flush();
    }

    /** {@link #send} to an engine being ended anyway: a failure is ignored. */
    void sendQuietly(String line) {
        try {
            input.write(line + "\n");
            input.flush();
        } catch (IOException e) {
            // ending it anyway
        }
    }

    /**
     * {@code exited with status N} when the process ends within {@link EngineClient#EXIT_MS},
     * otherwise {@code otherwise}.
     */
    String exitStatus(String otherwise) {
        try {
            if (process.waitFor(EngineClient.EXIT_MS, TimeUnit.MILLISECONDS)) {
                return "exited with status " + process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return otherwise;
    }

    /** Kills the process and its descendants now, without waiting; {@link #end} waits for them. */
    void kill() {
        process.descendants().forEach(killed::add); // while they still have their parent
        killed.add(process.toHandle());
        for (ProcessHandle h : killed) h.destroyForcibly();
    }

    /** What {@link #end} must end besides the process: its descendants now, and every process killed before. */
    List<ProcessHandle> family() {
        List<ProcessHandle> family = new ArrayList<>();
        process.descendants().forEach(family::add);
        family.addAll(killed);
        return family;
    }

    /**
     * Ends the process: one asked to quit ({@code quitting}) gets {@link EngineClient#EXIT_MS};
     * then it is killed with {@code family} ({@link #family}, taken before it was asked to quit)
     * and the descendants it has now, and each is awaited for at most that long. Interrupted, it
     * kills them all the same and throws without waiting any longer.
     */
    void end(boolean quitting, List<ProcessHandle> family) throws InterruptedException {
        try {
            if (quitting) process.waitFor(EngineClient.EXIT_MS, TimeUnit.MILLISECONDS);
        } finally { // interrupted in that wait (or before it): killed anyway, not left running
            if (process.isAlive()) process.descendants().forEach(family::add);
            family.add(process.toHandle());
            for (ProcessHandle h : family) h.destroyForcibly();
        }
        for (ProcessHandle h : family) awaitEnd(h);
    }

    void closeInput() {
        try {
            input.close();
        } catch (IOException e) {
            // the engine is gone: nothing to flush to
        }
    }

    private static void awaitEnd(ProcessHandle p) throws InterruptedException {
        try {
            p.onExit().get(EngineClient.EXIT_MS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // one that outlives SIGKILL this long is beyond our reach
        }
    }
}
