package c4.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import c4.core.BoardSize;
import c4.core.Position;
import c4.core.RandomPositions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The shipped position sets are what scripts/make-positions says made them: the project's
 * generator ({@link RandomPositions}, {@code c4 positions}) with the seeds written there, each set
 * within its ply range. (The scores are checked by {@link SolverBenchmarkSetsTest}.)
 */
class ShippedPositionsTest {
    @Test
    void perPlySetsAreTheGeneratorsOutputForTheirSeeds() {
        for (int ply = 8; ply <= 40; ply++) {
            List<String> made = new RandomPositions(BoardSize.STANDARD, 1000 + ply)
                    .distinct(ply, ply, 20, 20_000, p -> true).stream()
                            .map(Position::moveString)
                            .toList();
            List<String> shipped = PositionSets.read(PositionSets.byPly(ply)).stream()
                    .map(PositionSets.Entry::moves)
                    .toList();
            assertEquals(made, shipped, PositionSets.byPly(ply));
        }
    }

    /** A set binned by nodes is the generator's sequence with the other bands left out: a subsequence of it. */
    @ParameterizedTest(name = "{0}: plies {1}-{2}, seed {3}")
    @CsvSource({
        "begin-easy, 8, 14, 2001", "begin-medium, 8, 14, 2002", "begin-hard, 8, 14, 2003",
        "middle-easy, 15, 28, 2011", "middle-medium, 15, 28, 2012", "end-easy, 29, 40, 2021"
    })
    void difficultySetsComeFromTheGeneratorInOrder(String set, int fromPly, int toPly, long seed) {
        List<PositionSets.Entry> shipped = PositionSets.read(set);
        Set<String> wanted = new HashSet<>();
        for (PositionSets.Entry e : shipped) {
            Position p = Position.parse(e.moves());
            assertTrue(fromPly <= p.moveCount() && p.moveCount() <= toPly, set + " " + e.moves());
            assertFalse(p.canWinNow(), set + " " + e.moves());
            assertTrue(wanted.add(e.moves()), set + ": listed twice " + e.moves());
        }
        List<String> made = new ArrayList<>();
        new RandomPositions(BoardSize.STANDARD, seed).distinct(fromPly, toPly, shipped.size(), 10_000_000, p -> {
            if (!wanted.contains(p.moveString())) return false;
            made.add(p.moveString());
            return true;
        });
        assertEquals(shipped.stream().map(PositionSets.Entry::moves).toList(), made, set);
    }
}
