package c4.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** winningCells, legal moves and nonLosingMoves against the naive board on random positions. */
class SearchBitsTest {
    /** Naive non-losing moves: legal moves after which the opponent has no playable winning cell. */
    private static long naiveNonLosing(NaiveBoard b, BoardSize size) {
        long out = 0;
        int me = b.sideToMove();
        for (int c = 0; c < b.width; c++) {
            if (!b.canPlay(c)) continue;
            int r = b.heights[c];
            b.cell[c][r] = me;
            b.heights[c]++;
            boolean opponentWins = false;
            for (int oc = 0; oc < b.width && !opponentWins; oc++) {
                if (b.canPlay(oc) && b.fourThrough(1 - me, oc, b.heights[oc])) opponentWins = true;
            }
            b.heights[c]--;
            b.cell[c][r] = -1;
            if (!opponentWins) out |= 1L << size.bitIndex(c, r);
        }
        return out;
    }

    private static long naiveLegal(NaiveBoard b, BoardSize size) {
        long out = 0;
        for (int c = 0; c < b.width; c++) if (b.canPlay(c)) out |= 1L << size.bitIndex(c, b.heights[c]);
        return out;
    }

    @Test
    void agreesWithTheNaiveBoardOnRandomPositions() {
        int nonLosingChecked = 0;
        int forcedOrLost = 0;
        for (RandomGames.Game game : RandomGames.games(4242L, 300)) {
            BoardSize size = game.size;
            NaiveBoard naive = game.naive;
            Position p = game.position;
            while (true) {
                String where = size + " " + p.moveString();
                int me = naive.sideToMove();
                assertEquals(naive.completingEmptyCells(me, size), p.winningCells(), where);
                assertEquals(
                        naive.completingEmptyCells(1 - me, size),
                        Lines.winningCells(p.currentStones() ^ p.mask(), p.mask(), size),
                        where);
                long legal = naiveLegal(naive, size);
                assertEquals(legal, p.legalMoves(), where);
                assertEquals(legal, SearchBits.legalMoves(p.mask(), size), where);
                for (int c = 0; c < size.width; c++) {
                    assertEquals(naive.canPlay(c), p.canPlay(c), where);
                    if (naive.canPlay(c)) assertEquals(1L << size.bitIndex(c, naive.heights[c]), p.moveBit(c));
                }
                if (game.over()) break;
                boolean canWin = (naive.completingEmptyCells(me, size) & legal) != 0;
                assertEquals(canWin, p.canWinNow(), where);
                if (!canWin) {
                    long expected = naiveNonLosing(naive, size);
                    assertEquals(expected, p.nonLosingMoves(), where);
                    assertEquals(expected, SearchBits.nonLosingMoves(p.currentStones(), p.mask(), size), where);
                    nonLosingChecked++;
                    if (expected != legal) forcedOrLost++;
                }
                game.play(game.randomColumn());
            }
        }
        assertTrue(nonLosingChecked > 10_000);
        assertTrue(forcedOrLost > 1_000, "the random positions should include threats: " + forcedOrLost);
    }
}
