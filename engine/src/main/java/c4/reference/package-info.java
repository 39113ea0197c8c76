/**
 * Plain minimax and alpha-beta (the course's searches): slow, simple and obviously right, the oracles
 * the tests hold the fast search to, and the players of the minimax-against-alpha-beta lab.
 */
package c4.reference;
