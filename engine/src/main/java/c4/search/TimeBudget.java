package c4.search;

/**
 * How long one move may take, in milliseconds: {@code soft} is the target checked between
 * iterations (stretched when the best move changes, shrunk when it is stable), {@code hard} the
 * limit enforced by a timer; {@code hard} never exceeds the time left minus the safety margin.
 * Both are {@link Long#MAX_VALUE} when nothing limits the time.
 */
public record TimeBudget(long soft, long hard) {
    public static final TimeBudget NONE = new TimeBudget(Long.MAX_VALUE, Long.MAX_VALUE);

    /**
     * @param sideToMove 0 = first player (wtime/winc), 1 = second player (btime/binc)
     * @param ownMovesLeft the most stones the side to move can still play
     * @param margin safety margin subtracted from the time left (MoveOverhead)
     */
    public static TimeBudget of(SearchLimits limits, int sideToMove, int ownMovesLeft, long margin) {
        if (limits.moveTime > 0) {
            long hard = Math.max(1, limits.moveTime - margin);
            return new TimeBudget(hard, hard);
        }
        long left = sideToMove == 0 ? limits.whiteTime : limits.blackTime;
        if (left < 0) left = sideToMove == 0 ? limits.blackTime : limits.whiteTime; // only one clock given
        if (left < 0) return NONE;
        long increment = Math.max(0, sideToMove == 0 ? limits.whiteIncrement : limits.blackIncrement);
        long usable = Math.max(1, left - margin);
        // A Connect Four game is short: share the time over the stones still to play, front-loaded
        // (the opening and middle game decide it; the end is found quickly by the proof).
        int horizon = Math.max(1, Math.min(ownMovesLeft, 12));
        if (limits.movesToGo > 0) horizon = Math.max(1, Math.min(horizon, limits.movesToGo));
        long soft = usable / horizon + increment * 3 / 4;
        long hard = Math.min(usable, Math.max(soft, soft * 3));
        soft = Math.min(soft, hard);
        return new TimeBudget(Math.max(1, soft), Math.max(1, hard));
    }
}
