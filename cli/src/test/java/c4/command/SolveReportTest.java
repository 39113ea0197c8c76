package c4.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.app.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.json.Json;

/** {@code solve --report}: JSON and TSV read back, standard output kept clean, bad targets refused before solving. */
class SolveReportTest {
    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {}

    /** Through {@link Main}, for the exit status of a bad command line; small 5x4 positions. */
    private static Run c4(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("solve", "--size", "5x4", "--threads", "1", "--hash", "1"));
        all.addAll(Arrays.asList(args));
        int status = Main.run(
                all.toArray(String[]::new),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Map<String, Object> json(String text) {
        return new Json().toType(text, Json.MAP_TYPE);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o) {
        return (Map<String, Object>) o;
    }

    @Test
    void aJsonReportHoldsTheSettingsTheSummaryAndEveryPosition() throws Exception {
        Path input = Files.writeString(dir.resolve("in.txt"), "4453 3\n4444 -9\n");
        Path report = dir.resolve("r.json");
        Run r = c4("--no-book", "--file", input.toString(), "--report", report.toString(), "--report-positions");
        List<String> text = r.out.lines().toList();
        assertEquals(2, text.size(), r.out);
        long mismatches = (text.get(0).split(" ")[1].equals("3") ? 0 : 1)
                + (text.get(1).split(" ")[1].equals("-9") ? 0 : 1);
        assertEquals(mismatches == 0 ? 0 : 1, r.status, r.err);

        Map<String, Object> j = json(Files.readString(report));
        assertEquals("solve", j.get("command"));
        Map<String, Object> settings = map(j.get("settings"));
        assertEquals("5x4", settings.get("size"));
        assertEquals(1L, settings.get("threads"));
        assertEquals(null, settings.get("book"));
        Map<String, Object> summary = map(j.get("summary"));
        assertEquals(2L, summary.get("positions"));
        assertEquals(2L, summary.get("checked"));
        @SuppressWarnings("unchecked")
        List<Object> positions = (List<Object>) j.get("positions");
        assertEquals(2, positions.size());
        long nodes = 0;
        for (int i = 0; i < 2; i++) {
            Map<String, Object> p = map(positions.get(i));
            String[] fields = text.get(i).split(" "); // MOVES SCORE NODES MICROS
            assertEquals(fields[0], p.get("moves"));
            assertEquals(Long.parseLong(fields[1]), p.get("score"));
            assertEquals(Long.parseLong(fields[2]), p.get("nodes"));
            assertEquals((long) (i + 1), p.get("line"));
            nodes += (Long) p.get("nodes");
        }
        assertEquals(3L, map(positions.get(0)).get("expected"));
        assertEquals(nodes, summary.get("total_nodes"));
        assertEquals(mismatches, summary.get("mismatches"));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(
                    List.of("in.txt", "r.json"),
                    left.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary file is left beside the report");
        }
    }

    @Test
    void onStandardOutputTheReportIsAllThereIs() {
        Run r = c4("--no-book", "--report", "-", "4453", "4444");
        assertEquals(0, r.status, r.err);
        Map<String, Object> j = json(r.out); // the whole of stdout parses: no text line before or after
        assertEquals(2L, map(j.get("summary")).get("positions"));
        assertFalse(j.containsKey("positions"), "positions only when asked for");
        assertTrue(r.err.contains("solve: 2 positions"), r.err);
    }

    @Test
    void tsvGivesASummaryRowOrOneRowPerPosition() throws Exception {
        Path summary = dir.resolve("s.tsv");
        assertEquals(0, c4("--no-book", "--report", summary.toString(), "4453", "4444", "-").status);
        List<String> rows = Files.readAllLines(summary);
        assertEquals(2, rows.size(), rows.toString());
        List<String> header = List.of(rows.get(0).split("\t"));
        String[] values = rows.get(1).split("\t", -1);
        assertEquals(header.size(), values.length);
        assertEquals("3", values[header.indexOf("positions")]);
        assertEquals("5x4", values[header.indexOf("size")]);

        Run r = c4("--no-book", "--analyze", "--report", "-", "--report-format", "tsv", "--report-positions", "4453");
        assertEquals(0, r.status, r.err);
        List<String> lines = r.out.lines().toList();
        assertEquals("line\tmoves\tscore\texpected\tnodes\tmicros\tcolumns", lines.get(0));
        String[] row = lines.get(1).split("\t", -1);
        assertEquals("4453", row[1]);
        assertEquals("", row[3], "no expected score given");
        String[] columns = row[6].split(" ");
        assertEquals(5, columns.length, "one score per column of 5x4");
        int best = Arrays.stream(columns).mapToInt(Integer::parseInt).max().orElseThrow();
        assertEquals(String.valueOf(best), row[2], "the position's score is its best column's");
    }

    @Test
    void aTargetThatCannotBeWrittenIsABadCommandLineBeforeAnythingIsSolved() throws Exception {
        Run directory = c4("--report", dir.toString(), "4453");
        assertEquals(2, directory.status);
        assertEquals("", directory.out);
        assertEquals("c4 solve: --report " + dir + ": is a directory\n", directory.err);

        Path nowhere = dir.resolve("no/such/r.json");
        Run missing = c4("--report", nowhere.toString(), "4453");
        assertEquals(2, missing.status);
        assertEquals(
                "c4 solve: --report " + nowhere + ": no such directory " + nowhere.getParent() + "\n", missing.err);

        Run format = c4("--report", "-", "--report-format", "xml", "4453");
        assertEquals(2, format.status);
        assertTrue(format.err.contains("--report-format 'xml': not json or tsv"), format.err);

        Run alone = c4("--report-positions", "4453");
        assertEquals(2, alone.status);
        assertTrue(alone.err.contains("need --report FILE"), alone.err);
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(0, left.count(), "nothing written");
        }
    }

