/**
 * The entry point of the jar: {@link c4.app.Main} dispatches the command line to a command and maps
 * what it throws to one message and an exit status.
 */
package c4.app;
