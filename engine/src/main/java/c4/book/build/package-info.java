/**
 * Building a book with the solver: every position up to a depth, deepest ply first
 * ({@link c4.book.build.BookBuilder}), solved by a pool of workers, journalled so that a killed build
 * resumes, and verified ({@link c4.book.build.EntryVerifier}). The deepest ply can be handed to
 * another solver ({@link c4.book.build.DeepestPly}): the Spark build does so.
 */
package c4.book.build;
