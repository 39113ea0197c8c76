/**
 * Every command of {@code scripts/c4} ({@code solve}, {@code engine}, {@code perft}, {@code play},
 * {@code match}, {@code audit}, {@code book}, {@code gui}, {@code positions}, {@code completion}),
 * with its picocli options ({@link c4.command.Commands} lists them). Only {@code c4.app} uses this
 * package.
 */
package c4.command;
