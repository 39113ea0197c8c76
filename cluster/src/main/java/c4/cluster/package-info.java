/**
 * The book build and verification on Apache Spark ({@code scripts/c4-cluster}): the deepest ply is
 * cut into chunks that executors solve, each chunk written with its own checksum to a work
 * directory so that a rerun skips it; the driver builds the rest of the book as on one machine.
 * Spark never enters {@code c4.jar}.
 */
package c4.cluster;
