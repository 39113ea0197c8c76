/**
 * The browser GUI: a Jetty server on 127.0.0.1 with a small JSON API and an event stream, one
 * protocol engine process per session. docs/GUI.md describes it.
 */
package c4.gui;
