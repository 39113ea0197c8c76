package c4.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class BookBuildOptionsTest {
    private static BookBuildOptions parse(String... args) {
        return CommandLine.populateCommand(new BookBuildOptions(), args);
    }

    /** The default file name and the messages write the root without stray spaces, the empty board as '-'. */
    @Test
    void theRootIsWrittenWithoutSpacesAndTheEmptyBoardAsADash() {
        BookBuildOptions spaced = parse("--size", "5x4", "--depth", "3", "--root", " 3 ");
        assertEquals("3", spaced.rootMoves());
        assertEquals(Path.of("book-5x4-d3-r3.c4b"), spaced.file());
        for (String empty : new String[] {"", "-", " "}) {
            BookBuildOptions board = parse("--size", "5x4", "--depth", "3", "--root", empty);
            assertEquals("-", board.rootMoves(), "'" + empty + "'");
            assertEquals(Path.of("book-5x4-d3-r-.c4b"), board.file());
        }
        BookBuildOptions whole = parse("--size", "5x4", "--depth", "3");
        assertNull(whole.rootMoves());
        assertEquals(Path.of("book-5x4-d3.c4b"), whole.file());
    }
}
