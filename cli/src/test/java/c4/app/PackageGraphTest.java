package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package graph of docs/ARCHITECTURE.md, over the main code of every module: each package sits
 * on a layer and uses only packages on lower layers (so there is no cycle), only the entry point
 * uses the commands, and no package is split across modules. A package uses another when its code
 * names one of that package's classes: in an import or written out in full; comments and string
 * literals do not count.
 *
 * <p>Why a source scan and not ArchUnit, which reads compiled classes: javac copies the value of a
 * constant (a {@code static final} primitive or string) into the classes that use it, so their
 * bytecode no longer names its class, and a cycle made only of constants would pass; and the
 * bench module, whose packages are part of the graph ({@code c4.search} kernels among them), is
 * built after cli, so its classes are not there when this test runs.
 */
class PackageGraphTest {
    private static final List<String> MODULES = List.of("engine", "perft", "options", "cli", "cluster", "bench");

    /**
     * Each package's layer: a package may use only packages on a lower layer. A new package must
     * be given one here (and a line in docs/ARCHITECTURE.md).
     */
    private static final Map<String, Integer> LAYERS = Map.ofEntries(
            Map.entry("c4.core", 0),
            Map.entry("c4.book", 1),
            Map.entry("c4.perft", 1),
            Map.entry("c4.search", 2),
            Map.entry("c4.book.build", 3),
            Map.entry("c4.reference", 3),
            Map.entry("c4.options", 4),
            Map.entry("c4.protocol", 4),
            Map.entry("c4.bench.fixtures", 4),
            Map.entry("c4.io", 5),
            Map.entry("c4.cluster", 5),
            Map.entry("c4.protocol.client", 5),
            Map.entry("c4.protocol.server", 5),
            Map.entry("c4.bench", 5),
            Map.entry("c4.bench.search", 5),
            Map.entry("c4.play", 6),
            Map.entry("c4.gui", 6),
            Map.entry("c4.command", 7),
            Map.entry("c4.app", 8));

    private static final Pattern NAME = Pattern.compile("\\bc4((?:\\.[a-z][a-z0-9]*)+)\\.(?:[A-Z]|\\*)");

    @Test
    void thePackageGraphHasNoCycle() throws IOException {
        Map<String, Set<String>> graph = graph();
        assertTrue(
                graph.getOrDefault("c4.app", Set.of()).contains("c4.command"), "the scan found the sources: " + graph);
        assertEquals(List.of(), cycle(graph), "a cycle in " + graph);
    }

