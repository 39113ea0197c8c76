package c4.command;

import java.io.PrintStream;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * The one line a command says on stderr when a signal (Ctrl-C's SIGINT, a kill's SIGTERM) ends
 * the JVM during its work: how far it had come, and what is kept of it. From its making until
 * {@link #close} a shutdown hook says it ({@code c4 } and the line the command gives).
 *
 * <p>The output that the line counts goes through {@link #emit}, so that it counts what was
 * printed, and nothing is printed after it. Neither a command that is printing nor an output that
 * nobody reads keeps the JVM from exiting: the hook waits at most {@value #WAIT_MILLIS} ms for
 * the one, and as long again for its own line.
 */
final class InterruptedLine implements AutoCloseable {
    /** How long the hook waits for output under way, and then for its own line. */
    static final long WAIT_MILLIS = 2_000;

    /** Held while output the line counts is printed. */
    private final ReentrantLock output = new ReentrantLock();

    private volatile boolean said;
    private final Thread hook;

    /**
     * Says {@code line} on {@code err} if a signal ends the JVM before {@link #close}; {@code
     * command} ({@code book build}) names the hook's thread.
     */
    InterruptedLine(String command, PrintStream err, Supplier<String> line) {
        this(command, err, () -> {}, line);
    }

    /**
     * The same, the hook running {@code first} before it waits for output under way: what must
     * stop at once (a match's engines, whose games then end cut short and are not counted).
     */
    InterruptedLine(String command, PrintStream err, Runnable first, Supplier<String> line) {
        this.hook = new Thread(
                () -> {
                    first.run();
                    say(err, line);
                },
                command.replace(' ', '-') + "-interrupted");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    private void say(PrintStream err, Supplier<String> line) {
        boolean locked = false;
        try {
            locked = output.tryLock(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            // said as things stand
        }
        said = true; // from here on, nothing the line counts is printed
        try {
            // printed by a daemon thread: one stuck on an output nobody reads is left behind
            Thread printer = new Thread(
                    () -> {
                        err.println("c4 " + line.get());
                        err.flush();
                    },
                    hook.getName() + "-line");
            printer.setDaemon(true);
            printer.start();
            printer.join(WAIT_MILLIS);
        } catch (InterruptedException e) {
            // the JVM ends all the same
        } finally {
            if (locked) output.unlock();
        }
    }

    /**
     * Prints {@code print} (output the line counts, or anything that must not follow it) unless
     * the line has been said: then the JVM is ending, and the calling thread waits for it.
     */
    void emit(Runnable print) {
        output.lock();
        try {
            if (!said) {
                print.run();
                return;
            }
        } finally {
            output.unlock();
        }
        awaitExit();
    }

    /** The work is over: a signal from now on says nothing. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the line is said
        }
    }

    /** A thread that would print after the line: it waits for the JVM, which ends it when its hooks are done. */
    static void awaitExit() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // still shutting down
            }
        }
    }
}
