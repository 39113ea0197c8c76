/**
 * Perft and position counts: {@link c4.perft.Perft} counts the move sequences of N plies,
 * {@link c4.perft.PositionCounter} the distinct positions, {@link c4.perft.GameCounter} the games;
 * they check move generation against published counts.
 */
package c4.perft;
