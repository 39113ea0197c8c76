/**
 * The command line's conventions and the option definitions that {@code c4.jar} and the Spark
 * driver share, for picocli: the {@link c4.options.Command} interface, how annotations become a
 * parser and what a bad command line says ({@link c4.options.CommandLines},
 * {@link c4.options.UsageException}), each value type with its range from the engine's constants
 * ({@link c4.options.Values}), and the options of a book build ({@link c4.options.BookBuildOptions}).
 */
package c4.options;
