/**
 * The protocol's line formats that both sides read or write: {@code info} lines
 * ({@link c4.protocol.InfoLine}, {@link c4.protocol.InfoString}) and {@code bestmove}
 * ({@link c4.protocol.Bestmove}); and the program's {@link c4.protocol.Version}, which {@code id
 * name} and {@code c4 --version} give. docs/PROTOCOL.md describes the protocol.
 */
package c4.protocol;
