/**
 * The engine side of the protocol ({@code c4 engine}): {@link c4.protocol.server.Protocol} reads
 * lines from stdin, keeps the position and options, and starts searches on their own thread
 * ({@code SearchRunner}), so that {@code stop} and {@code ponderhit} are read while one runs.
 */
package c4.protocol.server;
