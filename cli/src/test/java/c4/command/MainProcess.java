package c4.command;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The program ({@code java c4.app.Main ARGS}) as a process of its own, for what a run inside
 * the test JVM cannot show: another heap or collector (the launcher's ParallelGC), another user.
 */
final class MainProcess {
    /** What a run printed and returned. */
    record Result(int status, String out, String err) {}

    private MainProcess() {}

    /** Runs {@code java JVM_OPTIONS c4.app.Main ARGS} and waits (at most a minute) for it to end. */
    static Result run(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        return run(List.of(), jvmOptions, args);
    }

    /**
     * A prefix for {@link #run(List, List, String...)} that leaves no room in any file the program
     * writes (a file-size limit of 0, as a full disk does), its standard output discarded and its
     * standard error carried on, unlimited, through a pipe.
     */
    static final List<String> NO_ROOM_IN_FILES =
            List.of("bash", "-c", "set -o pipefail; (ulimit -f 0 && exec \"$@\") 2>&1 >/dev/null | cat >&2", "bash");

    /** The same, the whole command line after {@code prefix} (e.g. {@code runuser -u nobody --}). */
    static Result run(List<String> prefix, List<String> jvmOptions, String... args)
            throws IOException, InterruptedException {
        return run(prefix, jvmOptions, "c4.app.Main", args);
    }

    /** The same for another class of the class path with a main method (a test's own program). */
    static Result run(List<String> prefix, List<String> jvmOptions, Class<?> main, String... args)
            throws IOException, InterruptedException {
        return run(prefix, jvmOptions, main.getName(), args);
    }

    private static Result run(List<String> prefix, List<String> jvmOptions, String mainClass, String... args)
            throws IOException, InterruptedException {
        // another user may not reach the jars in this user's Maven repository: it gets copies
        Path jars = prefix.isEmpty() ? null : Files.createTempDirectory("c4-main-jars");
        List<String> command = new ArrayList<>(prefix);
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", classPath(jars), mainClass));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("c4-main-out", ".txt");
        Path err = Files.createTempFile("c4-main-err", ".txt");
        try {
            Process p = new ProcessBuilder(command)
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
            p.getOutputStream().close(); // empty standard input
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("still running after 60 s: " + command);
            }
            return new Result(
                    p.exitValue(),
                    Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            if (jars != null) {
                try (var copies = Files.list(jars)) {
                    for (Path copy : copies.toList()) Files.delete(copy);
                }
                Files.delete(jars);
            }
        }
    }

    /**
     * Starts {@code java c4.app.Main ARGS} with an empty standard input, its output going to
     * {@code out} and {@code err}, and returns at once (for tests that signal it).
     */
    static Process start(Path out, Path err, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of("-cp", classPath(null), "c4.app.Main"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        p.getOutputStream().close();
        return p;
    }

    /** What a running process has written so far says it is time. */
    interface Ready {
        boolean now() throws IOException;
    }

    /**
     * Waits until {@code ready} (a hang guard of two minutes, not a timing; {@code waitingFor} says
     * what for when it fails), then sends {@code p} SIGTERM and checks that it ends with SIGTERM's
     * status, 143; kills it whatever happens. {@code err} is its standard error, shown on failure.
     */
    static void terminateWhen(Process p, Path err, String waitingFor, Ready ready) throws Exception {
        try {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!ready.now()) {
                if (System.nanoTime() > end || !p.isAlive()) {
                    throw new AssertionError(waitingFor + ": " + Files.readString(err));
                }
                Thread.sleep(10);
            }
            p.destroy(); // SIGTERM
            if (!p.waitFor(60, TimeUnit.SECONDS)) throw new AssertionError("still running after SIGTERM");
            if (p.exitValue() != 143) {
                throw new AssertionError("exit status " + p.exitValue() + ", not 143: " + Files.readString(err));
            }
        } finally {
            p.destroyForcibly();
        }
    }

    /**
     * The prefix that runs a command as the unprivileged user nobody ({@code runuser -u nobody --}),
     * for a test run as root, whom permission bits do not stop; skips the test where there is no
     * runuser, or where nobody cannot reach {@code dir}.
     */
    static List<String> asNobody(Path dir) throws IOException, InterruptedException {
        Path runuser = java.util.stream.Stream.of("/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser")
                .map(Path::of)
                .filter(Files::isExecutable)
                .findFirst()
                .orElse(null);
        org.junit.jupiter.api.Assumptions.assumeTrue(runuser != null, "root, and no runuser");
        Process probe = new ProcessBuilder(runuser.toString(), "-u", "nobody", "--", "test", "-x", dir.toString())
                .redirectErrorStream(true)
                .start();
        org.junit.jupiter.api.Assumptions.assumeTrue(probe.waitFor() == 0, "user nobody cannot reach " + dir);
        return List.of(runuser.toString(), "-u", "nobody", "--");
    }

    /** This JVM's class path; with {@code jars}, its jar files copied there, readable by everyone. */
    private static String classPath(Path jars) throws IOException {
        List<String> entries = new ArrayList<>();
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path entry = Path.of(e);
            if (jars == null || !Files.isRegularFile(entry)) {
                entries.add(e);
                continue;
            }
            Path copy = jars.resolve(entries.size() + "-" + entry.getFileName());
            Files.copy(entry, copy);
            Files.setPosixFilePermissions(copy, PosixFilePermissions.fromString("rw-r--r--"));
            entries.add(copy.toString());
        }
        if (jars != null) Files.setPosixFilePermissions(jars, PosixFilePermissions.fromString("rwxr-xr-x"));
        return String.join(File.pathSeparator, entries);
    }
}
