package c4.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The field's benchmark positions, read from ../shared/data/pons beside the repository. */
final class PonsData {
    record Entry(String moves, int score) {
    }

    private PonsData() {
    }

    static Path directory() {
        String root = System.getProperty("c4.root");
        Path base = root != null ? Path.of(root) : Path.of("").toAbsolutePath();
        // Surefire may run from a module directory; walk up to the repository root.
        for (Path p = base; p != null; p = p.getParent()) {
            Path candidate = p.resolve("../shared/data/pons").normalize();
            if (Files.isDirectory(candidate) && Files.exists(p.resolve("pom.xml"))
                    && Files.isDirectory(p.resolve("engine"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("benchmark data not found: expected ../shared/data/pons beside the "
                + "repository root (looked upwards from " + base + ")");
    }

    static List<Entry> read(String set) {
        Path file = directory().resolve(set);
        if (!Files.exists(file)) throw new IllegalStateException("benchmark set missing: " + file);
        try {
            List<Entry> out = new ArrayList<>();
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank()) continue;
                String[] t = line.trim().split("\\s+");
                out.add(new Entry(t[0], Integer.parseInt(t[1])));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every {@code stride}-th entry starting at {@code offset}: a fixed, spread-out sample. */
    static List<Entry> sample(String set, int count) {
        List<Entry> all = read(set);
        int stride = Math.max(1, all.size() / count);
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < all.size() && out.size() < count; i += stride) out.add(all.get(i));
        return out;
    }
}
