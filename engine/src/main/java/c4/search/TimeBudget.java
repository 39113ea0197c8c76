package c4.search;

import java.util.OptionalLong;

/**
 * How long one move may take, in milliseconds: {@code soft} is the target checked between
 * iterations (stretched when the best move changes, shrunk when it is stable), {@code hard} the
 * limit enforced by a timer; {@code hard} never exceeds the time left minus the safety margin.
 * Both are {@link Long#MAX_VALUE} when nothing limits the time.
 */
record TimeBudget(long soft, long hard) {
    static final TimeBudget NONE = new TimeBudget(Long.MAX_VALUE, Long.MAX_VALUE);

    /**
     * @param sideToMove 0 = first player (wtime/winc), 1 = second player (btime/binc)
     * @param ownMovesLeft the most stones the side to move can still play
     * @param margin safety margin subtracted from the time left (MoveOverhead)
     */
    static TimeBudget of(SearchLimits limits, int sideToMove, int ownMovesLeft, long margin) {
        if (limits.moveTime() > 0) {
            long hard = Math.max(1, limits.moveTime() - margin);
            return new TimeBudget(hard, hard);
        }
        OptionalLong clock = limits.clock(sideToMove);
        if (clock.isEmpty()) clock = limits.clock(1 - sideToMove); // only one clock given
        if (clock.isEmpty()) return NONE;
        long left = clock.getAsLong();
        long increment = Math.max(0, limits.increment(sideToMove));
        long usable = Math.max(1, left - margin);
        // A Connect Four game is short: share the time over the stones still to play, front-loaded
        // (the opening and middle game decide it; the end is found quickly by the proof).
        int horizon = Math.max(1, Math.min(ownMovesLeft, 12));
        if (limits.movesToGo() > 0) horizon = Math.max(1, Math.min(horizon, limits.movesToGo()));
        long soft = usable / horizon + increment * 3 / 4;
        long hard = Math.min(usable, Math.max(soft, soft * 3));
        soft = Math.min(soft, hard);
        return new TimeBudget(Math.max(1, soft), Math.max(1, hard));
    }
}
