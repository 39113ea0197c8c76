/**
 * The client side of the protocol: one external engine process driven through a real pipe
 * ({@link c4.protocol.client.EngineClient}), with its handshake, time limits and failures. Used by
 * the match runner and the GUI.
 */
package c4.protocol.client;
