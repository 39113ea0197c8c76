/**
 * Games between players: the engine in process, external engines over the protocol, humans at the
 * terminal; game records and Elo for the match runner and audits.
 */
package c4.play;
