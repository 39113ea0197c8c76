package c4.options;

import picocli.CommandLine;

/** {@code -h, --help} of every command (a picocli mixin): prints the command's help to stdout, exit status 0. */
public final class HelpOption {
    @CommandLine.Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "this text")
    private boolean requested;
}
