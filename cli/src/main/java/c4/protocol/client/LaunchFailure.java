package c4.protocol.client;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Why a program could not be started, in the project's own words where it can tell: the JDK's
 * message for the same failure differs between versions ("error=2, No such file or directory" on
 * JDK 17, "Exec failed, error: 2 (No such file or directory) " on JDK 25), and a user reading
 * "cannot run" wants the cause, not the JDK's wording of it.
 */
final class LaunchFailure {
    private LaunchFailure() {}

    /** The reason {@code program} did not start with {@code failure}, the directories of this process's PATH searched for a bare name. */
    static String reason(String program, IOException failure) {
        return reason(program, failure, System.getenv("PATH"));
    }

    /**
     * The reason {@code program} did not start: for a path, that it is missing, a directory or not
     * executable; for a bare name, that no directory of {@code path} holds it (null: PATH is
     * unset, and the JDK searched a default of its own); otherwise the
     * JDK's message of {@code failure} (its cause's when it has one), trimmed.
     */
    static String reason(String program, IOException failure, String path) {
        String own = program.indexOf(File.separatorChar) >= 0 ? ofFile(program) : ofName(program, path);
        if (own != null) return own;
        Throwable why = failure.getCause() != null ? failure.getCause() : failure;
        return String.valueOf(why.getMessage()).strip();
    }

    private static String ofFile(String program) {
        Path p;
        try {
            p = Path.of(program);
        } catch (InvalidPathException e) {
            return "not a valid path: " + e.getReason();
        }
        if (!Files.exists(p)) return "no such file";
        if (Files.isDirectory(p)) return "is a directory";
        if (!Files.isExecutable(p)) return "not executable";
        return null;
    }

    private static String ofName(String program, String path) {
        if (path == null) return null; // unset: the JDK searches a default path of its own
        if (path.isEmpty()) return "not found (PATH is empty)";
        for (String dir : path.split(File.pathSeparator, -1)) {
            try {
                if (Files.exists(Path.of(dir.isEmpty() ? "." : dir, program))) return null;
            } catch (InvalidPathException e) {
                // a PATH entry or name the system cannot use: not where the program is
            }
        }
        return "not found on PATH";
    }
}