    /**
     * A report that fails to write once the positions are solved (a full disk; here the file-size
     * limit of the process) is named as a match names a record it cannot write, with the file
     * system's reason, and leaves nothing behind. A device such as /dev/full (which fails every
     * write) is never written: it is refused before anything is solved.
     */
    @Test
    @Tag("slow")
    void aReportThatFailsToWriteIsNamedAsARecordIs() throws Exception {
        Path report = dir.resolve("r.json");
        MainProcess.Result r = MainProcess.run(
                MainProcess.NO_ROOM_IN_FILES,
                List.of("-Xmx256m", "-XX:-UsePerfData"),
                "solve",
                "--size",
                "5x4",
                "--threads",
                "1",
                "--hash",
                "1",
                "--no-book",
                "--report",
                report.toString(),
                "4453");
        assertEquals(1, r.status(), r.err());
        assertTrue(
                r.err().endsWith("\nc4 solve: --report " + report + ": cannot be written (File too large)\n"), r.err());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "no report, no temporary file");
        }

        Path full = Path.of("/dev/full");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(full), "no /dev/full here");
        Run device = c4("--no-book", "--report", full.toString(), "4453");
        assertEquals(2, device.status, device.err);
        assertEquals("", device.out, "nothing solved");
        assertEquals(
                "c4 solve: --report /dev/full: is not a regular file (a device, a FIFO or a socket): only a regular"
                        + " file is written\n",
                device.err);
        assertFalse(Files.isRegularFile(full), "left as it is");
    }

    /**
     * A report replaces a report (a benchmark writes one again and again), in either format, but
     * never a file that holds something else, such as a book named by a slip: that is refused
     * before anything is solved, and kept.
     */
    @Test
    void aReportReplacesOnlyAReport() throws Exception {
        Path json = dir.resolve("r.json");
        Path tsv = dir.resolve("r.tsv");
        Path rows = dir.resolve("rows.tsv");
        for (int round = 0; round < 2; round++) {
            assertEquals(0, c4("--no-book", "--report", json.toString(), "4453").status);
            assertEquals(0, c4("--no-book", "--report", tsv.toString(), "4453").status);
            assertEquals(0, c4("--no-book", "--report", rows.toString(), "--report-positions", "4453").status);
        }
        assertEquals(0, c4("--no-book", "--report", json.toString(), "--report-format", "tsv", "4453").status);
        Path notes = Files.writeString(dir.resolve("notes.json"), "my notes\n");
        Run refused = c4("--no-book", "--report", notes.toString(), "4453");
        assertEquals(2, refused.status, refused.err);
        assertEquals("", refused.out, "nothing solved");
        assertEquals(
                "c4 solve: --report " + notes + ": already holds something other than a solve report; remove it, or"
                        + " name another file\n",
                refused.err);
        assertEquals("my notes\n", Files.readString(notes));
        Path empty = Files.createFile(dir.resolve("empty.json"));
        assertEquals(0, c4("--no-book", "--report", empty.toString(), "4453").status, "an empty file holds nothing");
    }

    /**
     * A report is written through a symbolic link into the file it names, and a target that is not
     * a regular file (here a FIFO; a device such as /dev/full alike, see
     * aReportThatFailsToWriteIsNamedAsARecordIs) is refused before anything is solved and left as
     * it is. The report gets a new file's usual
     * permissions.
     */
    @Test
    void aReportGoesThroughALinkAndNeverReplacesASpecialFile() throws Exception {
        Path real = dir.resolve("real.json");
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), real.getFileName());
        Run viaLink = c4("--no-book", "--report", link.toString(), "4453");
        assertEquals(0, viaLink.status, viaLink.err);
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        assertTrue(Files.readString(real).startsWith("{\"command\":\"solve\""), Files.readString(real));
        Path plain = Files.createFile(dir.resolve("plain"));
        assertEquals(
                Files.getPosixFilePermissions(plain),
                Files.getPosixFilePermissions(real),
                "not a temporary file's 0600");

        Path fifo = dir.resolve("fifo.json");
        Process p = new ProcessBuilder("mkfifo", fifo.toString())
                .redirectErrorStream(true)
                .start();
        org.junit.jupiter.api.Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available");
        Run special = c4("--no-book", "--report", fifo.toString(), "4453");
        assertEquals(2, special.status, special.err);
        assertEquals("", special.out, "nothing solved");
        assertTrue(special.err.startsWith("c4 solve: --report " + fifo + ": is not a regular file"), special.err);
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the FIFO is left as it is");
    }
}