    @Test
    void everyPackageUsesOnlyLowerLayers() throws IOException {
        List<String> wrong = new ArrayList<>();
        graph().forEach((pkg, uses) -> {
            Integer layer = LAYERS.get(pkg);
            if (layer == null) {
                wrong.add(pkg + " has no layer");
                return;
            }
            for (String used : uses) {
                Integer below = LAYERS.get(used);
                if (below == null || below >= layer)
                    wrong.add(pkg + " (" + layer + ") uses " + used + " (" + below + ")");
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void onlyTheEntryPointUsesTheCommands() throws IOException {
        Set<String> users = new TreeSet<>();
        graph().forEach((pkg, uses) -> {
            if (uses.contains("c4.command")) users.add(pkg);
        });
        assertEquals(Set.of("c4.app"), users);
    }

    @Test
    void noPackageIsSplitAcrossModules() throws IOException {
        Map<String, Set<String>> modules = new TreeMap<>();
        Path root = Path.of(System.getProperty("c4.root", ".."));
        for (String module : MODULES) {
            for (String kind : List.of("main", "test")) {
                Path sources = root.resolve(module).resolve("src").resolve(kind).resolve("java");
                if (!Files.isDirectory(sources)) continue;
                for (Path file : javaFiles(sources)) {
                    String pkg = sources.relativize(file.getParent()).toString().replace(File.separatorChar, '.');
                    modules.computeIfAbsent(pkg, k -> new TreeSet<>()).add(module);
                }
            }
        }
        assertTrue(
                modules.containsKey("c4.search") && modules.containsKey("c4.bench"),
                "the scan found the sources: " + modules);
        modules.values().removeIf(m -> m.size() == 1);
        assertEquals(Map.of(), modules, "packages in more than one module");
    }

    @Test
    void aCycleIsFoundAndNamed() {
        Map<String, Set<String>> graph =
                new TreeMap<>(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a", "d"), "d", Set.of()));
        assertEquals(List.of("a", "b", "c", "a"), cycle(graph));
        graph.put("c", Set.of("d"));
        assertEquals(List.of(), cycle(graph));
    }

    @Test
    void commentsAndStringsAreNotCode() {
        String source = """
                import c4.core.Position; // c4.gui.Json
                /* c4.protocol.server.Protocol */ String s = "c4.app.Main \\" c4.play.Game"; char q = '"';
                String t = \"""
                    c4.perft.Perft
                    \""";
                c4.search.Solver.X
                """;
        Matcher m = NAME.matcher(code(source));
        List<String> found = new ArrayList<>();
        while (m.find()) found.add("c4" + m.group(1));
        assertEquals(List.of("c4.core", "c4.search"), found);
    }

    /** Each package of the main sources and the other packages it uses. */
    private static Map<String, Set<String>> graph() throws IOException {
        Path root = Path.of(System.getProperty("c4.root", ".."));
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String module : MODULES) {
            Path sources = root.resolve(module).resolve("src/main/java");
            for (Path file : javaFiles(sources)) {
                String pkg = sources.relativize(file.getParent()).toString().replace(File.separatorChar, '.');
                Set<String> uses = graph.computeIfAbsent(pkg, k -> new TreeSet<>());
                Matcher m = NAME.matcher(code(Files.readString(file)));
                while (m.find()) {
                    String used = "c4" + m.group(1);
                    if (!used.equals(pkg)) uses.add(used);
                }
            }
        }
        return graph;
    }

    private static List<Path> javaFiles(Path sources) throws IOException {
        try (Stream<Path> walk = Files.walk(sources)) {
            return walk.filter(f -> f.toString().endsWith(".java")).toList();
        }
    }

    /** A cycle of {@code graph} as the packages along it, the first one again at the end; empty when there is none. */
    private static List<String> cycle(Map<String, Set<String>> graph) {
        Map<String, Integer> state = new HashMap<>(); // absent: not visited, 1: on the path, 2: done
        List<String> path = new ArrayList<>();
        for (String start : graph.keySet()) {
            List<String> found = visit(start, graph, state, path);
            if (!found.isEmpty()) return found;
        }
        return List.of();
    }

    private static List<String> visit(
            String pkg, Map<String, Set<String>> graph, Map<String, Integer> state, List<String> path) {
        Integer s = state.get(pkg);
        if (s != null && s == 2) return List.of();
        if (s != null) {
            List<String> cycle = new ArrayList<>(path.subList(path.indexOf(pkg), path.size()));
            cycle.add(pkg);
            return cycle;
        }
        state.put(pkg, 1);
        path.add(pkg);
        for (String used : new TreeSet<>(graph.getOrDefault(pkg, Set.of()))) {
            List<String> found = visit(used, graph, state, path);
            if (!found.isEmpty()) return found;
        }
        path.remove(path.size() - 1);
        state.put(pkg, 2);
        return List.of();
    }

    /** {@code source} with its comments, string and character literals and text blocks blanked out. */
    private static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            if (source.startsWith("//", i)) {
                i = end(source, source.indexOf('\n', i), 0);
            } else if (source.startsWith("/*", i)) {
                i = end(source, source.indexOf("*/", i + 2), 2);
            } else if (source.startsWith("\"\"\"", i)) {
                i = end(source, closing(source, i + 3, "\"\"\""), 3);
            } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
                i = end(source, closing(source, i + 1, String.valueOf(source.charAt(i))), 1);
            } else {
                out.append(source.charAt(i++));
                continue;
            }
            out.append(' ');
        }
        return out.toString();
    }

    /** Where {@code quote} closes a literal whose text starts at {@code from} (backslash escapes skipped), or -1. */
    private static int closing(String source, int from, String quote) {
        for (int i = from; i < source.length(); i++) {
            if (source.charAt(i) == '\\') {
                i++;
            } else if (source.startsWith(quote, i)) {
                return i;
            }
        }
        return -1;
    }

    private static int end(String source, int at, int length) {
        return at < 0 ? source.length() : at + length;
    }
}
