/**
 * What the commands and the protocol share about text and streams: JSON ({@link c4.io.Json}),
 * option values with their ranges and messages ({@link c4.options.Values}), input lines with their
 * numbers ({@link c4.io.InputLines}), progress on stderr ({@link c4.io.Progress}), the check of
 * standard output ({@link c4.io.StandardOutput}) and the exception of a bad input
 * ({@link c4.options.UsageException}). Uses no command.
 */
package c4.io;
