package c4.cluster;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * The job jar for the tests' cluster: the build makes the real one (c4-cluster-job.jar) only at
 * {@code package}, after the tests, so the tests pack the same classes (c4's class directories on
 * their class path: engine, options and cluster) into a jar of their own for {@code spark.jars}.
 */
final class JobJar {
    /** The modules whose classes the real job jar holds (the tests also see cli's, for its help). */
    private static final List<String> JOB_MODULES = List.of("engine", "options", "cluster");

    private JobJar() {}

    /** The value of {@code spark.jars}: a jar of c4's classes made at {@code file}, and the engine's libraries. */
    static String sparkJars(Path file) throws IOException {
        StringBuilder jars = new StringBuilder(make(file).toString());
        Path libraries = Path.of(System.getProperty("c4.job.libraries"));
        try (Stream<Path> list = Files.list(libraries)) {
            for (Path lib :
                    list.filter(p -> p.toString().endsWith(".jar")).sorted().toList())
                jars.append(',').append(lib);
        }
        return jars.toString();
    }

    static Path make(Path file) throws IOException {
        try (OutputStream o = Files.newOutputStream(file);
                JarOutputStream jar = new JarOutputStream(o)) {
            for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
                Path dir = Path.of(entry);
                if (!Files.isDirectory(dir) || !dir.endsWith(Path.of("target", "classes"))) continue;
                if (!JOB_MODULES.contains(
                        dir.getParent().getParent().getFileName().toString())) continue;
                List<Path> files;
                try (Stream<Path> walk = Files.walk(dir)) {
                    files = walk.filter(Files::isRegularFile).sorted().toList();
                }
                for (Path f : files) {
                    jar.putNextEntry(new JarEntry(dir.relativize(f).toString().replace('\\', '/')));
                    Files.copy(f, jar);
                    jar.closeEntry();
                }
            }
        }
        return file;
    }
}
