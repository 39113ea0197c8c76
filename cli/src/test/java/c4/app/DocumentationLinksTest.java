package c4.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link and image of the README and of docs/*.md names a file or directory that
 * exists, so moving a section to another document cannot leave a dead link behind. Web links
 * and anchors within a page are not checked.
 */
class DocumentationLinksTest {
    /** {@code [text](target)} and {@code ![alt](target)}; the target up to a space, ')' or '#'. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]*)(#[^)\\s]*)?\\)");

    private static Path root() {
        return Path.of(System.getProperty("c4.root", "..")).toAbsolutePath().normalize();
    }

    @Test
    void everyRelativeLinkResolves() throws IOException {
        List<Path> documents = new ArrayList<>();
        documents.add(root().resolve("README.md"));
        try (Stream<Path> docs = Files.list(root().resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        List<String> dead = new ArrayList<>();
        int checked = 0;
        for (Path document : documents) {
            checked += deadLinks(document, dead);
        }
        assertTrue(checked >= 10, "links found: " + checked + " (is the pattern still right?)");
        assertEquals(List.of(), dead, "links to files that do not exist");
    }

    @Test
    void aDeadLinkIsFound(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path doc =
                Files.writeString(dir.resolve("a.md"), "see [b](b.md), [c](c.md#part) and [web](https://x.invalid/)\n");
        Files.writeString(dir.resolve("b.md"), "");
        List<String> dead = new ArrayList<>();
        assertEquals(2, deadLinks(doc, dead));
        assertEquals(
                List.of("a.md:1: c.md"),
                dead.stream().map(s -> s.substring(s.indexOf("a.md"))).toList());
    }

    /** Adds the dead relative links of {@code document} to {@code dead}; returns how many relative links it has. */
    private static int deadLinks(Path document, List<String> dead) throws IOException {
        List<String> lines = Files.readAllLines(document);
        int relative = 0;
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = LINK.matcher(lines.get(i));
            while (m.find()) {
                String target = m.group(1);
                if (target.isEmpty() || target.contains("://") || target.startsWith("mailto:")) continue;
                relative++;
                if (!Files.exists(document.getParent().resolve(target))) {
                    dead.add(document + ":" + (i + 1) + ": " + target);
                }
            }
        }
        return relative;
    }
}
