package c4.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The project's scored positions, shipped as test resources ({@code positions/}, made by
 * scripts/make-positions and checked against both C++ peers: see the README there). Read from the
 * class path, so the tests need nothing beside the repository.
 */
final class PositionSets {
    /** One line of a set: the moves played and the exact score for the side to move. */
    record Entry(String moves, int score) {}

    private PositionSets() {}

    /** Every entry of a set, e.g. {@code begin-hard} or {@code by-ply/ply-12}, in file order. */
    static List<Entry> read(String set) {
        String resource = "/positions/" + set;
        try (InputStream in = PositionSets.class.getResourceAsStream(resource)) {
            if (in == null)
                throw new IllegalStateException("position set missing from the test resources: " + resource);
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<Entry> out = new ArrayList<>();
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (line.isBlank()) continue;
                String[] t = line.trim().split("\\s+");
                if (t.length != 2)
                    throw new IllegalStateException(resource + " line " + number + ": expected MOVES SCORE");
                out.add(new Entry(t[0], Integer.parseInt(t[1])));
            }
            if (out.isEmpty()) throw new IllegalStateException(resource + " holds no positions");
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code count} entries spread evenly over the set (every stride-th from the first): a fixed sample. */
    static List<Entry> sample(String set, int count) {
        List<Entry> all = read(set);
        int stride = Math.max(1, all.size() / count);
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < all.size() && out.size() < count; i += stride) out.add(all.get(i));
        return out;
    }

    /** The per-ply set of positions with {@code ply} stones. */
    static String byPly(int ply) {
        return String.format("by-ply/ply-%02d", ply);
    }
}
